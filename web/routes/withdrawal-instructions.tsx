import { createFileRoute } from '@tanstack/react-router';
import { requireCatalog } from '../i18n/i18n.js';
import { WithdrawalInstructionsPage } from '../features/legal/WithdrawalInstructionsPage.js';

export const Route = createFileRoute('/withdrawal-instructions')({
  loader: () => requireCatalog('pages'),
  component: WithdrawalInstructionsPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { requireCatalog } from '../i18n/i18n.js';
import { PrivacyPolicyPage } from '../features/legal/PrivacyPolicyPage.js';

export const Route = createFileRoute('/privacy-policy')({
  loader: () => requireCatalog('pages'),
  component: PrivacyPolicyPage,
});

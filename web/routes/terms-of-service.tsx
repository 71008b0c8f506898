import { createFileRoute } from '@tanstack/react-router';
import { requireCatalog } from '../i18n/i18n.js';
import { TermsOfServicePage } from '../features/legal/TermsOfServicePage.js';

export const Route = createFileRoute('/terms-of-service')({
  loader: () => requireCatalog('pages'),
  component: TermsOfServicePage,
});

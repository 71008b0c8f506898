import { createFileRoute } from '@tanstack/react-router';
import { requireCatalog } from '../i18n/i18n.js';
import { LegalNoticePage } from '../features/legal/LegalNoticePage.js';

export const Route = createFileRoute('/legal-notice')({
  loader: () => requireCatalog('pages'),
  component: LegalNoticePage,
});

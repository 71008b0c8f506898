import { createFileRoute } from '@tanstack/react-router';
import { requireCatalog } from '../../i18n/i18n.js';
import { ServicePage } from '../../features/services/ServicePage.js';

export const Route = createFileRoute('/services/finanzamt-support')({
  loader: () => requireCatalog('pages'),
  component: () => <ServicePage slug="finanzamt-support" />,
});

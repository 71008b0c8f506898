import { createFileRoute } from '@tanstack/react-router';
import { requireCatalog } from '../../i18n/i18n.js';
import { ServicePage } from '../../features/services/ServicePage.js';

export const Route = createFileRoute('/services/business-formation')({
  loader: () => requireCatalog('pages'),
  component: () => <ServicePage slug="business-formation" />,
});

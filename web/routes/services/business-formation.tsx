import { createFileRoute } from '@tanstack/react-router';
import { ServicePage } from '../../features/services/ServicePage.js';

export const Route = createFileRoute('/services/business-formation')({
  component: () => <ServicePage slug="business-formation" />,
});

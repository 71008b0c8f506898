import { createFileRoute } from '@tanstack/react-router';
import { ServicePage } from '../../features/services/ServicePage.js';

export const Route = createFileRoute('/services/finanzamt-support')({
  component: () => <ServicePage slug="finanzamt-support" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { ServicePage } from '../../features/services/ServicePage.js';

export const Route = createFileRoute('/services/appeals-objections')({
  component: () => <ServicePage slug="appeals-objections" />,
});

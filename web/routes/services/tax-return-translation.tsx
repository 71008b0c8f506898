import { createFileRoute } from '@tanstack/react-router';
import { ServicePage } from '../../features/services/ServicePage.js';

export const Route = createFileRoute('/services/tax-return-translation')({
  component: () => <ServicePage slug="tax-return-translation" />,
});

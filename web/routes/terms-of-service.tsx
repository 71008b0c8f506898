import { createFileRoute } from '@tanstack/react-router';
import { TermsOfServicePage } from '../features/legal/TermsOfServicePage.js';

export const Route = createFileRoute('/terms-of-service')({
  component: TermsOfServicePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../features/legal/PrivacyPolicyPage.js';

export const Route = createFileRoute('/privacy-policy')({
  component: PrivacyPolicyPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { LegalNoticePage } from '../features/legal/LegalNoticePage.js';

export const Route = createFileRoute('/legal-notice')({
  component: LegalNoticePage,
});

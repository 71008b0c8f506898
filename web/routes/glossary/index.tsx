import { createFileRoute } from '@tanstack/react-router';
import { GlossaryIndexPage } from '../../features/glossary/GlossaryPages.js';
import { requireCatalog } from '../../i18n/i18n.js';

/** The tax glossary: every term with its short definition (prerendered). */
export const Route = createFileRoute('/glossary/')({
  loader: () => requireCatalog('pages'),
  component: GlossaryIndexPage,
});

import { createFileRoute, notFound } from '@tanstack/react-router';
import { glossaryTerm } from '#shared/glossary/terms.js';
import { GlossaryTermPage } from '../../features/glossary/GlossaryPages.js';
import { requireCatalog } from '../../i18n/i18n.js';

/**
 * One glossary term (prerendered); an unknown slug is the app's 404 page. The check lives in the
 * loader, which travels with the component, so the terms stay out of the main bundle.
 */
export const Route = createFileRoute('/glossary/$slug')({
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ params }) => {
    if (!glossaryTerm(params.slug)) throw notFound();
    await requireCatalog('pages');
  },
  component: TermRoute,
});

function TermRoute() {
  const { slug } = Route.useParams();
  const term = glossaryTerm(slug);
  return term ? <GlossaryTermPage term={term} /> : null;
}

import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Link } from '../../../components/Link.js';
import { documentLanguage, isReading, READING_POLL_MS } from '../../../features/letters/queries.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { prefetched } from '../../../lib/prefetch.js';
import { orFailed, routeStates } from '../../../lib/route-states.js';
import { trpc } from '../../../lib/trpc.js';
import { lazyView } from '../../../lib/lazy-view.js';

/**
 * The page's body, a chunk of its own that the loader fetches with the data: the route's chunk then
 * needs few others, and the entry's preload map (on every page, the landing page too) stays short.
 */
const { load: loadView, View: AdminLetterView } = lazyView(() => import('../../../features/letters/admin/AdminLetterView.js').then((m) => m.AdminLetterView));

const head = (
  <Link to="/admin" className="back-link">
    <Trans>← Inbox</Trans>
  </Link>
);

const { Pending, Failed } = routeStates({
  head,
  loading: <Trans>Loading the letter...</Trans>,
  failed: <Trans>Failed to load the letter. Please try again.</Trans>,
  notFound: { title: <Trans>Letter not found</Trans> },
});

/** One client's Finanzamt letter: pages with the recognised text, details, deadlines, questions, the answer. */
export const Route = createFileRoute('/admin/letters/$letterId')({
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  loader: ({ context: { api }, params: { letterId } }) =>
    prefetched(api.queryClient.ensureQueryData(api.utils.admin.letters.get.queryOptions({ id: letterId, lang: documentLanguage() })), loadView()),
  component: AdminLetterPage,
  pendingComponent: Pending,
  errorComponent: Failed,
});

function AdminLetterPage() {
  const language = useLanguage();
  const { letterId } = Route.useParams();
  const [letter, query] = trpc.admin.letters.get.useSuspenseQuery(
    { id: letterId, lang: language },
    { refetchInterval: (query) => (isReading(query.state.data) ? READING_POLL_MS : false) },
  );
  orFailed(query);
  return (
    <>
      {head}
      <AdminLetterView letter={letter} />
    </>
  );
}

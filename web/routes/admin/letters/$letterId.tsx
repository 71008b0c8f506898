import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { Link } from '../../../components/Link.js';
import { ErrorState, LoadingState } from '../../../components/States.js';
import { documentLanguage, isReading, READING_POLL_MS } from '../../../features/letters/queries.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { errorStatus } from '../../../lib/errors.js';
import { prefetched } from '../../../lib/prefetch.js';
import { trpc } from '../../../lib/trpc.js';
import { lazyView } from '../../../lib/lazy-view.js';

/**
 * The page's body, a chunk of its own that the loader fetches with the data: the route's chunk then
 * needs few others, and the entry's preload map (on every page, the landing page too) stays short.
 */
const { load: loadView, View: AdminLetterView } = lazyView(() => import('../../../features/admin/AdminLetterView.js').then((m) => m.AdminLetterView));

/** One client's Finanzamt letter: pages with the recognised text, details, deadlines, questions, the answer. */
export const Route = createFileRoute('/admin/letters/$letterId')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { api }, params: { letterId } }) =>
    prefetched(api.queryClient.ensureQueryData(api.utils.admin.letters.get.queryOptions({ id: letterId, lang: documentLanguage() })), loadView()),
  component: AdminLetterPage,
});

function AdminLetterPage() {
  const { t } = useLingui();
  const language = useLanguage();
  const { letterId } = Route.useParams();
  const letter = trpc.admin.letters.get.useQuery(
    { id: letterId, lang: language },
    { refetchInterval: (query) => (isReading(query.state.data) ? READING_POLL_MS : false) },
  );

  return (
    <>
      <Link to="/admin" className="back-link">
        <Trans>← Inbox</Trans>
      </Link>
      {letter.isPending ? (
        <LoadingState label={t`Loading the letter...`} />
      ) : letter.isError ? (
        errorStatus(letter.error) === 404 || errorStatus(letter.error) === 400 ? (
          <div className="state state--empty">
            <p className="state__title">
              <Trans>Letter not found</Trans>
            </p>
          </div>
        ) : (
          <ErrorState message={<Trans>Failed to load the letter. Please try again.</Trans>} onRetry={() => void letter.refetch()} />
        )
      ) : (
        <Suspense fallback={<LoadingState label={t`Loading the letter...`} />}>
          <AdminLetterView letter={letter.data} />
        </Suspense>
      )}
    </>
  );
}

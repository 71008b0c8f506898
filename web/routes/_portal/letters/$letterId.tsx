import { Trans, useLingui } from '@lingui/react/macro';
import { useIsMutating } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { getMutationKey } from '@trpc/react-query';
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
const { load: loadView, View: LetterView } = lazyView(() => import('../../../features/letters/LetterView.js').then((m) => m.LetterView));

/** One Finanzamt letter: reading, type, deadlines, details to confirm, pages, questions, the expert's answer. */
export const Route = createFileRoute('/_portal/letters/$letterId')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { api }, params: { letterId } }) =>
    prefetched(api.queryClient.ensureQueryData(api.utils.letters.get.queryOptions({ id: letterId, lang: documentLanguage() })), loadView()),
  component: LetterPage,
});

function LetterPage() {
  const { t } = useLingui();
  const language = useLanguage();
  const { letterId } = Route.useParams();
  // While the letter is being deleted it is not asked for again (it would be a 404 in between).
  const deleting = useIsMutating({ mutationKey: getMutationKey(trpc.letters.delete) }) > 0;
  const letter = trpc.letters.get.useQuery(
    { id: letterId, lang: language },
    // While its files are being read, the letter is asked for again until the reading has ended.
    { refetchInterval: (query) => (!deleting && isReading(query.state.data) ? READING_POLL_MS : false) },
  );

  return letter.isPending ? (
    <LoadingState label={t`Loading the letter...`} />
  ) : letter.isError ? (
    errorStatus(letter.error) === 404 || errorStatus(letter.error) === 400 ? (
      <div className="state state--empty">
        <p className="state__title">
          <Trans>Letter not found</Trans>
        </p>
        <Link to="/letters" className="text-link">
          <Trans>All letters</Trans>
        </Link>
      </div>
    ) : (
      <ErrorState message={<Trans>Failed to load the letter. Please try again.</Trans>} onRetry={() => void letter.refetch()} />
    )
  ) : (
    <Suspense fallback={<LoadingState label={t`Loading the letter...`} />}>
      <LetterView letter={letter.data} />
    </Suspense>
  );
}

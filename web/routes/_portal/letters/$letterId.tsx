import { Trans } from '@lingui/react/macro';
import { useIsMutating } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { getMutationKey } from '@trpc/react-query';
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
const { load: loadView, View: LetterView } = lazyView(() => import('../../../features/letters/LetterView.js').then((m) => m.LetterView));

const { Pending, Failed } = routeStates({
  loading: <Trans>Loading the letter...</Trans>,
  failed: <Trans>Failed to load the letter. Please try again.</Trans>,
  notFound: { title: <Trans>Letter not found</Trans>, back: { to: '/letters', label: <Trans>All letters</Trans> } },
});

/** One Finanzamt letter: reading, type, deadlines, details to confirm, pages, questions, the expert's answer. */
export const Route = createFileRoute('/_portal/letters/$letterId')({
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  loader: ({ context: { api }, params: { letterId } }) =>
    prefetched(api.queryClient.ensureQueryData(api.utils.letters.get.queryOptions({ id: letterId, lang: documentLanguage() })), loadView()),
  component: LetterPage,
  pendingComponent: Pending,
  errorComponent: Failed,
});

function LetterPage() {
  const language = useLanguage();
  const { letterId } = Route.useParams();
  // While the letter is being deleted it is not asked for again (it would be a 404 in between).
  const deleting = useIsMutating({ mutationKey: getMutationKey(trpc.letters.delete) }) > 0;
  const [letter, query] = trpc.letters.get.useSuspenseQuery(
    { id: letterId, lang: language },
    // While its files are being read, the letter is asked for again until the reading has ended.
    { refetchInterval: (query) => (!deleting && isReading(query.state.data) ? READING_POLL_MS : false) },
  );
  orFailed(query);
  return <LetterView letter={letter} />;
}

import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { LoadingState } from '../../../components/States.js';
import { LETTER_LIST_INPUT, LETTER_LIST_OPTIONS } from '../../../features/letters/queries.js';
import { PortalPageTitle } from '../../../features/portal/PortalLayout.js';
import { prefetched } from '../../../lib/prefetch.js';
import { trpc } from '../../../lib/trpc.js';
import { lazyView } from '../../../lib/lazy-view.js';

/**
 * The page's body, a chunk of its own that the loader fetches with the data: the route's chunk then
 * needs few others, and the entry's preload map (on every page, the landing page too) stays short.
 */
const { load: loadView, View: LettersView } = lazyView(() => import('../../../features/letters/LettersView.js').then((m) => m.LettersView));

/** Finanzamt letters: add one (upload or by hand) and the list of the client's letters. */
export const Route = createFileRoute('/_portal/letters/')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { api } }) =>
    prefetched(
      api.queryClient.ensureInfiniteQueryData(api.utils.letters.list.infiniteQueryOptions(LETTER_LIST_INPUT, LETTER_LIST_OPTIONS)),
      api.queryClient.ensureQueryData(api.utils.letters.reading.queryOptions()),
      loadView(),
    ),
  component: LettersPage,
});

function LettersPage() {
  const { t } = useLingui();
  const reading = trpc.letters.reading.useQuery();
  return (
    <>
      <PortalPageTitle
        title={<Trans>Letters</Trans>}
        lead={<Trans>Your letters from the Finanzamt: what they are, what they ask of you, and by when.</Trans>}
      />
      <Suspense fallback={<LoadingState label={t`Loading letters...`} />}>
        <LettersView ocr={reading.data?.ocr} />
      </Suspense>
    </>
  );
}

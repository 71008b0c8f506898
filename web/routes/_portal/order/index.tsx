import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { ErrorState, LoadingState } from '../../../components/States.js';
import { PortalPageTitle } from '../../../features/portal/PortalLayout.js';
import { prefetched } from '../../../lib/prefetch.js';
import { trpc } from '../../../lib/trpc.js';
import { lazyView } from '../../../lib/lazy-view.js';

/** The page's body, a chunk of its own that the loader fetches with the data (see the letters routes). */
const { load: loadView, View: PackageChoice } = lazyView(() => import('../../../features/orders/PackageChoice.js').then((m) => m.PackageChoice));

/** "Buy hours": the packages of the catalogue, each leading to its order page. */
export const Route = createFileRoute('/_portal/order/')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { api } }) => prefetched(api.queryClient.ensureQueryData(api.utils.catalog.get.queryOptions()), loadView()),
  component: PackagesPage,
});

function PackagesPage() {
  const { t } = useLingui();
  const catalog = trpc.catalog.get.useQuery();
  return (
    <>
      <PortalPageTitle title={<Trans>Buy hours</Trans>} lead={<Trans>Choose a package of expert hours. You can use the hours for 12 months.</Trans>} />
      {catalog.isPending ? (
        <LoadingState label={t`Loading the packages...`} />
      ) : catalog.isError ? (
        <ErrorState message={<Trans>Failed to load the packages. Please try again.</Trans>} onRetry={() => void catalog.refetch()} />
      ) : (
        <Suspense fallback={<LoadingState label={t`Loading the packages...`} />}>
          <PackageChoice catalog={catalog.data} />
        </Suspense>
      )}
    </>
  );
}

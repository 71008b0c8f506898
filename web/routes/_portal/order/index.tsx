import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PortalPageTitle } from '../../../features/portal/PortalLayout.js';
import { prefetched } from '../../../lib/prefetch.js';
import { orFailed, routeStates } from '../../../lib/route-states.js';
import { trpc } from '../../../lib/trpc.js';
import { lazyView } from '../../../lib/lazy-view.js';

/** The page's body, a chunk of its own that the loader fetches with the data (see the letters routes). */
const { load: loadView, View: PackageChoice } = lazyView(() => import('../../../features/orders/PackageChoice.js').then((m) => m.PackageChoice));

const head = <PortalPageTitle title={<Trans>Buy hours</Trans>} lead={<Trans>Choose a package of expert hours. You can use the hours for 12 months.</Trans>} />;

const { Pending, Failed } = routeStates({
  head,
  loading: <Trans>Loading the packages...</Trans>,
  failed: <Trans>Failed to load the packages. Please try again.</Trans>,
});

/** "Buy hours": the packages of the catalogue, each leading to its order page. */
export const Route = createFileRoute('/_portal/order/')({
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  loader: ({ context: { api } }) => prefetched(api.queryClient.ensureQueryData(api.utils.catalog.get.queryOptions()), loadView()),
  component: PackagesPage,
  pendingComponent: Pending,
  errorComponent: Failed,
});

function PackagesPage() {
  const [catalog, query] = trpc.catalog.get.useSuspenseQuery();
  orFailed(query);
  return (
    <>
      {head}
      <PackageChoice catalog={catalog} />
    </>
  );
}

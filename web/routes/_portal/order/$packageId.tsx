import { Trans } from '@lingui/react/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { Link } from '../../../components/Link.js';
import { PortalPageTitle } from '../../../features/portal/PortalLayout.js';
import { prefetched } from '../../../lib/prefetch.js';
import { orFailed, routeStates } from '../../../lib/route-states.js';
import { trpc } from '../../../lib/trpc.js';
import { lazyView } from '../../../lib/lazy-view.js';

/** An id as the server issues it (a UUID): anything else in the address is no page, without a request. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page's body, a chunk of its own that the loader fetches with the data (see the letters routes). */
const { load: loadView, View: OrderForm } = lazyView(() => import('../../../features/orders/OrderForm.js').then((m) => m.OrderForm));

const head = <PortalPageTitle title={<Trans>Your order</Trans>} lead={<Trans>Check the package, enter your billing address and confirm your order.</Trans>} />;

const { Pending, Failed } = routeStates({
  head,
  loading: <Trans>Loading the package...</Trans>,
  failed: <Trans>Failed to load the package. Please try again.</Trans>,
});

/**
 * Ordering one package. Visitors are sent to /login (and from there to /register) by the portal's
 * guard, with this address to come back to (`?redirect=`).
 */
export const Route = createFileRoute('/_portal/order/$packageId')({
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  beforeLoad: ({ params }) => {
    if (!UUID.test(params.packageId)) throw notFound();
  },
  loader: ({ context: { api } }) => prefetched(api.queryClient.ensureQueryData(api.utils.catalog.get.queryOptions()), loadView()),
  component: OrderPage,
  pendingComponent: Pending,
  errorComponent: Failed,
});

function OrderPage() {
  const { packageId } = Route.useParams();
  const [catalog, query] = trpc.catalog.get.useSuspenseQuery();
  orFailed(query);
  const pkg = catalog.packages.find((p) => p.id === packageId);
  // Card payment is offered when the server says so in the catalogue (Stripe keys set).
  const cardAvailable = catalog.cardAvailable === true;

  return (
    <>
      {head}
      {!pkg ? (
        <div className="state state--empty">
          <p className="state__title">
            <Trans>This package is not available.</Trans>
          </p>
          <Link to="/order" className="text-link">
            <Trans>See the packages</Trans>
          </Link>
        </div>
      ) : !catalog.orderingOpen ? (
        // The go-live guard (decision record 021): the server refuses orders until the firm's details are complete.
        <div className="state state--empty" role="status">
          <p className="state__title">
            <Trans>Online ordering opens once the firm's details are complete</Trans>
          </p>
          <p>
            <Trans>Please come back soon, or write to us through the contact form.</Trans>
          </p>
        </div>
      ) : (
        <OrderForm item={{ kind: 'package', pkg }} vatRatePercent={catalog.vatRatePercent} cardAvailable={cardAvailable} />
      )}
    </>
  );
}

import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PortalPageTitle } from '../../../features/portal/PortalLayout.js';
import { prefetched } from '../../../lib/prefetch.js';
import { orFailed, routeStates } from '../../../lib/route-states.js';
import { trpc } from '../../../lib/trpc.js';
import { lazyView } from '../../../lib/lazy-view.js';

/** The page's body, a chunk of its own that the loader fetches with the data (the package order page's). */
const { load: loadView, View: OrderForm } = lazyView(() => import('../../../features/orders/OrderForm.js').then((m) => m.OrderForm));

const head = (
  <PortalPageTitle
    title={<Trans>Buy extra hours</Trans>}
    lead={<Trans>Choose how many hours you need at our standard hourly rate, enter your billing address and confirm your order.</Trans>}
  />
);

const { Pending, Failed } = routeStates({
  head,
  loading: <Trans>Loading the hourly rate...</Trans>,
  failed: <Trans>Failed to load the hourly rate. Please try again.</Trans>,
});

/**
 * Ordering extra hours at the standard hourly rate (1 to 20; decision record 071): the package
 * order page's form, with the number of hours instead of a package. Any client may buy them.
 */
export const Route = createFileRoute('/_portal/order/extra-hours')({
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  loader: ({ context: { api } }) => prefetched(api.queryClient.ensureQueryData(api.utils.catalog.get.queryOptions()), loadView()),
  component: ExtraHoursPage,
  pendingComponent: Pending,
  errorComponent: Failed,
});

function ExtraHoursPage() {
  const [catalog, query] = trpc.catalog.get.useSuspenseQuery();
  orFailed(query);
  return (
    <>
      {head}
      {!catalog.orderingOpen ? (
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
        <OrderForm
          item={{ kind: 'extra_hours', hourlyRateCents: catalog.hourlyRateCents }}
          vatRatePercent={catalog.vatRatePercent}
          cardAvailable={catalog.cardAvailable === true}
        />
      )}
    </>
  );
}

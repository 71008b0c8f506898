import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { Suspense } from 'react';
import { Link } from '../../../components/Link.js';
import { ErrorState, LoadingState } from '../../../components/States.js';
import { CARD_CONFIRM_POLL_MS } from '../../../features/orders/queries.js';
import { errorStatus } from '../../../lib/errors.js';
import { prefetched } from '../../../lib/prefetch.js';
import { trpc } from '../../../lib/trpc.js';
import { lazyView } from '../../../lib/lazy-view.js';

/** An id as the server issues it (a UUID): anything else in the address is no page, without a request. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page's body, a chunk of its own that the loader fetches with the data (see the letters routes). */
const { load: loadView, View: OrderView } = lazyView(() => import('../../../features/orders/OrderView.js').then((m) => m.OrderView));

interface OrderSearch {
  /** Back from the card payment page (`?paid=1`, the payment provider's success address). */
  paid?: 1;
  /** The card payment page could not be opened when the order was placed. */
  card?: 'unavailable';
}

/** One order: how to pay it (bank transfer with GiroCode, or card), its state, details, invoice and withdrawal. */
export const Route = createFileRoute('/_portal/orders/$orderId')({
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: (search: Record<string, unknown>): OrderSearch => ({
    ...(search.paid === 1 || search.paid === '1' ? { paid: 1 as const } : {}),
    ...(search.card === 'unavailable' ? { card: 'unavailable' as const } : {}),
  }),
  beforeLoad: ({ params }) => {
    if (!UUID.test(params.orderId)) throw notFound();
  },
  loader: ({ context: { api }, params: { orderId } }) =>
    prefetched(api.queryClient.ensureQueryData(api.utils.orders.get.queryOptions({ id: orderId })), loadView()),
  component: OrderPage,
});

function OrderPage() {
  const { t } = useLingui();
  const { orderId } = Route.useParams();
  const { paid, card } = Route.useSearch();
  const order = trpc.orders.get.useQuery(
    { id: orderId },
    // Back from a card payment: asked again until the payment provider's confirmation has arrived (at most two minutes).
    { refetchInterval: (query) => (paid && query.state.data?.status === 'open' && query.state.dataUpdateCount < 60 ? CARD_CONFIRM_POLL_MS : false) },
  );

  return order.isPending ? (
    <LoadingState label={t`Loading the order...`} />
  ) : order.isError ? (
    errorStatus(order.error) === 404 || errorStatus(order.error) === 400 ? (
      <div className="state state--empty">
        <p className="state__title">
          <Trans>Order not found</Trans>
        </p>
        <Link to="/orders" className="text-link">
          <Trans>All orders</Trans>
        </Link>
      </div>
    ) : (
      <ErrorState message={<Trans>Failed to load the order. Please try again.</Trans>} onRetry={() => void order.refetch()} />
    )
  ) : (
    <Suspense fallback={<LoadingState label={t`Loading the order...`} />}>
      <OrderView order={order.data} notices={{ paidByCard: paid === 1, cardUnavailable: card === 'unavailable' }} />
    </Suspense>
  );
}

import { Trans } from '@lingui/react/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { CARD_CONFIRM_POLL_MS } from '../../../features/orders/queries.js';
import { prefetched } from '../../../lib/prefetch.js';
import { orFailed, routeStates } from '../../../lib/route-states.js';
import { trpc } from '../../../lib/trpc.js';
import { lazyView } from '../../../lib/lazy-view.js';

/** An id as the server issues it (a UUID): anything else in the address is no page, without a request. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page's body, a chunk of its own that the loader fetches with the data (see the letters routes). */
const { load: loadView, View: OrderView } = lazyView(() => import('../../../features/orders/OrderView.js').then((m) => m.OrderView));

const { Pending, Failed } = routeStates({
  loading: <Trans>Loading the order...</Trans>,
  failed: <Trans>Failed to load the order. Please try again.</Trans>,
  notFound: { title: <Trans>Order not found</Trans>, back: { to: '/orders', label: <Trans>All orders</Trans> } },
});

interface OrderSearch {
  /** Back from the card payment page (`?paid=1`, the payment provider's success address). */
  paid?: 1;
  /** The card payment page could not be opened when the order was placed. */
  card?: 'unavailable';
}

/** One order: how to pay it (bank transfer with GiroCode, or card), its state, details, invoice and withdrawal. */
export const Route = createFileRoute('/_portal/orders/$orderId')({
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
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
  pendingComponent: Pending,
  errorComponent: Failed,
});

function OrderPage() {
  const { orderId } = Route.useParams();
  const { paid, card } = Route.useSearch();
  const [order, query] = trpc.orders.get.useSuspenseQuery(
    { id: orderId },
    // Back from a card payment: asked again until the payment provider's confirmation has arrived (at most two minutes).
    { refetchInterval: (query) => (paid && query.state.data?.status === 'open' && query.state.dataUpdateCount < 60 ? CARD_CONFIRM_POLL_MS : false) },
  );
  orFailed(query);
  return <OrderView order={order} notices={{ paidByCard: paid === 1, cardUnavailable: card === 'unavailable' }} />;
}

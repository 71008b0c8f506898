import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { Link } from '../../../components/Link.js';
import { LoadingState } from '../../../components/States.js';
import { PAGE_INPUT, PAGE_OPTIONS } from '../../../features/orders/queries.js';
import { PortalPageTitle } from '../../../features/portal/PortalLayout.js';
import { prefetched } from '../../../lib/prefetch.js';
import { lazyView } from '../../../lib/lazy-view.js';
import { BuyHoursLink } from '../../../features/purchases/index.js';

/** The page's body, a chunk of its own that the loader fetches with the data (see the letters routes). */
const { load: loadView, View: OrderList } = lazyView(() => import('../../../features/orders/OrderList.js').then((m) => m.OrderList));

/** The client's orders, newest first, with their state. */
export const Route = createFileRoute('/_portal/orders/')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { api } }) =>
    prefetched(api.queryClient.ensureInfiniteQueryData(api.utils.orders.list.infiniteQueryOptions(PAGE_INPUT, PAGE_OPTIONS)), loadView()),
  component: OrdersPage,
});

function OrdersPage() {
  const { t } = useLingui();
  return (
    <>
      <PortalPageTitle
        title={<Trans>Orders</Trans>}
        lead={
          <Trans>
            Your orders of hour packages, newest first. Invoices are on the{' '}
            <Link to="/invoices" className="text-link">
              invoices page
            </Link>
            .
          </Trans>
        }
      />
      <div className="page-actions">
        <BuyHoursLink />
      </div>
      <Suspense fallback={<LoadingState label={t`Loading your orders...`} />}>
        <OrderList />
      </Suspense>
    </>
  );
}

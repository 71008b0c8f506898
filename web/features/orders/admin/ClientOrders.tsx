/**
 * A client's orders on their page in the console, newest first (open, paid, withdrawn, expired,
 * cancelled): reference, package, status, amount and dates. Actions on an order stay on the
 * Orders page, which the reference links to. `useClientOrders` is also what "Record purchase"
 * checks for an open order of the same package.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { LIST_PAGE_MAX } from '#shared/constants.js';
import { formatDate, formatEuros } from '#shared/format.js';
import type { AdminOrder } from '#shared/orders/orders.schema.js';
import { Link } from '../../../components/Link.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { trpc } from '../../../lib/trpc.js';
import { OrderStatusBadge } from '../OrderStatusBadge.js';
import { FirstPageTable } from './NewestShown.js';
import { OrderCell, inactiveOrderRow } from './OrderCell.js';
import { Badge } from '../../../components/Badge.js';

/** The client's newest LIST_PAGE_MAX orders (one cache entry for the table and the purchase dialog). */
export function useClientOrders(clientId: string) {
  return trpc.admin.orders.list.useQuery({ clientId, limit: LIST_PAGE_MAX });
}

export function ClientOrders({ clientId }: { clientId: string }) {
  const { t } = useLingui();
  const language = useLanguage();
  const orders = useClientOrders(clientId);

  return (
    <FirstPageTable
      query={orders}
      loading={t`Loading orders...`}
      failed={<Trans>Failed to load the orders. Please try again.</Trans>}
      empty={<Trans>No orders yet.</Trans>}
      rowClassName={inactiveOrderRow}
      columns={[
        {
          label: t`Order`,
          rowHeader: true,
          className: 'admin-table__primary admin-table__nowrap',
          cell: (order) => (
            <OrderCell order={order}>
              <Link to="/admin/orders" search={{ q: order.reference }} className="admin-table__link">
                {order.reference}
              </Link>
            </OrderCell>
          ),
        },
        {
          label: t`Status`,
          cell: (order) => (
            <span className="admin-badges">
              <OrderStatusBadge status={order.status} />
              {order.refundedAt ? (
                <Badge tone="muted">
                  <Trans>Refunded</Trans>
                </Badge>
              ) : null}
            </span>
          ),
        },
        { label: t`Total`, numeric: true, cell: (order) => formatEuros(order.grossCents, language, true) },
        {
          label: t`Ordered`,
          className: 'admin-table__nowrap',
          cell: (order) => <time dateTime={order.createdAt}>{formatDate(order.createdAt, language)}</time>,
        },
        { label: t`Payment`, className: 'admin-table__nowrap', cell: (order) => <PaymentDates order={order} /> },
      ]}
    />
  );
}

/** Paid on (and withdrawn on), or the day an open order is to be paid by. */
function PaymentDates({ order }: { order: AdminOrder }) {
  const language = useLanguage();
  const payBy = formatDate(order.payBy, language);
  const paid = order.paidAt ? formatDate(order.paidAt, language) : null;
  const withdrawn = order.withdrawnAt ? formatDate(order.withdrawnAt, language) : null;
  return (
    <div>
      {order.status === 'open' ? (
        <Trans>
          Pay by <time dateTime={order.payBy}>{payBy}</time>
        </Trans>
      ) : null}
      {paid && order.paidAt ? (
        <span className="admin-table__sub">
          <Trans>
            Paid <time dateTime={order.paidAt}>{paid}</time>
          </Trans>
        </span>
      ) : null}
      {withdrawn && order.withdrawnAt ? (
        <span className="admin-table__sub">
          <Trans>
            Withdrawn <time dateTime={order.withdrawnAt}>{withdrawn}</time>
          </Trans>
        </span>
      ) : null}
      {!paid && !withdrawn && order.status !== 'open' ? <span className="muted">—</span> : null}
    </div>
  );
}

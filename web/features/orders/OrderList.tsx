/** The client's orders (`/orders`), newest first: reference, package, total, state, date; each opens its page. */
import { PagedQueryList } from '../../components/ShowMore.js';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatEuros } from '#shared/format.js';
import type { Order } from '#shared/orders/orders.schema.js';
import { Link } from '../../components/Link.js';
import { EmptyState } from '../../components/States.js';
import { useLanguage } from '../../i18n/use-language.js';
import { trpc } from '../../lib/trpc.js';
import { localizedPackageName } from '../packages/index.js';
import { OrderStatusBadge } from './OrderStatusBadge.js';
import { PAGE_INPUT, PAGE_OPTIONS } from './queries.js';
import './orders.css';
import { BuyHoursLink } from '../purchases/index.js';

export function OrderList() {
  const { t } = useLingui();
  const orders = trpc.orders.list.useInfiniteQuery(PAGE_INPUT, PAGE_OPTIONS);
  return (
    <PagedQueryList
      query={orders}
      className="order-list"
      more={<Trans>Show more orders</Trans>}
      loading={t`Loading your orders...`}
      failed={<Trans>Failed to load your orders. Please try again.</Trans>}
      empty={
        <EmptyState title={<Trans>No orders yet</Trans>}>
          <BuyHoursLink />
        </EmptyState>
      }
    >
      {(order) => <OrderRow key={order.id} order={order} />}
    </PagedQueryList>
  );
}

function OrderRow({ order }: { order: Order }) {
  const language = useLanguage();
  const reference = order.reference;
  const name = localizedPackageName({ name: order.packageName, nameDe: order.packageNameDe }, language);
  const hours = order.hours;
  return (
    <li className="card order-row">
      <div className="order-row__main">
        <h2 className="order-row__title">
          <Link to="/orders/$orderId" params={{ orderId: order.id }} className="order-row__link">
            <Trans>Order {reference}</Trans>
          </Link>
        </h2>
        <p className="order-row__meta muted">
          <span>
            <Trans>
              {name}, {hours} hours
            </Trans>
          </span>
          <span>
            <time dateTime={order.createdAt}>{formatDate(order.createdAt, language)}</time>
          </span>
        </p>
      </div>
      <div className="order-row__side">
        <span className="order-row__amount">{formatEuros(order.grossCents, language, true)}</span>
        <OrderStatusBadge status={order.status} />
      </div>
    </li>
  );
}

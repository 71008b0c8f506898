import { Trans, useLingui } from '@lingui/react/macro';
import { ShowMore } from '../../components/ShowMore.js';
import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ownerPage } from '../../features/session/guard.js';
import { ORDER_STATUSES, type OrderStatus } from '#shared/orders/orders.schema.js';
import { ErrorState, LoadingState } from '../../components/States.js';
import { SelectField } from '../../components/SelectField.js';
import { OrdersTable } from '../../features/orders/admin/OrdersTable.js';
import { WithdrawalsTable } from '../../features/orders/admin/WithdrawalsTable.js';
import { AdminPageTitle, NoResults, SearchBox } from '../../features/admin/ui.js';
import { ORDER_STATUS_LABELS } from '../../features/orders/labels.js';
import { PAGE_OPTIONS } from '../../features/orders/queries.js';
import { prefetchedOnEnter } from '../../lib/prefetch.js';
import { trpc } from '../../lib/trpc.js';

interface OrdersSearch {
  /** Only orders in this state. */
  status?: OrderStatus;
  /** Reference, client name or e-mail. */
  q?: string;
}

const ALL = 'all';

/** The states to filter by (ORDER_STATUSES, written out: the search check stays in the main bundle, the schemas module out of it). */
const STATUS_PARAMS: readonly string[] = ['open', 'paid', 'expired', 'cancelled', 'withdrawn'] satisfies readonly OrderStatus[];

/** The orders of hour packages, newest first: filter by state, search, mark transfers as paid, cancel, refund. */
export const Route = createFileRoute('/admin/orders')({
  // The owner's page: an expert is taken to the inbox (decision record 064).
  beforeLoad: ownerPage,
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: (search: Record<string, unknown>): OrdersSearch => ({
    status: typeof search.status === 'string' && STATUS_PARAMS.includes(search.status) ? (search.status as OrderStatus) : undefined,
    q: typeof search.q === 'string' && search.q.trim() ? search.q.trim() : undefined,
  }),
  loaderDeps: ({ search: { status, q } }) => ({ status, q }),
  loader: ({ context: { api }, deps: { status, q }, cause }) =>
    prefetchedOnEnter(cause, api.queryClient.ensureInfiniteQueryData(api.utils.admin.orders.list.infiniteQueryOptions({ status, search: q }, PAGE_OPTIONS))),
  component: OrdersPage,
});

function OrdersPage() {
  const { t, i18n } = useLingui();
  const { status, q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const orders = trpc.admin.orders.list.useInfiniteQuery({ status, search: q || undefined }, { ...PAGE_OPTIONS, placeholderData: keepPreviousData });
  const items = orders.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <AdminPageTitle
        title={<Trans>Orders</Trans>}
        lead={<Trans>Orders of hour packages, newest first. Mark a bank transfer as paid once the money has arrived.</Trans>}
      />
      <div className="admin-toolbar">
        <SelectField
          className="status-filter"
          label={<Trans>Status</Trans>}
          options={[{ id: ALL, label: t`All orders` }, ...ORDER_STATUSES.map((s) => ({ id: s, label: i18n._(ORDER_STATUS_LABELS[s]) }))]}
          value={status ?? ALL}
          onChange={(id) => void navigate({ search: (prev) => ({ ...prev, status: id && id !== ALL ? (id as OrderStatus) : undefined }), replace: true })}
        />
        <SearchBox
          label={<Trans>Search orders</Trans>}
          placeholder={t`Reference, name or email`}
          value={q}
          onSearch={(text) => void navigate({ search: (prev) => ({ ...prev, q: text || undefined }), replace: true })}
        />
      </div>
      {orders.isPending ? (
        <LoadingState label={t`Loading orders...`} />
      ) : orders.isError ? (
        <ErrorState message={<Trans>Failed to load orders. Please try again.</Trans>} onRetry={() => void orders.refetch()} />
      ) : items.length === 0 ? (
        <NoResults search={q}>{status ? <Trans>No orders in this state.</Trans> : <Trans>No orders yet.</Trans>}</NoResults>
      ) : (
        <>
          <OrdersTable orders={items} busy={orders.isFetching && !orders.isFetchingNextPage} />
          <ShowMore pages={orders}>
            <Trans>Show more orders</Trans>
          </ShowMore>
        </>
      )}
      <section className="section-block admin-section" aria-labelledby="withdrawals-title">
        <div className="admin-section__head">
          <h2 id="withdrawals-title">
            <Trans>Withdrawal declarations</Trans>
          </h2>
        </div>
        <p className="muted">
          <Trans>
            Every declaration received through “Withdraw from contract”, newest first. The sender got a receipt by email; those marked “review” matched no
            withdrawable order and need a reply.
          </Trans>
        </p>
        <WithdrawalsTable />
      </section>
    </>
  );
}

/**
 * The withdrawal declarations received through /withdraw (§ 356a BGB), newest first: who declared
 * what, when, and what it matched. "No matching order" and "Not withdrawable" need the firm's
 * review (the client was sent the receipt either way).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminWithdrawal, WithdrawalOutcome } from '#shared/orders/orders.schema.js';
import { formatDateTime } from '#shared/format.js';
import { Link } from '../../components/Link.js';
import { ShowMore } from '../../components/ShowMore.js';
import { ErrorState, LoadingState } from '../../components/States.js';
import { useLanguage } from '../../i18n/use-language.js';
import { trpc } from '../../lib/trpc.js';
import { PAGE_OPTIONS } from '../orders/queries.js';
import { AdminTable } from './AdminTable.js';

const OUTCOME_LABELS: Record<WithdrawalOutcome, MessageDescriptor> = {
  withdrawn: msg`Order withdrawn`,
  late: msg`Not withdrawable (review)`,
  unmatched: msg`No matching order (review)`,
  repeated: msg`Already withdrawn`,
};

const OUTCOME_BADGE: Record<WithdrawalOutcome, string> = {
  withdrawn: 'badge badge--muted',
  late: 'badge badge--pending',
  unmatched: 'badge badge--pending',
  repeated: 'badge badge--muted',
};

export function WithdrawalsTable() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const withdrawals = trpc.admin.orders.withdrawals.useInfiniteQuery({}, PAGE_OPTIONS);
  const items: AdminWithdrawal[] = withdrawals.data?.pages.flatMap((page) => page.items) ?? [];
  if (withdrawals.isPending) return <LoadingState label={t`Loading withdrawals...`} />;
  if (withdrawals.isError) {
    return <ErrorState message={<Trans>Failed to load withdrawals. Please try again.</Trans>} onRetry={() => void withdrawals.refetch()} />;
  }
  if (items.length === 0) {
    return (
      <p className="muted">
        <Trans>No withdrawals received.</Trans>
      </p>
    );
  }
  return (
    <>
      <AdminTable
        rows={items}
        rowKey={(w) => w.id}
        columns={[
          {
            label: t`Received`,
            rowHeader: true,
            className: 'admin-table__primary admin-table__nowrap',
            cell: (w) => <time dateTime={w.receivedAt}>{formatDateTime(w.receivedAt, language, 'Europe/Berlin')}</time>,
          },
          {
            label: t`From`,
            className: 'admin-table__wrap',
            cell: (w) => (
              <div>
                {w.clientId ? (
                  <Link to="/admin/clients/$clientId" params={{ clientId: w.clientId }} className="admin-table__link">
                    {w.name}
                  </Link>
                ) : (
                  w.name
                )}
                <span className="admin-table__sub admin-table__email">{w.email}</span>
              </div>
            ),
          },
          { label: t`Order reference`, className: 'admin-table__nowrap', cell: (w) => w.orderReference },
          { label: t`Message`, className: 'admin-table__wrap', cell: (w) => w.message ?? '—' },
          { label: t`Result`, cell: (w) => <span className={OUTCOME_BADGE[w.outcome]}>{i18n._(OUTCOME_LABELS[w.outcome])}</span> },
        ]}
      />
      <ShowMore pages={withdrawals}>
        <Trans>Show more withdrawals</Trans>
      </ShowMore>
    </>
  );
}

/**
 * The withdrawal declarations received through /withdraw (§ 356a BGB), newest first: who declared
 * what, when, and what it matched. "No matching order" and "Not withdrawable" need the firm's
 * review (the client was sent the receipt either way). "Awaiting confirmation" waits for the link
 * mailed to the order's address; the firm may confirm it on review instead (decision record 018).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminWithdrawal, WithdrawalOutcome } from '#shared/orders/withdrawals.schema.js';
import { formatDateTime } from '#shared/format.js';
import { Link } from '../../../components/Link.js';
import { ShowMore } from '../../../components/ShowMore.js';
import { pageItems, QueryStates } from '../../../components/States.js';
import { DialogActions, DialogTitle } from '../../../components/ModalDialog.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { serverErrorDescriptor } from '../../../i18n/server-messages.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';
import { PAGE_OPTIONS } from '../queries.js';
import { AdminTable, whenColumn } from '../../admin/index.js';
import { RowDialog } from './OrdersTable.js';
import { Badge, type BadgeTone } from '../../../components/Badge.js';

const OUTCOME_LABELS: Record<WithdrawalOutcome, MessageDescriptor> = {
  pending: msg`Awaiting confirmation`,
  withdrawn: msg`Order withdrawn`,
  late: msg`Not withdrawable (review)`,
  no_right: msg`No statutory right of withdrawal (business customer)`,
  unmatched: msg`No matching order (review)`,
  repeated: msg`Already withdrawn`,
};

const OUTCOME_TONE: Record<WithdrawalOutcome, BadgeTone> = {
  pending: 'pending',
  withdrawn: 'muted',
  late: 'pending',
  no_right: 'muted',
  unmatched: 'pending',
  repeated: 'muted',
};

export function WithdrawalsTable() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const withdrawals = trpc.admin.orders.withdrawals.useInfiniteQuery({}, PAGE_OPTIONS);
  return (
    <QueryStates
      query={withdrawals}
      loading={t`Loading withdrawals...`}
      failed={<Trans>Failed to load withdrawals. Please try again.</Trans>}
      isEmpty={(data) => pageItems(data).length === 0}
      empty={
        <p className="muted">
          <Trans>No withdrawals received.</Trans>
        </p>
      }
    >
      {(data) => (
        <>
          <AdminTable
            rows={pageItems<AdminWithdrawal>(data)}
            rowKey={(w) => w.id}
            columns={[
              whenColumn(t`Received`, (w: AdminWithdrawal) => w.receivedAt, language, { rowHeader: true, timeZone: 'Europe/Berlin' }),
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
              {
                label: t`Result`,
                cell: (w) => (
                  <div>
                    <Badge tone={OUTCOME_TONE[w.outcome]}>{i18n._(OUTCOME_LABELS[w.outcome])}</Badge>
                    {w.outcome === 'pending' ? (
                      <div className="admin-row-actions">
                        <ConfirmDialog withdrawal={w} />
                      </div>
                    ) : null}
                  </div>
                ),
              },
            ]}
          />
          <ShowMore pages={withdrawals}>
            <Trans>Show more withdrawals</Trans>
          </ShowMore>
        </>
      )}
    </QueryStates>
  );
}

/** "Confirm" a declaration awaiting confirmation, after the firm has checked by other means that it comes from the client. */
function ConfirmDialog({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { t } = useLingui();
  const reference = withdrawal.orderReference;
  return (
    <RowDialog trigger={<Trans>Confirm</Trans>} triggerLabel={t`Confirm withdrawal: ${reference}`}>
      {(close) => <ConfirmWithdrawal withdrawal={withdrawal} onDone={close} />}
    </RowDialog>
  );
}

function ConfirmWithdrawal({ withdrawal, onDone }: { withdrawal: AdminWithdrawal; onDone: () => void }) {
  const language = useLanguage();
  const utils = trpc.useUtils();
  const reference = withdrawal.orderReference;
  const receivedAt = formatDateTime(withdrawal.receivedAt, language, 'Europe/Berlin');
  const confirm = trpc.admin.orders.confirmWithdrawal.useMutation({
    onSuccess: async () => {
      toast.success(msg`Withdrawal confirmed`);
      onDone();
      await Promise.all([utils.admin.orders.invalidate(), utils.admin.clients.invalidate()]);
    },
    onError: async (error) => {
      toast.error(msg`The withdrawal could not be confirmed`, serverErrorDescriptor(error));
      onDone();
      await utils.admin.orders.invalidate();
    },
  });
  return (
    <>
      <DialogTitle>
        <Trans>Confirm the withdrawal from order {reference}?</Trans>
      </DialogTitle>
      <p className="muted dialog__lead">
        <Trans>
          Confirm only when you have checked that the declaration comes from the client, for example by a reply from the order&apos;s email address. The order
          is withdrawn as declared on {receivedAt}; the hours end now and the client is emailed.
        </Trans>
      </p>
      <DialogActions
        cancelLabel={<Trans>Cancel</Trans>}
        onCancel={onDone}
        confirmLabel={<Trans>Confirm withdrawal</Trans>}
        onConfirm={() => confirm.mutate({ id: withdrawal.id })}
        isPending={confirm.isPending}
      />
    </>
  );
}

/**
 * The console's orders (`/admin/orders`): reference with the package, client, total, state, created
 * and pay-by day, and the row's actions: "Mark as paid" (the day the transfer arrived) and "Cancel" for
 * open orders, "Refund" for withdrawn paid ones (the refund the law gives, and a credit note), the
 * invoice's PDF for paid ones. Decision record 011.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { germanToday } from '#shared/deadlines/calendar-date.js';
import { formatDate, formatEuros } from '#shared/format.js';
import { MarkPaidInputSchema, type AdminOrder } from '#shared/orders/orders.schema.js';
import { TextInputField } from '../../../components/fields.js';
import { Link } from '../../../components/Link.js';
import { serverErrorDescriptor } from '../../../i18n/server-messages.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';
import { useFieldErrors, validateWith } from '../../../lib/validation.js';
import { formatDuration } from '../../purchases/index.js';
import { OrderStatusBadge } from '../OrderStatusBadge.js';
import { AdminTable } from '../../admin/index.js';
import { OrderCell, inactiveOrderRow } from './OrderCell.js';
import { formErrorsOf } from '../../admin/index.js';
import { FormError } from '../../../components/FormParts.js';
import { DialogActions, DialogTitle, ModalDialog } from '../../../components/ModalDialog.js';
import './admin-orders.css';
import { ValidatedForm } from '../../../components/ValidatedForm.js';
import { setAndClear } from '../../../lib/use-field-errors.js';
import { DescriptionRow } from '../../../components/DescriptionRow.js';
import { Badge } from '../../../components/Badge.js';

export function OrdersTable({ orders, busy }: { orders: readonly AdminOrder[]; busy: boolean }) {
  const { t } = useLingui();
  const language = useLanguage();
  const euros = (cents: number) => formatEuros(cents, language, true);
  return (
    <div className="orders-table">
      <AdminTable
        rows={orders}
        rowKey={(order) => order.id}
        busy={busy}
        rowClassName={inactiveOrderRow}
        columns={[
          {
            label: t`Order`,
            rowHeader: true,
            className: 'admin-table__primary admin-table__nowrap',
            cell: (order) => <OrderCell order={order}>{order.reference}</OrderCell>,
          },
          {
            label: t`Client`,
            className: 'admin-table__wrap',
            cell: (order) => (
              <div>
                <Link to="/admin/clients/$clientId" params={{ clientId: order.userId }} className="admin-table__link">
                  {order.clientName}
                </Link>
                <span className="admin-table__sub admin-table__email">{order.clientEmail}</span>
                {order.billing.company ? <span className="admin-table__sub">{order.billing.company}</span> : null}
              </div>
            ),
          },
          { label: t`Total`, numeric: true, cell: (order) => euros(order.grossCents) },
          {
            label: t`Status`,
            cell: (order) => (
              <span className="admin-badges">
                <OrderStatusBadge status={order.status} />
                {order.status === 'withdrawn' && order.paidAt ? (
                  <Badge tone={order.refundedAt ? 'muted' : 'pending'}>{order.refundedAt ? <Trans>Refunded</Trans> : <Trans>Refund due</Trans>}</Badge>
                ) : null}
              </span>
            ),
          },
          { label: t`Created`, className: 'admin-table__nowrap', cell: (order) => <OrderDates order={order} /> },
          {
            label: t`Actions`,
            hideLabel: true,
            unlabelled: true,
            className: 'admin-table__action',
            cell: (order) => <OrderActions order={order} />,
          },
        ]}
      />
    </div>
  );
}

/** The day the order was placed and, while it is open, the day it is to be paid by. */
function OrderDates({ order }: { order: AdminOrder }) {
  const language = useLanguage();
  const payBy = formatDate(order.payBy, language);
  return (
    <div>
      <time dateTime={order.createdAt}>{formatDate(order.createdAt, language)}</time>
      {order.status === 'open' ? (
        <span className="admin-table__sub">
          <Trans>
            Pay by <time dateTime={order.payBy}>{payBy}</time>
          </Trans>
        </span>
      ) : null}
    </div>
  );
}

function OrderActions({ order }: { order: AdminOrder }) {
  const { t } = useLingui();
  const reference = order.reference;
  if (order.status === 'open') {
    return (
      <div className="admin-row-actions">
        <MarkPaidDialog order={order} />
        <CancelDialog order={order} />
      </div>
    );
  }
  if (order.status === 'withdrawn' && order.paidAt && !order.refundedAt && order.proposedRefundCents !== null) {
    return (
      <div className="admin-row-actions">
        <RefundDialog order={order} />
      </div>
    );
  }
  if (order.invoiceId) {
    return (
      <div className="admin-row-actions">
        <a href={`/api/invoices/${order.invoiceId}/pdf`} className="button button--ghost button--small" aria-label={t`Invoice of ${reference} (PDF)`}>
          <Trans>Invoice</Trans>
        </a>
      </div>
    );
  }
  return null;
}

/** A dialog opened from a row's button; `children` gets `close`. */
export function RowDialog({
  trigger,
  triggerLabel,
  primary = false,
  children,
}: {
  trigger: ReactNode;
  triggerLabel: string;
  primary?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  return (
    <ModalDialog
      modalClassName="admin-modal"
      triggerClassName={`button button--small ${primary ? 'button--primary' : 'button--ghost'}`}
      triggerLabel={triggerLabel}
      trigger={trigger}
    >
      {children}
    </ModalDialog>
  );
}

/** "Mark as paid": the day the bank transfer arrived (today unless changed); books the hours and issues the invoice. */
function MarkPaidDialog({ order }: { order: AdminOrder }) {
  const { t } = useLingui();
  const reference = order.reference;
  return (
    <RowDialog primary trigger={<Trans>Mark as paid</Trans>} triggerLabel={t`Mark as paid: ${reference}`}>
      {(close) => <MarkPaidForm order={order} onDone={close} />}
    </RowDialog>
  );
}

function MarkPaidForm({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const today = germanToday(new Date());
  const [receivedOn, setReceivedOn] = useState(today);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, setErrors, clear } = useFieldErrors();
  const reference = order.reference;
  const client = order.clientName;
  const amount = formatEuros(order.grossCents, language, true);

  const markPaid = trpc.admin.orders.markPaid.useMutation({
    onSuccess: async () => {
      toast.success(msg`Payment recorded`, msg`The hours are booked, and the invoice is issued and emailed to the client.`);
      onDone();
      await Promise.all([utils.admin.orders.invalidate(), utils.admin.clients.invalidate()]);
    },
    onError: (error) => {
      const { fields, form } = formErrorsOf(error, i18n, { paymentDateInvalid: 'receivedOn', dateInvalid: 'receivedOn' });
      setErrors(fields);
      setFormError(form);
      if (!fields.receivedOn) void utils.admin.orders.invalidate();
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const input = validateWith(MarkPaidInputSchema, { id: order.id, receivedOn }, i18n, setErrors);
    if (input) markPaid.mutate(input);
  }

  return (
    <>
      <DialogTitle>
        <Trans>Mark order {reference} as paid</Trans>
      </DialogTitle>
      <p className="muted dialog__lead">
        <Trans>
          {client} transfers {amount}. When the money has arrived, enter the day it was received: the client's hours are booked and the invoice is issued.
        </Trans>
      </p>
      <ValidatedForm className="form" errors={errors} onSubmit={onSubmit}>
        <TextInputField
          name="receivedOn"
          type="date"
          label={t`Received on`}
          value={receivedOn}
          onChange={setAndClear(setReceivedOn, clear, 'receivedOn')}
          isRequired
        />
        <FormError message={formError} />
        <DialogActions
          cancelLabel={<Trans>Cancel</Trans>}
          onCancel={onDone}
          confirmLabel={<Trans>Mark as paid</Trans>}
          pendingLabel={<Trans>Saving...</Trans>}
          isPending={markPaid.isPending}
        />
      </ValidatedForm>
    </>
  );
}

/** "Cancel" an open order, after a confirmation. */
function CancelDialog({ order }: { order: AdminOrder }) {
  const { t } = useLingui();
  const reference = order.reference;
  return (
    <RowDialog trigger={<Trans>Cancel order</Trans>} triggerLabel={t`Cancel order: ${reference}`}>
      {(close) => <CancelConfirm order={order} onDone={close} />}
    </RowDialog>
  );
}

function CancelConfirm({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const utils = trpc.useUtils();
  const reference = order.reference;
  const client = order.clientName;
  const cancel = trpc.admin.orders.cancel.useMutation({
    onSuccess: async () => {
      toast.success(msg`Order cancelled`);
      onDone();
      await utils.admin.orders.invalidate();
    },
    onError: async (error) => {
      toast.error(msg`The order could not be cancelled`, serverErrorDescriptor(error));
      onDone();
      await utils.admin.orders.invalidate();
    },
  });
  return (
    <>
      <DialogTitle>
        <Trans>Cancel order {reference}?</Trans>
      </DialogTitle>
      <p className="muted dialog__lead">
        <Trans>The order of {client} ends unpaid; nothing is owed. A transfer that arrives later has to be sent back.</Trans>
      </p>
      <DialogActions
        cancelLabel={<Trans>Keep the order</Trans>}
        onCancel={onDone}
        confirmLabel={<Trans>Cancel order</Trans>}
        onConfirm={() => cancel.mutate({ id: order.id })}
        isPending={cancel.isPending}
      />
    </>
  );
}

/** "Refund" a withdrawn, paid order: the refund the law gives (§ 357a (2) BGB) and a credit note. */
function RefundDialog({ order }: { order: AdminOrder }) {
  const { t } = useLingui();
  const reference = order.reference;
  return (
    <RowDialog primary trigger={<Trans>Refund</Trans>} triggerLabel={t`Refund: ${reference}`}>
      {(close) => <RefundConfirm order={order} onDone={close} />}
    </RowDialog>
  );
}

function RefundConfirm({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const reference = order.reference;
  const paid = formatEuros(order.grossCents, language, true);
  const refund = formatEuros(order.proposedRefundCents ?? 0, language, true);
  const used = formatDuration(order.minutesUsed ?? 0, i18n);
  const refundOrder = trpc.admin.orders.refund.useMutation({
    onSuccess: async () => {
      toast.success(msg`Refund recorded`, msg`The credit note is issued and emailed to the client.`);
      onDone();
      await Promise.all([utils.admin.orders.invalidate(), utils.admin.clients.invalidate()]);
    },
    onError: async (error) => {
      toast.error(msg`The refund failed`, serverErrorDescriptor(error));
      await utils.admin.orders.invalidate();
    },
  });
  return (
    <>
      <DialogTitle>
        <Trans>Refund order {reference}</Trans>
      </DialogTitle>
      <dl className="refund-facts">
        <DescriptionRow label={<Trans>Paid</Trans>}>{paid}</DescriptionRow>
        <DescriptionRow label={<Trans>Used until the withdrawal</Trans>}>{used}</DescriptionRow>
        <DescriptionRow label={<Trans>Early start requested</Trans>}>{order.earlyStart ? <Trans>Yes</Trans> : <Trans>No</Trans>}</DescriptionRow>
        <DescriptionRow className="refund-facts__total" label={<Trans>Refund amount</Trans>}>
          {refund}
        </DescriptionRow>
      </dl>
      <p className="muted dialog__lead">
        {order.earlyStart ? (
          <Trans>The client asked for an early start, so the hours used until the withdrawal are kept pro rata (§ 357a (2) BGB).</Trans>
        ) : (
          <Trans>The client did not ask for an early start, so the whole price is refunded (§ 357a (2) BGB).</Trans>
        )}{' '}
        {order.paidByCard ? (
          <Trans>The card payment is refunded through the payment provider. A credit note is issued and emailed to the client.</Trans>
        ) : (
          <Trans>The order was paid by bank transfer: send the amount back to the client yourself. A credit note is issued and emailed to the client.</Trans>
        )}
      </p>
      <DialogActions
        cancelLabel={<Trans>Cancel</Trans>}
        onCancel={onDone}
        confirmLabel={<Trans>Refund {refund}</Trans>}
        pendingLabel={<Trans>Refunding...</Trans>}
        onConfirm={() => refundOrder.mutate({ id: order.id })}
        isPending={refundOrder.isPending}
      />
    </>
  );
}

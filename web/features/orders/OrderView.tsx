/**
 * One order (`/orders/<id>`): its state; while open, how to pay by bank transfer (the firm's IBAN,
 * the amount, the reference, each to copy, and an EPC QR code, "GiroCode", that banking apps read)
 * or by card; once paid, the hours and the invoice; the order's details and billing address; and
 * for consumers the way to withdraw (§ 356a BGB) while the period runs. Decision record 011.
 */
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { germanToday } from '#shared/deadlines/calendar-date.js';
import { formatDateTime, formatEuros } from '#shared/format.js';
import type { BankTransfer, OrderDetail } from '#shared/orders/orders.schema.js';
import { Link } from '../../components/Link.js';
import { DialogActions, DialogTitle, ModalDialog } from '../../components/ModalDialog.js';
import { SERVER_MESSAGES, serverErrorDescriptor } from '../../i18n/server-messages.js';
import { useLanguage } from '../../i18n/use-language.js';
import { errorMessageKey } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { localizedPackageName } from '../packages/index.js';
import { CopyButton } from './CopyButton.js';
import { formatBerlinDay, formatIban, formatLongCalendarDate, plainAmount } from '../../lib/format.js';
import { invoicePdfUrl } from './invoice-pdf.js';
import { OrderStatusBadge } from './OrderStatusBadge.js';
import './orders.css';
import { DescriptionRow } from '../../components/DescriptionRow.js';

interface OrderNotices {
  /** Back from the card payment page (Stripe's success address): the webhook may still be on its way. */
  paidByCard: boolean;
  /** The card payment page could not be opened when the order was placed. */
  cardUnavailable: boolean;
}

export function OrderView({ order, notices }: { order: OrderDetail; notices: OrderNotices }) {
  const language = useLanguage();
  const name = localizedPackageName({ name: order.packageName, nameDe: order.packageNameDe }, language);
  const reference = order.reference;
  const placed = formatDateTime(order.createdAt, language);

  return (
    <div className="order-page">
      <div className="page-title order-title">
        <div className="order-title__head">
          <h1>
            <Trans>Order {reference}</Trans>
          </h1>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="muted">
          <Trans>
            {name}, ordered on {placed}
          </Trans>
        </p>
      </div>
      <StatusNotice order={order} notices={notices} />
      {order.status === 'open' && order.bankTransfer ? <Payment order={order} transfer={order.bankTransfer} /> : null}
      <OrderDetails order={order} />
      <Withdrawal order={order} />
    </div>
  );
}

/** What the order's state means for the client, with the next step. */
function StatusNotice({ order, notices }: { order: OrderDetail; notices: OrderNotices }) {
  const language = useLanguage();
  const hours = order.hours;
  const amount = formatEuros(order.grossCents, language, true);
  if (order.status === 'open') {
    if (notices.paidByCard) {
      return (
        <div className="order-notice" role="status">
          <p className="order-notice__title">
            <Trans>Thank you! We are waiting for the confirmation of your card payment.</Trans>
          </p>
          <p>
            <Trans>This usually takes a few seconds; this page updates by itself. We also confirm the payment by email.</Trans>
          </p>
        </div>
      );
    }
    if (notices.cardUnavailable) {
      return (
        <div className="order-notice order-notice--warning" role="status">
          <p className="order-notice__title">
            <Trans>The card payment page could not be opened.</Trans>
          </p>
          <p>
            <Trans>Your order is placed. Please pay by bank transfer with the details below, or try the card payment again in a few minutes.</Trans>
          </p>
        </div>
      );
    }
    return null;
  }
  if (order.status === 'paid') {
    const paidOn = order.paidAt ? formatBerlinDay(order.paidAt, language) : '';
    return (
      <div className="order-notice order-notice--success" role="status">
        <p className="order-notice__title">
          {order.kind === 'extra_hours' ? (
            <Plural
              value={hours}
              one={`Paid on ${paidOn}. Your extra hour is available now.`}
              other={`Paid on ${paidOn}. Your # extra hours are available now.`}
            />
          ) : (
            <Trans>
              Paid on {paidOn}. Your {hours} hours are available now.
            </Trans>
          )}
        </p>
        <div className="order-notice__actions">
          <Link to="/dashboard" className="button button--primary button--small">
            <Trans>See your hours</Trans>
          </Link>
          {order.invoiceId ? (
            <a href={invoicePdfUrl(order.invoiceId)} className="button button--secondary button--small">
              <Trans>Download invoice (PDF)</Trans>
            </a>
          ) : null}
        </div>
      </div>
    );
  }
  if (order.status === 'expired') {
    const payBy = formatBerlinDay(order.payBy, language);
    return (
      <div className="order-notice order-notice--muted" role="status">
        <p className="order-notice__title">
          <Trans>This order expired on {payBy} without a payment.</Trans>
        </p>
        <p>
          <Trans>
            If you have paid in the meantime, we still book your hours when the money arrives. Otherwise{' '}
            <Link to="/order" className="text-link">
              order again
            </Link>
            .
          </Trans>
        </p>
      </div>
    );
  }
  if (order.status === 'cancelled') {
    return (
      <div className="order-notice order-notice--muted" role="status">
        <p className="order-notice__title">
          <Trans>This order was cancelled. There is nothing to pay.</Trans>
        </p>
      </div>
    );
  }
  // Withdrawn.
  const withdrawnOn = order.withdrawnAt ? formatBerlinDay(order.withdrawnAt, language) : '';
  const refund = order.refundCents !== null ? formatEuros(order.refundCents, language, true) : '';
  const refundedOn = order.refundedAt ? formatBerlinDay(order.refundedAt, language) : '';
  return (
    <div className="order-notice order-notice--muted" role="status">
      <p className="order-notice__title">
        <Trans>You withdrew from this contract on {withdrawnOn}.</Trans>
      </p>
      {order.refundedAt ? (
        <p>
          <Trans>
            We refunded {refund} on {refundedOn}. The credit note is with{' '}
            <Link to="/invoices" className="text-link">
              your invoices
            </Link>
            .
          </Trans>
        </p>
      ) : order.paidAt ? (
        <p>
          <Trans>
            We refund the {amount} you paid within 14 days, less the value of the hours used if you had asked us to start early. You get a credit note with the
            refund.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>There is nothing to pay.</Trans>
        </p>
      )}
    </div>
  );
}

/** How to pay an open order: bank transfer details with copy buttons and the GiroCode; card when offered; cancelling. */
function Payment({ order, transfer }: { order: OrderDetail; transfer: BankTransfer }) {
  const { t } = useLingui();
  const language = useLanguage();
  const amount = formatEuros(transfer.amountCents, language, true);
  const payBy = formatBerlinDay(order.payBy, language);
  const iban = formatIban(transfer.iban);
  const holder = transfer.accountHolder;
  const reference = transfer.reference;
  const qrSrc = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(transfer.qrSvg)}`;

  return (
    <section className="card order-payment" aria-labelledby="payment-title">
      <h2 id="payment-title">
        <Trans>Pay by bank transfer</Trans>
      </h2>
      <p>
        <Trans>
          Please transfer <strong>{amount}</strong> by <strong>{payBy}</strong>. Give the reference exactly as shown, so that we can match your payment.
        </Trans>
      </p>
      <div className="order-payment__grid">
        <dl className="bank-details">
          <DescriptionRow className="bank-details__row" label={<Trans>Account holder</Trans>}>
            {holder}
          </DescriptionRow>
          <DescriptionRow className="bank-details__row" label={<Trans>IBAN</Trans>}>
            <span className="bank-details__value bank-details__value--mono">{iban}</span>
            <CopyButton value={transfer.iban} label={t`Copy IBAN`} />
          </DescriptionRow>
          <DescriptionRow className="bank-details__row" label={<Trans>BIC</Trans>}>
            <span className="bank-details__value bank-details__value--mono">{transfer.bic}</span>
          </DescriptionRow>
          {transfer.bankName ? (
            <DescriptionRow className="bank-details__row" label={<Trans>Bank</Trans>}>
              {transfer.bankName}
            </DescriptionRow>
          ) : null}
          <DescriptionRow className="bank-details__row" label={<Trans>Amount</Trans>}>
            <span className="bank-details__value">{amount}</span>
            <CopyButton value={plainAmount(transfer.amountCents, language)} label={t`Copy amount`} />
          </DescriptionRow>
          <DescriptionRow className="bank-details__row" label={<Trans>Reference</Trans>}>
            <span className="bank-details__value bank-details__value--mono">{reference}</span>
            <CopyButton value={reference} label={t`Copy reference`} />
          </DescriptionRow>
        </dl>
        <figure className="girocode">
          <img
            className="girocode__image"
            src={qrSrc}
            width={200}
            height={200}
            alt={t`GiroCode (QR code) for this transfer: ${amount} to ${holder}, IBAN ${iban}, reference ${reference}`}
          />
          <figcaption className="girocode__caption muted">
            <Trans>Scan this GiroCode with your banking app: it fills in the transfer for you.</Trans>
          </figcaption>
        </figure>
      </div>
      <div className="order-payment__actions">
        {order.cardAvailable ? <PayByCard orderId={order.id} /> : null}
        <CancelOrder orderId={order.id} reference={reference} />
      </div>
    </section>
  );
}

/** Opens the payment provider's page for the order (again, if an earlier attempt was left). */
function PayByCard({ orderId }: { orderId: string }) {
  const checkout = trpc.orders.checkout.useMutation({
    onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
    onError: (error) => {
      // A payment provider outage is a 503; its own message says what to do.
      const key = errorMessageKey(error);
      toast.error(
        msg`The card payment could not be opened`,
        key === 'paymentProviderUnavailable' ? SERVER_MESSAGES.paymentProviderUnavailable : serverErrorDescriptor(error),
      );
    },
  });
  return (
    <Button className="button button--primary" onPress={() => checkout.mutate({ id: orderId })} isDisabled={checkout.isPending}>
      {checkout.isPending ? <Trans>Opening the payment page...</Trans> : <Trans>Pay by card</Trans>}
    </Button>
  );
}

/** Cancelling an open order, after a confirmation. */
function CancelOrder({ orderId, reference }: { orderId: string; reference: string }) {
  const [isOpen, setOpen] = useState(false);
  const utils = trpc.useUtils();
  const cancel = trpc.orders.cancel.useMutation({
    onSuccess: async () => {
      setOpen(false);
      toast.success(msg`Order cancelled`);
      await Promise.all([utils.orders.get.invalidate({ id: orderId }), utils.orders.list.invalidate()]);
    },
    onError: async (error) => {
      setOpen(false);
      toast.error(msg`The order could not be cancelled`, serverErrorDescriptor(error));
      await utils.orders.get.invalidate({ id: orderId });
    },
  });
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={setOpen} role="alertdialog" triggerClassName="button button--ghost" trigger={<Trans>Cancel order</Trans>}>
      {(close) => (
        <>
          <DialogTitle>
            <Trans>Cancel order {reference}?</Trans>
          </DialogTitle>
          <p className="dialog__text">
            <Trans>The order ends and there is nothing to pay. Please do not transfer the money any more.</Trans>
          </p>
          <DialogActions
            cancelLabel={<Trans>Keep the order</Trans>}
            onCancel={close}
            confirmLabel={<Trans>Cancel order</Trans>}
            onConfirm={() => cancel.mutate({ id: orderId })}
            isPending={cancel.isPending}
          />
        </>
      )}
    </ModalDialog>
  );
}

/** What was ordered, for how much, and the billing address. */
function OrderDetails({ order }: { order: OrderDetail }) {
  const language = useLanguage();
  const euros = (cents: number) => formatEuros(cents, language, true);
  const { billing } = order;
  const country = new Intl.DisplayNames([language === 'de' ? 'de-DE' : 'en-GB'], { type: 'region' }).of(billing.countryCode) ?? billing.countryCode;
  const hours = order.hours;
  const months = order.validityMonths;
  const rate = order.vatRatePercent;
  const vatId = billing.vatId;
  return (
    <section className="card order-details" aria-labelledby="details-title">
      <h2 id="details-title">
        <Trans>Order details</Trans>
      </h2>
      <div className="order-details__grid">
        <dl className="detail-list">
          <DescriptionRow label={order.kind === 'extra_hours' ? <Trans>Ordered</Trans> : <Trans>Package</Trans>}>
            {localizedPackageName({ name: order.packageName, nameDe: order.packageNameDe }, language)}:{' '}
            <Trans>
              {hours} hours, valid for {months} months from payment
            </Trans>
          </DescriptionRow>
          <DescriptionRow label={<Trans>Net price</Trans>}>{euros(order.netCents)}</DescriptionRow>
          <DescriptionRow label={<Trans>VAT ({rate} %)</Trans>}>{euros(order.vatCents)}</DescriptionRow>
          <DescriptionRow label={<Trans>Total</Trans>}>
            <strong>{euros(order.grossCents)}</strong>
          </DescriptionRow>
          <DescriptionRow label={<Trans>Payment</Trans>}>{order.paymentMethod === 'card' ? <Trans>Card</Trans> : <Trans>Bank transfer</Trans>}</DescriptionRow>
          {order.customerType === 'consumer' ? (
            <DescriptionRow label={<Trans>Early start</Trans>}>
              {order.earlyStart ? <Trans>You asked us to begin within the withdrawal period.</Trans> : <Trans>Not requested</Trans>}
            </DescriptionRow>
          ) : null}
        </dl>
        <div>
          <h3 className="order-details__subtitle">
            <Trans>Billing address</Trans>
          </h3>
          <address className="billing-address">
            {billing.company ? (
              <>
                {billing.company}
                <br />
              </>
            ) : null}
            {billing.name}
            <br />
            {billing.street}
            <br />
            {billing.postalCode} {billing.city}
            <br />
            {country}
            {billing.vatId ? (
              <>
                <br />
                <Trans>VAT ID: {vatId}</Trans>
              </>
            ) : null}
          </address>
          <p className="muted order-details__type">
            {order.customerType === 'business' ? <Trans>Ordered as a business</Trans> : <Trans>Ordered as a private individual</Trans>}
          </p>
        </div>
      </div>
    </section>
  );
}

/** The consumer's right of withdrawal: the way to the withdrawal function while it runs (§ 356a BGB). */
function Withdrawal({ order }: { order: OrderDetail }) {
  const language = useLanguage();
  const me = trpc.auth.me.useQuery();
  if (order.customerType !== 'consumer' || !order.withdrawalLastDay || order.status === 'withdrawn') return null;
  if (order.status !== 'open' && order.status !== 'paid') return null;
  const lastDay = formatLongCalendarDate(order.withdrawalLastDay, language);
  const ended = germanToday(new Date()) > order.withdrawalLastDay;
  return (
    <section className="card order-withdrawal" aria-labelledby="withdrawal-title">
      <h2 id="withdrawal-title">
        <Trans>Right of withdrawal</Trans>
      </h2>
      {order.canWithdraw ? (
        <>
          <p>
            <Trans>You can withdraw from this contract without giving a reason until the end of {lastDay}. We confirm the withdrawal by email.</Trans>
          </p>
          <Link
            to="/withdraw"
            search={{ name: order.billing.name, email: me.data?.user.email, reference: order.reference }}
            className="button button--secondary"
          >
            <Trans>Withdraw from contract</Trans>
          </Link>
        </>
      ) : ended ? (
        <p className="muted">
          <Trans>The withdrawal period ended on {lastDay}.</Trans>
        </p>
      ) : (
        <p className="muted">
          <Trans>Your right of withdrawal has expired: at your request we began early, and the service has been completely provided.</Trans>
        </p>
      )}
    </section>
  );
}

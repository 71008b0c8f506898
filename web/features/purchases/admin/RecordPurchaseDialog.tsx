/**
 * "Record purchase": a package bought outside the product (bank transfer, invoice). Only active
 * packages can be chosen; the price paid defaults to the package's price (entered in euros,
 * sent in cents). The server sets hoursTotal from the package and expiresAt 12 months ahead.
 * When the client has an open order (awaiting payment) for the chosen package, the dialog asks
 * first: paying that order in Orders books the hours, so recording a purchase as well would book
 * them twice.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { AdminOrder } from '#shared/orders/orders.schema.js';
import { RecordPurchaseInputSchema } from '#shared/purchases/purchases.schema.js';
import { PURCHASE_VALIDITY_MONTHS } from '#shared/constants.js';
import { formatDate, formatEuros } from '#shared/format.js';
import { localizedPackageName } from '../../packages/index.js';
import { TextInputField } from '../../../components/fields.js';
import { Link } from '../../../components/Link.js';
import { DialogActions, DialogTitle, ModalDialog } from '../../../components/ModalDialog.js';
import { SelectField } from '../../../components/SelectField.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';
import { useFieldErrors, validateWith } from '../../../lib/validation.js';
import { formErrorsOf } from '../../admin/index.js';
import { useClientOrders } from '../../orders/admin/index.js';
import { centsToEuroInput, euroInputToCents } from '../../../lib/format.js';
import { FormError } from '../../../components/FormParts.js';
import { ValidatedForm } from '../../../components/ValidatedForm.js';
import { setAndClear } from '../../../lib/use-field-errors.js';

export function RecordPurchaseDialog({ clientId, clientName }: { clientId: string; clientName: string }) {
  return (
    <ModalDialog
      modalClassName="admin-modal"
      triggerClassName="button button--primary button--small"
      trigger={
        <>
          <span aria-hidden="true">+ </span>
          <Trans>Record purchase</Trans>
        </>
      }
    >
      {(close) => <RecordPurchaseForm clientId={clientId} clientName={clientName} onDone={close} />}
    </ModalDialog>
  );
}

function RecordPurchaseForm({ clientId, clientName, onDone }: { clientId: string; clientName: string; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const packages = trpc.admin.packages.list.useQuery();
  const [packageId, setPackageId] = useState<string | null>(null);
  const [price, setPrice] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, setErrors, clear } = useFieldErrors();
  const orders = useClientOrders(clientId);
  /** The open order of the chosen package the admin is warned about (null: no warning shown). */
  const [openOrder, setOpenOrder] = useState<AdminOrder | null>(null);

  const active = (packages.data ?? []).filter((p) => p.active);
  const chosen = active.find((p) => p.id === packageId);
  const expires = new Date();
  expires.setMonth(expires.getMonth() + PURCHASE_VALIDITY_MONTHS);
  const expiresText = formatDate(expires, language);
  const months = PURCHASE_VALIDITY_MONTHS;
  const chosenHours = chosen?.hours ?? 0;

  const record = trpc.admin.purchases.record.useMutation({
    onSuccess: async () => {
      toast.success(msg`Purchase recorded`, msg`The client has been notified by email.`);
      onDone();
      await Promise.all([utils.admin.clients.invalidate(), utils.admin.questions.list.invalidate(), utils.admin.orders.list.invalidate()]);
    },
    onError: (error) => {
      const { fields, form } = formErrorsOf(error, i18n, { packageInactive: 'packageId', packageNotFound: 'packageId' });
      setErrors(fields);
      setFormError(form);
      if (fields.packageId) void utils.admin.packages.list.invalidate();
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    if (!packageId) {
      setErrors({ packageId: t`Please select a package` });
      return;
    }
    const input = validateWith(RecordPurchaseInputSchema, { userId: clientId, packageId, pricePaid: euroInputToCents(price) }, i18n, setErrors);
    if (!input) return;
    const open = orders.data?.items.find((o) => o.status === 'open' && o.packageId === packageId);
    if (open) setOpenOrder(open);
    else record.mutate(input);
  }

  function recordAnyway() {
    const input = validateWith(RecordPurchaseInputSchema, { userId: clientId, packageId, pricePaid: euroInputToCents(price) }, i18n, setErrors);
    setOpenOrder(null);
    if (input) record.mutate(input);
  }

  if (openOrder) return <OpenOrderWarning order={openOrder} onRecord={recordAnyway} onCancel={onDone} />;

  return (
    <>
      <DialogTitle>
        <Trans>Record purchase</Trans>
      </DialogTitle>
      <p className="muted dialog__lead">
        <Trans>
          For a payment {clientName} made outside the portal. The hours are valid for {months} months.
        </Trans>
      </p>
      <ValidatedForm className="form" errors={errors} onSubmit={onSubmit}>
        <SelectField
          name="packageId"
          label={<Trans>Package</Trans>}
          placeholder={packages.isPending ? t`Loading packages...` : t`Select a package`}
          options={active.map((p) => ({
            id: p.id,
            label: `${localizedPackageName(p, language)} · ${p.hours} h · ${formatEuros(p.price, language)}`,
          }))}
          value={packageId}
          onChange={(id) => {
            setPackageId(id);
            clear('packageId');
            clear('pricePaid');
            const pkg = active.find((p) => p.id === id);
            if (pkg) setPrice(centsToEuroInput(pkg.price, language));
          }}
          isRequired
          isDisabled={packages.isPending}
          description={packages.isError ? <Trans>Failed to load packages. Please try again.</Trans> : undefined}
        />
        <TextInputField
          name="pricePaid"
          label={t`Price paid (EUR, net)`}
          description={t`Defaults to the package price.`}
          inputMode="decimal"
          value={price}
          onChange={setAndClear(setPrice, clear, 'pricePaid')}
          isRequired
        />
        {chosen ? (
          <p className="purchase-preview">
            <Trans>
              {chosenHours} h, valid until {expiresText}
            </Trans>
          </p>
        ) : null}
        <FormError message={formError} />
        <DialogActions
          cancelLabel={<Trans>Cancel</Trans>}
          onCancel={onDone}
          confirmLabel={<Trans>Record purchase</Trans>}
          pendingLabel={<Trans>Saving...</Trans>}
          isPending={record.isPending}
        />
      </ValidatedForm>
    </>
  );
}

/** Asks before recording a purchase of a package the client has an open order for. */
function OpenOrderWarning({ order, onRecord, onCancel }: { order: AdminOrder; onRecord: () => void; onCancel: () => void }) {
  const language = useLanguage();
  const reference = order.reference;
  const amount = formatEuros(order.grossCents, language, true);
  const created = formatDate(order.createdAt, language);
  return (
    <div role="alert" className="open-order-warning">
      <DialogTitle>
        <Trans>An open order awaits payment</Trans>
      </DialogTitle>
      <p className="dialog__lead">
        <Trans>
          An open order {reference} for this package ({amount}, ordered {created}) awaits payment. Mark it paid in Orders instead? Marking it paid books the
          hours; recording a purchase as well would book them twice.
        </Trans>
      </p>
      <p>
        <Link to="/admin/orders" search={{ q: reference }} className="text-link" onClick={onCancel}>
          <Trans>Open {reference} in Orders</Trans>
        </Link>
      </p>
      <DialogActions
        cancelLabel={<Trans>Cancel</Trans>}
        onCancel={onCancel}
        focusCancel
        confirmLabel={<Trans>Record anyway</Trans>}
        onConfirm={onRecord}
        confirmClassName="button--danger"
      />
    </div>
  );
}

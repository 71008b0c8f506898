/**
 * Console, a client's page: "Delete account" on the client's written request (GDPR Art. 17,
 * decision record 013). The admin enters the day the request arrived and confirms having it; the
 * server deletes the client's documents, letters, questions and personal data, keeps orders and
 * invoices, cancels unpaid orders, ends the client's sessions, tells the firm and audit-logs it.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AdminDeleteAccountInputSchema } from '#shared/account/account.schema.js';
import { INVOICE_RETENTION_YEARS } from '#shared/account/retention.js';
import { CheckboxField } from '../../../components/CheckboxField.js';
import { TextInputField } from '../../../components/fields.js';
import { DeleteActions } from '../../../components/DeleteActions.js';
import { DialogTitle, ModalDialog } from '../../../components/ModalDialog.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';
import { FormError } from '../../../components/FormParts.js';
import { useAdminForm } from '../../admin/index.js';
import { ValidatedForm } from '../../../components/ValidatedForm.js';
import { setAndClear } from '../../../lib/use-field-errors.js';
import { submitParsed } from '../../../lib/validation.js';

export function DeleteAccountDialog({ clientId, clientName }: { clientId: string; clientName: string }) {
  return (
    <ModalDialog role="alertdialog" modalClassName="admin-modal" triggerClassName="button button--ghost button--small" trigger={<Trans>Delete account</Trans>}>
      {(close) => <DeleteAccountForm clientId={clientId} clientName={clientName} onDone={close} />}
    </ModalDialog>
  );
}

function DeleteAccountForm({ clientId, clientName, onDone }: { clientId: string; clientName: string; onDone: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const [receivedOn, setReceivedOn] = useState(today);
  const [confirmed, setConfirmed] = useState(false);
  const { errors, clear, formError, validate, showErrors } = useAdminForm();
  const years = INVOICE_RETENTION_YEARS;

  const remove = trpc.admin.accounts.delete.useMutation({
    onSuccess: async () => {
      toast.success(msg`Account deleted`, msg`Orders and invoices are kept; the firm has been told by email.`);
      onDone();
      await navigate({ to: '/admin/clients' });
      await utils.admin.clients.invalidate();
    },
    onError: (error) => showErrors(error),
  });

  const onSubmit = submitParsed(
    () => validate(AdminDeleteAccountInputSchema, { id: clientId, requestReceivedOn: receivedOn, writtenRequest: confirmed || undefined }),
    (input) => remove.mutate(input),
  );

  return (
    <>
      <DialogTitle>
        <Trans>Delete the account of {clientName}?</Trans>
      </DialogTitle>
      <p className="muted dialog__lead">
        <Trans>
          Only on the client’s written request (GDPR Art. 17). Documents, letters, questions and personal data are deleted for good and the client is signed
          out; unpaid orders are cancelled. Orders and invoices are kept for {years} years with the name and address on them. This cannot be undone.
        </Trans>
      </p>
      <ValidatedForm className="form" errors={errors} onSubmit={onSubmit}>
        <TextInputField
          name="requestReceivedOn"
          type="date"
          label={t`Written request received on`}
          value={receivedOn}
          onChange={setAndClear(setReceivedOn, clear, 'requestReceivedOn')}
          isRequired
        />
        <div>
          <CheckboxField
            name="writtenRequest"
            isSelected={confirmed}
            onChange={setAndClear(setConfirmed, clear, 'writtenRequest')}
            error={errors.writtenRequest}
          >
            <Trans>The client has asked in writing to delete the account, and the request is on file.</Trans>
          </CheckboxField>
        </div>
        <FormError message={formError} />
        <DeleteActions onCancel={onDone} confirmLabel={<Trans>Delete account</Trans>} isPending={remove.isPending} />
      </ValidatedForm>
    </>
  );
}

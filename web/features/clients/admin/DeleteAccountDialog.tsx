/**
 * Console, a client's page: "Delete account" on the client's written request (GDPR Art. 17,
 * decision record 013). The admin enters the day the request arrived and confirms having it; the
 * server deletes the client's documents, letters, questions and personal data, keeps orders and
 * invoices, cancels unpaid orders, ends the client's sessions, tells the firm and audit-logs it.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { Button, Checkbox, Dialog, DialogTrigger, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { AdminDeleteAccountInputSchema } from '#shared/account/account.schema.js';
import { INVOICE_RETENTION_YEARS } from '#shared/account/retention.js';
import { TextInputField } from '../../../components/fields.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';
import { FormError } from '../../admin/index.js';
import { useAdminForm } from '../../admin/index.js';

export function DeleteAccountDialog({ clientId, clientName }: { clientId: string; clientName: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button className="button button--ghost button--small">
        <Trans>Delete account</Trans>
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal admin-modal">
          <Dialog className="dialog" role="alertdialog">
            {({ close }) => <DeleteAccountForm clientId={clientId} clientName={clientName} onDone={close} />}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
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
  const confirmErrorId = useId();
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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(AdminDeleteAccountInputSchema, { id: clientId, requestReceivedOn: receivedOn, writtenRequest: confirmed || undefined });
    if (input) remove.mutate(input);
  }

  return (
    <>
      <Heading slot="title" className="dialog__title">
        <Trans>Delete the account of {clientName}?</Trans>
      </Heading>
      <p className="muted dialog__lead">
        <Trans>
          Only on the client’s written request (GDPR Art. 17). Documents, letters, questions and personal data are deleted for good and the client is signed
          out; unpaid orders are cancelled. Orders and invoices are kept for {years} years with the name and address on them. This cannot be undone.
        </Trans>
      </p>
      <Form className="form" validationBehavior="aria" validationErrors={errors} onSubmit={onSubmit}>
        <TextInputField
          name="requestReceivedOn"
          type="date"
          label={t`Written request received on`}
          value={receivedOn}
          onChange={(value) => {
            setReceivedOn(value);
            clear('requestReceivedOn');
          }}
          isRequired
        />
        <div>
          <Checkbox
            name="writtenRequest"
            className="checkbox"
            isSelected={confirmed}
            onChange={(value) => {
              setConfirmed(value);
              clear('writtenRequest');
            }}
            isInvalid={Boolean(errors.writtenRequest)}
            aria-describedby={errors.writtenRequest ? confirmErrorId : undefined}
          >
            <Trans>The client has asked in writing to delete the account, and the request is on file.</Trans>
          </Checkbox>
          {errors.writtenRequest ? (
            <p id={confirmErrorId} className="field__error">
              {errors.writtenRequest}
            </p>
          ) : null}
        </div>
        <FormError message={formError} />
        <div className="dialog__actions">
          <Button className="button button--ghost" onPress={onDone} autoFocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" className="button button--primary" isDisabled={remove.isPending}>
            {remove.isPending ? <Trans>Deleting...</Trans> : <Trans>Delete account</Trans>}
          </Button>
        </div>
      </Form>
    </>
  );
}

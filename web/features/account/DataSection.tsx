/**
 * Account page: the client's rights over their data (GDPR Art. 15, 17, 20; decision record 013).
 * "Download my data" prepares a ZIP in the background (the page polls while it is being built and
 * an e-mail says when it is ready) and offers it for DATA_EXPORT_VALID_DAYS days. "Delete my
 * account" asks, in a confirmation dialog, for the password (and the two-factor code when that is
 * on); after the deletion the user lands signed out on the home page with a toast.
 */
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent, ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { DeleteAccountInputSchema, type DataExport } from '#shared/account/account.schema.js';
import { formatDate, formatDateTime, formatFileSize } from '#shared/format.js';
import { DATA_EXPORT_VALID_DAYS, INVOICE_RETENTION_YEARS } from '#shared/account/retention.js';
import { TextInputField } from '../../components/fields.js';
import { DialogActions, DialogTitle, ModalDialog } from '../../components/ModalDialog.js';
import { ErrorState, LoadingState } from '../../components/States.js';
import { serverErrorDescriptor } from '../../i18n/server-messages.js';
import { useLanguage } from '../../i18n/use-language.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useServerForm } from '../../lib/use-server-form.js';
import './data-section.css';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { AccountCard } from './AccountCard.js';
import { Badge } from '../../components/Badge.js';

/** How often the page asks whether a requested export is ready, in milliseconds. */
const EXPORT_POLL_MS = 3000;

export function DataSection({ email, twoFactorEnabled }: { email: string; twoFactorEnabled: boolean }) {
  return (
    <AccountCard id="data" titleId="data-title" title={<Trans>Your data</Trans>}>
      <ExportPart />
      <DeletePart email={email} twoFactorEnabled={twoFactorEnabled} />
    </AccountCard>
  );
}

/** One part of the data card: its h3 `title`, the `intro` under it, then `children`; `danger` marks the deletion. */
function DataPart({ title, intro, danger = false, children }: { title: ReactNode; intro: ReactNode; danger?: boolean; children: ReactNode }) {
  return (
    <div className={danger ? 'data-part data-part--danger' : 'data-part'}>
      <h3 className="account-card__subtitle">{title}</h3>
      <p className="muted account-card__intro">{intro}</p>
      {children}
    </div>
  );
}

function ExportPart() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const exports = trpc.account.exports.useQuery(undefined, {
    refetchInterval: (query) => (query.state.data?.[0]?.status === 'requested' ? EXPORT_POLL_MS : false),
  });
  const request = trpc.account.requestExport.useMutation({
    onSuccess: async () => {
      toast.success(msg`We are preparing your data`, msg`We will email you when the download is ready.`);
      await Promise.all([utils.account.exports.invalidate(), utils.auth.securityLog.invalidate()]);
    },
    onError: (error) => toast.error(msg`Could not start the export`, serverErrorDescriptor(error)),
  });
  const days = DATA_EXPORT_VALID_DAYS;
  const latest = exports.data?.[0];

  return (
    <DataPart
      title={<Trans>Download my data</Trans>}
      intro={
        <Trans>
          A ZIP file with everything we keep about you: your account, questions and conversations, letters, purchases, orders, invoices, your security log and
          all your documents. We prepare it in the background and email you when it is ready; you can download it for {days} days.
        </Trans>
      }
    >
      {exports.isPending ? (
        <LoadingState label={t`Loading...`} />
      ) : exports.isError ? (
        <ErrorState message={<Trans>Failed to load. Please try again.</Trans>} onRetry={() => void exports.refetch()} />
      ) : latest ? (
        <ExportStatus item={latest} />
      ) : null}
      <div className="account-card__actions">
        <Button
          className="button button--secondary"
          onPress={() => request.mutate()}
          isDisabled={request.isPending || latest?.status === 'requested' || exports.isPending}
        >
          {latest?.status === 'ready' ? <Trans>Prepare a new copy</Trans> : <Trans>Download my data</Trans>}
        </Button>
      </div>
    </DataPart>
  );
}

function ExportStatus({ item }: { item: DataExport }) {
  const language = useLanguage();
  const requested = formatDateTime(item.createdAt, language);
  switch (item.status) {
    case 'requested':
      return (
        <p className="account-status" role="status">
          <span className="badge">
            <Trans>Preparing</Trans>
          </span>
          <span>
            <Trans>Requested {requested}. This usually takes a few minutes.</Trans>
          </span>
        </p>
      );
    case 'ready': {
      const until = formatDate(item.expiresAt!, language);
      const size = formatFileSize(item.sizeBytes ?? 0, language);
      const files = item.files ?? 0;
      return (
        <div className="data-export" role="status">
          <p className="account-status">
            <Badge tone="success">
              <Trans>Ready</Trans>
            </Badge>
            <span>
              {size} · <Plural value={files} one="# document" other="# documents" /> · <Trans>Available until {until}</Trans>
            </span>
          </p>
          <a className="button button--primary" href={item.downloadUrl!} download>
            <Trans>Download ZIP</Trans>
          </a>
        </div>
      );
    }
    case 'failed':
      return (
        <p className="callout" role="status">
          <Trans>We could not prepare your copy. Please try again.</Trans>
        </p>
      );
    case 'expired':
      return (
        <p className="muted" role="status">
          <Trans>Your last copy (requested {requested}) has expired and was deleted.</Trans>
        </p>
      );
  }
}

function DeletePart({ email, twoFactorEnabled }: { email: string; twoFactorEnabled: boolean }) {
  const years = INVOICE_RETENTION_YEARS;
  return (
    <DataPart
      danger
      title={<Trans>Delete my account</Trans>}
      intro={
        <Trans>
          Deletes your documents, letters, questions and personal data for good and signs you out everywhere. Invoices and orders are kept for {years} years
          with the name and address on them, as German tax law requires (§ 147 AO).
        </Trans>
      }
    >
      <ModalDialog role="alertdialog" triggerClassName="button button--ghost data-part__delete" trigger={<Trans>Delete my account</Trans>}>
        {(close) => <DeleteAccountForm email={email} twoFactorEnabled={twoFactorEnabled} onCancel={close} />}
      </ModalDialog>
    </DataPart>
  );
}

function DeleteAccountForm({ email, twoFactorEnabled, onCancel }: { email: string; twoFactorEnabled: boolean; onCancel: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { formRef, errors, clear, validate, showServerErrorsOrToast } = useServerForm();
  const remove = trpc.account.delete.useMutation({
    onSuccess: async () => {
      // Leave the portal first, then drop the cache (as logging out does), so no portal query refetches.
      await navigate({ to: '/' });
      queryClient.clear();
      toast.success(msg`Your account has been deleted`, msg`Your documents and personal data are gone. Thank you for having been with us.`);
    },
    onError: (error: unknown) => showServerErrorsOrToast(error, msg`Account not deleted`),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const input = validate(DeleteAccountInputSchema, { password: values.password, ...(twoFactorEnabled ? { code: values.code } : {}) });
    if (input) remove.mutate(input);
  }

  return (
    <>
      <DialogTitle>
        <Trans>Delete your account?</Trans>
      </DialogTitle>
      <p className="dialog__text">
        <Trans>
          Your documents, letters, questions and personal data will be deleted for good and you will be signed out on all devices. This cannot be undone.
          Download your data first if you want to keep a copy.
        </Trans>
      </p>
      <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={onSubmit}>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextInputField name="password" type="password" autoComplete="current-password" label={t`Password`} onChange={() => clear('password')} isRequired />
        {twoFactorEnabled ? (
          <TextInputField
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            label={t`Code from your authenticator app (or a recovery code)`}
            onChange={() => clear('code')}
            isRequired
          />
        ) : null}
        <DialogActions
          cancelLabel={<Trans>Cancel</Trans>}
          onCancel={onCancel}
          confirmLabel={<Trans>Delete my account for good</Trans>}
          pendingLabel={<Trans>Deleting...</Trans>}
          isPending={remove.isPending}
          confirmClassName="button--danger"
        />
      </ValidatedForm>
    </>
  );
}

/**
 * Account page: the e-mail address (decision record 012). Whether it is confirmed (with "send the
 * link again"), a change waiting for its link, and the form to change it: the current password and
 * the new address; the address changes only when the link sent to the new address is opened.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'react-aria-components';
import { ChangeEmailInputSchema } from '#shared/auth/auth.schema.js';
import { formatDateTime } from '#shared/format.js';
import { TextInputField } from '../../components/fields.js';
import { CurrentPasswordField } from './CurrentPasswordField.js';
import { useLanguage } from '../../i18n/use-language.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useServerForm } from '../../lib/use-server-form.js';
import { useResendVerification } from './VerifyEmailBanner.js';
import './account-security.css';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { AccountCard } from './AccountCard.js';
import { Badge } from '../../components/Badge.js';
import { SubmitButton } from '../../components/SubmitButton.js';

export function EmailSection() {
  const { t } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const status = trpc.auth.emailStatus.useQuery();
  const resend = useResendVerification();
  const { formRef, errors, clear, showServerErrorsOrToast, submitWith } = useServerForm();

  const change = trpc.auth.changeEmail.useMutation({
    onSuccess: (data) => {
      utils.auth.emailStatus.setData(undefined, data);
      formRef.current?.reset();
      toast.success(msg`Confirmation link sent`, msg`Open the link we sent to your new address to complete the change.`);
    },
    onError: (error: unknown) => showServerErrorsOrToast(error, msg`Email address not changed`),
  });

  const onSubmit = submitWith(ChangeEmailInputSchema, (input) => change.mutate(input));

  const s = status.data;
  const email = s?.email ?? '';
  const pending = s?.pendingEmail ?? null;
  const until = s?.pendingExpiresAt ? formatDateTime(s.pendingExpiresAt, language) : '';
  return (
    <AccountCard titleId="email-title" title={<Trans>Email address</Trans>}>
      {s ? (
        <>
          <p className="account-status">
            <strong className="account-card__email">{email}</strong>
            <Badge tone={s.verified ? 'success' : 'pending'}>{s.verified ? <Trans>Confirmed</Trans> : <Trans>Not confirmed</Trans>}</Badge>
          </p>
          {s.verified ? null : (
            <p className="account-pending">
              <Button className="link-button" isDisabled={resend.isPending} onPress={() => resend.mutate()}>
                <Trans>Send the confirmation link again</Trans>
              </Button>
            </p>
          )}
          {pending ? (
            <p className="account-pending" role="status">
              <Trans>
                Waiting for confirmation of <strong className="account-card__email">{pending}</strong>: open the link we sent there (valid until {until}).
              </Trans>
            </p>
          ) : null}
        </>
      ) : null}
      <p className="muted account-card__intro">
        <Trans>To change your address, enter the new one and your password. We send a link to the new address; the change happens when you open it.</Trans>
      </p>
      <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={onSubmit}>
        <TextInputField name="newEmail" type="email" autoComplete="email" label={t`New email address`} onChange={() => clear('newEmail')} isRequired />
        <CurrentPasswordField name="currentPassword" clear={clear} />
        <div className="account-card__actions">
          <SubmitButton pending={change.isPending} pendingLabel={<Trans>Sending...</Trans>}>
            <Trans>Change email address</Trans>
          </SubmitButton>
        </div>
      </ValidatedForm>
    </AccountCard>
  );
}

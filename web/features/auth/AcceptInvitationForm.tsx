/**
 * The page an invitation link opens (`/invitation?token=…`; docs/decisions/064-staff-roles.md):
 * whom the firm's owner invited, the name (prefilled, to correct) and a new password, twice. On
 * acceptance the server has created the expert's account and signed it in; the console then asks
 * for two-factor sign-in. An invalid, used, withdrawn or expired link says so.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { AcceptInvitationInputSchema, type InvitationView } from '#shared/staff/staff.schema.js';
import { TextInputField } from '../../components/fields.js';
import { SubmitButton } from '../../components/SubmitButton.js';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { serverErrorDescriptor } from '../../i18n/server-messages.js';
import { errorMessageKeys } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useServerForm } from '../../lib/use-server-form.js';
import { zodFieldErrors } from '../../lib/validation.js';
import { AuthCard, AuthLinks } from './AuthLayout.js';
import { NewPasswordField } from './NewPasswordField.js';
import { useStartSession } from './use-start-session.js';

export function AcceptInvitationForm({ token }: { token: string | undefined }) {
  const { t, i18n } = useLingui();
  const startSession = useStartSession();
  const { formRef, errors, setErrors, clear, showServerErrors } = useServerForm();
  const [invitation, setInvitation] = useState<InvitationView | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(!token);
  const [name, setName] = useState('');

  // The link's token travels in a POST body, never in another URL (decision record 064).
  const open = trpc.staffInvitations.open.useMutation({
    onSuccess: (view) => {
      setInvitation(view);
      setName(view.name);
    },
    onError: () => setLinkInvalid(true),
  });
  const { mutate: openLink } = open;
  useEffect(() => {
    if (token) openLink({ token });
  }, [token, openLink]);

  const accept = trpc.staffInvitations.accept.useMutation({
    onSuccess: (data) => startSession(data, '/admin', msg`Welcome to the team`, msg`Set up two-factor sign-in to open the console.`),
    onError: (error) => {
      const fieldErrors = showServerErrors(error);
      if (errorMessageKeys(error).includes('invitationInvalid')) {
        setLinkInvalid(true);
        return;
      }
      if (fieldErrors.password) {
        setErrors({ newPassword: fieldErrors.password });
        return;
      }
      if (!fieldErrors.name) toast.error(msg`Invitation not accepted`, serverErrorDescriptor(error));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = data.get('newPassword');
    const parsed = AcceptInvitationInputSchema.safeParse({ token, name, password });
    if (!parsed.success) {
      const fieldErrors = zodFieldErrors(parsed.error, i18n);
      if (fieldErrors.token) {
        setLinkInvalid(true);
        return;
      }
      setErrors({ ...(fieldErrors.name ? { name: fieldErrors.name } : {}), ...(fieldErrors.password ? { newPassword: fieldErrors.password } : {}) });
      return;
    }
    if (data.get('confirmPassword') !== password) {
      setErrors({ confirmPassword: t`The passwords do not match` });
      return;
    }
    setErrors({});
    accept.mutate(parsed.data);
  }

  if (linkInvalid) {
    return (
      <AuthCard title={<Trans>Join the team</Trans>} intro={<Trans>This link cannot be used any more.</Trans>}>
        <div className="callout callout--error" role="alert">
          <p className="callout__title">
            <Trans>This invitation link is invalid, has expired or has already been used</Trans>
          </p>
          <p>
            <Trans>Each invitation works once and for 7 days. Please ask the firm’s owner to invite you again.</Trans>
          </p>
        </div>
        <AuthLinks toLogin />
      </AuthCard>
    );
  }

  if (!invitation) {
    return (
      <AuthCard title={<Trans>Join the team</Trans>} intro={<Trans>Checking your invitation...</Trans>}>
        <p className="muted" role="status">
          <Trans>One moment, please.</Trans>
        </p>
      </AuthCard>
    );
  }

  const email = invitation.email;
  return (
    <AuthCard
      title={<Trans>Join the team</Trans>}
      intro={
        <Trans>
          You are invited as an expert with the address {email}. Choose your password; next, you set up two-factor sign-in with an authenticator app.
        </Trans>
      }
    >
      <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={onSubmit}>
        <TextInputField
          name="name"
          autoComplete="name"
          label={t`Your name`}
          value={name}
          onChange={(value: string) => {
            setName(value);
            clear('name');
          }}
          isRequired
        />
        <NewPasswordField label={t`Password`} clear={clear} />
        <TextInputField
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          label={t`Confirm password`}
          onChange={() => clear('confirmPassword')}
          isRequired
        />
        <SubmitButton pending={accept.isPending} pendingLabel={<Trans>Saving...</Trans>} block>
          <Trans>Accept the invitation</Trans>
        </SubmitButton>
      </ValidatedForm>
    </AuthCard>
  );
}

/**
 * The page a reset link opens (`/reset-password?token=…`, spec section 2, password reset): a new
 * password, twice. On success the server has signed the user in (and out everywhere else); an
 * invalid, used or expired link says so and offers a new one.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ResetPasswordInputSchema, type MeResponse } from '#shared/auth/auth.schema.js';
import { TextInputField } from '../../components/fields.js';
import { Link } from '../../components/Link.js';
import { serverErrorDescriptor } from '../../i18n/server-messages.js';
import { errorMessageKeys } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useServerForm } from '../../lib/use-server-form.js';
import { zodFieldErrors } from '../../lib/validation.js';
import { AuthCard, AuthLinks } from './AuthLayout.js';
import { homePath } from './home-path.js';
import { SecondFactorForm } from './SecondFactorForm.js';
import { NewPasswordField } from './NewPasswordField.js';
import { useStartSession } from './use-start-session.js';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { SubmitButton } from '../../components/SubmitButton.js';

export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const { formRef, errors, setErrors, clear, showServerErrors } = useServerForm();
  const [linkInvalid, setLinkInvalid] = useState(!token);

  // An account with two-factor sign-in still needs its code after the reset (decision record 012).
  const [needsCode, setNeedsCode] = useState(false);

  const signedIn = (data: MeResponse) => startSession(data, homePath(data.user.role), msg`Password changed`, msg`You are now logged in.`);

  const reset = trpc.auth.resetPassword.useMutation({
    onSuccess: async (data) => {
      if ('twoFactorRequired' in data) {
        setNeedsCode(true);
        return;
      }
      await signedIn(data);
    },
    onError: (error) => {
      const fieldErrors = showServerErrors(error);
      if (fieldErrors.token || errorMessageKeys(error).includes('resetLinkInvalid')) {
        setLinkInvalid(true);
        return;
      }
      // The form's field is `newPassword`; the API's is `password`.
      if (fieldErrors.password) {
        setErrors({ newPassword: fieldErrors.password });
        return;
      }
      toast.error(msg`Password not changed`, serverErrorDescriptor(error));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = data.get('newPassword');
    const parsed = ResetPasswordInputSchema.safeParse({ token, password });
    if (!parsed.success) {
      const fieldErrors = zodFieldErrors(parsed.error, i18n);
      if (fieldErrors.token) {
        setLinkInvalid(true);
        return;
      }
      setErrors(fieldErrors.password ? { newPassword: fieldErrors.password } : {});
      return;
    }
    if (data.get('confirmPassword') !== password) {
      setErrors({ confirmPassword: t`The passwords do not match` });
      return;
    }
    setErrors({});
    reset.mutate(parsed.data);
  }

  if (linkInvalid) {
    return (
      <AuthCard title={<Trans>Set a new password</Trans>} intro={<Trans>This link cannot be used any more.</Trans>}>
        <div className="callout callout--error" role="alert">
          <p className="callout__title">
            <Trans>This reset link is invalid or has expired</Trans>
          </p>
          <p>
            <Trans>Each link works once and for a limited time. Request a new one and use the newest email.</Trans>
          </p>
        </div>
        <Link to="/forgot-password" className="button button--primary button--block">
          <Trans>Request a new link</Trans>
        </Link>
        <AuthLinks toLogin />
      </AuthCard>
    );
  }

  if (needsCode) {
    return (
      <AuthCard title={<Trans>Set a new password</Trans>} intro={<Trans>Your new password is saved.</Trans>}>
        <SecondFactorForm onSignedIn={signedIn} onRestart={() => void navigate({ to: '/login' })} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={<Trans>Set a new password</Trans>}
      intro={<Trans>Choose a new password for your account. You will be signed out on all other devices.</Trans>}
    >
      <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={onSubmit}>
        <NewPasswordField clear={clear} />
        <TextInputField
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          label={t`Confirm new password`}
          onChange={() => clear('confirmPassword')}
          isRequired
        />
        <SubmitButton pending={reset.isPending} pendingLabel={<Trans>Saving...</Trans>} block>
          <Trans>Set new password</Trans>
        </SubmitButton>
      </ValidatedForm>
      <AuthLinks toLogin />
    </AuthCard>
  );
}

/**
 * Account page: change the password (beyond the spec). The current password is required; on success the
 * user's other sessions are signed out (server side) and the form is cleared.
 */
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { ChangePasswordInputSchema } from '#shared/auth/auth.schema.js';
import { CurrentPasswordField } from './CurrentPasswordField.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useServerForm } from '../../lib/use-server-form.js';
import { NewPasswordField } from '../auth/index.js';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { AccountCard } from './AccountCard.js';
import { SubmitButton } from '../../components/SubmitButton.js';

export function PasswordForm({ email }: { email: string }) {
  const { formRef, errors, clear, validate, showServerErrorsOrToast } = useServerForm();

  const change = trpc.auth.changePassword.useMutation({
    onSuccess: () => {
      formRef.current?.reset();
      toast.success(msg`Password changed`, msg`You have been signed out on your other devices.`);
    },
    onError: (error: unknown) => showServerErrorsOrToast(error, msg`Password not changed`),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const input = validate(ChangePasswordInputSchema, values);
    if (input) change.mutate(input);
  }

  return (
    <AccountCard
      titleId="password-title"
      title={<Trans>Password</Trans>}
      intro={<Trans>After the change, you stay signed in here and are signed out on your other devices.</Trans>}
    >
      <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={onSubmit}>
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <CurrentPasswordField name="currentPassword" clear={clear} />
        <NewPasswordField clear={clear} />
        <div className="account-card__actions">
          <SubmitButton pending={change.isPending} pendingLabel={<Trans>Saving...</Trans>}>
            <Trans>Change password</Trans>
          </SubmitButton>
        </div>
      </ValidatedForm>
    </AccountCard>
  );
}

/**
 * The code step of a sign-in with two-factor authentication (decision record 012): after the
 * password, a 6-digit code from the authenticator app or one of the recovery codes. The pending
 * sign-in lives in the session cookie for 5 minutes; when it has expired the user starts again.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import type { MeResponse } from '#shared/auth/auth.schema.js';
import { SecondFactorInputSchema } from '#shared/auth/two-factor.schema.js';
import { TextInputField } from '../../components/fields.js';
import { serverErrorDescriptor } from '../../i18n/server-messages.js';
import { errorMessageKeys } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useServerForm } from '../../lib/use-server-form.js';
import './two-factor.css';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { SubmitButton } from '../../components/SubmitButton.js';

export function SecondFactorForm({ onSignedIn, onRestart }: { onSignedIn: (data: MeResponse) => void | Promise<void>; onRestart: () => void }) {
  const { t } = useLingui();
  const { formRef, errors, clear, showServerErrors, submitWith } = useServerForm();
  // The password form has gone: the code field takes the focus (keyboard and screen-reader users land on it).
  useEffect(() => formRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus(), [formRef]);
  const signIn = trpc.twoFactor.signIn.useMutation({
    onSuccess: (data) => onSignedIn(data),
    onError: (error) => {
      if (errorMessageKeys(error).includes('signInExpired')) {
        toast.error(msg`Sign-in expired`, msg`Please enter your password again.`);
        onRestart();
        return;
      }
      const fieldErrors = showServerErrors(error);
      if (Object.keys(fieldErrors).length === 0) toast.error(msg`Login failed`, serverErrorDescriptor(error));
    },
  });

  const onSubmit = submitWith(SecondFactorInputSchema, (input) => signIn.mutate(input));

  return (
    <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={onSubmit} aria-labelledby="second-factor-title">
      <h2 id="second-factor-title" className="auth-step__title">
        <Trans>Two-factor authentication</Trans>
      </h2>
      <p className="muted auth-step__intro">
        <Trans>Enter the 6-digit code from your authenticator app. No access to the app? Enter one of your recovery codes instead.</Trans>
      </p>
      <TextInputField name="code" autoComplete="one-time-code" label={t`Authentication code`} onChange={() => clear('code')} isRequired />
      <SubmitButton pending={signIn.isPending} pendingLabel={<Trans>Verifying...</Trans>} block>
        <Trans>Verify and log in</Trans>
      </SubmitButton>
      <Button className="button button--secondary button--block" onPress={onRestart}>
        <Trans>Back to the password</Trans>
      </Button>
    </ValidatedForm>
  );
}

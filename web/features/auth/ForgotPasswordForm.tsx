/**
 * "Forgot password?" (spec section 2, password reset): asks for the address and always answers
 * the same way, so the page does not reveal whether an account exists.
 */
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { ForgotPasswordInputSchema } from '#shared/auth/auth.schema.js';
import { PASSWORD_RESET_TTL_MS } from '#shared/constants.js';
import { TextInputField } from '../../components/fields.js';
import { trpc } from '../../lib/trpc.js';
import { useServerForm } from '../../lib/use-server-form.js';
import { AuthCard, AuthLinks } from './AuthLayout.js';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { SubmitButton } from '../../components/SubmitButton.js';

const LINK_VALID_HOURS = PASSWORD_RESET_TTL_MS / (60 * 60 * 1000);

export function ForgotPasswordForm() {
  const { t } = useLingui();
  const { formRef, errors, clear, showServerErrorsOrToast, submitWith } = useServerForm();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const validHours = LINK_VALID_HOURS;

  const request = trpc.auth.requestPasswordReset.useMutation({
    onSuccess: (_data, input) => setSentTo(input.email),
    onError: (error: unknown) => showServerErrorsOrToast(error, msg`Request failed`),
  });

  function tryAgain() {
    request.reset();
    setSentTo(null);
  }

  const onSubmit = submitWith(ForgotPasswordInputSchema, (input) => request.mutate(input));

  return (
    <AuthCard
      title={<Trans>Forgot your password?</Trans>}
      intro={<Trans>Enter the email address of your account and we will send you a link to set a new password.</Trans>}
    >
      {sentTo === null ? (
        <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={onSubmit}>
          <TextInputField name="email" type="email" autoComplete="email" label={t`Email`} onChange={() => clear('email')} isRequired />
          <SubmitButton pending={request.isPending} pendingLabel={<Trans>Sending...</Trans>} block>
            <Trans>Send reset link</Trans>
          </SubmitButton>
        </ValidatedForm>
      ) : (
        <div className="callout callout--success" role="status">
          <p className="callout__title">
            <Trans>Check your inbox</Trans>
          </p>
          <p>
            <Trans>
              If an account exists for <strong className="callout__email">{sentTo}</strong>, we have sent a link to reset your password.
            </Trans>{' '}
            <Plural value={validHours} one="The link is valid for # hour." other="The link is valid for # hours." />
          </p>
          <p className="muted">
            <Trans>
              No email? Check your spam folder, or{' '}
              <Button className="link-button" onPress={tryAgain}>
                try again
              </Button>
              .
            </Trans>
          </p>
        </div>
      )}
      <AuthLinks toLogin toHome />
    </AuthCard>
  );
}

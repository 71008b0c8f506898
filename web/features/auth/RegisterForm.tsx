/** The register page's card: name, e-mail and password; the account starts in the page language. */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { RegisterInputSchema } from '#shared/auth/auth.schema.js';
import { TextInputField } from '../../components/fields.js';
import { Link } from '../../components/Link.js';
import { serverErrorDescriptor } from '../../i18n/server-messages.js';
import { useLanguage } from '../../i18n/use-language.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { useServerForm } from '../../lib/use-server-form.js';
import { classifyRegisterError } from './auth-errors.js';
import { AuthCard, AuthLinks } from './AuthLayout.js';
import { isOrderRedirect, pathAfterSignIn } from './home-path.js';
import { NewPasswordField } from './NewPasswordField.js';
import { useStartSession } from './use-start-session.js';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { SubmitButton } from '../../components/SubmitButton.js';

export function RegisterForm() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const startSession = useStartSession();
  const { formRef, errors, setErrors, clear, validate, showServerErrors } = useServerForm();
  const language = useLanguage();
  // The page to return to (`?redirect=`); only after hydration, since the page is prerendered without it.
  const search = useSearch({ from: '/_auth/register' });
  const redirect = hydrated ? search.redirect : undefined;

  const register = trpc.auth.register.useMutation({
    onSuccess: (data) => startSession(data, pathAfterSignIn(data.user.role, redirect), msg`Registration successful`),
    onError: (error) => {
      const failure = classifyRegisterError(error);
      const fieldErrors = showServerErrors(error);
      if (failure === 'emailTaken' && !fieldErrors.email) {
        setErrors({ ...fieldErrors, email: t`This email is already registered` });
      }
      toast.error(
        msg`Registration failed`,
        failure === 'passwordTooShort'
          ? msg`Password must be at least 8 characters`
          : failure === 'passwordTooCommon' || failure === 'otherField'
            ? serverErrorDescriptor(error)
            : failure === 'emailTaken'
              ? msg`This email is already registered`
              : msg`An error occurred. Please try again.`,
      );
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The account's preferred language (for our e-mails) starts as the page language.
    const input = validate(RegisterInputSchema, { ...Object.fromEntries(new FormData(event.currentTarget)), language });
    if (input) register.mutate(input);
  }

  return (
    <AuthCard
      title={<Trans>Create your account</Trans>}
      intro={
        isOrderRedirect(redirect) ? (
          <Trans>Create your account to continue with your order.</Trans>
        ) : (
          <Trans>Register to ask our experts questions and keep your tax documents in one place.</Trans>
        )
      }
    >
      <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={onSubmit}>
        <TextInputField isDisabled={!hydrated} name="name" autoComplete="name" label={t`Full name`} onChange={() => clear('name')} isRequired />
        <TextInputField isDisabled={!hydrated} name="email" type="email" autoComplete="email" label={t`Email`} onChange={() => clear('email')} isRequired />
        <NewPasswordField name="password" label={t`Password`} clear={clear} isDisabled={!hydrated} />
        <SubmitButton pending={register.isPending} isDisabled={!hydrated} pendingLabel={<Trans>Creating account...</Trans>} block>
          <Trans>Register</Trans>
        </SubmitButton>
      </ValidatedForm>
      <AuthLinks
        lead={
          <Trans>
            Already have an account?{' '}
            <Link to="/login" search={redirect ? { redirect } : {}} className="text-link">
              Login
            </Link>
          </Trans>
        }
        toHome
      />
    </AuthCard>
  );
}

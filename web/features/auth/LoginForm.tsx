/**
 * The login page's card: e-mail and password, then, for an account with two-factor sign-in, a code
 * step; or a passkey instead of both. Admins land on the console, clients on their dashboard.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { LoginInputSchema, type MeResponse } from '#shared/auth/auth.schema.js';
import { TextInputField } from '../../components/fields.js';
import { Link } from '../../components/Link.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { useServerForm } from '../../lib/use-server-form.js';
import { classifyLoginError } from './auth-errors.js';
import { AuthCard, AuthLinks } from './AuthLayout.js';
import { isOrderRedirect, pathAfterSignIn } from './home-path.js';
import { PasskeySignInButton } from './PasskeySignInButton.js';
import { SecondFactorForm } from './SecondFactorForm.js';
import { useStartSession } from './use-start-session.js';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { SubmitButton } from '../../components/SubmitButton.js';

export function LoginForm() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const startSession = useStartSession();
  const { formRef, errors, clear, showServerErrors, submitWith } = useServerForm();
  // The page to return to (`?redirect=`); only after hydration, since the page is prerendered without it.
  const search = useSearch({ from: '/_auth/login' });
  const redirect = hydrated ? search.redirect : undefined;

  // The password step, or the code step of an account with two-factor sign-in.
  const [step, setStep] = useState<'password' | 'code'>('password');

  // Back to the page that asked for the login; else admins work in the console, clients in their dashboard.
  const signedIn = (data: MeResponse) => startSession(data, pathAfterSignIn(data.user.role, redirect), msg`Login successful`, msg`Welcome back!`);

  const login = trpc.auth.login.useMutation({
    onSuccess: async (data) => {
      if ('twoFactorRequired' in data) {
        setStep('code');
        return;
      }
      await signedIn(data);
    },
    onError: (error) => {
      showServerErrors(error);
      toast.error(
        msg`Login failed`,
        classifyLoginError(error) === 'invalidCredentials' ? msg`Invalid email or password` : msg`An error occurred. Please try again.`,
      );
    },
  });

  const onSubmit = submitWith(LoginInputSchema, (input) => login.mutate(input));

  return (
    <AuthCard
      title={<Trans>Login</Trans>}
      intro={
        isOrderRedirect(redirect) ? <Trans>Log in, or create an account, to continue with your order.</Trans> : <Trans>Log in to your client portal.</Trans>
      }
    >
      {step === 'code' ? (
        <SecondFactorForm onSignedIn={signedIn} onRestart={() => setStep('password')} />
      ) : (
        <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={onSubmit}>
          <TextInputField isDisabled={!hydrated} name="email" type="email" autoComplete="email" label={t`Email`} onChange={() => clear('email')} isRequired />
          <TextInputField
            isDisabled={!hydrated}
            name="password"
            type="password"
            autoComplete="current-password"
            label={t`Password`}
            onChange={() => clear('password')}
            isRequired
          />
          <p className="form__aside">
            <Link to="/forgot-password" className="text-link">
              <Trans>Forgot password?</Trans>
            </Link>
          </p>
          <SubmitButton pending={login.isPending} isDisabled={!hydrated} pendingLabel={<Trans>Logging in...</Trans>} block>
            <Trans>Login</Trans>
          </SubmitButton>
          <PasskeySignInButton onSignedIn={signedIn} />
        </ValidatedForm>
      )}
      <AuthLinks
        lead={
          <Trans>
            Don't have an account?{' '}
            <Link to="/register" search={redirect ? { redirect } : {}} className="text-link">
              Register
            </Link>
          </Trans>
        }
        toHome
      />
    </AuthCard>
  );
}

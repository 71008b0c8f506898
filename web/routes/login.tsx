import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useRef, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { LoginInputSchema } from '#shared/auth.schema.js';
import { AuthLayout } from '../components/AuthLayout.js';
import { TextInputField } from '../components/fields.js';
import { withApi } from '../features/auth/require-user.js';
import { Link } from '../components/Link.js';
import { classifyLoginError } from '../features/auth/auth-errors.js';
import { homePath } from '../features/auth/home-path.js';
import { errorIssues } from '../lib/errors.js';
import { toast } from '../lib/toast.js';
import { trpc } from '../lib/trpc.js';
import { serverFieldErrors, useFieldErrors, useFocusFirstInvalid, validateWith } from '../lib/validation.js';
import { useHydrated } from '../lib/use-hydrated.js';
import { requireCatalog } from '../i18n/i18n.js';

export const Route = createFileRoute('/login')({
  beforeLoad: withApi,
  loader: () => requireCatalog('auth', 'errors'),
  component: LoginPage,
});

function LoginPage() {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, setErrors, clear } = useFieldErrors();
  useFocusFirstInvalid(formRef, errors);

  const login = trpc.auth.login.useMutation({
    onSuccess: async (data) => {
      // A new session: forget anything cached for a previous one.
      queryClient.removeQueries();
      utils.auth.me.setData(undefined, data);
      toast.success(msg`Login successful`, msg`Welcome back!`);
      // Admins work in the console; clients in their dashboard.
      await navigate({ to: homePath(data.user.role) });
    },
    onError: (error) => {
      setErrors(serverFieldErrors(errorIssues(error), i18n));
      toast.error(
        msg`Login failed`,
        classifyLoginError(error) === 'invalidCredentials' ? msg`Invalid email or password` : msg`An error occurred. Please try again.`,
      );
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const input = validateWith(LoginInputSchema, values, i18n, setErrors);
    if (input) login.mutate(input);
  }

  return (
    <AuthLayout title={<Trans>Login</Trans>} intro={<Trans>Log in to your client portal.</Trans>}>
      <Form ref={formRef} className="form" validationBehavior="aria" validationErrors={errors} onSubmit={onSubmit}>
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
        <Button type="submit" className="button button--primary button--block" isDisabled={login.isPending || !hydrated}>
          {login.isPending ? <Trans>Logging in...</Trans> : <Trans>Login</Trans>}
        </Button>
      </Form>
      <div className="auth-card__links">
        <p>
          <Trans>
            Don't have an account?{' '}
            <Link to="/register" className="text-link">
              Register
            </Link>
          </Trans>
        </p>
        <p>
          <Link to="/" className="text-link">
            <Trans>← Back to home</Trans>
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}

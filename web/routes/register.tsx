import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useRef, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { RegisterInputSchema } from '#shared/auth.schema.js';
import { PASSWORD_MIN_LENGTH } from '#shared/constants.js';
import { AuthLayout } from '../components/AuthLayout.js';
import { TextInputField } from '../components/fields.js';
import { withApi } from '../features/auth/require-user.js';
import { Link } from '../components/Link.js';
import { classifyRegisterError } from '../features/auth/auth-errors.js';
import { useLanguage } from '../i18n/use-language.js';
import { errorIssues } from '../lib/errors.js';
import { toast } from '../lib/toast.js';
import { trpc } from '../lib/trpc.js';
import { serverFieldErrors, useFieldErrors, useFocusFirstInvalid, validateWith } from '../lib/validation.js';
import { useHydrated } from '../lib/use-hydrated.js';
import { requireCatalog } from '../i18n/i18n.js';

export const Route = createFileRoute('/register')({
  beforeLoad: withApi,
  loader: () => requireCatalog('auth', 'errors'),
  component: RegisterPage,
});

function RegisterPage() {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, setErrors, clear } = useFieldErrors();
  useFocusFirstInvalid(formRef, errors);
  const minLength = PASSWORD_MIN_LENGTH;
  const language = useLanguage();

  const register = trpc.auth.register.useMutation({
    onSuccess: async (data) => {
      queryClient.removeQueries();
      utils.auth.me.setData(undefined, data);
      toast.success(msg`Registration successful`);
      await navigate({ to: '/dashboard' });
    },
    onError: (error) => {
      const failure = classifyRegisterError(error);
      const fieldErrors = serverFieldErrors(errorIssues(error), i18n);
      if (failure === 'emailTaken' && !fieldErrors.email) {
        fieldErrors.email = t`This email is already registered`;
      }
      setErrors(fieldErrors);
      toast.error(
        msg`Registration failed`,
        failure === 'passwordTooShort'
          ? msg`Password must be at least 8 characters`
          : failure === 'emailTaken'
            ? msg`This email is already registered`
            : msg`An error occurred. Please try again.`,
      );
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The account's preferred language (for our e-mails) starts as the page language.
    const values = { ...Object.fromEntries(new FormData(event.currentTarget)), language };
    const input = validateWith(RegisterInputSchema, values, i18n, setErrors);
    if (input) register.mutate(input);
  }

  return (
    <AuthLayout
      title={<Trans>Create your account</Trans>}
      intro={<Trans>Register to ask our experts questions and keep your tax documents in one place.</Trans>}
    >
      <Form ref={formRef} className="form" validationBehavior="aria" validationErrors={errors} onSubmit={onSubmit}>
        <TextInputField isDisabled={!hydrated} name="name" autoComplete="name" label={t`Full name`} onChange={() => clear('name')} isRequired />
        <TextInputField isDisabled={!hydrated} name="email" type="email" autoComplete="email" label={t`Email`} onChange={() => clear('email')} isRequired />
        <TextInputField
          isDisabled={!hydrated}
          name="password"
          type="password"
          autoComplete="new-password"
          label={t`Password`}
          description={t`At least ${minLength} characters`}
          onChange={() => clear('password')}
          isRequired
        />
        <Button type="submit" className="button button--primary button--block" isDisabled={register.isPending || !hydrated}>
          {register.isPending ? <Trans>Creating account...</Trans> : <Trans>Register</Trans>}
        </Button>
      </Form>
      <div className="auth-card__links">
        <p>
          <Trans>
            Already have an account?{' '}
            <Link to="/login" className="text-link">
              Login
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

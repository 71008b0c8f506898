/**
 * The page an address-confirmation link opens (`/verify-email?token=…`, decision record 012): one
 * button confirms the address (a POST, so a mail scanner that merely fetches the link uses nothing
 * up). A 'change' link also makes the new address the account's. A used, expired or unknown link
 * says so; signed-in users can ask for a new one on their account page.
 */
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { validateTokenSearch } from '../../lib/token-search.js';
import { Button } from 'react-aria-components';
import { VerifyEmailInputSchema } from '#shared/auth/auth.schema.js';
import { Link } from '../../components/Link.js';
import { AuthCard, AuthLinks } from '../../features/auth/AuthLayout.js';
import { serverErrorDescriptor } from '../../i18n/server-messages.js';
import { errorMessageKeys } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';

export const Route = createFileRoute('/_auth/verify-email')({
  validateSearch: validateTokenSearch,
  component: VerifyEmailPage,
});

function VerifyEmailPage() {
  const { token } = Route.useSearch();
  const utils = trpc.useUtils();
  const verify = trpc.auth.verifyEmail.useMutation({
    // The banner and the account page read these: "confirmed" shows once they know it, so the
    // dashboard a click away no longer asks to confirm. The account is fetched anew (the page may
    // only hold the user the server embedded, which no query on this page would refetch).
    onSuccess: () =>
      Promise.all([
        utils.auth.me.fetch(undefined, { staleTime: 0 }).catch(() => undefined),
        utils.auth.emailStatus.invalidate(undefined, { refetchType: 'all' }),
      ]),
    onError: (error) => {
      if (!isLinkError(error)) toast.error(msg`Email address not confirmed`, serverErrorDescriptor(error));
    },
  });
  const valid = VerifyEmailInputSchema.safeParse({ token }).success;

  if (!valid || (verify.error && isLinkError(verify.error))) {
    const taken = verify.error ? errorMessageKeys(verify.error).includes('emailTaken') : false;
    return (
      <AuthCard title={<Trans>Confirm your email address</Trans>} intro={<Trans>This link cannot be used any more.</Trans>}>
        <div className="callout callout--error" role="alert">
          {taken ? (
            <>
              <p className="callout__title">
                <Trans>This email address now belongs to another account</Trans>
              </p>
              <p>
                <Trans>Your address was not changed. Choose another address on your account page.</Trans>
              </p>
            </>
          ) : (
            <>
              <p className="callout__title">
                <Trans>This confirmation link is invalid or has expired</Trans>
              </p>
              <p>
                <Trans>Each link works once and for 24 hours. You can ask for a new one on your account page.</Trans>
              </p>
            </>
          )}
        </div>
        <Link to="/account" className="button button--primary button--block">
          <Trans>Go to your account</Trans>
        </Link>
        <AuthLinks toLogin />
      </AuthCard>
    );
  }

  if (verify.data) {
    const email = verify.data.email;
    return (
      <AuthCard title={<Trans>Confirm your email address</Trans>} intro={<Trans>Thank you.</Trans>}>
        <div className="callout callout--success" role="status">
          <p className="callout__title">
            {verify.data.changed ? <Trans>Your email address has been changed</Trans> : <Trans>Your email address is confirmed</Trans>}
          </p>
          <p>
            <Trans>
              We will write to <strong className="callout__email">{email}</strong> from now on.
            </Trans>
          </p>
        </div>
        <Link to="/dashboard" className="button button--primary button--block">
          <Trans>Go to your dashboard</Trans>
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={<Trans>Confirm your email address</Trans>}
      intro={<Trans>Confirm that this email address belongs to you. Then we can send you notifications and password reset links.</Trans>}
    >
      <Button
        className="button button--primary button--block"
        isDisabled={verify.isPending}
        onPress={() => {
          if (token) verify.mutate({ token });
        }}
      >
        {verify.isPending ? <Trans>Confirming...</Trans> : <Trans>Confirm email address</Trans>}
      </Button>
      <AuthLinks toHome />
    </AuthCard>
  );
}

/** Whether the server refused the link itself (unknown, used, expired, or the new address taken). */
function isLinkError(error: unknown): boolean {
  const keys = errorMessageKeys(error);
  return keys.includes('emailLinkInvalid') || keys.includes('emailTaken');
}

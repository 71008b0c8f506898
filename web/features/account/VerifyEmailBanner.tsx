/**
 * The portal's reminder to confirm the e-mail address (decision record 012): shown on every portal
 * page until the address is confirmed, with a button that sends a new link (rate limited).
 */
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from 'react-aria-components';
import { serverErrorDescriptor } from '../../i18n/server-messages.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import './account-security.css';

export function VerifyEmailBanner() {
  const me = trpc.auth.me.useQuery();
  const resend = useResendVerification();
  const user = me.data?.user;
  if (!user || user.emailVerified) return null;
  const email = user.email;
  return (
    <section className="notice verify-banner" aria-labelledby="verify-banner-title">
      <p id="verify-banner-title" className="notice__title">
        <span className="notice__icon" aria-hidden="true">
          !
        </span>
        <Trans>Please confirm your email address</Trans>
      </p>
      <p className="notice__text">
        <Trans>
          We sent a link to <strong className="callout__email">{email}</strong>. Until you open it, we cannot email you about answers, letters or password
          resets.
        </Trans>
      </p>
      <div className="notice__actions">
        <Button className="button button--secondary button--small" isDisabled={resend.isPending} onPress={() => resend.mutate()}>
          {resend.isPending ? <Trans>Sending...</Trans> : <Trans>Send the link again</Trans>}
        </Button>
      </div>
    </section>
  );
}

/** "Send the link again": a toast says it was sent, or why not. */
export function useResendVerification() {
  return trpc.auth.resendVerification.useMutation({
    onSuccess: () => toast.success(msg`Link sent`, msg`Check your inbox and open the newest email from us.`),
    onError: (error) => toast.error(msg`Link not sent`, serverErrorDescriptor(error)),
  });
}

/**
 * Confirming a withdrawal declared without logging in (decision record 018): the link mailed to
 * the order's address opens this page; the button confirms (never the mere opening of the link).
 * The withdrawal then takes effect as declared at its receipt, which is what counts for the
 * withdrawal period (§ 355 (1) S. 5 BGB). A used, expired or unknown link says so and points to
 * the withdrawal form.
 */
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from 'react-aria-components';
import { WITHDRAWAL_LINK_DAYS, WithdrawalConfirmInputSchema, type WithdrawalConfirmation } from '#shared/orders/withdrawals.schema.js';
import { Link } from '../../components/Link.js';
import { serverErrorDescriptor } from '../../i18n/server-messages.js';
import { useLanguage } from '../../i18n/use-language.js';
import { errorMessageKeys } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { formatBerlinInstant } from '../../lib/format.js';
import './withdrawal.css';
import { useFirm } from '../packages/index.js';

export function WithdrawalConfirmView({ token }: { token: string | undefined }) {
  const confirm = trpc.withdrawals.confirm.useMutation({
    onError: (error) => {
      if (!isLinkError(error)) toast.error(msg`The withdrawal could not be confirmed`, serverErrorDescriptor(error));
    },
  });
  const valid = WithdrawalConfirmInputSchema.safeParse({ token }).success;

  return (
    <div className="withdraw">
      <h1>
        <Trans>Confirm your withdrawal</Trans>
      </h1>
      {!valid || (confirm.error && isLinkError(confirm.error)) ? (
        <InvalidLink />
      ) : confirm.data ? (
        <Confirmed result={confirm.data} />
      ) : (
        <section className="card withdraw__step" aria-labelledby="withdraw-confirm-title">
          <h2 id="withdraw-confirm-title" className="withdraw__step-title">
            <Trans>Is this withdrawal yours?</Trans>
          </h2>
          <p>
            <Trans>
              A withdrawal from your contract was declared on our website without logging in. Confirm that it comes from you; we then carry it out: we end the
              hour package and refund any payment, less the value of hours already used if you had asked for an early start.
            </Trans>
          </p>
          <p>
            <Trans>
              The withdrawal counts as declared when we received it, as stated in our email. Confirming now keeps it in time, even after the withdrawal period
              has ended.
            </Trans>
          </p>
          <p className="muted">
            <Trans>If you did not make this declaration, close this page: your contract continues unchanged.</Trans>
          </p>
          <div className="withdraw__actions">
            <Button
              className="button button--primary"
              isDisabled={confirm.isPending}
              onPress={() => {
                if (token) confirm.mutate({ token });
              }}
            >
              {confirm.isPending ? <Trans>Confirming...</Trans> : <Trans>Confirm withdrawal</Trans>}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}

function InvalidLink() {
  const days = WITHDRAWAL_LINK_DAYS;
  const firm = useFirm();
  const email = firm.email;
  return (
    <section className="card withdraw__step">
      <div className="callout callout--error" role="alert">
        <p className="callout__title">
          <Trans>This withdrawal link is invalid or has expired</Trans>
        </p>
        <p>
          <Trans>
            Each link works once and for {days} days. If you still want to withdraw, use the withdrawal form again, log in and withdraw from your order, or
            write to us at {email}.
          </Trans>
        </p>
      </div>
      <p className="withdraw__actions">
        <Link to="/withdraw" className="button button--primary">
          <Trans>Withdraw from contract</Trans>
        </Link>
      </p>
    </section>
  );
}

function Confirmed({ result }: { result: WithdrawalConfirmation }) {
  const language = useLanguage();
  const reference = result.orderReference;
  const receivedAt = formatBerlinInstant(result.receivedAt, language);
  return (
    <section className="card withdraw__step withdraw__step--received" aria-labelledby="withdraw-confirm-title">
      <div className="callout callout--success" role="status">
        <h2 id="withdraw-confirm-title" className="callout__title">
          {result.outcome === 'withdrawn' ? (
            <Trans>Your withdrawal is confirmed</Trans>
          ) : result.outcome === 'repeated' ? (
            <Trans>This contract has already been withdrawn</Trans>
          ) : (
            <Trans>Thank you for confirming</Trans>
          )}
        </h2>
        <p>
          {result.outcome === 'withdrawn' ? (
            <Trans>
              Your contract for order {reference} is withdrawn as declared on <time dateTime={result.receivedAt}>{receivedAt}</time>. We will refund any payment
              within 14 days, less the value of hours already used if you had asked for an early start. You will receive an email and a credit note.
            </Trans>
          ) : result.outcome === 'repeated' ? (
            <Trans>Order {reference} was withdrawn before. Nothing else is needed.</Trans>
          ) : (
            <Trans>
              We will review your withdrawal from order {reference}, declared on {receivedAt}, and get back to you by email.
            </Trans>
          )}
        </p>
      </div>
      <p className="withdraw__actions">
        <Link to="/" className="button button--ghost">
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </section>
  );
}

/** Whether the server refused the link itself (unknown, used or expired). */
function isLinkError(error: unknown): boolean {
  return errorMessageKeys(error).includes('withdrawalLinkInvalid');
}

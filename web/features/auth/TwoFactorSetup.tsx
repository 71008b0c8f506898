/**
 * Setting up two-factor sign-in (decision record 012), on the account page and on the admins'
 * set-up page: the current password, then a QR code (and the secret to type in by hand) for the
 * authenticator app, then the first code from the app; the 10 recovery codes are shown once.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { BeginTwoFactorSetupInputSchema, EnableTwoFactorInputSchema, type TwoFactorSetup as Setup } from '#shared/auth/two-factor.schema.js';
import { formatDate } from '#shared/format.js';
import { TextInputField } from '../../components/fields.js';
import { useLanguage } from '../../i18n/use-language.js';
import { PRODUCT_NAME } from '../../lib/brand.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useServerForm } from '../../lib/use-server-form.js';
import './two-factor.css';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { SubmitButton } from '../../components/SubmitButton.js';

/** The name of the downloaded file of recovery codes. */
const RECOVERY_CODES_FILENAME = `${PRODUCT_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-recovery-codes.txt`;

/** How long "Copied" shows after the codes were copied, in milliseconds. */
const COPIED_MS = 4000;

/**
 * The recovery codes, shown once, with "Copy" (to the clipboard, with a visible "Copied"), "Download"
 * (a text file: a short header saying what the codes are, for which account and when they were
 * made, then one code per line) and the button that confirms they are kept safe.
 */
export function RecoveryCodesView({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const { t } = useLingui();
  const language = useLanguage();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      toast.error(msg`The codes could not be copied`, msg`Select them and copy them by hand, or download them as a file.`);
    }
  }

  function download() {
    const created = formatDate(new Date(), language);
    const product = PRODUCT_NAME;
    const header = [
      t`${product}: recovery codes for two-factor sign-in`,
      t`Account: ${email}`,
      t`Created: ${created}`,
      t`Each code signs you in once if you lose access to your authenticator app. Keep this file somewhere safe.`,
    ];
    const text = [...header, '', ...codes, ''].join('\r\n');
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = RECOVERY_CODES_FILENAME;
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <div role="region" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" className="two-factor-subtitle">
        <Trans>Your recovery codes</Trans>
      </h3>
      <p className="muted">
        <Trans>
          Keep these codes somewhere safe, e.g. in your password manager or on paper. Each code signs you in once if you lose access to your authenticator app.
          They are shown only now.
        </Trans>
      </p>
      <ul className="recovery-codes" aria-label={t`Recovery codes`}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="recovery-codes__actions">
        <Button className="button button--secondary button--small" onPress={() => void copy()}>
          <Trans>Copy</Trans>
        </Button>
        <Button className="button button--secondary button--small" onPress={download}>
          <Trans>Download</Trans>
        </Button>
        <span role="status" className="recovery-codes__copied">
          {copied ? (
            <>
              <span aria-hidden="true">✓ </span>
              <Trans>Copied</Trans>
            </>
          ) : null}
        </span>
      </div>
      <Button className="button button--primary" onPress={onDone}>
        <Trans>I have saved my recovery codes</Trans>
      </Button>
    </div>
  );
}

export function TwoFactorSetup({ email, onDone }: { email: string; onDone: () => void }) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodesView codes={codes} email={email} onDone={onDone} />;
  if (setup) return <ConfirmStep setup={setup} onEnabled={setCodes} />;
  return <PasswordStep email={email} onStarted={setSetup} />;
}

/** Step 1: the current password (a stolen session must not switch it on and lock the owner out). */
function PasswordStep({ email, onStarted }: { email: string; onStarted: (setup: Setup) => void }) {
  const { t } = useLingui();
  const { formRef, errors, clear, showServerErrorsOrToast, submitWith } = useServerForm();
  const begin = trpc.twoFactor.beginSetup.useMutation({
    onSuccess: (data) => onStarted(data),
    onError: (error: unknown) => showServerErrorsOrToast(error, msg`Two-factor sign-in not set up`),
  });

  const onSubmit = submitWith(BeginTwoFactorSetupInputSchema, (input) => begin.mutate(input));

  return (
    <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={onSubmit}>
      {/* For password managers: the account the password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextInputField
        name="password"
        type="password"
        autoComplete="current-password"
        label={t`Current password`}
        description={t`To set up two-factor sign-in, confirm your password.`}
        onChange={() => clear('password')}
        isRequired
      />
      <div className="account-card__actions">
        <SubmitButton pending={begin.isPending} pendingLabel={<Trans>Please wait...</Trans>}>
          <Trans>Set up two-factor sign-in</Trans>
        </SubmitButton>
      </div>
    </ValidatedForm>
  );
}

/** Step 2: the QR code and the key, then the first code from the app. */
function ConfirmStep({ setup, onEnabled }: { setup: Setup; onEnabled: (codes: string[]) => void }) {
  const { t } = useLingui();
  const { formRef, errors, clear, showServerErrorsOrToast, submitWith } = useServerForm();
  const enable = trpc.twoFactor.enable.useMutation({
    onSuccess: (data) => {
      onEnabled(data.recoveryCodes);
      toast.success(msg`Two-factor sign-in is on`, msg`From now on you sign in with a code from your app.`);
    },
    onError: (error: unknown) => showServerErrorsOrToast(error, msg`Two-factor sign-in not set up`),
  });

  const onSubmit = submitWith(EnableTwoFactorInputSchema, (input) => enable.mutate(input));

  return (
    <div className="totp-setup">
      <ol className="totp-setup__steps">
        <li>
          <Trans>Scan this QR code with an authenticator app (e.g. Google Authenticator, Microsoft Authenticator, 1Password or Aegis).</Trans>
          <div>
            <img className="totp-setup__qr" src={setup.qrCodeDataUrl} alt={t`QR code for your authenticator app`} width={200} height={200} />
          </div>
        </li>
        <li>
          <Trans>Cannot scan it? Enter this key in the app instead:</Trans>{' '}
          <code className="totp-setup__secret" data-testid="totp-secret">
            {setup.secret}
          </code>
        </li>
        <li>
          <Trans>Enter the 6-digit code the app shows to finish.</Trans>
        </li>
      </ol>
      <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={onSubmit}>
        <TextInputField name="code" autoComplete="one-time-code" label={t`Code from the app`} onChange={() => clear('code')} isRequired />
        <div className="account-card__actions">
          <SubmitButton pending={enable.isPending} pendingLabel={<Trans>Checking...</Trans>}>
            <Trans>Turn on two-factor sign-in</Trans>
          </SubmitButton>
        </div>
      </ValidatedForm>
    </div>
  );
}

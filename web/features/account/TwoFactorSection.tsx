/**
 * Account page: two-factor sign-in with an authenticator app (decision record 012). Off: the
 * set-up. On: since when and how many recovery codes are left; new recovery codes and turning it
 * off each need the password and a code. Admins must have it (the console asks for it).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { formatDate } from '#shared/format.js';
import { PasswordAndCodeInputSchema } from '#shared/auth/two-factor.schema.js';
import { TextInputField } from '../../components/fields.js';
import { ErrorState, LoadingState } from '../../components/States.js';
import { CurrentPasswordField } from './CurrentPasswordField.js';
import { useLanguage } from '../../i18n/use-language.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useServerForm } from '../../lib/use-server-form.js';
import { RecoveryCodesView, TwoFactorSetup } from '../auth/index.js';
import './account-security.css';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { AccountCard } from './AccountCard.js';
import { Badge } from '../../components/Badge.js';

export function TwoFactorSection({ email }: { email: string }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const status = trpc.twoFactor.status.useQuery();
  const refresh = () => Promise.all([utils.twoFactor.status.invalidate(), utils.auth.me.invalidate(), utils.auth.securityLog.invalidate()]);

  return (
    <AccountCard
      titleId="two-factor-title"
      title={<Trans>Two-factor sign-in</Trans>}
      intro={<Trans>Besides your password, sign-in asks for a code from an authenticator app on your phone.</Trans>}
    >
      {status.isPending ? (
        <LoadingState label={t`Loading...`} />
      ) : status.isError ? (
        <ErrorState message={<Trans>Failed to load. Please try again.</Trans>} onRetry={() => void status.refetch()} />
      ) : status.data.enabled ? (
        <EnabledView email={email} enabledAt={status.data.enabledAt} left={status.data.recoveryCodesLeft} required={status.data.required} onChange={refresh} />
      ) : (
        <>
          {status.data.required ? (
            <p className="callout two-factor-warning">
              <Trans>Admins must use two-factor sign-in. Set it up to use the console.</Trans>
            </p>
          ) : null}
          <TwoFactorSetup email={email} onDone={() => void refresh()} />
        </>
      )}
    </AccountCard>
  );
}

function EnabledView(props: { email: string; enabledAt: string | null; left: number; required: boolean; onChange: () => Promise<unknown> }) {
  const language = useLanguage();
  const [mode, setMode] = useState<'idle' | 'codes' | 'off'>('idle');
  const [codes, setCodes] = useState<string[] | null>(null);
  const since = props.enabledAt ? formatDate(props.enabledAt, language) : '';
  const left = props.left;

  if (codes) {
    return (
      <RecoveryCodesView
        codes={codes}
        email={props.email}
        onDone={() => {
          setCodes(null);
          void props.onChange();
        }}
      />
    );
  }

  return (
    <>
      <p className="account-status">
        <Badge tone="success">
          <Trans>On</Trans>
        </Badge>
        <span>
          <Trans>Since {since}</Trans>
        </span>
      </p>
      <p className={left <= 2 ? 'callout two-factor-warning' : 'muted'}>
        <Trans>Recovery codes left: {left}</Trans>
      </p>
      {mode === 'idle' ? (
        <div className="two-factor-actions">
          <Button className="button button--secondary" onPress={() => setMode('codes')}>
            <Trans>New recovery codes</Trans>
          </Button>
          <Button className="button button--secondary" onPress={() => setMode('off')}>
            <Trans>Turn off two-factor sign-in</Trans>
          </Button>
        </div>
      ) : (
        <PasswordAndCodeForm
          email={props.email}
          mode={mode}
          required={props.required}
          onCancel={() => setMode('idle')}
          onCodes={(c) => {
            setMode('idle');
            setCodes(c);
          }}
          onOff={() => {
            setMode('idle');
            void props.onChange();
          }}
        />
      )}
    </>
  );
}

function PasswordAndCodeForm(props: {
  email: string;
  mode: 'codes' | 'off';
  required: boolean;
  onCancel: () => void;
  onCodes: (codes: string[]) => void;
  onOff: () => void;
}) {
  const { t } = useLingui();
  const { formRef, errors, clear, validate, showServerErrorsOrToast } = useServerForm();
  const onError = (error: unknown) => showServerErrorsOrToast(error, msg`Not changed`);
  const regenerate = trpc.twoFactor.regenerateRecoveryCodes.useMutation({
    onSuccess: (data) => {
      toast.success(msg`New recovery codes`, msg`Your old recovery codes no longer work.`);
      props.onCodes(data.recoveryCodes);
    },
    onError,
  });
  const disable = trpc.twoFactor.disable.useMutation({
    onSuccess: () => {
      toast.success(msg`Two-factor sign-in is off`);
      props.onOff();
    },
    onError,
  });
  const pending = regenerate.isPending || disable.isPending;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(PasswordAndCodeInputSchema, Object.fromEntries(new FormData(event.currentTarget)));
    if (!input) return;
    if (props.mode === 'codes') regenerate.mutate(input);
    else disable.mutate(input);
  }

  return (
    <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={onSubmit}>
      {props.mode === 'off' && props.required ? (
        <p className="callout two-factor-warning">
          <Trans>As an admin you cannot use the console without two-factor sign-in until you set it up again.</Trans>
        </p>
      ) : null}
      <input type="email" name="username" autoComplete="username" value={props.email} readOnly hidden />
      <CurrentPasswordField name="password" clear={clear} />
      <TextInputField name="code" autoComplete="one-time-code" label={t`Code from the app or a recovery code`} onChange={() => clear('code')} isRequired />
      <div className="account-card__actions">
        <Button type="submit" className={props.mode === 'off' ? 'button button--primary' : 'button button--primary'} isDisabled={pending}>
          {props.mode === 'off' ? <Trans>Turn off</Trans> : <Trans>Create new recovery codes</Trans>}
        </Button>
        <Button className="button button--secondary" onPress={props.onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </ValidatedForm>
  );
}

/**
 * Account page: passkeys (WebAuthn, decision record 012), a way to sign in without password or
 * code. Lists the account's passkeys (name, added, last used), removes one after a confirmation,
 * and adds one: a name and the current password, then the browser's own passkey dialog.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { browserSupportsWebAuthn, startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { formatDate } from '#shared/format.js';
import { MAX_PASSKEYS, PasskeyRegistrationOptionsInputSchema, RegisterPasskeyInputSchema, type Passkey } from '#shared/auth/two-factor.schema.js';
import { TextInputField } from '../../components/fields.js';
import { ErrorState, LoadingState } from '../../components/States.js';
import { CurrentPasswordField } from './CurrentPasswordField.js';
import { serverErrorDescriptor } from '../../i18n/server-messages.js';
import { useLanguage } from '../../i18n/use-language.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { useServerForm } from '../../lib/use-server-form.js';
import './account-security.css';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { AccountCard } from './AccountCard.js';
import { SubmitButton } from '../../components/SubmitButton.js';

/** The add form's fields: the passkey's name, the current password and, with two-factor sign-in on, a code. */
const AddPasskeyFormSchema = PasskeyRegistrationOptionsInputSchema.extend({ name: RegisterPasskeyInputSchema.shape.name });

export function PasskeysSection({ email, twoFactor }: { email: string; twoFactor: boolean }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const utils = trpc.useUtils();
  const list = trpc.passkeys.list.useQuery();
  const refresh = () => Promise.all([utils.passkeys.list.invalidate(), utils.auth.securityLog.invalidate()]);
  const items = list.data?.items ?? [];
  const supported = hydrated && browserSupportsWebAuthn();

  return (
    <AccountCard
      titleId="passkeys-title"
      title={<Trans>Passkeys</Trans>}
      intro={<Trans>Sign in with your fingerprint, face or device PIN instead of your password and code.</Trans>}
    >
      {list.isPending ? (
        <LoadingState label={t`Loading...`} />
      ) : list.isError ? (
        <ErrorState message={<Trans>Failed to load. Please try again.</Trans>} onRetry={() => void list.refetch()} />
      ) : (
        <>
          {items.length === 0 ? (
            <p className="muted">
              <Trans>No passkeys yet.</Trans>
            </p>
          ) : (
            <ul className="passkey-list">
              {items.map((p) => (
                <PasskeyRow key={p.id} passkey={p} onRemoved={refresh} />
              ))}
            </ul>
          )}
          {!hydrated ? null : !supported ? (
            <p className="muted">
              <Trans>This browser does not support passkeys.</Trans>
            </p>
          ) : items.length >= MAX_PASSKEYS ? (
            <p className="muted">
              <Trans>You have the most passkeys an account can keep. Remove one to add another.</Trans>
            </p>
          ) : (
            <AddPasskeyForm email={email} twoFactor={twoFactor} onAdded={refresh} />
          )}
        </>
      )}
    </AccountCard>
  );
}

function PasskeyRow({ passkey, onRemoved }: { passkey: Passkey; onRemoved: () => Promise<unknown> }) {
  const language = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const remove = trpc.passkeys.remove.useMutation({
    onSuccess: async () => {
      await onRemoved();
      toast.success(msg`Passkey removed`);
    },
    onError: (error) => toast.error(msg`Passkey not removed`, serverErrorDescriptor(error)),
  });
  const name = passkey.name;
  const added = formatDate(passkey.createdAt, language);
  const used = passkey.lastUsedAt ? formatDate(passkey.lastUsedAt, language) : null;
  return (
    <li className="passkey-list__item">
      <div>
        <p className="passkey-list__name">{name}</p>
        <p className="passkey-list__meta muted">
          <span>
            <Trans>Added {added}</Trans>
          </span>
          <span>{used ? <Trans>Last used {used}</Trans> : <Trans>Not used yet</Trans>}</span>
        </p>
      </div>
      {confirming ? (
        <div className="two-factor-actions" role="group" aria-label={name}>
          <Button className="button button--primary button--small" isDisabled={remove.isPending} onPress={() => remove.mutate({ id: passkey.id })}>
            <Trans>Yes, remove</Trans>
            <span className="visually-hidden">: {name}</span>
          </Button>
          <Button className="button button--secondary button--small" onPress={() => setConfirming(false)}>
            <Trans>Keep</Trans>
          </Button>
        </div>
      ) : (
        <Button className="button button--secondary button--small" onPress={() => setConfirming(true)}>
          <Trans>Remove</Trans>
          <span className="visually-hidden">: {name}</span>
        </Button>
      )}
    </li>
  );
}

function AddPasskeyForm({ email, twoFactor, onAdded }: { email: string; twoFactor: boolean; onAdded: () => Promise<unknown> }) {
  const { t } = useLingui();
  const { formRef, errors, clear, validate, showServerErrors } = useServerForm();
  const [busy, setBusy] = useState(false);
  const options = trpc.passkeys.registrationOptions.useMutation();
  const register = trpc.passkeys.register.useMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = validate(AddPasskeyFormSchema, Object.fromEntries(new FormData(form)));
    if (!input) return;
    setBusy(true);
    try {
      const optionsJSON = (await options.mutateAsync({ password: input.password, code: input.code })) as unknown as PublicKeyCredentialCreationOptionsJSON;
      let response;
      try {
        response = await startRegistration({ optionsJSON });
      } catch {
        toast.error(msg`No passkey added`, msg`The browser's passkey dialog was cancelled or failed.`);
        return;
      }
      await register.mutateAsync({ name: input.name, response: response as never });
      form.reset();
      await onAdded();
      toast.success(msg`Passkey added`, msg`You can now sign in with it.`);
    } catch (error) {
      const fieldErrors = showServerErrors(error);
      if (Object.keys(fieldErrors).length === 0) toast.error(msg`No passkey added`, serverErrorDescriptor(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={(e) => void onSubmit(e)}>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextInputField name="name" label={t`Name of the passkey`} description={t`E.g. "Laptop" or "Phone"`} onChange={() => clear('name')} isRequired />
      <CurrentPasswordField name="password" clear={clear} />
      {twoFactor ? (
        <TextInputField name="code" autoComplete="one-time-code" label={t`Code from the app or a recovery code`} onChange={() => clear('code')} isRequired />
      ) : null}
      <div className="account-card__actions">
        <SubmitButton pending={busy} pendingLabel={<Trans>Waiting for your passkey...</Trans>}>
          <Trans>Add a passkey</Trans>
        </SubmitButton>
      </div>
    </ValidatedForm>
  );
}

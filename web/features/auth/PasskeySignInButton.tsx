/**
 * "Sign in with a passkey" (WebAuthn, decision record 012): asks the server for a challenge, lets
 * the browser offer the passkeys it holds for this site (discoverable credentials, with user
 * verification) and sends the signed answer. A passkey sign-in needs no password and no code.
 * Shown only where the browser supports WebAuthn.
 */
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { browserSupportsWebAuthn, startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { MeResponse } from '#shared/auth/auth.schema.js';
import { serverErrorDescriptor } from '../../i18n/server-messages.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import './two-factor.css';

export function PasskeySignInButton({ onSignedIn }: { onSignedIn: (data: MeResponse) => void | Promise<void> }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const options = trpc.passkeys.signInOptions.useMutation();
  const signIn = trpc.passkeys.signIn.useMutation();
  if (!hydrated || !browserSupportsWebAuthn()) return null;

  async function start() {
    setBusy(true);
    try {
      const optionsJSON = (await options.mutateAsync()) as unknown as PublicKeyCredentialRequestOptionsJSON;
      let response;
      try {
        response = await startAuthentication({ optionsJSON });
      } catch {
        // Cancelled, timed out, or no passkey for this site on the device.
        toast.error(msg`No passkey used`, msg`The sign-in was cancelled or this device has no passkey for this site.`);
        return;
      }
      await onSignedIn(await signIn.mutateAsync({ response: response as never }));
    } catch (error) {
      toast.error(msg`Login failed`, serverErrorDescriptor(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p className="auth-divider">
        <span>
          <Trans>or</Trans>
        </span>
      </p>
      <Button className="button button--secondary button--block" isDisabled={busy} onPress={() => void start()}>
        {busy ? <Trans>Waiting for your passkey...</Trans> : <Trans>Sign in with a passkey</Trans>}
      </Button>
    </>
  );
}

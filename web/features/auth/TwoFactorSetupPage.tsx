/**
 * The admins' set-up page (`/two-factor-setup`, decision record 012): the console asks an admin
 * without two-factor sign-in to set it up first; afterwards the console opens.
 */
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { LoadingState } from '../../components/States.js';
import { trpc } from '../../lib/trpc.js';
import { AuthCard, AuthLinks } from './AuthLayout.js';
import { homePath } from './home-path.js';
import { TwoFactorSetup } from './TwoFactorSetup.js';

export function TwoFactorSetupPage() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const me = trpc.auth.me.useQuery();
  const user = me.data?.user;
  return (
    <AuthCard
      title={<Trans>Set up two-factor sign-in</Trans>}
      intro={
        user?.role === 'admin' ? (
          <Trans>The console holds your clients' tax documents, so admins sign in with a password and a code from an authenticator app.</Trans>
        ) : (
          <Trans>Sign in with a password and a code from an authenticator app.</Trans>
        )
      }
    >
      {user ? (
        <TwoFactorSetup
          email={user.email}
          onDone={async () => {
            await utils.auth.me.invalidate();
            await navigate({ to: homePath(user.role) });
          }}
        />
      ) : (
        <LoadingState label={<Trans>Loading...</Trans>} />
      )}
      <AuthLinks toHome />
    </AuthCard>
  );
}

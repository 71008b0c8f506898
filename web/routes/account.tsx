import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LoadingState } from '../components/States.js';
import { PasswordForm } from '../features/account/PasswordForm.js';
import { ProfileForm } from '../features/account/ProfileForm.js';
import { requireUser } from '../features/auth/require-user.js';
import { PortalLayout } from '../features/portal/PortalLayout.js';
import { trpc } from '../lib/trpc.js';
import { requireCatalog } from '../i18n/i18n.js';

export const Route = createFileRoute('/account')({
  beforeLoad: requireUser,
  loader: () => requireCatalog('portal', 'errors'),
  component: AccountPage,
});

function AccountPage() {
  const { t } = useLingui();
  const me = trpc.auth.me.useQuery();
  const user = me.data?.user;

  return (
    <PortalLayout backToDashboard>
      <div className="page-title">
        <h1>
          <Trans>Account settings</Trans>
        </h1>
        <p className="muted">
          <Trans>Your name, preferred language and password.</Trans>
        </p>
      </div>
      {user ? (
        <div className="account-grid">
          <ProfileForm key={user.id} user={user} />
          <PasswordForm email={user.email} />
        </div>
      ) : (
        <LoadingState label={t`Loading your account...`} />
      )}
    </PortalLayout>
  );
}

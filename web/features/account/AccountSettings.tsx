/** The account page's body: the profile and password forms of the signed-in user. */
import { useLingui } from '@lingui/react/macro';
import { LoadingState } from '../../components/States.js';
import { trpc } from '../../lib/trpc.js';
import { PasswordForm } from './PasswordForm.js';
import { ProfileForm } from './ProfileForm.js';

export function AccountSettings() {
  const { t } = useLingui();
  const me = trpc.auth.me.useQuery();
  const user = me.data?.user;
  return user ? (
    <div className="account-grid">
      <ProfileForm key={user.id} user={user} />
      <PasswordForm email={user.email} />
    </div>
  ) : (
    <LoadingState label={t`Loading your account...`} />
  );
}

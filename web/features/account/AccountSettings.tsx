/**
 * The account page's body: the profile, e-mail address and password forms of the signed-in user,
 * where they are signed in, and their security log.
 */
import { useLingui } from '@lingui/react/macro';
import { LoadingState } from '../../components/States.js';
import { trpc } from '../../lib/trpc.js';
import { DataSection } from './DataSection.js';
import { EmailSection } from './EmailSection.js';
import { PasskeysSection } from './PasskeysSection.js';
import { PasswordForm } from './PasswordForm.js';
import { ProfileForm } from './ProfileForm.js';
import { SecurityLogSection } from './SecurityLogSection.js';
import { SessionsSection } from './SessionsSection.js';
import { TwoFactorSection } from './TwoFactorSection.js';

export function AccountSettings() {
  const { t } = useLingui();
  const me = trpc.auth.me.useQuery();
  const user = me.data?.user;
  return user ? (
    <div className="account-grid">
      <ProfileForm key={user.id} user={user} />
      <EmailSection />
      <PasswordForm email={user.email} />
      <TwoFactorSection email={user.email} />
      <PasskeysSection email={user.email} twoFactor={user.twoFactorEnabled} />
      <SessionsSection />
      <SecurityLogSection />
      <DataSection email={user.email} twoFactorEnabled={user.twoFactorEnabled} />
    </div>
  ) : (
    <LoadingState label={t`Loading your account...`} />
  );
}

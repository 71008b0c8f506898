import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountSettings } from '../../features/account/AccountSettings.js';
import { PortalPageTitle } from '../../features/portal/PortalLayout.js';

/** Account settings: name, preferred language, e-mail address, password, sessions and security log (the user is loaded by the guard). */
export const Route = createFileRoute('/_portal/account')({
  component: AccountPage,
});

function AccountPage() {
  return (
    <>
      <PortalPageTitle
        title={<Trans>Account settings</Trans>}
        lead={<Trans>Your name, preferred language, email address and password; where you are signed in, and your security log.</Trans>}
      />
      <AccountSettings />
    </>
  );
}

/**
 * Frame of the admin console: the signed-in frames' header (as the portal's) with the console title, the admin's name, a link to the
 * site, Logout and the language toggle; below it the console's navigation (with the number of
 * open letters and pending questions in the inbox, and of open contact messages).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { LanguageToggle } from '../../components/LanguageToggle.js';
import { Link } from '../../components/Link.js';
import { FrameTitle } from '../../components/FrameTitle.js';
import { NavTabs } from '../../components/NavTabs.js';
import { trpc } from '../../lib/trpc.js';
import { useLogout } from '../session/index.js';
// The console's styles load with the console (not on the public pages).
import './admin.css';
import { UserBadge } from '../../components/UserBadge.js';

export function AdminLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const me = trpc.auth.me.useQuery();
  const { logout, isPending } = useLogout();
  const inbox = trpc.admin.letters.inbox.useQuery({ assignee: 'all' });
  const contact = trpc.admin.contact.list.useQuery();
  const openCount = inbox.data?.length;
  const openContact = contact.data?.filter((m) => !m.handledAt).length;
  const owner = me.data?.user.staffRole === 'owner';
  // The console's sections, in order; the inbox and the contact messages with their open counts.
  // An expert sees the inbox, clients, calls, their hours and contact messages; the rest is the owner's
  // (decision records 064 and 072).
  const sections = (
    [
      { to: '/admin', label: msg`Inbox`, count: openCount },
      { to: '/admin/clients', label: msg`Clients` },
      { to: '/admin/calls', label: msg`Calls` },
      { to: '/admin/availability', label: msg`My hours` },
      { to: '/admin/orders', label: msg`Orders`, ownerOnly: true },
      { to: '/admin/packages', label: msg`Packages`, ownerOnly: true },
      { to: '/admin/saved-replies', label: msg`Saved replies`, ownerOnly: true },
      { to: '/admin/contact', label: msg`Contact messages`, count: openContact },
      { to: '/admin/reports', label: msg`Reports`, ownerOnly: true },
      { to: '/admin/bookkeeping', label: msg`Bookkeeping`, ownerOnly: true },
      { to: '/admin/team', label: msg`Team`, ownerOnly: true },
      { to: '/admin/firm', label: msg`Firm details`, ownerOnly: true },
    ] satisfies readonly Section[]
  ).filter((section: Section) => owner || !section.ownerOnly);

  return (
    <div className="page page--muted admin">
      <header className="portal-header">
        <div className="admin-header__inner">
          <FrameTitle title={<Trans>Admin Console</Trans>} />
          <div className="admin-header__actions">
            {me.data ? <UserBadge name={me.data.user.name} signedInAs={t`Signed in as`} className="admin-header__user" /> : null}
            <Link to="/" className="button button--ghost button--small admin-header__site">
              <Trans>View site</Trans>
            </Link>
            <Button className="button button--secondary button--small admin-header__logout" onPress={() => void logout()} isDisabled={isPending}>
              <Trans>Logout</Trans>
            </Button>
            <LanguageToggle className="button--small" />
          </div>
        </div>
        <NavTabs label={t`Admin Console`} className="admin-nav">
          {sections.map(({ to, label, count }) => (
            <li key={to}>
              <NavLink to={to} exact={to === '/admin'} count={count} countLabel={t`open`}>
                {i18n._(label)}
              </NavLink>
            </li>
          ))}
        </NavTabs>
      </header>
      <main id="main" className="page__main admin-main">
        {children}
      </main>
    </div>
  );
}

/** One of the console's sections in its navigation. */
interface Section {
  to: AdminSection;
  label: MessageDescriptor;
  count?: number;
  ownerOnly?: boolean;
}

type AdminSection =
  | '/admin'
  | '/admin/clients'
  | '/admin/calls'
  | '/admin/availability'
  | '/admin/orders'
  | '/admin/packages'
  | '/admin/saved-replies'
  | '/admin/contact'
  | '/admin/reports'
  | '/admin/bookkeeping'
  | '/admin/team'
  | '/admin/firm';

function NavLink({
  to,
  exact = false,
  count,
  countLabel,
  children,
}: {
  to: AdminSection;
  exact?: boolean;
  count?: number;
  countLabel?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className="nav-tabs__link" activeOptions={{ exact, includeSearch: false }} activeProps={{ className: 'nav-tabs__link--current' }}>
      {children}
      {count ? (
        <span className="admin-nav__count">
          {count}
          <span className="visually-hidden"> {countLabel}</span>
        </span>
      ) : null}
    </Link>
  );
}

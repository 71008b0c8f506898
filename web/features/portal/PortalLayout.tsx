/**
 * Frame of the protected pages: header with the client-portal title, the user's name, links to
 * the account settings and Home, the Logout button and the language toggle, and the portal's
 * navigation (PortalNav; on phones the "Menu" button, PortalMenu, holds the links, the name, Home
 * and Logout); one back link above the page: to the dashboard (or, on a letter's page, to the
 * letters; on a question's page, to the questions; on an order's page, to the orders; on a
 * package's order page, to the packages); a footer with the legal pages and "Withdraw from
 * contract" (§ 356a BGB: the withdrawal function is at hand on every page).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { LanguageToggle } from '../../components/LanguageToggle.js';
import { LegalLinks } from '../../components/LegalLinks.js';
import { Link } from '../../components/Link.js';
import { FrameTitle } from '../../components/FrameTitle.js';
import { trpc } from '../../lib/trpc.js';
import { useLogout } from '../session/index.js';
import { UserBadge } from '../../components/UserBadge.js';
import { PortalMenu, PortalNav } from './PortalNav.js';
import './portal.css';

/** The back links above a page: where each leads and what it says. */
const BACK_LINKS = {
  dashboard: { to: '/dashboard', label: msg`← Back to Dashboard` },
  letters: { to: '/letters', label: msg`← All letters` },
  questions: { to: '/questions', label: msg`← All questions` },
  orders: { to: '/orders', label: msg`← All orders` },
  packages: { to: '/order', label: msg`← All packages` },
} as const;

/** The portal frame; the pathless `_portal` layout route renders it once around every portal page. */
export function PortalLayout({
  children,
  titleIsHeading = false,
  back = null,
}: {
  children: ReactNode;
  /** On the dashboard the portal title is the page's h1. */
  titleIsHeading?: boolean;
  /** The back link above the page: to the dashboard, to the list of letters (a letter's page), the questions (a question's page), the orders, the packages, or none. */
  back?: keyof typeof BACK_LINKS | null;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const me = trpc.auth.me.useQuery();
  const { logout, isPending } = useLogout();

  return (
    <div className="page page--muted">
      <header className="portal-header">
        <div className="portal-header__inner">
          <FrameTitle title={<Trans>Client Portal</Trans>} asHeading={titleIsHeading} />
          <div className="portal-header__actions">
            <div className="portal-header__account">
              {me.data ? <UserBadge name={me.data.user.name} signedInAs={t`Signed in as`} /> : null}
              <Link to="/account" className="button button--ghost button--small">
                <Trans>Account</Trans>
              </Link>
            </div>
            <Button className="button button--ghost button--small" onPress={() => void navigate({ to: '/' })}>
              <Trans>Home</Trans>
            </Button>
            <Button className="button button--secondary button--small" onPress={() => void logout()} isDisabled={isPending}>
              <Trans>Logout</Trans>
            </Button>
          </div>
          <div className="portal-header__end">
            <LanguageToggle className="button--small" />
            <PortalMenu userName={me.data?.user.name ?? null} onLogout={() => void logout()} logoutPending={isPending} />
          </div>
        </div>
        <PortalNav />
      </header>
      <main id="main" className="page__main">
        {back ? (
          <Link to={BACK_LINKS[back].to} className="back-link">
            {i18n._(BACK_LINKS[back].label)}
          </Link>
        ) : null}
        {children}
      </main>
      <footer className="portal-footer">
        <LegalLinks className="portal-footer__links" />
      </footer>
    </div>
  );
}

/** A portal page's heading (its h1) and intro line, below the back link. */
export function PortalPageTitle({ title, lead }: { title: ReactNode; lead: ReactNode }) {
  return (
    <div className="page-title">
      <h1>{title}</h1>
      <p className="muted">{lead}</p>
    </div>
  );
}

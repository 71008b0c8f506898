/**
 * The portal's navigation (Dashboard, Letters, Questions, Calls, Documents, and on phones Account): on
 * wider screens a row of links under the header; on phones (below 600 px) a "Menu" button that
 * opens a react-aria modal dialog with the same links, Account, the user's name, Home and Logout.
 * The dialog takes the focus (its first link), keeps it inside, closes with Escape, a click
 * outside, "Close" or a chosen link, and gives the focus back to the button. The link of the page
 * being shown has aria-current="page"; on a page below it (a letter, a question) its section's
 * link has aria-current="true" (decision record 023).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { Link } from '../../components/Link.js';
import { NavTabs } from '../../components/NavTabs.js';
import { loadOnIntent } from '../../lib/lazy-view.js';

const loadMenu = () => import('./PortalMenuDialog.js');
const PortalMenuDialog = lazy(() => loadMenu().then((m) => ({ default: m.PortalMenuDialog })));

/** The portal's sections, in the order they are shown. */
type Section = '/dashboard' | '/letters' | '/questions' | '/calls' | '/documents' | '/account';

/** The sections' links, in order; Account last. */
const SECTIONS: readonly { to: Section; label: MessageDescriptor }[] = [
  { to: '/dashboard', label: msg`Dashboard` },
  { to: '/letters', label: msg`Letters` },
  { to: '/questions', label: msg`Questions` },
  { to: '/calls', label: msg`Calls` },
  { to: '/documents', label: msg`Documents` },
  { to: '/account', label: msg`Account` },
];

/**
 * aria-current of a section's link on `pathname`: 'page' on the section's own page, 'true' on a
 * page below it, undefined elsewhere.
 */
function currentOf(section: Section, pathname: string): 'page' | 'true' | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === section) return 'page';
  return path.startsWith(`${section}/`) ? 'true' : undefined;
}

function NavLink({ to, className, onPress, children }: { to: Section; className: string; onPress?: () => void; children: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const current = currentOf(to, pathname);
  return (
    <Link
      to={to}
      className={current ? `${className} ${className}--current` : className}
      // The router marks only the exact page; a page below a section marks the section (see currentOf).
      activeOptions={{ exact: true }}
      aria-current={current}
      onPress={onPress}
    >
      {children}
    </Link>
  );
}

/** The sections' links as list items; `withAccount`: Account too (the phone menu; wider screens have it in the header). */
export function SectionLinks({ className, withAccount, onPress }: { className: string; withAccount: boolean; onPress?: () => void }) {
  const { i18n } = useLingui();
  return (
    <>
      {SECTIONS.filter(({ to }) => withAccount || to !== '/account').map(({ to, label }) => (
        <li key={to}>
          <NavLink to={to} className={className} onPress={onPress}>
            {i18n._(label)}
          </NavLink>
        </li>
      ))}
    </>
  );
}

/** The row of section links under the header (hidden on phones, which use PortalMenu). */
export function PortalNav() {
  const { t } = useLingui();
  return (
    <NavTabs label={t`Portal`} className="portal-nav">
      <SectionLinks className="nav-tabs__link" withAccount={false} />
    </NavTabs>
  );
}

/**
 * The phone's "Menu" button and its dialog (shown below 600 px only). The dialog's code (react-aria's
 * modal, focus scope and animations) loads when the button is first hovered, focused or pressed,
 * not with the page (docs/decisions/028-portal-pages-paint-first.md).
 */
export function PortalMenu({ userName, onLogout, logoutPending }: { userName: string | null; onLogout: () => void; logoutPending: boolean }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        className="button button--ghost button--small portal-menu-button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        {...loadOnIntent(loadMenu)}
        onPress={() => setOpen(true)}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" focusable="false">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>
          <Trans>Menu</Trans>
        </span>
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <PortalMenuDialog userName={userName} onLogout={onLogout} logoutPending={logoutPending} close={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

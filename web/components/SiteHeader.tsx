/**
 * Sticky header of the public pages (spec section 2): brand, section navigation (smooth scroll
 * to services, packages, how-it-works, about, contact with the 80 px offset), Login / Register
 * links (Dashboard once logged in), the language toggle, and on small screens a menu button
 * opening the same links; choosing a link closes the menu (so does Escape).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useCachedUser } from '../lib/use-cached-user.js';
import { PRODUCT_NAME } from '../lib/brand.js';
import { SECTION_IDS } from '../lib/scroll.js';
import { LanguageToggle } from './LanguageToggle.js';
import { Link } from './Link.js';
import { SectionLink, useSectionLabels } from './SectionLink.js';

export function SiteHeader({ showAuthLinks = true }: { showAuthLinks?: boolean }) {
  const { t } = useLingui();
  const labels = useSectionLabels();
  const sections = SECTION_IDS.map((id) => ({ id, label: labels[id] }));
  const user = useCachedUser();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The menu is open on the page where it was opened: a page change closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn !== null && openOn === pathname;
  const setMenuOpen = (open: boolean | ((open: boolean) => boolean)) =>
    setOpenOn((current) => ((typeof open === 'function' ? open(current === pathname) : open) ? pathname : null));
  const menuId = useId();

  // Escape closes the menu.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const close = () => setMenuOpen(false);
  const authLinks = (variant: 'bar' | 'menu') =>
    user ? (
      <Link to="/dashboard" className="button button--primary button--small" onPress={close}>
        <Trans>Dashboard</Trans>
      </Link>
    ) : showAuthLinks ? (
      <>
        <Link to="/login" className={variant === 'bar' ? 'nav-link' : 'button button--secondary'} onPress={close}>
          <Trans>Login</Trans>
        </Link>
        <Link to="/register" className={`button button--primary${variant === 'bar' ? ' button--small' : ''}`} onPress={close}>
          <Trans>Register</Trans>
        </Link>
      </>
    ) : null;

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            S
          </span>
          <span className="brand__name">{PRODUCT_NAME}</span>
        </Link>
        <nav className="site-nav" aria-label={t`Main`}>
          <ul className="site-nav__sections">
            {sections.map((s) => (
              <li key={s.id}>
                <SectionLink section={s.id} className="nav-link">
                  {s.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <div className="site-header__auth">{authLinks('bar')}</div>
          <LanguageToggle />
          <Button
            className="button button--ghost site-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onPress={() => setMenuOpen((open) => !open)}
          >
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" focusable="false">
              {menuOpen ? (
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
            <span>{menuOpen ? t`Close menu` : t`Menu`}</span>
          </Button>
        </div>
      </div>
      <nav id={menuId} className="mobile-menu" aria-label={t`Mobile`} hidden={!menuOpen}>
        <ul className="mobile-menu__sections">
          {sections.map((s) => (
            <li key={s.id}>
              <SectionLink section={s.id} className="mobile-menu__link" onNavigate={close}>
                {s.label}
              </SectionLink>
            </li>
          ))}
        </ul>
        <div className="mobile-menu__auth">{authLinks('menu')}</div>
      </nav>
    </header>
  );
}

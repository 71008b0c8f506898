/**
 * Header of the public pages (home, login, register, 404): product name linking home,
 * optional extra navigation, Login / Register links and the language toggle.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../lib/brand.js';
import { LanguageToggle } from './LanguageToggle.js';
import { Link } from './Link.js';

export function SiteHeader({ children, showAuthLinks = true }: { children?: ReactNode; showAuthLinks?: boolean }) {
  const { t } = useLingui();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            S
          </span>
          <span className="brand__name">{PRODUCT_NAME}</span>
        </Link>
        <nav className="site-header__nav" aria-label={t`Main`}>
          {children}
          {showAuthLinks ? (
            <>
              <Link to="/login" className="nav-link">
                <Trans>Login</Trans>
              </Link>
              <Link to="/register" className="button button--primary button--small">
                <Trans>Register</Trans>
              </Link>
            </>
          ) : null}
          <LanguageToggle />
        </nav>
      </div>
    </header>
  );
}

/**
 * Layout of the login, register and password pages: public header and a centred card. The frame
 * is rendered once by the pathless `_auth` layout route; each page fills in its card.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '../../components/Link.js';
import { SiteHeader } from '../../components/SiteHeader.js';

/** The page around the card: the public header (without login links) and the narrow main. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="page page--muted">
      <SiteHeader showAuthLinks={false} />
      <main id="main" className="page__main page__main--narrow">
        {children}
      </main>
    </div>
  );
}

/** The page's card: its heading (the page's h1), an intro line and the form. */
export function AuthCard({ title, intro, children }: { title: ReactNode; intro: ReactNode; children: ReactNode }) {
  return (
    <section className="card auth-card" aria-labelledby="auth-title">
      <h1 id="auth-title">{title}</h1>
      <p className="muted">{intro}</p>
      {children}
    </section>
  );
}

/**
 * The links under a card: an optional first line (`lead`, e.g. "Already have an account? Login"),
 * then "Back to login" and/or "← Back to home".
 */
export function AuthLinks({ lead, toLogin = false, toHome = false }: { lead?: ReactNode; toLogin?: boolean; toHome?: boolean }) {
  return (
    <div className="auth-card__links">
      {lead ? <p>{lead}</p> : null}
      {toLogin ? (
        <p>
          <Link to="/login" className="text-link">
            <Trans>Back to login</Trans>
          </Link>
        </p>
      ) : null}
      {toHome ? (
        <p>
          <Link to="/" className="text-link">
            <Trans>← Back to home</Trans>
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/**
 * Layout of the login, register and password pages: public header and a centred card. The frame
 * is rendered once by the pathless `_auth` layout route; each page fills in its card.
 */
import type { ReactNode } from 'react';
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

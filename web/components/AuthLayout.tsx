import type { ReactNode } from 'react';
import { SiteHeader } from './SiteHeader.js';

/** Layout of login and register: public header and a centred card. */
export function AuthLayout({ title, intro, children }: { title: ReactNode; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="page page--muted">
      <SiteHeader showAuthLinks={false} />
      <main id="main" className="page__main page__main--narrow">
        <section className="card auth-card" aria-labelledby="auth-title">
          <h1 id="auth-title">{title}</h1>
          <p className="muted">{intro}</p>
          {children}
        </section>
      </main>
    </div>
  );
}

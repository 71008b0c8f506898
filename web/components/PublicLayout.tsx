/**
 * Frame of every public page (landing, service, legal and 404 pages): sticky site header,
 * `<main id="main">` and the site footer.
 */
import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter.js';
import { SiteHeader } from './SiteHeader.js';

export function PublicLayout({ children, mainClassName }: { children: ReactNode; mainClassName?: string }) {
  return (
    <div className="page">
      <SiteHeader />
      <main id="main" className={mainClassName}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

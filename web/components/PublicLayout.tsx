/**
 * Frame of every public page (landing, service, legal and 404 pages): sticky site header,
 * `<main id="main">` and the site footer.
 */
import type { ReactNode } from 'react';
import { SiteHeader } from './SiteHeader.js';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="page">
      <SiteHeader />
      <main id="main">{children}</main>
    </div>
  );
}

/**
 * A frame's row of section links under its header (the portal's and the console's navigation),
 * the current section's link underlined. The links are the caller's: each has the class
 * `nav-tabs__link`, and `nav-tabs__link--current` while its section is shown. `className` names
 * the frame's own adjustments (admin.css, portal.css).
 */
import type { ReactNode } from 'react';
import './nav-tabs.css';

export function NavTabs({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <nav className={`nav-tabs ${className}`} aria-label={label}>
      <ul className="nav-tabs__list">{children}</ul>
    </nav>
  );
}

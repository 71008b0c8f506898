/**
 * A breadcrumb trail (service and glossary pages): the ancestors as links, then the current page
 * (`aria-current="page"`). Texts come translated from the caller.
 */
import type { ReactNode } from 'react';

export function Breadcrumb({ label, trail, current, currentLang }: { label: string; trail: ReactNode[]; current: ReactNode; currentLang?: string }) {
  return (
    <nav className="service-breadcrumb" aria-label={label}>
      <ol>
        {trail.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
        <li>
          <span aria-current="page" lang={currentLang}>
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}

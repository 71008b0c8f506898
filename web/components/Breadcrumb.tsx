/**
 * A breadcrumb trail (service and glossary pages): the home page and the other ancestors as links,
 * then the current page (`aria-current="page"`). Texts come translated from the caller.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from './Link.js';

/**
 * `trail`: the ancestors below the home page, as links; `current`: the page's own name, in
 * `currentLang` where that differs from the page's.
 */
export function Breadcrumb({ trail, current, currentLang }: { trail: ReactNode[]; current: ReactNode; currentLang?: string }) {
  const { t } = useLingui();
  const home = (
    <Link to="/">
      <Trans>Home</Trans>
    </Link>
  );
  return (
    <nav className="service-breadcrumb" aria-label={t`Breadcrumb`}>
      <ol>
        {[home, ...trail].map((item, index) => (
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

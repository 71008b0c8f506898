/**
 * Footer of the public pages (spec section 2): quick links to the landing page's services,
 * packages, about and contact sections; the four service pages; English/Deutsch buttons;
 * privacy, terms and legal notice links and "Withdraw from contract" (the withdrawal function,
 * § 356a BGB); copyright with the current year.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { LANGUAGE_NAMES, LANGUAGES } from '#shared/constants.js';
import { SERVICE_SLUGS } from '../lib/service-slugs.js';
import { useChangeLanguage } from '../i18n/use-change-language.js';
import { useLanguage } from '../i18n/use-language.js';
import { PRODUCT_NAME } from '../lib/brand.js';
import { LegalLinks } from './LegalLinks.js';
import { Link } from './Link.js';
import { SERVICE_TITLES } from '../seo/titles.js';
import type { SectionId } from '../lib/scroll.js';
import { SectionLink, useSectionLabels } from './SectionLink.js';

/** The sections the footer links to (spec section 2). */
const QUICK_LINKS: SectionId[] = ['services', 'packages', 'about', 'contact'];

export function SiteFooter() {
  const { t, i18n } = useLingui();
  const sectionLabels = useSectionLabels();
  const language = useLanguage();
  const changeLanguage = useChangeLanguage();
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="site-footer__inner site-footer__grid">
        <div className="site-footer__about">
          <p className="site-footer__brand">{PRODUCT_NAME}</p>
          <p className="muted">
            <Trans>
              English and German help with German tax documents for expats, freelancers and small businesses. We translate and explain; we do not provide tax
              advice.
            </Trans>
          </p>
        </div>
        <FooterNav label={t`Quick links`}>
          {QUICK_LINKS.map((section) => (
            <li key={section}>
              <SectionLink section={section}>{sectionLabels[section]}</SectionLink>
            </li>
          ))}
        </FooterNav>
        <FooterNav label={t`Our services`}>
          {SERVICE_SLUGS.map((slug) => (
            <li key={slug}>
              <Link to={`/services/${slug}`}>{i18n._(SERVICE_TITLES[slug])}</Link>
            </li>
          ))}
          <li>
            <Link to="/tools/deadline-calculator">
              <Trans>Deadline calculator</Trans>
            </Link>
          </li>
          <li>
            <Link to="/glossary">
              <Trans>Tax glossary</Trans>
            </Link>
          </li>
        </FooterNav>
        <div>
          <h2 className="site-footer__heading">
            <Trans>Language</Trans>
          </h2>
          <div className="site-footer__languages">
            {LANGUAGES.map((code) => (
              <Button
                key={code}
                className="button button--small button--secondary"
                lang={code}
                aria-pressed={language === code}
                onPress={() => void changeLanguage(code)}
              >
                {LANGUAGE_NAMES[code]}
              </Button>
            ))}
          </div>
        </div>
      </div>
      <div className="site-footer__inner site-footer__bottom">
        <p suppressHydrationWarning>
          © {year} {PRODUCT_NAME}. <Trans>All rights reserved.</Trans>
        </p>
        <LegalLinks className="site-footer__legal" />
      </div>
    </footer>
  );
}

/** One of the footer's link lists: a navigation landmark named `label`, its heading (the same words) and its links (`children`, list items). */
function FooterNav({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label}>
      <h2 className="site-footer__heading">{label}</h2>
      <ul className="site-footer__list">{children}</ul>
    </nav>
  );
}

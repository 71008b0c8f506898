/**
 * Footer of the public pages (spec section 2): quick links to the landing page's services,
 * packages, about and contact sections; the four service pages; English/Deutsch buttons;
 * privacy, terms and legal notice links; copyright with the current year.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'react-aria-components';
import { useChangeLanguage } from '../i18n/use-change-language.js';
import { useLanguage } from '../i18n/use-language.js';
import { PRODUCT_NAME } from '../lib/brand.js';
import { Link } from './Link.js';
import { SectionLink } from './SectionLink.js';

export function SiteFooter() {
  const { t } = useLingui();
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
              English and German help with German tax documents for expats, freelancers and small businesses. We
              translate and explain; we do not provide tax advice.
            </Trans>
          </p>
        </div>
        <nav aria-label={t`Quick links`}>
          <h2 className="site-footer__heading">
            <Trans>Quick links</Trans>
          </h2>
          <ul className="site-footer__list">
            <li>
              <SectionLink section="services">
                <Trans>Services</Trans>
              </SectionLink>
            </li>
            <li>
              <SectionLink section="packages">
                <Trans>Packages</Trans>
              </SectionLink>
            </li>
            <li>
              <SectionLink section="about">
                <Trans>About</Trans>
              </SectionLink>
            </li>
            <li>
              <SectionLink section="contact">
                <Trans>Contact</Trans>
              </SectionLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t`Our services`}>
          <h2 className="site-footer__heading">
            <Trans>Our services</Trans>
          </h2>
          <ul className="site-footer__list">
            <li>
              <Link to="/services/tax-return-translation">
                <Trans>Tax Return Translation</Trans>
              </Link>
            </li>
            <li>
              <Link to="/services/finanzamt-support">
                <Trans>Finanzamt Support</Trans>
              </Link>
            </li>
            <li>
              <Link to="/services/business-formation">
                <Trans>Business Formation</Trans>
              </Link>
            </li>
            <li>
              <Link to="/services/appeals-objections">
                <Trans>Appeals &amp; Objections</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__heading">
            <Trans>Language</Trans>
          </h2>
          <div className="site-footer__languages">
            <Button
              className="button button--small button--secondary"
              lang="en"
              aria-pressed={language === 'en'}
              onPress={() => void changeLanguage('en')}
            >
              English
            </Button>
            <Button
              className="button button--small button--secondary"
              lang="de"
              aria-pressed={language === 'de'}
              onPress={() => void changeLanguage('de')}
            >
              Deutsch
            </Button>
          </div>
        </div>
      </div>
      <div className="site-footer__inner site-footer__bottom">
        <p suppressHydrationWarning>
          © {year} {PRODUCT_NAME}. <Trans>All rights reserved.</Trans>
        </p>
        <ul className="site-footer__legal">
          <li>
            <Link to="/privacy-policy">
              <Trans>Privacy Policy</Trans>
            </Link>
          </li>
          <li>
            <Link to="/terms-of-service">
              <Trans>Terms of Service</Trans>
            </Link>
          </li>
          <li>
            <Link to="/legal-notice">
              <Trans>Legal Notice</Trans>
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}

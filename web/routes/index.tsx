import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import {
  CLAIMS,
  PACKAGES,
  PURCHASE_VALIDITY_MONTHS,
  TIME_INCREMENT_MINUTES,
} from '../../src/shared/constants.js';
import { Link } from '../components/Link.js';
import { SiteHeader } from '../components/SiteHeader.js';
import { useCachedUser } from '../features/auth/use-cached-user.js';
import { localizedPackageName, PACKAGE_COPY, responseMessage } from '../features/marketing/package-copy.js';
import { useLanguage } from '../i18n/use-language.js';
import { PRODUCT_NAME } from '../lib/brand.js';
import { formatEuros } from '../lib/format.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(null);
  const language = useLanguage();
  // Cache only (no auth.me call on the public page): a Dashboard link after a login.
  const user = useCachedUser();
  const months = PURCHASE_VALIDITY_MONTHS;
  const minutes = TIME_INCREMENT_MINUTES;
  const year = new Date().getFullYear();

  return (
    <div className="page">
      <SiteHeader showAuthLinks={!user}>
        <Link to="/" hash="packages" className="nav-link nav-link--hide-small">
          <Trans>Packages</Trans>
        </Link>
        {user ? (
          <Link to="/dashboard" className="button button--primary button--small">
            <Trans>Dashboard</Trans>
          </Link>
        ) : null}
      </SiteHeader>

      <main id="main">
        <section className="hero" aria-labelledby="hero-title">
          <div className="hero__inner">
            <p className="eyebrow">
              <Trans>English and German help with German taxes</Trans>
            </p>
            <h1 id="hero-title">
              <Trans>Understand your German tax documents</Trans>
            </h1>
            <p className="hero__lead">
              <Trans>
                We translate and explain your Steuerbescheid, Finanzamt letters and tax returns in plain English,
                and support freelancers and small businesses with VAT returns and business registration.
              </Trans>
            </p>
            <div className="hero__actions">
              <Link to="/" hash="packages" className="button button--primary button--large">
                <Trans>View Packages</Trans>
              </Link>
              <Link to="/register" className="button button--secondary button--large">
                <Trans>Create an account</Trans>
              </Link>
            </div>
            <ul className="claims" aria-label={t`Our track record`}>
              <li>
                <strong>{CLAIMS.expatsServed}</strong>
                <span>
                  <Trans>expats served</Trans>
                </span>
              </li>
              <li>
                <strong>{CLAIMS.yearsExperience}</strong>
                <span>
                  <Trans>years of experience</Trans>
                </span>
              </li>
              <li>
                <strong>{CLAIMS.satisfaction}</strong>
                <span>
                  <Trans>client satisfaction</Trans>
                </span>
              </li>
            </ul>
          </div>
        </section>

        <section id="packages" className="section" aria-labelledby="packages-title">
          <div className="section__inner">
            <h2 id="packages-title">
              <Trans>Packages</Trans>
            </h2>
            <p className="section__lead muted">
              <Trans>
                Buy a bundle of expert hours and use them for questions, translations and Finanzamt
                correspondence. Hours are valid for {months} months from purchase; time is tracked in {minutes}-minute
                increments.
              </Trans>
            </p>
            <ul className="package-grid">
              {PACKAGES.map((pkg) => {
                const copy = PACKAGE_COPY[pkg.name];
                const hours = pkg.hours;
                const name = localizedPackageName(pkg.name, language);
                return (
                  <li key={pkg.name} className={`card package-card${pkg.popular ? ' package-card--popular' : ''}`}>
                    {pkg.popular ? (
                      <span className="badge badge--accent package-card__badge">
                        <Trans>Most Popular</Trans>
                      </span>
                    ) : null}
                    <h3 className="package-card__name">{name}</h3>
                    <p className="package-card__price">
                      <span className="package-card__amount">{formatEuros(pkg.priceCents, language)}</span>
                      <span className="package-card__hours">
                        <Trans>{hours} hours</Trans>
                      </span>
                    </p>
                    <p className="muted">{i18n._(copy.description)}</p>
                    <p className="package-card__response">{i18n._(responseMessage(pkg))}</p>
                    <ul className="check-list">
                      {copy.features.map((feature) => (
                        <li key={feature.id}>{i18n._(feature)}</li>
                      ))}
                    </ul>
                    <Link
                      to="/register"
                      className={`button button--block ${pkg.popular ? 'button--primary' : 'button--secondary'}`}
                    >
                      <Trans>Get Started</Trans>
                    </Link>
                  </li>
                );
              })}
            </ul>
            <p className="fine-print muted">
              <Trans>All prices plus German VAT.</Trans>
            </p>
          </div>
        </section>
      </main>

      <footer className="site-footer">
        <div className="site-footer__inner">
          <p>
            © {year} {PRODUCT_NAME}
          </p>
          <p className="muted">
            <Trans>We translate and explain German tax documents. We do not provide tax advice.</Trans>
          </p>
        </div>
      </footer>
    </div>
  );
}

/**
 * The packages (spec section 9 table), from PACKAGES in src/shared/constants.ts (the values the
 * server seeds): name in the page language, price, hours, response time, features, Most
 * Popular on Professional, and Get Started scrolling to the contact form.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { PACKAGES, PURCHASE_VALIDITY_MONTHS, TIME_INCREMENT_MINUTES } from '#shared/constants.js';
import { SectionLink } from '../../components/SectionLink.js';
import { useLanguage } from '../../i18n/use-language.js';
import { formatEuros } from '#shared/format.js';
import { localizedPackageName, PACKAGE_COPY, responseMessage } from '../packages/package-copy.js';

export function PackagesSection() {
  const { i18n } = useLingui();
  const language = useLanguage();
  const months = PURCHASE_VALIDITY_MONTHS;
  const minutes = TIME_INCREMENT_MINUTES;

  return (
    <section id="packages" className="section landing-section landing-section--muted" aria-labelledby="packages-title">
      <div className="section__inner">
        <header className="landing-section__header">
          <h2 id="packages-title">
            <Trans>Packages</Trans>
          </h2>
          <p className="section__lead muted">
            <Trans>
              Buy a bundle of expert hours and use them for questions, translations and Finanzamt correspondence. Hours are valid for {months} months from
              purchase.
            </Trans>
          </p>
        </header>
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
                <SectionLink section="contact" className={`button button--block ${pkg.popular ? 'button--primary' : 'button--secondary'}`}>
                  <Trans>Get Started</Trans>
                  <span className="visually-hidden"> – {name}</span>
                </SectionLink>
              </li>
            );
          })}
        </ul>
        <p className="fine-print muted">
          <Trans>All prices are net and subject to German VAT. Time is tracked in {minutes}-minute increments.</Trans>
        </p>
      </div>
    </section>
  );
}

/**
 * The packages (spec section 9 table) from the catalogue the firm keeps in the console
 * (web/features/packages/catalog.ts): name, description and features in the page language, the
 * gross price first with the VAT rate and the net price beside it (consumers must see the total
 * price, § 3 PAngV), hours, response time, "Most Popular" on the package marked so, and Get
 * Started leading to the package's order page.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { PURCHASE_VALIDITY_MONTHS, TIME_INCREMENT_MINUTES } from '#shared/constants.js';
import { formatEuros } from '#shared/format.js';
import { priceWithVat } from '#shared/orders/pricing.js';
import { useLanguage } from '../../i18n/use-language.js';
import { localizedDescription, localizedFeatures, localizedPackageName, orderPath, responseMessage, useCatalog } from '../packages/index.js';
import { LandingSection } from './LandingSection.js';
import { Badge } from '../../components/Badge.js';

export function PackagesSection() {
  const { i18n } = useLingui();
  const language = useLanguage();
  const { packages, vatRatePercent } = useCatalog();
  const months = PURCHASE_VALIDITY_MONTHS;
  const minutes = TIME_INCREMENT_MINUTES;
  const vat = vatRatePercent;

  return (
    <LandingSection
      id="packages"
      tone="muted"
      title={<Trans>Packages</Trans>}
      lead={
        <Trans>
          Buy a bundle of expert hours and use them for questions, translations and explanations of your Finanzamt letters. Purchased hours are valid for{' '}
          {months} months from payment.
        </Trans>
      }
    >
      <ul className="package-grid">
        {packages.map((pkg) => {
          const hours = pkg.hours;
          const name = localizedPackageName(pkg, language);
          const description = localizedDescription(pkg, language);
          const price = priceWithVat(pkg.price, vatRatePercent);
          const net = formatEuros(price.netCents, language, true);
          return (
            <li key={pkg.id} className={`card package-card${pkg.popular ? ' package-card--popular' : ''}`}>
              {pkg.popular ? (
                <Badge tone="accent" className="package-card__badge">
                  <Trans>Most Popular</Trans>
                </Badge>
              ) : null}
              <h3 className="package-card__name">{name}</h3>
              <p className="package-card__price">
                <span className="package-card__amount">{formatEuros(price.grossCents, language, true)}</span>
                <span className="package-card__hours">
                  <Trans>{hours} hours</Trans>
                </span>
              </p>
              <p className="package-card__tax">
                <Trans>incl. {vat}% VAT</Trans> · <Trans>{net} net</Trans>
              </p>
              {description ? <p className="muted">{description}</p> : null}
              <p className="package-card__response">{i18n._(responseMessage(pkg))}</p>
              <ul className="check-list">
                {localizedFeatures(pkg, language).map((feature, index) => (
                  <li key={index}>{feature}</li>
                ))}
              </ul>
              <a href={orderPath(pkg)} className={`button button--block ${pkg.popular ? 'button--primary' : 'button--secondary'}`}>
                <Trans>Get Started</Trans>
                <span className="visually-hidden"> – {name}</span>
              </a>
            </li>
          );
        })}
      </ul>
      <p className="fine-print muted">
        <Trans>
          Prices include {vat}% German VAT (Umsatzsteuer); the net price is shown beside each. Time is tracked in {minutes}-minute increments.
        </Trans>
      </p>
    </LandingSection>
  );
}

/**
 * "Buy hours" (`/order`): the packages of the catalogue, each with its total price, leading to its
 * order page, and extra hours at the standard hourly rate (`/order/extra-hours`, decision record 071).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { PURCHASE_VALIDITY_MONTHS } from '#shared/constants.js';
import { formatEuros } from '#shared/format.js';
import type { Catalog } from '#shared/packages/catalog.schema.js';
import { priceWithVat } from '#shared/orders/pricing.js';
import { EXTRA_HOURS_MAX, extraHoursPrice } from '#shared/orders/extra-hours.js';
import { EmptyState } from '../../components/States.js';
import { Link } from '../../components/Link.js';
import { useLanguage } from '../../i18n/use-language.js';
import { localizedDescription, localizedFeatures, localizedPackageName, responseMessage } from '../packages/index.js';
import './orders.css';
import { Badge } from '../../components/Badge.js';

export function PackageChoice({ catalog }: { catalog: Catalog }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const rate = catalog.vatRatePercent;
  const months = PURCHASE_VALIDITY_MONTHS;
  if (catalog.packages.length === 0) {
    return (
      <>
        <EmptyState title={<Trans>No packages are on sale at the moment.</Trans>}>
          <p>
            <Trans>
              Please{' '}
              <Link to="/" hash="contact" className="text-link">
                contact us
              </Link>
              .
            </Trans>
          </p>
        </EmptyState>
        <ExtraHoursOption catalog={catalog} />
      </>
    );
  }
  return (
    <>
      <ul className="package-choice">
        {catalog.packages.map((pkg) => {
          const name = localizedPackageName(pkg, language);
          const price = priceWithVat(pkg.price, rate);
          const total = formatEuros(price.grossCents, language, true);
          const net = formatEuros(price.netCents, language, true);
          const hours = pkg.hours;
          const description = localizedDescription(pkg, language);
          return (
            <li key={pkg.id} className={`card package-option${pkg.popular ? ' package-option--popular' : ''}`}>
              <div className="package-option__head">
                <h2 className="package-option__name">{name}</h2>
                {pkg.popular ? (
                  <Badge tone="accent">
                    <Trans>Most Popular</Trans>
                  </Badge>
                ) : null}
              </div>
              <p className="package-option__price">
                <span className="package-option__amount">{total}</span>{' '}
                <span className="muted">
                  <Trans>
                    incl. {rate} % VAT ({net} net)
                  </Trans>
                </span>
              </p>
              <p className="package-option__hours">
                <Trans>
                  {hours} hours, valid for {months} months
                </Trans>
              </p>
              {description ? <p className="muted">{description}</p> : null}
              <ul className="check-list">
                <li>{i18n._(responseMessage(pkg))}</li>
                {localizedFeatures(pkg, language).map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <Link
                to="/order/$packageId"
                params={{ packageId: pkg.id }}
                className={`button button--block ${pkg.popular ? 'button--primary' : 'button--secondary'} package-option__action`}
              >
                <Trans>Choose {name}</Trans>
              </Link>
            </li>
          );
        })}
      </ul>
      <ExtraHoursOption catalog={catalog} />
      <p className="muted package-choice__note">
        <Trans>Prices include VAT. Businesses see the net price and the VAT on their invoice.</Trans>
      </p>
    </>
  );
}

/** Extra hours at the standard hourly rate beside the packages: the gross price of one hour first, then the net, and the way to their order page. */
function ExtraHoursOption({ catalog }: { catalog: Catalog }) {
  const language = useLanguage();
  const price = extraHoursPrice(1, catalog.hourlyRateCents, catalog.vatRatePercent);
  const total = formatEuros(price.grossCents, language, true);
  const net = formatEuros(price.netCents, language, true);
  const rate = catalog.vatRatePercent;
  const months = PURCHASE_VALIDITY_MONTHS;
  const max = EXTRA_HOURS_MAX;
  return (
    <section className="card package-option extra-hours-option" aria-labelledby="extra-hours-title">
      <div className="extra-hours-option__text">
        <h2 id="extra-hours-title" className="package-option__name">
          <Trans>Extra hours</Trans>
        </h2>
        <p className="package-option__price">
          <span className="package-option__amount">{total}</span>{' '}
          <span className="muted">
            <Trans>
              per hour, incl. {rate} % VAT ({net} net)
            </Trans>
          </span>
        </p>
        <p className="muted">
          <Trans>
            Need just a few more hours? Buy 1 to {max} hours at our standard hourly rate, valid for {months} months, with or without a package. They bring no
            package features such as a faster response time.
          </Trans>
        </p>
      </div>
      <Link to="/order/extra-hours" className="button button--secondary extra-hours-option__action">
        <Trans>Choose extra hours</Trans>
      </Link>
    </section>
  );
}

/**
 * The dashboard's notice on an active package that is at least 80% used or expires within 30
 * days (`purchaseNotices` decides), with the ways to more hours from the terms:
 * "Buy hours" (the packages to order) or "Buy extra hours" at the standard hourly rate (decision record 071).
 */
import { Plural, Trans } from '@lingui/react/macro';
import { formatDate, formatHours, intlLocale } from '#shared/format.js';
import { purchaseNotices } from '#shared/purchases/hours.js';
import type { Purchase } from '#shared/purchases/purchases.schema.js';
import { Link } from '../../components/Link.js';
import { useLanguage } from '../../i18n/use-language.js';
import { BuyHoursLink } from './BuyHoursLink.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export function PurchaseNotice({ purchase, now }: { purchase: Purchase; now: Date }) {
  const language = useLanguage();
  const expiresAt = new Date(purchase.expiresAt);
  const { nearlyUsed, expiringSoon } = purchaseNotices({ hoursTotal: purchase.hoursTotal, hoursUsed: purchase.hoursUsed, expiresAt }, now);
  if (!nearlyUsed && !expiringSoon) return null;

  // Rounded down: 79.6% used is not shown as 80%.
  const share = Math.floor((purchase.hoursUsed / purchase.hoursTotal) * 100) / 100;
  const percent = new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 0 }).format(share);
  const remaining = formatHours(purchase.hoursRemaining, language);
  const expires = formatDate(expiresAt, language);
  const days = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));

  return (
    <div className="notice" role="status">
      <p className="notice__title">
        <span className="notice__icon" aria-hidden="true">
          !
        </span>
        {nearlyUsed && expiringSoon ? (
          <Trans>Running low on hours and expiring soon</Trans>
        ) : nearlyUsed ? (
          <Trans>Running low on hours</Trans>
        ) : (
          <Trans>Expiring soon</Trans>
        )}
      </p>
      {nearlyUsed ? (
        <p className="notice__text">
          <Trans>
            You have used {percent} of this package's hours; {remaining} h remain.
          </Trans>
        </p>
      ) : null}
      {expiringSoon ? (
        <p className="notice__text">
          <Plural
            value={days}
            one={`This package expires in # day, on ${expires}. Unused hours expire with it.`}
            other={`This package expires in # days, on ${expires}. Unused hours expire with it.`}
          />
        </p>
      ) : null}
      <p className="notice__text">
        <Trans>Need more hours? Upgrade to a larger package, or buy 1 to 20 extra hours at our standard hourly rate.</Trans>
      </p>
      <div className="notice__actions">
        <BuyHoursLink className="button button--primary button--small" />
        <Link to="/order/extra-hours" className="button button--secondary button--small">
          <Trans>Buy extra hours</Trans>
        </Link>
        <Link to="/" hash="contact" className="button button--secondary button--small">
          <Trans>Contact us</Trans>
        </Link>
      </div>
    </div>
  );
}

/**
 * /terms-of-service: the general terms (Allgemeine Geschäftsbedingungen) for the hour packages and
 * extra hours. The packages, the VAT rate and the standard hourly rate come from the catalogue the firm keeps in the console
 * (web/features/packages/catalog.ts); other numbers from the shared constants
 * (TIME_INCREMENT_MINUTES, PURCHASE_VALIDITY_MONTHS, RESPONSE_PROMISE_HOURS); company details from
 * firm.
 *
 * Operator notes (not shown to visitors). These are SAMPLE terms: have them reviewed by a lawyer
 * before going live, in particular:
 * - The expiry of prepaid hours after PURCHASE_VALIDITY_MONTHS months, without refund: German
 *   courts have struck down a one-year expiry of prepaid credit in consumer terms (e.g. OLG
 *   München, 29 U 3193/07). The clause states the validity plainly; its enforceability against
 *   consumers is not guaranteed.
 * - Prices are stated as net price, VAT and total price including VAT (the total is what the
 *   Price Indication Ordinance, PAngV, requires towards consumers).
 * - The right of withdrawal: the order process must provide the statutory withdrawal
 *   instructions, the model withdrawal form, the express request to start early with the
 *   acknowledgement of § 356 (4) BGB and, for contracts concluded online from 19 June 2026, the
 *   withdrawal function ("withdrawal button", § 356a BGB).
 * - The boundary to tax advice reserved by the StBerG (§§ 2, 3, 5 StBerG): the services and the
 *   package texts describe translation, explanation and help understanding and organising
 *   documents; preparing returns, lodging objections and tax planning need a licensed adviser.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { PURCHASE_VALIDITY_MONTHS, RESPONSE_PROMISE_HOURS, TIME_INCREMENT_MINUTES } from '#shared/constants.js';
import { Link } from '../../components/Link.js';
import { useLanguage } from '../../i18n/use-language.js';
import { formatEuros } from '#shared/format.js';
import { priceWithVat } from '#shared/orders/pricing.js';
import { EXTRA_HOURS_MAX, EXTRA_HOURS_MIN, extraHoursPrice } from '#shared/orders/extra-hours.js';
import { LEGAL_TITLES } from '../../seo/titles.js';
import { localizedPackageName, responseMessage, useCatalog, useFirm } from '../packages/index.js';
import { LegalLayout, NoDisputeResolution, NumberedSections, type NumberedSection } from './LegalLayout.js';
import { DescriptionRow } from '../../components/DescriptionRow.js';

export function TermsOfServicePage() {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const { packages, vatRatePercent, hourlyRateCents } = useCatalog();
  const vat = vatRatePercent;
  // Extra hours at the standard hourly rate (decision record 071).
  const hourly = extraHoursPrice(1, hourlyRateCents, vatRatePercent);
  const rateNet = formatEuros(hourly.netCents, language, true);
  const rateGross = formatEuros(hourly.grossCents, language, true);
  const extraMin = EXTRA_HOURS_MIN;
  const extraMax = EXTRA_HOURS_MAX;
  const firm = useFirm();

  const legalName = firm.legalName;
  const email = firm.email;
  const seat = firm.address.city;
  const minutes = TIME_INCREMENT_MINUTES;
  const months = PURCHASE_VALIDITY_MONTHS;
  const promiseHours = RESPONSE_PROMISE_HOURS;

  const sections: NumberedSection[] = [
    {
      id: 'scope',
      title: t`Scope and provider`,
      content: (
        <>
          <p>
            <Trans>
              These terms of service apply to all contracts for services that you conclude with {legalName} (“we”, “us”) through this website or our client
              portal. Our address and further contact details are given in the{' '}
              <Link to="/legal-notice" className="legal-link">
                legal notice
              </Link>
              .
            </Trans>
          </p>
          <p>
            <Trans>
              They apply to consumers and businesses alike, unless a clause says otherwise. Differing terms of our clients apply only if we have expressly
              agreed to them.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'services',
      title: t`Our services`,
      content: (
        <>
          <p>
            <Trans>
              We translate and explain German tax documents and letters from the tax office (Finanzamt) in English or German, help you understand and organise
              them, and explain VAT returns and business registration to freelancers and small businesses. Your questions are answered by the experts of our
              firm.
            </Trans>
          </p>
          <p className="legal-callout">
            <Trans>
              We do not provide tax advice (Steuerberatung) or any other assistance in tax matters that the German Tax Advisory Act (Steuerberatungsgesetz,
              StBerG) reserves for tax advisers and other authorised persons: we do not prepare or file tax returns, do not lodge objections on your behalf and
              do not represent you before the tax office. If your matter requires such advice, we tell you and refer you to a tax adviser (Steuerberater).
            </Trans>
          </p>
          <p>
            <Trans>
              The scope of each package is described in our{' '}
              <Link to="/" hash="packages" className="legal-link">
                package overview
              </Link>
              . The presentation of the packages on our website is not a binding offer; the contract is concluded when we confirm your order.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'packages',
      title: t`Packages and prices`,
      content: (
        <>
          <p>
            <Trans>We offer the following hour packages:</Trans>
          </p>
          <ul className="legal-packages">
            {packages.map((pkg) => {
              const price = priceWithVat(pkg.price, vatRatePercent);
              return (
                <li key={pkg.id} className="legal-package">
                  <h3 className="legal-package__name">{localizedPackageName(pkg, language)}</h3>
                  <dl className="legal-package__facts">
                    <DescriptionRow label={<Trans>Hours included</Trans>}>{pkg.hours}</DescriptionRow>
                    <DescriptionRow label={<Trans>Price (net)</Trans>}>{formatEuros(price.netCents, language, true)}</DescriptionRow>
                    <DescriptionRow label={<Trans>VAT ({vat}%)</Trans>}>{formatEuros(price.vatCents, language, true)}</DescriptionRow>
                    <DescriptionRow valueClassName="legal-package__total" label={<Trans>Total price (incl. VAT)</Trans>}>
                      {formatEuros(price.grossCents, language, true)}
                    </DescriptionRow>
                    <DescriptionRow label={<Trans>Response time</Trans>}>{i18n._(responseMessage(pkg))}</DescriptionRow>
                  </dl>
                </li>
              );
            })}
          </ul>
          <p>
            <Trans>
              Prices are in euros. The total price includes German VAT (Umsatzsteuer) at the rate shown, {vat}%; the VAT rate in force when you order applies.
              Your invoice states the net price, the VAT and the total.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'time-tracking',
      title: t`Time tracking`,
      content: (
        <p>
          <Trans>
            We record the time our experts spend on your matters, for example reading and translating documents, researching and writing answers, in increments
            of {minutes} minutes. Every increment that has been started counts in full. The recorded time is deducted from the hours of your package; your
            dashboard shows the hours used and remaining.
          </Trans>
        </p>
      ),
    },
    {
      id: 'validity',
      title: t`Validity of purchased hours`,
      content: (
        <>
          <p>
            <Trans>
              Purchased hours are valid for {months} months from payment. Hours that have not been used by the end of this period expire. Unused hours are not
              refunded and cannot be transferred to another person. Your dashboard shows the expiry date of each package.
            </Trans>
          </p>
          <p>
            <Trans>Your statutory rights, in particular the right of withdrawal for consumers, remain unaffected.</Trans>
          </p>
        </>
      ),
    },
    {
      id: 'additional-hours',
      title: t`Additional hours`,
      content: (
        <>
          <p>
            <Trans>
              If you need more time, you can buy another package at any time, including a larger one. Its hours are added to the hours you have; hours you
              already have stay valid until their own expiry date, and the price of hours you have not used is not credited or refunded.
            </Trans>
          </p>
          <p>
            <Trans>
              You can also buy extra hours at our standard hourly rate of {rateNet} net per hour ({rateGross} including {vat}% VAT): in your client portal under
              “Buy hours”, or directly on the page{' '}
              <Link to="/order/extra-hours" className="legal-link">
                Buy extra hours
              </Link>
              , from {extraMin} to {extraMax} hours per order. Extra hours are ordered, paid for, invoiced and can be withdrawn from in the same way as a
              package, and are valid for {months} months from payment. They do not include any package features: the response time of your package stays as it
              is, and without a package our general response time applies.
            </Trans>
          </p>
          <p>
            <Trans>We notify you when your remaining hours are about to run out.</Trans>
          </p>
        </>
      ),
    },
    {
      id: 'response-times',
      title: t`Response times`,
      content: (
        <>
          <p>
            <Trans>
              We reply to inquiries and questions within {promiseHours} hours on business days. Where your package states a different response time (see
              “Packages and prices” above), that response time applies to your questions in the client portal.
            </Trans>
          </p>
          <p>
            <Trans>
              Business days are Monday to Friday, except public holidays in Berlin. A response time is the time until our first substantive reply. Complex
              matters may take longer to answer in full; in that case we tell you when to expect the complete answer.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'calls',
      title: t`Calls`,
      content: (
        <>
          <p>
            <Trans>
              If your package includes calls, you can book a call of 15, 30, 45 or 60 minutes with one of our experts in your client portal, at one of the free
              times shown there and at most four weeks ahead. If your package includes a call every quarter, we invite you by email each quarter to book it. You
              receive the invitation for your calendar by email, with the video link or the telephone number to call.
            </Trans>
          </p>
          <p>
            <Trans>
              The time of a call is deducted from the hours of your package like any other time our experts spend on your matters. You can move or cancel a call
              in your client portal free of charge up to 24 hours before it begins. If you move or cancel it later, or do not attend, we may deduct the booked
              length of the call from your hours.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'client-duties',
      title: t`Your duties as a client`,
      content: (
        <>
          <ul className="legal-list">
            <li>
              <Trans>
                Send us complete and legible documents and give us correct information. Our translations and explanations are based on what you send us.
              </Trans>
            </li>
            <li>
              <Trans>Tell us about any deadline as early as possible and send time-critical documents promptly.</Trans>
            </li>
            <li>
              <Trans>Keep your login details confidential.</Trans>
            </li>
          </ul>
          <p className="legal-callout">
            <Trans>
              You remain responsible for meeting the deadlines set by the tax office or by law, for example the one-month deadline for lodging an objection
              (Einspruch) against a tax assessment. Our response times do not extend any deadline.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      title: t`Liability`,
      content: (
        <>
          <p>
            <Trans>
              We are liable without limitation for damage caused intentionally or through gross negligence, for injury to life, body or health, under the German
              Product Liability Act (Produkthaftungsgesetz) and where we have given a guarantee.
            </Trans>
          </p>
          <p>
            <Trans>
              In cases of slight negligence, we are liable only for the breach of an essential contractual obligation, that is an obligation whose fulfilment
              makes the proper performance of the contract possible in the first place and on whose fulfilment you may regularly rely. In that case our
              liability is limited to the damage that was foreseeable and typical for this kind of contract when the contract was concluded.
            </Trans>
          </p>
          <p>
            <Trans>These limitations also apply to the personal liability of our employees, experts and agents.</Trans>
          </p>
        </>
      ),
    },
    {
      id: 'withdrawal',
      title: t`Right of withdrawal for consumers`,
      content: (
        <>
          <p>
            <Trans>
              If you are a consumer (§ 13 of the German Civil Code, BGB), you have the statutory right to withdraw from a contract concluded online or by other
              means of distance communication without giving any reason. The withdrawal period is 14 days from the day the contract is concluded.
            </Trans>
          </p>
          <p>
            <Trans>
              To exercise this right, inform us of your decision to withdraw by a clear statement, for example an email to{' '}
              <a className="legal-link" href={`mailto:${email}`}>
                {email}
              </a>
              . It is sufficient to send the withdrawal before the period has expired.
            </Trans>
          </p>
          <p>
            <Trans>
              If you have expressly requested that we begin the service during the withdrawal period, you pay an amount in proportion to the services provided
              until you inform us of the withdrawal. Your right of withdrawal expires once we have fully performed the service, provided that you expressly
              agreed that we begin before the end of the withdrawal period and confirmed that you are aware that you lose your right of withdrawal once the
              contract has been fully performed.
            </Trans>
          </p>
          <p>
            <Trans>
              The complete{' '}
              <Link to="/withdrawal-instructions" className="legal-link">
                withdrawal instructions and the model withdrawal form
              </Link>{' '}
              are available before you order; we also send them with the confirmation of your order.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'data-protection',
      title: t`Data protection`,
      content: (
        <p>
          <Trans>
            We process your personal data as described in our{' '}
            <Link to="/privacy-policy" className="legal-link">
              privacy policy
            </Link>
            .
          </Trans>
        </p>
      ),
    },
    {
      id: 'law',
      title: t`Governing law, place of jurisdiction and dispute resolution`,
      content: (
        <>
          <p>
            <Trans>
              These terms and all contracts with us are governed by the law of the Federal Republic of Germany, excluding the UN Convention on Contracts for the
              International Sale of Goods (CISG). If you are a consumer with your habitual residence in another country, you keep the protection of the
              mandatory provisions of the law of that country.
            </Trans>
          </p>
          <p>
            <Trans>
              If you are a merchant (Kaufmann), a legal entity under public law or a special fund under public law, the exclusive place of jurisdiction for all
              disputes arising from the contract is {seat}.
            </Trans>
          </p>
          <NoDisputeResolution />
        </>
      ),
    },
  ];

  return (
    <LegalLayout title={i18n._(LEGAL_TITLES['/terms-of-service'])}>
      <NumberedSections sections={sections} />
    </LegalLayout>
  );
}

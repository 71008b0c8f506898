/**
 * /legal-notice: the Impressum (provider identification per § 5 DDG, which replaced § 5 TMG in
 * May 2024), with the person responsible for editorial content (§ 18 (2) MStV) and the
 * consumer dispute resolution statement (§ 36 VSBG).
 *
 * Every company detail comes from COMPANY (src/shared/company.ts).
 * Operator notes (not shown to visitors):
 * - The EU online dispute resolution (ODR) platform was shut down in July 2025, so no link to it
 *   is given (the duty to link it under Art. 14 of Regulation (EU) 524/2013 ended with it).
 * - The § 36 VSBG statement says the company is neither willing nor obliged to take part in
 *   consumer arbitration; change it if the company ever joins an arbitration board.
 * - Have the final text reviewed by a lawyer before going live.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { COMPANY } from '#shared/company.js';
import { Link } from '../../components/Link.js';
import { useLanguage } from '../../i18n/use-language.js';
import { LEGAL_TITLES } from '../../seo/titles.js';
import { CompanyAddress, FactList, LegalLayout, LegalSection, MailLink, PhoneLink, formatNameList } from './LegalLayout.js';

export function LegalNoticePage() {
  const { i18n, t } = useLingui();
  const language = useLanguage();

  const legalForm = COMPANY.legalForm;
  const seat = COMPANY.address.city;
  const names = formatNameList(COMPANY.representatives, language);
  const phone = COMPANY.phone;
  const vatId = COMPANY.vatId;

  return (
    <LegalLayout title={i18n._(LEGAL_TITLES['/legal-notice'])}>
      <LegalSection id="provider" title={t`Information pursuant to § 5 DDG (German Digital Services Act)`}>
        <CompanyAddress />
        <FactList
          items={[
            { key: 'form', label: <Trans>Legal form</Trans>, value: legalForm },
            { key: 'seat', label: <Trans>Registered office</Trans>, value: seat },
          ]}
        />
      </LegalSection>

      <LegalSection id="representatives" title={t`Represented by`}>
        <FactList
          items={[
            {
              key: 'managing-directors',
              // Two messages rather than a plural: the German label is the same for one or more.
              label: COMPANY.representatives.length === 1 ? t`Managing director` : t`Managing directors`,
              value: names,
            },
          ]}
        />
      </LegalSection>

      <LegalSection id="contact" title={t`Contact`}>
        <FactList
          items={[
            { key: 'email', label: <Trans>Email</Trans>, value: <MailLink email={COMPANY.email} /> },
            {
              key: 'phone',
              label: <Trans>Phone</Trans>,
              value: phone ? <PhoneLink phone={phone} /> : <Trans>Available after consultation booking</Trans>,
            },
          ]}
        />
        <p>
          <Trans>
            You can also reach us through the{' '}
            <Link to="/" hash="contact" className="legal-link">
              contact form
            </Link>{' '}
            on our home page.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="register" title={t`Commercial register`}>
        <FactList
          items={[
            { key: 'court', label: <Trans>Register court</Trans>, value: COMPANY.register.court },
            { key: 'number', label: <Trans>Register number</Trans>, value: COMPANY.register.number },
          ]}
        />
      </LegalSection>

      <LegalSection id="vat-id" title={t`VAT identification number`}>
        <p>
          <Trans>VAT identification number pursuant to § 27a of the German VAT Act (Umsatzsteuergesetz): {vatId}</Trans>
        </p>
      </LegalSection>

      <LegalSection id="content-responsible" title={t`Responsible for the content pursuant to § 18 (2) MStV (German Interstate Media Treaty)`}>
        <CompanyAddress firstLine={COMPANY.contentResponsible} />
      </LegalSection>

      <LegalSection id="dispute-resolution" title={t`Consumer dispute resolution`}>
        <p>
          <Trans>
            We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (§ 36 of the German Consumer
            Dispute Resolution Act, VSBG).
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="services-note" title={t`Note on our services`}>
        <p>
          <Trans>
            We translate and explain German tax documents and letters from the tax office (Finanzamt). We do not provide tax advice (Steuerberatung) within the
            meaning of the German Tax Advisory Act (Steuerberatungsgesetz, StBerG). Where your matter requires a tax adviser, we will tell you.
          </Trans>
        </p>
      </LegalSection>
    </LegalLayout>
  );
}

/**
 * /legal-notice: the Impressum (provider identification per § 5 DDG, which replaced § 5 TMG in
 * May 2024), with the person responsible for editorial content (§ 18 (2) MStV) and the
 * consumer dispute resolution statement (§ 36 VSBG).
 *
 * Every company detail comes from the firm's details kept in the console (`useFirm()`, src/shared/firm/firm.ts).
 * Operator notes (not shown to visitors):
 * - The EU online dispute resolution (ODR) platform was shut down in July 2025, so no link to it
 *   is given (the duty to link it under Art. 14 of Regulation (EU) 524/2013 ended with it).
 * - The § 36 VSBG statement says the company is neither willing nor obliged to take part in
 *   consumer arbitration; change it if the company ever joins an arbitration board.
 * - Have the final text reviewed by a lawyer before going live.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../components/Link.js';
import { useLanguage } from '../../i18n/use-language.js';
import { LEGAL_TITLES } from '../../seo/titles.js';
import { CompanyAddress, FactList, LegalLayout, LegalSection, MailLink, NoDisputeResolution, PhoneLink, formatNameList } from './LegalLayout.js';
import { useFirm } from '../packages/index.js';

export function LegalNoticePage() {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const firm = useFirm();

  const legalForm = firm.legalForm;
  const seat = firm.address.city;
  const names = formatNameList(firm.representatives, language);
  const phone = firm.phone;
  const vatId = firm.vatId;

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
              label: firm.representatives.length === 1 ? t`Managing director` : t`Managing directors`,
              value: names,
            },
          ]}
        />
      </LegalSection>

      <LegalSection id="contact" title={t`Contact`}>
        <FactList
          items={[
            { key: 'email', label: <Trans>Email</Trans>, value: <MailLink email={firm.email} /> },
            {
              key: 'phone',
              label: <Trans>Phone</Trans>,
              value: <PhoneLink phone={phone} />,
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

      {firm.register ? (
        <LegalSection id="register" title={t`Commercial register`}>
          <FactList
            items={[
              { key: 'court', label: <Trans>Register court</Trans>, value: firm.register.court },
              { key: 'number', label: <Trans>Register number</Trans>, value: firm.register.number },
            ]}
          />
        </LegalSection>
      ) : null}

      {vatId ? (
        <LegalSection id="vat-id" title={t`VAT identification number`}>
          <p>
            <Trans>VAT identification number pursuant to § 27a of the German VAT Act (Umsatzsteuergesetz): {vatId}</Trans>
          </p>
        </LegalSection>
      ) : null}

      <LegalSection id="content-responsible" title={t`Responsible for the content pursuant to § 18 (2) MStV (German Interstate Media Treaty)`}>
        <CompanyAddress firstLine={firm.contentResponsible} />
      </LegalSection>

      <LegalSection id="dispute-resolution" title={t`Consumer dispute resolution`}>
        <NoDisputeResolution />
      </LegalSection>

      <LegalSection id="services-note" title={t`Note on our services`}>
        <p>
          <Trans>
            We translate and explain German tax documents and letters from the tax office (Finanzamt), in English or German, and help our clients understand and
            organise them. We do not provide tax advice (Steuerberatung) or any other assistance in tax matters reserved to tax advisers by the German Tax
            Advisory Act (Steuerberatungsgesetz, StBerG, §§ 2, 3). Where your matter requires a tax adviser, we tell you and refer you to a Steuerberater.
          </Trans>
        </p>
      </LegalSection>
    </LegalLayout>
  );
}

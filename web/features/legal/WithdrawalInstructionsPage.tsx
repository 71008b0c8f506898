/**
 * /withdrawal-instructions: the withdrawal instructions (Widerrufsbelehrung) and the model
 * withdrawal form (Muster-Widerrufsformular) for the hour packages, readable before the order
 * (Art. 246a § 1 (2) no. 1 and § 4 (1) EGBGB, § 312d BGB) and printable. The legal text comes from
 * src/shared/orders/withdrawal-instructions.ts, the same source as the order confirmation e-mail;
 * the firm's name, address, phone and e-mail from the console (`useFirm()`).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'react-aria-components';
import { withdrawalInstructions } from '#shared/orders/withdrawal-instructions.js';
import { Link } from '../../components/Link.js';
import { useLanguage } from '../../i18n/use-language.js';
import { LEGAL_TITLES } from '../../seo/titles.js';
import { useFirm } from '../packages/index.js';
import { LegalLayout, LegalSection } from './LegalLayout.js';

/** Stands for the withdrawal function's address in the shared text; the page shows a link there. */
const WITHDRAW_LINK = '\u0000withdraw\u0000';

export function WithdrawalInstructionsPage() {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const firm = useFirm();
  const text = withdrawalInstructions(language, firm, WITHDRAW_LINK);

  /** A paragraph, with the withdrawal function's address as a link to /withdraw. */
  function paragraph(value: string) {
    const [before, after] = value.split(WITHDRAW_LINK);
    if (after === undefined) return value;
    return (
      <>
        {before}
        <Link to="/withdraw" className="legal-link">
          {t`Withdraw from contract`}
        </Link>
        {after}
      </>
    );
  }

  return (
    <LegalLayout
      title={i18n._(LEGAL_TITLES['/withdrawal-instructions'])}
      intro={
        <p>
          <Trans>
            These are the withdrawal instructions and the model withdrawal form for our hour packages. Please read them before you order; we also send them with
            the confirmation of your order. The right of withdrawal applies to consumers.
          </Trans>
        </p>
      }
    >
      <div className="withdrawal-instructions__actions">
        <Button className="button button--secondary button--small" onPress={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
      </div>
      {text.sections.map((section, index) => (
        <LegalSection key={section.heading} id={index === 0 ? 'right-of-withdrawal' : 'effects-of-withdrawal'} title={section.heading}>
          {section.paragraphs.map((p) => (
            <p key={p.slice(0, 40)}>{paragraph(p)}</p>
          ))}
        </LegalSection>
      ))}
      <LegalSection id="model-withdrawal-form" title={text.form.heading}>
        <div className="model-form">
          <p>{text.form.note}</p>
          <p>{text.form.to}</p>
          <p className="model-form__declaration">{text.form.lines[0]}</p>
          {/* Room to name the service on a printed copy. */}
          <div aria-hidden="true" className="model-form__blank" />
          <dl className="model-form__fields">
            {text.form.lines.slice(1).map((line) => (
              <div key={line} className="model-form__field">
                <dt>{line}</dt>
                <dd aria-hidden="true" className="model-form__blank" />
              </div>
            ))}
          </dl>
          <p className="model-form__footnote">{text.form.footnote}</p>
        </div>
      </LegalSection>
    </LegalLayout>
  );
}

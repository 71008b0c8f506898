/**
 * A letter's deadlines (computed by the server's deadline engine from the confirmed fields): each
 * with its last day in the page's language, the days left and its state (soon, due today, in the
 * payment's grace period, overdue), the steps with their legal rules behind "How we calculated
 * this", and "Add to calendar" (.ics, web/features/tools/ics.ts). A payment's card says what to
 * pay, to whom and with which reference (from the letter's fields; where the letter's bank details
 * are not known, where to find them on it), and so does its calendar entry. While the date, the
 * delivery way or the Land are not confirmed, it says which fields to confirm instead.
 */
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { formatLongDate } from '#shared/deadlines/explain.js';
import type { Language } from '#shared/constants.js';
import { formatEuros } from '#shared/format.js';
import type { LetterDeadline, LetterField, LetterFields } from '#shared/letters/letters.schema.js';
import { useLanguage } from '../../i18n/use-language.js';
import { withGlossaryRefs } from '../glossary/index.js';
import { downloadDeadlineIcs } from '../tools/index.js';
import { DeadlineBadge, deadlineStatusToday } from './DeadlineBadge.js';
import { formatIban } from '../../lib/format.js';
import { DEADLINE_TITLES, FIELD_LABELS, PAYMENT_LABELS } from './labels.js';

/** What a payment deadline's card shows: the letter's amount and bank details (null when not known). */
type PaymentDetails = Pick<LetterFields, 'amountDueCents' | 'payee' | 'iban' | 'bic' | 'paymentReference'>;

/**
 * The payment's lines as label and value: the amount, the payee, IBAN, BIC and reference where
 * known; `missingBank` when neither an IBAN nor a reference is known (then the card says where to
 * find them on the letter).
 */
function paymentLines(p: PaymentDetails, language: Language, i18n: I18n): { lines: [string, string][]; missingBank: boolean } {
  const lines: [string, string][] = [];
  const label = (k: keyof typeof PAYMENT_LABELS) => i18n._(PAYMENT_LABELS[k]);
  if (p.amountDueCents !== null) lines.push([label('amount'), formatEuros(p.amountDueCents, language, true)]);
  if (p.payee) lines.push([label('payee'), p.payee]);
  if (p.iban) lines.push([label('iban'), formatIban(p.iban)]);
  if (p.bic) lines.push([label('bic'), p.bic]);
  if (p.paymentReference) lines.push([label('reference'), p.paymentReference]);
  return { lines, missingBank: !p.iban || !p.paymentReference };
}

export function LetterDeadlines({
  letter,
  letterName,
}: {
  /** Its deadlines, the fields still to confirm for them, and its amount to pay and bank details (a payment deadline). */
  letter: { deadlines: LetterDeadline[]; missingForDeadlines: LetterField[]; fields: PaymentDetails };
  /** The letter's name, for the calendar entry. */
  letterName: string;
}) {
  const { i18n } = useLingui();
  const { deadlines, missingForDeadlines: missing, fields: payment } = letter;
  if (missing.length > 0) {
    const names = missing.map((f) => i18n._(FIELD_LABELS[f]));
    return (
      <div className="deadline-missing">
        <p>
          <Trans>To calculate the deadlines, we need these details confirmed:</Trans>
        </p>
        <ul className="deadline-missing__list">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
        <p>
          {/* The fields form's section, on the client's and the expert's letter page. */}
          <a className="text-link" href="#letter-details">
            <Trans>Check and confirm the details</Trans>
          </a>
        </p>
      </div>
    );
  }
  if (deadlines.length === 0) {
    return (
      <p className="muted">
        <Trans>This letter sets no deadline that we can calculate from its details.</Trans>
      </p>
    );
  }
  return (
    <ul className="deadline-list">
      {deadlines.map((deadline) => (
        <DeadlineCard key={`${deadline.kind}-${deadline.date}`} deadline={deadline} letterName={letterName} payment={payment} />
      ))}
    </ul>
  );
}

function DeadlineCard({ deadline, letterName, payment }: { deadline: LetterDeadline; letterName: string; payment: PaymentDetails }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const { status } = deadlineStatusToday(deadline);
  const title = i18n._(DEADLINE_TITLES[deadline.kind]);
  const on = (date: string) => formatLongDate(date, language);
  const pay = deadline.kind === 'payment' ? paymentLines(payment, language, i18n) : null;
  return (
    <li className={`deadline-card deadline-card--${status}`}>
      <div className="deadline-card__head">
        <h3 className="deadline-card__title">{title}</h3>
        <DeadlineBadge date={deadline.date} graceEndsOn={deadline.graceEndsOn} />
      </div>
      <p className="deadline-card__date">
        <time dateTime={deadline.date}>{on(deadline.date)}</time>
      </p>
      {deadline.deliveredOn ? (
        <p className="deadline-card__fact">{withGlossaryRefs(t`The letter counts as delivered (Bekanntgabe) on ${on(deadline.deliveredOn)}.`)}</p>
      ) : null}
      {pay ? (
        <>
          <dl className="payment-details">
            {pay.lines.map(([label, value]) => (
              <div key={label} className="payment-details__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {pay.missingBank ? (
            <p className="deadline-card__fact">
              <Trans>
                The bank details are printed on the letter, usually at its foot under “Bankverbindung”; give the reference the letter asks for (often your
                Steuernummer and the tax). Add them under the letter’s details to keep them here.
              </Trans>
            </p>
          ) : null}
        </>
      ) : null}
      {deadline.graceEndsOn ? (
        <p className="deadline-card__fact">
          <Trans>No late-payment surcharge for a bank transfer credited by {on(deadline.graceEndsOn)}.</Trans>
        </p>
      ) : null}
      <HowWeCalculated steps={deadline.steps} />
      <Button
        className="button button--secondary button--small"
        onPress={() =>
          void downloadDeadlineIcs(
            { deadline: deadline.date },
            t`${title}: ${letterName}`,
            [
              ...(pay ? pay.lines.map(([label, value]) => `${label}: ${value}`) : []),
              ...(pay?.missingBank ? [t`Bank details: see the letter (Bankverbindung).`] : []),
              t`From your Finanzamt letter in the client portal. Check the dates against the letter.`,
            ].join('\n'),
          )
        }
      >
        <Trans>Add to calendar (.ics)</Trans>
      </Button>
    </li>
  );
}

/**
 * "How we calculated this": the deadline's steps with their legal rules, behind a disclosure button
 * (WAI-ARIA's disclosure pattern: `aria-expanded`, `aria-controls`). Written with react-aria's
 * Button alone: react-aria's Disclosure and Heading would add three chunks (about 25 kB) to what
 * a letter's page loads before its first paint (docs/decisions/030-the-view-in-the-first-frame.md).
 * The steps are rendered when opened.
 */
function HowWeCalculated({ steps }: { steps: LetterDeadline['steps'] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="deadline-card__how">
      <h4 className="deadline-card__how-heading">
        <Button
          id={`${id}-toggle`}
          className="link-button deadline-card__how-toggle"
          aria-expanded={open}
          aria-controls={`${id}-steps`}
          onPress={() => setOpen(!open)}
        >
          <Trans>How we calculated this</Trans>
          <span aria-hidden="true">{open ? ' ▴' : ' ▾'}</span>
        </Button>
      </h4>
      <div id={`${id}-steps`} role="group" aria-labelledby={`${id}-toggle`} hidden={!open}>
        {open ? (
          <ol className="deadline-steps">
            {steps.map((step, index) => (
              <li key={`${index}-${step.date}`}>
                <p className="deadline-steps__rule">{step.rule}</p>
                <p>{withGlossaryRefs(step.explanation)}</p>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </div>
  );
}

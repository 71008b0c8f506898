/**
 * "Details of the letter" on the client's letter page. Once every value is confirmed (none is only
 * recognised) and nothing is missing for the deadlines, the details are a list to read, with
 * "Correct details"; otherwise, or once the client chooses to correct them, they are the form to
 * check and confirm. The form (its fields, selects and validation) is a chunk of its own, loaded
 * when it is shown (docs/decisions/041-confirmed-details-as-text.md).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState, type RefObject } from 'react';
import { Button } from 'react-aria-components';
import { DescriptionRow } from '../../components/DescriptionRow.js';
import { STATE_NAMES, formatLongDate } from '#shared/deadlines/explain.js';
import { LETTER_TYPE_INFO } from '#shared/letters/letter-types.js';
import { LETTER_FIELDS, type LetterField } from '#shared/letters/fields.js';
import type { Letter, LetterFields } from '#shared/letters/letters.schema.js';
import type { Language } from '#shared/constants.js';
import type { I18n } from '@lingui/core';
import { useLanguage } from '../../i18n/use-language.js';
import { formatEuroInput, formatIban } from '../../lib/format.js';
import { DELIVERY_LABELS, FIELD_LABELS, SOURCE_LABELS, YES_NO } from './labels.js';
import { SourceChip } from './LetterParts.js';
import { isReading } from './queries.js';
import { loadOnIntent } from '../../lib/lazy-view.js';

const loadForm = () => import('./LetterDetailsForm.js');
const LetterDetailsForm = lazy(() => loadForm().then((m) => ({ default: m.LetterDetailsForm })));

/**
 * Whether a letter's details are settled: read, every value the client's or the expert's (none only
 * recognised), and nothing missing for the deadlines. Such details are shown as a list.
 */
function detailsSettled(letter: Pick<Letter, 'readingStatus' | 'sources' | 'missingForDeadlines'>): boolean {
  const sources = Object.values(letter.sources);
  return !isReading(letter) && letter.missingForDeadlines.length === 0 && sources.length > 0 && !sources.includes('recognized');
}

/** A field's value as the list shows it, in the page's language; null when the letter has none. */
function fieldText(fields: LetterFields, field: LetterField, language: Language, i18n: I18n): string | null {
  switch (field) {
    case 'letterType':
      return fields.letterType ? LETTER_TYPE_INFO[fields.letterType].name[language] : null;
    case 'letterDate':
    case 'dueDate': {
      const date = fields[field];
      return date ? formatLongDate(date, language) : null;
    }
    case 'delivery':
      return fields.delivery ? i18n._(DELIVERY_LABELS[fields.delivery]) : null;
    case 'state':
      return fields.state ? STATE_NAMES[fields.state][language] : null;
    case 'amountDueCents':
    case 'refundCents': {
      const cents = fields[field];
      // The label names the currency ("Amount to pay (€)"): the number as the form shows it.
      return cents === null ? null : formatEuroInput(cents, language);
    }
    case 'iban':
      return fields.iban ? formatIban(fields.iban) : null;
    case 'hasInstructions':
      return fields.hasInstructions === null ? null : i18n._(fields.hasInstructions ? YES_NO.yes : YES_NO.no);
    case 'taxYear':
      return fields.taxYear === null ? null : String(fields.taxYear);
    default:
      return fields[field];
  }
}

/**
 * The section: the list of settled details with "Correct details", or the form. After a confirmation
 * that settles them, the list comes back; on saving, the focus moves to the deadlines' heading
 * (`deadlinesRef`), on "Cancel" back to "Correct details".
 */
export function LetterDetails({ letter, deadlinesRef }: { letter: Letter; deadlinesRef: RefObject<HTMLHeadingElement | null> }) {
  const [correcting, setCorrecting] = useState(false);
  const correctRef = useRef<HTMLButtonElement>(null);
  const settled = detailsSettled(letter);
  const showList = settled && !correcting;

  return (
    <section className="card letter-section" id="letter-details" aria-labelledby="details-title">
      <h2 id="details-title">
        <Trans>Details of the letter</Trans>
      </h2>
      {isReading(letter) ? (
        <p className="muted">
          <Trans>The details appear here as soon as the letter has been read.</Trans>
        </p>
      ) : showList ? (
        <>
          <p className="muted">
            <Trans>These details are confirmed; the deadlines are calculated from them.</Trans>
          </p>
          <LetterFacts letter={letter} />
          <Button ref={correctRef} className="button button--secondary" {...loadOnIntent(loadForm)} onPress={() => setCorrecting(true)}>
            <Trans>Correct details</Trans>
          </Button>
        </>
      ) : (
        <>
          <p className="muted">
            <Trans>Check every detail against your letter, correct what is wrong, and confirm. Deadlines are calculated only from confirmed details.</Trans>
          </p>
          <Suspense
            fallback={
              <p className="muted" role="status">
                <Trans>Loading the form...</Trans>
              </p>
            }
          >
            <LetterDetailsForm
              letter={letter}
              // Opened by "Correct details": its first field takes the focus.
              focusFirst={correcting}
              onConfirmed={(saved) => {
                if (detailsSettled(saved)) setCorrecting(false);
                deadlinesRef.current?.focus();
              }}
              onCancel={
                settled
                  ? () => {
                      setCorrecting(false);
                      requestAnimationFrame(() => correctRef.current?.focus());
                    }
                  : undefined
              }
            />
          </Suspense>
        </>
      )}
    </section>
  );
}

/** The letter's details that have a value, as a description list; a value an expert corrected says so. */
function LetterFacts({ letter }: { letter: Letter }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const rows = LETTER_FIELDS.flatMap((field) => {
    const text = fieldText(letter.fields, field, language, i18n);
    return text === null ? [] : [{ field, text }];
  });
  return (
    <dl className="letter-facts">
      {rows.map(({ field, text }) => (
        <DescriptionRow key={field} className="letter-facts__row" label={i18n._(FIELD_LABELS[field])}>
          <span className="letter-facts__value">{text}</span>
          {letter.sources[field] === 'expert' ? (
            <>
              {' '}
              <SourceChip source="expert" label={i18n._(SOURCE_LABELS.expert)} />
            </>
          ) : null}
        </DescriptionRow>
      ))}
    </dl>
  );
}

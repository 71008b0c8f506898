/**
 * One letter as its client sees it: how far reading it has come, what the type of letter is, its
 * deadlines, the expert's explanation, the details to check and confirm, its pages, questions to
 * an expert about it, and "Mark as done" / "Reopen". While its files are being read, the letter
 * is asked for again every READING_POLL_MS (the page announces when reading ends).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Letter } from '#shared/letters/letters.schema.js';
import { translateMessageKey } from '../../i18n/server-messages.js';
import { useLanguage } from '../../i18n/use-language.js';
import { useAfterPaint } from '../../lib/after-paint.js';
import { hasNavigated } from '../../lib/navigation.js';
import { formatCalendarDate } from '../../lib/format.js';
import { letterName } from './labels.js';
import { LetterStateBadges } from './DeadlineBadge.js';
import { LetterDeadlines } from './LetterDeadlines.js';
import { LetterAnswer } from './LetterAnswer.js';
import { LetterDetails } from './LetterDetails.js';
import { LetterTypeExplanation } from './LetterParts.js';
import { isReading } from './queries.js';
import './letters.css';

/**
 * The side column (pages, the ask form with the document picker, done, the delete dialog): a chunk
 * requested once the facts have been painted (docs/decisions/028-portal-pages-paint-first.md); it
 * comes after everything above it (no layout shift). The details render once the facts have been
 * painted, as a list when confirmed, else as a form of its own chunk (LetterDetails.tsx).
 */
const LetterSide = lazy(() => import('./LetterViewMore.js').then((m) => ({ default: m.LetterSide })));

export function LetterView({ letter }: { letter: Letter }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const painted = useAfterPaint();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deadlinesRef = useRef<HTMLHeadingElement>(null);
  const name = letterName(letter.fields.letterType, language, i18n);

  // A page reached inside the app: focus its heading, so screen readers start here.
  useEffect(() => {
    if (hasNavigated()) headingRef.current?.focus();
  }, [letter.id]);

  const sub = [letter.fields.finanzamt, letter.fields.letterDate ? formatCalendarDate(letter.fields.letterDate, language) : null].filter(Boolean).join(' · ');

  return (
    <div className="letter-page">
      <div className="page-title letter-page__title">
        <h1 ref={headingRef} tabIndex={-1}>
          {name}
        </h1>
        {sub ? <p className="muted">{sub}</p> : null}
        <p className="letter-page__badges">
          <LetterStateBadges explained={letter.answer ? <Trans>Explained by your expert</Trans> : null} done={Boolean(letter.doneAt)} />
        </p>
      </div>

      <ReadingStatus letter={letter} />

      <div className="letter-page__grid">
        <div className="letter-page__main">
          <section className="card letter-section" aria-labelledby="deadlines-title">
            <h2 id="deadlines-title" ref={deadlinesRef} tabIndex={-1}>
              <Trans>Deadlines</Trans>
            </h2>
            {isReading(letter) ? (
              <p className="muted">
                <Trans>The deadlines follow once the letter has been read and you have confirmed its details.</Trans>
              </p>
            ) : (
              <LetterDeadlines letter={letter} letterName={name} />
            )}
          </section>

          {letter.answer ? (
            <section className="card letter-section letter-section--answer" aria-labelledby="answer-title">
              <h2 id="answer-title">
                <Trans>Your expert’s explanation</Trans>
              </h2>
              <LetterAnswer answer={letter.answer} />
            </section>
          ) : null}

          {letter.fields.letterType ? (
            <section className="card letter-section" aria-labelledby="type-title">
              <h2 id="type-title">
                <Trans>What is this letter?</Trans>
              </h2>
              <LetterTypeExplanation type={letter.fields.letterType} />
            </section>
          ) : null}

          {painted ? <LetterDetails letter={letter} deadlinesRef={deadlinesRef} /> : null}
        </div>

        <div className="letter-page__side">
          {painted ? (
            <Suspense fallback={null}>
              <LetterSide letter={letter} name={name} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * Reading the letter's files: in progress (announced), failed or not available here; once read,
 * a reminder to check what was recognised until every recognised value is confirmed.
 */
function ReadingStatus({ letter }: { letter: Letter }) {
  const { i18n } = useLingui();
  const reading = isReading(letter);
  // Whether this page saw the reading in progress (then the end of it is announced, found or not).
  const [sawReading, setSawReading] = useState(reading);
  if (reading && !sawReading) setSawReading(true);
  const message = letter.readingErrorKey ? translateMessageKey(i18n, letter.readingErrorKey) : null;
  const toCheck = Object.values(letter.sources).includes('recognized');
  const found = Object.keys(letter.sources).length > 0;
  return (
    <div className="letter-reading" role="status" aria-live="polite">
      {reading ? (
        <p className="letter-notice letter-reading__busy">
          <span className="spinner" aria-hidden="true" />
          <span>
            <Trans>Reading your letter… This usually takes a few seconds.</Trans>
          </span>
        </p>
      ) : letter.readingStatus === 'failed' ? (
        <p className="letter-notice letter-notice--warning">{message ?? <Trans>We could not read this letter; please enter the date.</Trans>}</p>
      ) : letter.readingStatus === 'off' ? (
        <p className="letter-notice letter-notice--warning">
          {message ?? <Trans>Automatic reading of photos and scans is switched off here; please enter the details by hand.</Trans>}
        </p>
      ) : letter.readingStatus === 'done' && letter.readingErrorKey ? (
        <p className="letter-notice letter-notice--warning">{message}</p>
      ) : letter.readingStatus === 'done' && toCheck ? (
        <p className="letter-notice letter-notice--success">
          <Trans>The letter has been read. Please check the recognised details below.</Trans>
        </p>
      ) : letter.readingStatus === 'done' && sawReading && !found ? (
        <p className="letter-notice letter-notice--warning">
          <Trans>The letter has been read, but we found no details in it. Please enter them below.</Trans>
        </p>
      ) : null}
    </div>
  );
}

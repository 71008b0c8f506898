/**
 * One letter as its client sees it: how far reading it has come, what the type of letter is, its
 * deadlines, the expert's explanation, the details to check and confirm, its pages, questions to
 * an expert about it, and "Mark as done" / "Reopen". While its files are being read, the letter
 * is asked for again every READING_POLL_MS (the page announces when reading ends).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { AskAboutLetterInputSchema, type Letter, type LetterFields } from '#shared/letters/letters.schema.js';
import { formatDate } from '#shared/format.js';
import { translateMessageKey } from '../../i18n/server-messages.js';
import { useLanguage } from '../../i18n/use-language.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useServerForm } from '../../lib/use-server-form.js';
import { AskInfoNotice } from '../questions/AskInfoNotice.js';
import { MessageWithDocuments } from '../questions/MessageWithDocuments.js';
import { QuestionCard } from '../questions/QuestionCard.js';
import { formatCalendarDate } from './format.js';
import { letterName } from './labels.js';
import { DeleteLetterDialog } from './DeleteLetterDialog.js';
import { LetterDeadlines } from './LetterDeadlines.js';
import { LetterFieldsForm } from './LetterFieldsForm.js';
import { LetterAnswer } from './LetterAnswer.js';
import { LetterPages, LetterTypeExplanation } from './LetterParts.js';
import { isReading } from './queries.js';
import './letters.css';

export function LetterView({ letter }: { letter: Letter }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deadlinesRef = useRef<HTMLHeadingElement>(null);
  const name = letterName(letter.fields.letterType, language, i18n);

  // A new page: focus its heading, so screen readers start here after the navigation.
  useEffect(() => {
    headingRef.current?.focus();
  }, [letter.id]);

  const update = trpc.letters.update.useMutation({
    onSuccess: (saved) => {
      utils.letters.get.setData({ id: saved.id, lang: language }, saved);
      void utils.letters.list.invalidate();
    },
  });

  async function confirm(fields: Partial<LetterFields>) {
    const saved = await update.mutateAsync({ id: letter.id, fields });
    // Only "confirmed" when the deadlines can be calculated; otherwise say that something is missing
    // (the deadlines section names it until it is given).
    if (saved.missingForDeadlines.length > 0)
      toast.info(msg`Details saved`, msg`Some details are still missing for the deadlines: see the list under Deadlines.`);
    else toast.success(msg`Details confirmed`, msg`The deadlines are calculated from the confirmed details.`);
    // The deadlines are what the client came for: move there.
    deadlinesRef.current?.focus();
  }

  const sub = [letter.fields.finanzamt, letter.fields.letterDate ? formatCalendarDate(letter.fields.letterDate, language) : null].filter(Boolean).join(' · ');

  return (
    <div className="letter-page">
      <div className="page-title letter-page__title">
        <h1 ref={headingRef} tabIndex={-1}>
          {name}
        </h1>
        {sub ? <p className="muted">{sub}</p> : null}
        <p className="letter-page__badges">
          {letter.answer ? (
            <span className="badge badge--success">
              <Trans>Explained by your expert</Trans>
            </span>
          ) : null}
          {letter.doneAt ? (
            <span className="badge badge--accent">
              <span aria-hidden="true">✓ </span>
              <Trans>Done</Trans>
            </span>
          ) : null}
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
              <LetterDeadlines
                deadlines={letter.deadlines}
                missing={letter.missingForDeadlines}
                letterName={name}
                detailsHref="#letter-details"
                payment={letter.fields}
              />
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

          <section className="card letter-section" id="letter-details" aria-labelledby="details-title">
            <h2 id="details-title">
              <Trans>Details of the letter</Trans>
            </h2>
            {isReading(letter) ? (
              <p className="muted">
                <Trans>The details appear here as soon as the letter has been read.</Trans>
              </p>
            ) : (
              <>
                <p className="muted">
                  <Trans>
                    Check every detail against your letter, correct what is wrong, and confirm. Deadlines are calculated only from confirmed details.
                  </Trans>
                </p>
                <LetterFieldsForm
                  key={JSON.stringify([letter.fields, letter.sources])}
                  fields={letter.fields}
                  sources={letter.sources}
                  mode="client"
                  save={confirm}
                  isSaving={update.isPending}
                  labelledBy="details-title"
                />
              </>
            )}
          </section>
        </div>

        <div className="letter-page__side">
          <section className="card letter-section" aria-labelledby="pages-title">
            <h2 id="pages-title">
              <Trans>Pages</Trans>
            </h2>
            <LetterPages pages={letter.pages} />
          </section>
          <AskAboutLetter letter={letter} />
          <DoneToggle letter={letter} />
          <DeleteLetterDialog letter={letter} name={name} />
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

/** "Ask an expert about this letter" and the questions asked so far, with their answers. */
function AskAboutLetter({ letter }: { letter: Letter }) {
  const { t } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const { formRef, errors, clear, validate, showServerErrors } = useServerForm();
  const [question, setQuestion] = useState('');
  const [documentIds, setDocumentIds] = useState<string[]>([]);

  const ask = trpc.letters.ask.useMutation({
    onSuccess: async () => {
      setQuestion('');
      setDocumentIds([]);
      toast.success(msg`Question submitted`, msg`We'll respond to your question soon.`);
      await Promise.all([utils.letters.get.invalidate({ id: letter.id, lang: language }), utils.questions.list.invalidate()]);
    },
    onError: (error) => {
      showServerErrors(error);
      toast.error(msg`Submission failed`, msg`Failed to submit question. Please try again.`);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(AskAboutLetterInputSchema, { id: letter.id, question, documentIds });
    if (input) ask.mutate(input);
  }

  return (
    <section className="card letter-section" aria-labelledby="ask-letter-title">
      <h2 id="ask-letter-title">
        <Trans>Ask an expert about this letter</Trans>
      </h2>
      <Form ref={formRef} className="form" validationBehavior="aria" validationErrors={errors} onSubmit={onSubmit}>
        <AskInfoNotice />
        <MessageWithDocuments
          name="question"
          label={t`Your question`}
          description={t`An expert sees the letter with your question.`}
          value={question}
          onChange={setQuestion}
          documentIds={documentIds}
          onDocumentIdsChange={setDocumentIds}
          errors={errors}
          clear={clear}
          isPending={ask.isPending}
          submitLabel={<Trans>Ask an expert</Trans>}
          pendingLabel={<Trans>Submitting...</Trans>}
        />
      </Form>
      {letter.questions.length > 0 ? (
        <>
          <h3 className="letter-section__subheading">
            <Trans>Your questions about this letter</Trans>
          </h3>
          <ul className="question-list">
            {[...letter.questions].reverse().map((q) => (
              <QuestionCard key={q.id} question={q} withLink />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** "Mark as done" (no more reminders) or "Reopen". */
function DoneToggle({ letter }: { letter: Letter }) {
  const language = useLanguage();
  const utils = trpc.useUtils();
  const done = letter.doneAt !== null;
  const doneOn = letter.doneAt ? formatDate(letter.doneAt, language) : '';
  const setDone = trpc.letters.setDone.useMutation({
    onSuccess: (saved) => {
      utils.letters.get.setData({ id: saved.id, lang: language }, saved);
      void utils.letters.list.invalidate();
      toast.success(saved.doneAt ? msg`Marked as done` : msg`Letter reopened`);
    },
    onError: () => toast.error(msg`Something went wrong`, msg`An error occurred. Please try again.`),
  });
  return (
    <section className="card letter-section" aria-labelledby="done-title">
      <h2 id="done-title">{done ? <Trans>Done</Trans> : <Trans>Finished with this letter?</Trans>}</h2>
      <p className="muted">
        {done ? (
          <Trans>
            You marked this letter as done on <time dateTime={letter.doneAt ?? ''}>{doneOn}</time>. We send no more reminders for it.
          </Trans>
        ) : (
          <Trans>Mark it as done when you have dealt with it; we then stop sending reminders about its deadlines.</Trans>
        )}
      </p>
      <Button className="button button--secondary" isDisabled={setDone.isPending} onPress={() => setDone.mutate({ id: letter.id, done: !done })}>
        {done ? <Trans>Reopen</Trans> : <Trans>Mark as done</Trans>}
      </Button>
    </section>
  );
}

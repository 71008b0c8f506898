/**
 * The expert's view of one Finanzamt letter: its pages (photos inline, the PDF as a link) each with
 * the recognised text, the details (corrected here; the client is told by e-mail), the computed
 * deadlines, the client's questions about it, and the structured answer with attachments (sent as
 * multipart to /api/admin/letters/:id/answer), then the saved answer as the client sees it, and the
 * firm's internal notes on the letter.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { formatHoursUnit } from '#shared/format.js';
import { AnswerLetterInputSchema, LETTER_FILES_MAX, type AdminLetter, type LetterFields } from '#shared/letters/letters.schema.js';
import { TextAreaField, TextInputField } from '../../../components/fields.js';
import { Link } from '../../../components/Link.js';
import { translateMessageKey } from '../../../i18n/server-messages.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';
import { letterName } from '../labels.js';
import { LetterDeadlines } from '../LetterDeadlines.js';
import { LetterFieldsForm } from '../LetterFieldsForm.js';
import { LetterAnswer } from '../index.js';
import { LetterPages, LetterTypeExplanation } from '../LetterParts.js';
import { isReading } from '../queries.js';
import { QuestionCard } from '../../questions/index.js';
import { ExpertFilesField } from '../../admin/index.js';
import { sendLetterAnswer } from './letter-answer.js';
import { TimeSpentSelect, useTimeSpent } from '../../admin/index.js';
import { AdminPageTitle, LanguageBadge } from '../../admin/index.js';
import { FormActions, FormError } from '../../../components/FormParts.js';
import { useAdminForm } from '../../admin/index.js';
import '../letters.css';
import { ValidatedForm } from '../../../components/ValidatedForm.js';
import { setAndClear } from '../../../lib/use-field-errors.js';
import { SubmitButton } from '../../../components/SubmitButton.js';
import { InternalNotes } from '../../notes/index.js';
import { AssigneeBar } from '../../assignment/index.js';
import { SavedReplyInsert } from '../../saved-replies/index.js';

export function AdminLetterView({ letter }: { letter: AdminLetter }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const name = letterName(letter.fields.letterType, language, i18n);
  const remaining = formatHoursUnit(letter.hoursRemaining, language);
  const reading = isReading(letter);

  const correct = trpc.admin.letters.correct.useMutation({
    onSuccess: async (saved) => {
      utils.admin.letters.get.setData({ id: saved.id, lang: language }, saved);
      await utils.admin.letters.inbox.invalidate();
    },
  });

  async function saveCorrections(fields: Partial<LetterFields>) {
    await correct.mutateAsync({ id: letter.id, fields });
    toast.success(msg`Corrections saved`, msg`The client has been told by email.`);
  }

  return (
    <div className="admin-letter">
      <AdminPageTitle
        title={name}
        lead={
          <span className="admin-letter__client">
            <Link to="/admin/clients/$clientId" params={{ clientId: letter.userId }} className="text-link">
              {letter.clientName}
            </Link>
            <span className="muted">{letter.clientEmail}</span>
            <LanguageBadge language={letter.clientLanguage} />
            <span className={`inbox-card__hours${letter.hoursRemaining > 0 ? '' : ' inbox-card__hours--none'}`}>
              <Trans>{remaining} remaining</Trans>
            </span>
          </span>
        }
      />
      {!letter.answer && !letter.doneAt ? <AssigneeBar kind="letter" id={letter.id} assignee={letter.assignee} /> : null}
      <div role="status" aria-live="polite" className="letter-reading">
        {reading ? (
          <p className="letter-notice">
            <span className="spinner" aria-hidden="true" />
            <Trans>The letter is being read…</Trans>
          </p>
        ) : letter.readingErrorKey ? (
          <p className="letter-notice letter-notice--warning">{translateMessageKey(i18n, letter.readingErrorKey)}</p>
        ) : null}
      </div>

      <div className="admin-letter__grid">
        <section className="card letter-section admin-letter__pages" aria-labelledby="admin-pages-title">
          <h2 id="admin-pages-title">
            <Trans>Pages and recognised text</Trans>
          </h2>
          <LetterPages pages={letter.pages} variant="full">
            {(page, index) => {
              const number = index + 1;
              const text = letter.pageTexts[index];
              return (
                <div className="page-text">
                  <h3 className="page-text__title">
                    <Trans>Recognised text, page {number}</Trans>
                  </h3>
                  {text ? (
                    // A scrolling box is reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable).
                    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
                    <pre className="page-text__text" tabIndex={0} role="region" aria-label={i18n._(msg`Recognised text, page ${number}`)}>
                      {text}
                    </pre>
                  ) : (
                    <p className="muted">{reading ? <Trans>Not read yet.</Trans> : <Trans>No text was recognised on this page.</Trans>}</p>
                  )}
                </div>
              );
            }}
          </LetterPages>
        </section>

        <div className="admin-letter__work">
          <section className="card letter-section" aria-labelledby="admin-deadlines-title">
            <h2 id="admin-deadlines-title">
              <Trans>Deadlines</Trans>
            </h2>
            <LetterDeadlines letter={letter} letterName={name} />
          </section>

          {letter.fields.letterType ? (
            <section className="card letter-section" aria-labelledby="admin-type-title">
              <h2 id="admin-type-title">
                <Trans>Type of letter</Trans>
              </h2>
              <LetterTypeExplanation type={letter.fields.letterType} />
            </section>
          ) : null}

          <section className="card letter-section" id="letter-details" aria-labelledby="admin-details-title">
            <h2 id="admin-details-title">
              <Trans>Details</Trans>
            </h2>
            {reading ? (
              <p className="muted">
                <Trans>The details can be corrected once the letter has been read.</Trans>
              </p>
            ) : (
              <LetterFieldsForm
                letter={letter}
                mode="expert"
                save={saveCorrections}
                isSaving={correct.isPending}
                labelledBy="admin-details-title"
                note={<Trans>Only the details you change are saved, marked as corrected by an expert. The client is told by email.</Trans>}
              />
            )}
          </section>

          <section className="card letter-section" aria-labelledby="admin-questions-title">
            <h2 id="admin-questions-title">
              <Trans>The client’s questions</Trans>
            </h2>
            {letter.questions.length === 0 ? (
              <p className="muted">
                <Trans>No questions about this letter.</Trans>
              </p>
            ) : (
              <ul className="card-list">
                {letter.questions.map((q) => (
                  <QuestionCard
                    key={q.id}
                    question={q}
                    action={
                      <Link to="/admin/questions/$questionId" params={{ questionId: q.id }} className="text-link">
                        <Trans>Open the conversation</Trans>
                      </Link>
                    }
                  />
                ))}
              </ul>
            )}
          </section>

          <LetterAnswerSection letter={letter} />
          <InternalNotes subject={{ letterId: letter.id }} />
        </div>
      </div>
    </div>
  );
}

/** The saved answer, or the answer form (also to replace a saved answer). */
function LetterAnswerSection({ letter }: { letter: AdminLetter }) {
  const [editing, setEditing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const showForm = !letter.answer || editing;
  return (
    <section className="card letter-section letter-section--answer" aria-labelledby="admin-answer-title">
      <h2 id="admin-answer-title" ref={headingRef} tabIndex={-1}>
        {letter.answer && !editing ? <Trans>Your explanation</Trans> : <Trans>Explain the letter</Trans>}
      </h2>
      {showForm ? (
        <AnswerLetterForm
          letter={letter}
          onSent={() => {
            setEditing(false);
            // The saved answer replaces the form: continue from its heading.
            requestAnimationFrame(() => headingRef.current?.focus());
          }}
          onCancel={letter.answer ? () => setEditing(false) : undefined}
        />
      ) : letter.answer ? (
        <>
          <p className="muted">
            <Trans>This is what the client sees.</Trans>
          </p>
          <LetterAnswer answer={letter.answer} />
          <Button className="button button--secondary button--small admin-letter__revise" onPress={() => setEditing(true)}>
            <Trans>Write a new explanation</Trans>
          </Button>
        </>
      ) : null}
    </section>
  );
}

const ATTACHMENT_ACCEPT = 'application/pdf,image/jpeg,image/png';

function AnswerLetterForm({ letter, onSent, onCancel }: { letter: AdminLetter; onSent: () => void; onCancel?: () => void }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const [summary, setSummary] = useState(letter.answer?.summary ?? '');
  const [meaning, setMeaning] = useState(letter.answer?.meaning ?? '');
  const [action, setAction] = useState(letter.answer?.action ?? '');
  const [actionBy, setActionBy] = useState(letter.answer?.actionBy ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const { formRef, errors, setErrors, clear, formError, validate, showErrors } = useAdminForm();
  const time = useTimeSpent(letter.hoursRemaining, { clear, setErrors });
  // The explanation's two longer fields take saved replies, in the client's language (decision record 063).
  const meaningRef = useRef<HTMLTextAreaElement>(null);
  const actionRef = useRef<HTMLTextAreaElement>(null);
  const onMeaning = setAndClear(setMeaning, clear, 'meaning');
  const onAction = setAndClear(setAction, clear, 'action');

  const send = useMutation({
    mutationFn: sendLetterAnswer,
    onSuccess: async (saved) => {
      utils.admin.letters.get.setData({ id: saved.id, lang: language }, saved);
      toast.success(msg`Explanation sent`, msg`The client has been told by email.`);
      setFiles([]);
      onSent();
      await Promise.all([utils.admin.letters.inbox.invalidate(), utils.admin.questions.list.invalidate(), utils.admin.clients.invalidate()]);
    },
    onError: (error) =>
      showErrors(error, {
        insufficientHours: 'minutes',
        letterFileTypeNotAllowed: 'file',
        tooManyFiles: 'file',
        fileTooLarge: 'file',
      }),
  });

  const clientLanguage = letter.clientLanguage === 'de' ? t`German` : t`English`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(AnswerLetterInputSchema, { id: letter.id, summary, meaning, action, actionBy: actionBy || undefined, minutes: time.spent });
    if (!input || !time.checkHours()) return;
    if (files.length > LETTER_FILES_MAX) {
      setErrors({ file: translateMessageKey(i18n, 'tooManyFiles') });
      return;
    }
    send.mutate({
      id: letter.id,
      summary: input.summary,
      meaning: input.meaning,
      action: input.action,
      actionBy: input.actionBy ?? '',
      minutes: time.spent,
      files,
    });
  }

  return (
    <ValidatedForm ref={formRef} className="form letter-answer-form" errors={errors} onSubmit={onSubmit} aria-labelledby="admin-answer-title">
      <p className="muted">
        <Trans>Write in the client’s language ({clientLanguage}). The open questions about this letter are answered with the summary.</Trans>
      </p>
      <TextAreaField name="summary" label={t`Summary`} value={summary} onChange={setAndClear(setSummary, clear, 'summary')} isRequired rows={3} />
      <TextAreaField
        name="meaning"
        label={t`What it means`}
        value={meaning}
        onChange={onMeaning}
        isRequired
        rows={4}
        textAreaRef={meaningRef}
        labelAddon={
          <SavedReplyInsert textAreaRef={meaningRef} value={meaning} onChange={onMeaning} language={letter.clientLanguage} fieldLabel={t`What it means`} />
        }
      />
      <TextAreaField
        name="action"
        label={t`What the client needs to do`}
        value={action}
        onChange={onAction}
        isRequired
        rows={3}
        textAreaRef={actionRef}
        labelAddon={
          <SavedReplyInsert
            textAreaRef={actionRef}
            value={action}
            onChange={onAction}
            language={letter.clientLanguage}
            fieldLabel={t`What the client needs to do`}
          />
        }
      />
      <div className="answer-form__row">
        <TextInputField name="actionBy" type="date" label={t`By when (optional)`} value={actionBy} onChange={setAndClear(setActionBy, clear, 'actionBy')} />
        <TimeSpentSelect {...time.selectProps} />
      </div>
      <ExpertFilesField
        files={files}
        onChange={setFiles}
        error={errors.file ?? null}
        onError={(message) => (message ? setErrors({ file: message }) : clear('file'))}
        max={LETTER_FILES_MAX}
        tooManyKey="tooManyFiles"
        accept={ATTACHMENT_ACCEPT}
        hint={<Trans>PDF, JPEG or PNG, for example a translation. They go into the client’s folder “From your expert”.</Trans>}
        listClassName="add-letter__files"
        itemClassName="add-letter__file"
      />
      <FormError message={formError} />
      <FormActions>
        {onCancel ? (
          <Button className="button button--ghost" onPress={onCancel} isDisabled={send.isPending}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <SubmitButton pending={send.isPending} pendingLabel={<Trans>Sending...</Trans>}>
          <Trans>Send explanation</Trans>
        </SubmitButton>
      </FormActions>
    </ValidatedForm>
  );
}

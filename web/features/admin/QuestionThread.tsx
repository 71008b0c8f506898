/**
 * One conversation in the console (/admin/questions/:id): who asks (hours left, "no hours"), the
 * letter it is about, every message with the experts' names, "Correct" on the experts' messages
 * (the client sees them as edited) and the reply form: text, time spent, files for the client's
 * folder "From your expert".
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { EditReplyInputSchema, ReplyQuestionInputSchema, type AdminQuestionThread } from '#shared/admin.schema.js';
import { UPLOAD_EXTENSIONS } from '#shared/constants.js';
import { formatDate, formatFileSize, formatHoursUnit } from '#shared/format.js';
import { MESSAGE_ATTACHMENTS_MAX, QUESTION_MESSAGES_MAX, type QuestionMessage } from '#shared/questions.schema.js';
import { TextAreaField, TextInputField } from '../../components/fields.js';
import { Link } from '../../components/Link.js';
import { SelectField } from '../../components/SelectField.js';
import { translateMessageKey } from '../../i18n/server-messages.js';
import { useLanguage } from '../../i18n/use-language.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useFieldErrors, useFocusFirstInvalid, validateWith } from '../../lib/validation.js';
import { formatDuration } from '../purchases/duration.js';
import { Conversation } from '../questions/Conversation.js';
import { formErrorsOf } from './errors.js';
import { TIME_STEP_OPTIONS } from './format.js';
import { sendQuestionReply } from './question-reply.js';
import { FormError, LanguageBadge } from './ui.js';

/** "No hours": the client asked without hours left. */
export function NoHoursBadge() {
  return (
    <span className="badge badge--pending">
      <Trans>No hours</Trans>
    </span>
  );
}

export function QuestionThread({ question }: { question: AdminQuestionThread }) {
  const language = useLanguage();
  const [editing, setEditing] = useState<string | null>(null);
  const asked = formatDate(question.askedAt, language);
  const remaining = formatHoursUnit(question.hoursRemaining, language);
  return (
    <div className="thread">
      <section className="card" aria-labelledby="thread-title">
        <h2 id="thread-title" className="visually-hidden">
          <Trans>Conversation</Trans>
        </h2>
        <div className="inbox-card__head">
          <Link to="/admin/clients/$clientId" params={{ clientId: question.userId }} className="inbox-card__client">
            {question.clientName}
          </Link>
          <LanguageBadge language={question.clientLanguage} />
          <span className={`inbox-card__hours${question.noHours ? ' inbox-card__hours--none' : ''}`}>
            <Trans>{remaining} remaining</Trans>
          </span>
          {question.noHours ? <NoHoursBadge /> : null}
          {question.status === 'answered' ? (
            <span className="badge badge--success">
              <Trans>Answered</Trans>
            </span>
          ) : (
            <span className="badge badge--pending">
              <Trans>Waiting for a reply</Trans>
            </span>
          )}
          <span className="muted inbox-card__date">
            <Trans>
              Asked <time dateTime={question.askedAt}>{asked}</time>
            </Trans>
          </span>
        </div>
        {question.letterId ? (
          <p>
            <Link to="/admin/letters/$letterId" params={{ letterId: question.letterId }} className="text-link">
              <Trans>Open the letter this question is about</Trans>
            </Link>
          </p>
        ) : null}
        <Conversation
          messages={question.messages}
          viewer="expert"
          actions={(m) =>
            m.authorRole !== 'expert' ? null : editing === m.id ? (
              <EditReplyForm message={m} questionId={question.id} onDone={() => setEditing(null)} />
            ) : (
              <Button className="link-button" onPress={() => setEditing(m.id)}>
                <Trans>Correct this reply</Trans>
              </Button>
            )
          }
        />
      </section>
      {question.messageCount < QUESTION_MESSAGES_MAX ? <ReplyForm question={question} /> : null}
    </div>
  );
}

function EditReplyForm({ message, questionId, onDone }: { message: QuestionMessage; questionId: string; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const formRef = useRef<HTMLFormElement>(null);
  const [body, setBody] = useState(message.body);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, setErrors, clear } = useFieldErrors();
  useFocusFirstInvalid(formRef, errors);

  const save = trpc.admin.questions.editReply.useMutation({
    onSuccess: async (thread) => {
      utils.admin.questions.get.setData({ id: questionId }, thread);
      toast.success(msg`Reply corrected`, msg`The client sees it marked as edited and has been told by e-mail.`);
      onDone();
      await utils.admin.questions.list.invalidate();
    },
    onError: (error) => {
      const { fields, form } = formErrorsOf(error, i18n);
      setErrors(fields);
      setFormError(form);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const input = validateWith(EditReplyInputSchema, { messageId: message.id, body }, i18n, setErrors);
    if (input) save.mutate(input);
  }

  return (
    <Form ref={formRef} className="form" validationBehavior="aria" validationErrors={errors} onSubmit={onSubmit}>
      <TextAreaField
        name="body"
        label={t`Corrected reply`}
        value={body}
        onChange={(v) => {
          setBody(v);
          clear('body');
        }}
        isRequired
        rows={4}
      />
      <FormError message={formError} />
      <div className="answer-form__actions">
        <Button className="button button--ghost" onPress={onDone} isDisabled={save.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" className="button button--primary" isDisabled={save.isPending}>
          {save.isPending ? <Trans>Saving...</Trans> : <Trans>Save correction</Trans>}
        </Button>
      </div>
    </Form>
  );
}

const NO_TIME = '0';
const ACCEPT = UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',');

function ReplyForm({ question }: { question: AdminQuestionThread }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const formRef = useRef<HTMLFormElement>(null);
  const fileId = useId();
  const [body, setBody] = useState('');
  const [minutes, setMinutes] = useState(NO_TIME);
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, setErrors, clear } = useFieldErrors();
  useFocusFirstInvalid(formRef, errors);
  const fileError = errors.file ?? null;
  const max = MESSAGE_ATTACHMENTS_MAX;

  const send = useMutation({
    mutationFn: sendQuestionReply,
    onSuccess: async (thread) => {
      utils.admin.questions.get.setData({ id: thread.id }, thread);
      toast.success(msg`Reply sent`, msg`The client has been notified by e-mail.`);
      setBody('');
      setMinutes(NO_TIME);
      setNote('');
      setFiles([]);
      await Promise.all([utils.admin.questions.list.invalidate(), utils.admin.letters.inbox.invalidate(), utils.admin.clients.invalidate()]);
    },
    onError: (error) => {
      const { fields, form } = formErrorsOf(error, i18n, {
        insufficientHours: 'minutes',
        tooManyAttachments: 'file',
        fileTooLarge: 'file',
        fileTypeNotAllowed: 'file',
        fileContentMismatch: 'file',
        emptyFile: 'file',
      });
      setErrors(fields);
      setFormError(form);
    },
  });

  const timeOptions = [{ id: NO_TIME, label: t`No time logged` }, ...TIME_STEP_OPTIONS.map((m) => ({ id: String(m), label: formatDuration(m, i18n) }))];
  const remaining = formatHoursUnit(question.hoursRemaining, language);

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    const next = [...files, ...picked];
    setFiles(next);
    clear('file');
    if (next.length > MESSAGE_ATTACHMENTS_MAX) setErrors({ file: translateMessageKey(i18n, 'tooManyAttachments') });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const spent = Number(minutes);
    const input = validateWith(
      ReplyQuestionInputSchema,
      { questionId: question.id, body, minutes: spent || undefined, note: spent ? note : undefined },
      i18n,
      setErrors,
    );
    if (!input) return;
    if (spent / 60 > question.hoursRemaining) {
      setErrors({ minutes: translateMessageKey(i18n, 'insufficientHours') });
      return;
    }
    if (files.length > MESSAGE_ATTACHMENTS_MAX) {
      setErrors({ file: translateMessageKey(i18n, 'tooManyAttachments') });
      return;
    }
    send.mutate({ questionId: question.id, body: input.body, minutes: spent, note: input.note ?? '', files });
  }

  return (
    <section className="card" aria-labelledby="reply-title">
      <h2 id="reply-title">
        <Trans>Reply</Trans>
      </h2>
      <Form ref={formRef} className="form answer-form" validationBehavior="aria" validationErrors={errors} onSubmit={onSubmit}>
        <TextAreaField
          name="body"
          label={t`Your reply`}
          value={body}
          onChange={(v) => {
            setBody(v);
            clear('body');
          }}
          isRequired
          rows={5}
        />
        <div className="answer-form__row">
          <SelectField
            name="minutes"
            label={<Trans>Time spent</Trans>}
            description={<Trans>{remaining} remaining</Trans>}
            options={timeOptions}
            value={minutes}
            onChange={(id) => {
              setMinutes(id ?? NO_TIME);
              clear('minutes');
            }}
          />
          <TextInputField
            name="note"
            label={t`Time note (optional)`}
            description={t`The client sees this note in their time ledger.`}
            value={note}
            onChange={(v) => {
              setNote(v);
              clear('note');
            }}
            isDisabled={minutes === NO_TIME}
          />
        </div>
        <div className="field">
          <span id={`${fileId}-label`} className="field__label">
            <Trans>Attachments (optional)</Trans>
          </span>
          <div className="file-picker">
            <input
              id={`${fileId}-input`}
              className="file-picker__input"
              type="file"
              name="file"
              multiple
              accept={ACCEPT}
              aria-labelledby={`${fileId}-label`}
              aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
              aria-invalid={fileError ? true : undefined}
              onChange={onPick}
            />
            <label htmlFor={`${fileId}-input`} className="button button--secondary button--small file-picker__button">
              <Trans>Add files</Trans>
            </label>
            {files.length === 0 ? (
              <span className="file-picker__name muted">
                <Trans>No files chosen</Trans>
              </span>
            ) : null}
          </div>
          {files.length > 0 ? (
            <ul className="attach__chosen" aria-label={t`Chosen files`}>
              {files.map((file, index) => {
                const fileName = file.name;
                return (
                  <li key={`${index}-${file.name}`}>
                    <span className="badge badge--file">{fileName}</span>
                    <span className="muted">{formatFileSize(file.size, language)}</span>
                    <Button className="link-button" onPress={() => setFiles(files.filter((_, i) => i !== index))} aria-label={t`Remove ${fileName}`}>
                      <Trans>Remove</Trans>
                    </Button>
                  </li>
                );
              })}
            </ul>
          ) : null}
          <p id={`${fileId}-hint`} className="field__description">
            <Trans>Up to {max} files (PDF, Word, JPEG or PNG). They go into the client’s folder “From your expert”.</Trans>
          </p>
          {fileError ? (
            <p id={`${fileId}-error`} className="field__error">
              {fileError}
            </p>
          ) : null}
        </div>
        <FormError message={formError} />
        <div className="answer-form__actions">
          <Button type="submit" className="button button--primary" isDisabled={send.isPending}>
            {send.isPending ? <Trans>Sending...</Trans> : <Trans>Send reply</Trans>}
          </Button>
        </div>
      </Form>
    </section>
  );
}

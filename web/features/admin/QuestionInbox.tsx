/**
 * The question inbox's lists: pending questions with the answer form, answered questions; one
 * question's card, marked "no hours" when the client has none left, with a link to its whole
 * conversation (/admin/questions/:id: replies with files, corrections).
 */
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Form } from 'react-aria-components';
import { AnswerQuestionInputSchema, type AdminQuestion } from '#shared/admin.schema.js';
import { formatDate, formatHoursUnit } from '#shared/format.js';
import { TextAreaField, TextInputField } from '../../components/fields.js';
import { Link } from '../../components/Link.js';
import { SelectField } from '../../components/SelectField.js';
import { ErrorState, LoadingState } from '../../components/States.js';
import { translateMessageKey } from '../../i18n/server-messages.js';
import { useLanguage } from '../../i18n/use-language.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useFieldErrors, useFocusFirstInvalid, validateWith } from '../../lib/validation.js';
import { formErrorsOf } from './errors.js';
import { TIME_STEP_OPTIONS } from './format.js';
import { FormError, LanguageBadge, NoResults } from './ui.js';
import { ExpertAnswer } from '../questions/QuestionCard.js';
import { formatDuration } from '../purchases/duration.js';
import { NoHoursBadge } from './QuestionThread.js';

export function QuestionResults({ status, search }: { status: 'pending' | 'answered'; search: string }) {
  const { t } = useLingui();
  const questions = trpc.admin.questions.list.useQuery({ status, search: search || undefined }, { placeholderData: keepPreviousData });

  if (questions.isPending) return <LoadingState label={t`Loading questions...`} />;
  if (questions.isError) {
    return <ErrorState message={<Trans>Failed to load questions. Please try again.</Trans>} onRetry={() => void questions.refetch()} />;
  }
  if (questions.data.length === 0) {
    return (
      <NoResults search={search}>
        {status === 'pending' ? <Trans>No pending questions. All caught up!</Trans> : <Trans>No answered questions yet.</Trans>}
      </NoResults>
    );
  }
  return (
    <ul className="inbox-list" aria-busy={questions.isFetching || undefined}>
      {questions.data.map((question) => (
        <QuestionInboxCard key={question.id} question={question} />
      ))}
    </ul>
  );
}

/**
 * One question as a list item of an inbox: who asked and when, the text, and the answer form
 * (pending) or the answer (answered). `extra` goes after the header (the letter's deadline).
 */
export function QuestionInboxCard({ question, extra }: { question: AdminQuestion; extra?: ReactNode }) {
  return (
    <li className="card inbox-card">
      <QuestionHeader question={question} />
      {extra}
      <p className="inbox-card__text">{question.question}</p>
      <p>
        <Link to="/admin/questions/$questionId" params={{ questionId: question.id }} className="text-link">
          <Plural value={question.messageCount} one="Open the conversation (# message)" other="Open the conversation (# messages)" />
        </Link>
      </p>
      {question.status === 'pending' ? <AnswerForm question={question} /> : <AnsweredBlock question={question} />}
    </li>
  );
}

function QuestionHeader({ question }: { question: AdminQuestion }) {
  const language = useLanguage();
  const asked = formatDate(question.askedAt, language);
  const remaining = formatHoursUnit(question.hoursRemaining, language);
  return (
    <div className="inbox-card__head">
      <Link to="/admin/clients/$clientId" params={{ clientId: question.userId }} className="inbox-card__client">
        {question.clientName}
      </Link>
      <LanguageBadge language={question.clientLanguage} />
      <span className={`inbox-card__hours${question.hoursRemaining > 0 ? '' : ' inbox-card__hours--none'}`}>
        <Trans>{remaining} remaining</Trans>
      </span>
      {question.noHours ? <NoHoursBadge /> : null}
      <span className="muted inbox-card__date">
        <Trans>
          Asked <time dateTime={question.askedAt}>{asked}</time>
        </Trans>
      </span>
    </div>
  );
}

function AnsweredBlock({ question }: { question: AdminQuestion }) {
  const { i18n } = useLingui();
  const logged = formatDuration(question.minutesLogged, i18n);
  return (
    <ExpertAnswer
      answer={question.answer ?? ''}
      answeredAt={question.answeredAt}
      extra={
        question.minutesLogged > 0 ? (
          <>
            {' · '}
            <Trans>Time logged: {logged}</Trans>
          </>
        ) : null
      }
    />
  );
}

const NO_TIME = '0';

function AnswerForm({ question }: { question: AdminQuestion }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const [answer, setAnswer] = useState('');
  const [minutes, setMinutes] = useState(NO_TIME);
  const [note, setNote] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, setErrors, clear } = useFieldErrors();
  useFocusFirstInvalid(formRef, errors);

  const send = trpc.admin.questions.answer.useMutation({
    onSuccess: async () => {
      toast.success(msg`Answer sent`, msg`The client has been notified by e-mail.`);
      await Promise.all([utils.admin.questions.list.invalidate(), utils.admin.letters.inbox.invalidate(), utils.admin.clients.invalidate()]);
    },
    onError: (error) => {
      const { fields, form } = formErrorsOf(error, i18n, { insufficientHours: 'minutes' });
      setErrors(fields);
      setFormError(form);
    },
  });

  const timeOptions = [{ id: NO_TIME, label: t`No time logged` }, ...TIME_STEP_OPTIONS.map((m) => ({ id: String(m), label: formatDuration(m, i18n) }))];
  const remaining = formatHoursUnit(question.hoursRemaining, language);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const spent = Number(minutes);
    const input = validateWith(
      AnswerQuestionInputSchema,
      { questionId: question.id, answer, minutes: spent || undefined, note: spent ? note : undefined },
      i18n,
      setErrors,
    );
    if (!input) return;
    if (spent / 60 > question.hoursRemaining) {
      setErrors({ minutes: translateMessageKey(i18n, 'insufficientHours') });
      return;
    }
    send.mutate(input);
  }

  return (
    <Form ref={formRef} className="form answer-form" validationBehavior="aria" validationErrors={errors} onSubmit={onSubmit} aria-labelledby={headingId}>
      <h3 id={headingId} className="visually-hidden">
        <Trans>Answer the question from {question.clientName}</Trans>
      </h3>
      <TextAreaField
        name="answer"
        label={t`Answer`}
        value={answer}
        onChange={(value) => {
          setAnswer(value);
          clear('answer');
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
          onChange={(value) => {
            setNote(value);
            clear('note');
          }}
          isDisabled={minutes === NO_TIME}
        />
      </div>
      <FormError message={formError} />
      <div className="answer-form__actions">
        <Button type="submit" className="button button--primary" isDisabled={send.isPending}>
          {send.isPending ? <Trans>Sending...</Trans> : <Trans>Send answer</Trans>}
        </Button>
      </div>
    </Form>
  );
}

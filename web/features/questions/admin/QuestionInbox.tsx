/**
 * The question inbox's lists: pending questions with the answer form, answered questions; one
 * question's card, marked "no hours" when the client has none left, with a link to its whole
 * conversation (/admin/questions/:id: replies with files, corrections).
 */
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { AnswerQuestionInputSchema, type AdminQuestion } from '#shared/questions/questions.admin.schema.js';
import { formatDate } from '#shared/format.js';
import type { AssigneeFilter } from '#shared/assignment/assignment.schema.js';
import { Link } from '../../../components/Link.js';
import { QueryStates } from '../../../components/States.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';
import { NoResults, useTimeSpent } from '../../admin/index.js';
import { useAdminForm } from '../../admin/index.js';
import { ExpertAnswer } from '../QuestionCard.js';
import { AssigneeBar } from '../../assignment/index.js';
import { formatDuration } from '../../purchases/index.js';
import { ExpertMessageFields, QuestionHead } from './QuestionParts.js';
import { ValidatedForm } from '../../../components/ValidatedForm.js';
import { setAndClear } from '../../../lib/use-field-errors.js';

export function QuestionResults({ status, search, assignee = 'all' }: { status: 'pending' | 'answered'; search: string; assignee?: AssigneeFilter }) {
  const { t } = useLingui();
  const questions = trpc.admin.questions.list.useQuery({ status, search: search || undefined, assignee }, { placeholderData: keepPreviousData });

  return (
    <QueryStates
      query={questions}
      loading={t`Loading questions...`}
      failed={<Trans>Failed to load questions. Please try again.</Trans>}
      isEmpty={(data) => data.length === 0}
      empty={
        <NoResults search={search}>
          {status === 'pending' ? <Trans>No pending questions. All caught up!</Trans> : <Trans>No answered questions yet.</Trans>}
        </NoResults>
      }
    >
      {(data) => (
        <ul className="card-list inbox-list" aria-busy={questions.isFetching || undefined}>
          {data.map((question) => (
            <QuestionInboxCard key={question.id} question={question} />
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

/**
 * One question as a list item of an inbox: who asked and when, the text, and the answer form
 * (pending) or the answer (answered). `extra` goes after the header (the letter's deadline).
 */
export function QuestionInboxCard({ question, extra }: { question: AdminQuestion; extra?: ReactNode }) {
  return (
    <li className="card inbox-card">
      <QuestionHead question={question} hoursOut={question.hoursRemaining <= 0} />
      {question.status === 'pending' ? <AssigneeBar kind="question" id={question.id} assignee={question.assignee} /> : null}
      {extra}
      <LatestClientMessage question={question} />
      <p>
        <Link to="/admin/questions/$questionId" params={{ questionId: question.id }} className="text-link">
          <Plural value={question.messageCount} one="Open the conversation (# message)" other="Open the conversation (# messages)" />
        </Link>
      </p>
      {question.status === 'pending' ? <AnswerForm question={question} /> : <AnsweredBlock question={question} />}
    </li>
  );
}

/**
 * The client's latest message: the question itself, or, in a longer conversation, their latest
 * follow-up with its date (the conversation link opens the whole thread).
 */
function LatestClientMessage({ question }: { question: AdminQuestion }) {
  const language = useLanguage();
  const latest = question.latestClientMessage;
  if (question.messageCount <= 1) return <p className="inbox-card__text">{latest.body}</p>;
  const at = formatDate(latest.createdAt, language);
  return (
    <div className="inbox-card__latest">
      <p className="inbox-card__latest-label muted">
        <Trans>
          Latest message from the client, <time dateTime={latest.createdAt}>{at}</time>
        </Trans>
      </p>
      <p className="inbox-card__text">{latest.body}</p>
    </div>
  );
}

/** An answered conversation: the experts' latest reply (the first answer when there is only one). */
function AnsweredBlock({ question }: { question: AdminQuestion }) {
  const { i18n } = useLingui();
  const logged = formatDuration(question.minutesLogged, i18n);
  return (
    <ExpertAnswer
      answer={question.latestReply?.body ?? question.answer ?? ''}
      answeredAt={question.latestReply?.createdAt ?? question.answeredAt}
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

function AnswerForm({ question }: { question: AdminQuestion }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const headingId = useId();
  const [answer, setAnswer] = useState('');
  const { formRef, errors, setErrors, clear, formError, validate, showErrors } = useAdminForm();
  const time = useTimeSpent(question.hoursRemaining, { clear, setErrors });

  const send = trpc.admin.questions.answer.useMutation({
    onSuccess: async () => {
      toast.success(msg`Answer sent`, msg`The client has been notified by email.`);
      await Promise.all([utils.admin.questions.list.invalidate(), utils.admin.letters.inbox.invalidate(), utils.admin.clients.invalidate()]);
    },
    onError: (error) => showErrors(error, { insufficientHours: 'minutes' }),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(AnswerQuestionInputSchema, { questionId: question.id, answer, ...time.logged });
    if (!input || !time.checkHours()) return;
    send.mutate(input);
  }

  return (
    <ValidatedForm ref={formRef} className="form answer-form" errors={errors} onSubmit={onSubmit} aria-labelledby={headingId}>
      <h3 id={headingId} className="visually-hidden">
        <Trans>Answer the question from {question.clientName}</Trans>
      </h3>
      <ExpertMessageFields
        name="answer"
        label={t`Answer`}
        clientLanguage={question.clientLanguage}
        value={answer}
        onChange={setAndClear(setAnswer, clear, 'answer')}
        time={time.fieldsProps}
        formError={formError}
        isPending={send.isPending}
        sendLabel={<Trans>Send answer</Trans>}
      />
    </ValidatedForm>
  );
}

/**
 * A question as the client and the firm see it: status badge, asked date, text and, once
 * answered, the Expert Answer with its date (spec section 2, Questions page). Shared by the
 * client's /questions page, the admin's client page and the admin inbox's answered list
 * (web/features/questions is in both the `portal` and `admin` catalogs: lingui.config.ts).
 */
import { Plural, Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDate } from '#shared/format.js';
import type { Question } from '#shared/questions.schema.js';
import { Link } from '../../components/Link.js';
import { useLanguage } from '../../i18n/use-language.js';
import './questions.css';

/** The 'Expert Answer' block; `extra` is appended to its date line (e.g. the time logged). */
export function ExpertAnswer({ answer, answeredAt, extra }: { answer: string; answeredAt: string | null; extra?: ReactNode }) {
  const language = useLanguage();
  const answered = answeredAt ? formatDate(answeredAt, language) : null;
  return (
    <div className="answer">
      <h3 className="answer__title">
        <Trans>Expert Answer</Trans>
      </h3>
      <p className="answer__text">{answer}</p>
      {answered || extra ? (
        <p className="answer__date muted">
          {answered && answeredAt ? (
            <Trans>
              Answered on <time dateTime={answeredAt}>{answered}</time>
            </Trans>
          ) : null}
          {extra}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One question as a list item; `action` goes after the asked date (e.g. a link to answer it);
 * `withLink`: a link to the client's conversation page (/questions/:id) with its number of messages.
 */
export function QuestionCard({ question, action, withLink = false }: { question: Question; action?: ReactNode; withLink?: boolean }) {
  const language = useLanguage();
  const asked = formatDate(question.askedAt, language);
  return (
    <li className="card question-card">
      <div className="question-card__meta">
        {question.status === 'answered' ? (
          <span className="badge badge--success">
            <Trans>Answered</Trans>
          </span>
        ) : (
          <span className="badge badge--pending">
            <Trans>Pending</Trans>
          </span>
        )}
        <time className="muted" dateTime={question.askedAt}>
          {asked}
        </time>
        {action}
        {withLink ? (
          <Link to="/questions/$questionId" params={{ questionId: question.id }} className="text-link question-card__open">
            <Plural value={question.messageCount} one="Open the conversation (# message)" other="Open the conversation (# messages)" />
          </Link>
        ) : null}
      </div>
      <p className="question-card__text">{question.question}</p>
      {question.status === 'answered' && question.answer ? <ExpertAnswer answer={question.answer} answeredAt={question.answeredAt} /> : null}
    </li>
  );
}

/**
 * A question as the client and the firm see it: status badge, asked date, text and, once
 * answered, the Expert Answer with its date (spec section 2, Questions page). Shared by the
 * client's /questions page, the admin's client page and the admin inbox's answered list
 * (web/features/questions is in both the `portal` and `admin` catalogs: lingui.config.ts).
 */
import { Plural, Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDate } from '#shared/format.js';
import type { Question } from '#shared/questions/questions.schema.js';
import { Link } from '../../components/Link.js';
import { useLanguage } from '../../i18n/use-language.js';
import './questions.css';
import { OpenLetterLink } from '../letters/index.js';
import { Badge } from '../../components/Badge.js';

/** The id of the letter's explanation on a question's page (/questions/:id#letter-explanation). */
export const LETTER_EXPLANATION_ID = 'letter-explanation';

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

/** "Answered" or "Pending": where a client's question stands. */
export function QuestionStatusBadge({ status }: { status: Question['status'] }) {
  const answered = status === 'answered';
  return <Badge tone={answered ? 'success' : 'pending'}>{answered ? <Trans>Answered</Trans> : <Trans>Pending</Trans>}</Badge>;
}

/**
 * One question as a list item; `action` goes after the asked date (e.g. a link to answer it);
 * `withLink`: a link to the client's conversation page (/questions/:id) with its number of messages;
 * `withLetter`: for a question about a letter, "Open the letter" and, once the expert has explained
 * the letter, a note that the answer shown is its summary with a link to the whole explanation in
 * the conversation (the client's question list; the letter's own page shows the explanation itself).
 */
export function QuestionCard({
  question,
  action,
  withLink = false,
  withLetter = false,
}: {
  question: Question;
  action?: ReactNode;
  withLink?: boolean;
  withLetter?: boolean;
}) {
  const language = useLanguage();
  const asked = formatDate(question.askedAt, language);
  return (
    <li className="card question-card">
      <div className="question-card__meta">
        <QuestionStatusBadge status={question.status} />
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
      {withLetter && question.letterId ? (
        <div className="question-card__letter">
          {question.letterExplained ? (
            <p className="question-card__explained">
              <Trans>Your expert has explained the letter in full: what it means, what you need to do and by when, and the files to download.</Trans>
            </p>
          ) : null}
          <p className="question-card__letter-links">
            {question.letterExplained ? (
              <Link to="/questions/$questionId" params={{ questionId: question.id }} hash={LETTER_EXPLANATION_ID} className="text-link">
                <Trans>Read the full explanation</Trans>
              </Link>
            ) : null}
            <OpenLetterLink letterId={question.letterId} />
          </p>
        </div>
      ) : null}
    </li>
  );
}

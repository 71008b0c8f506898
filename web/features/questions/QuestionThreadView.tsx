/**
 * One of the client's questions as a conversation (/questions/:id): its state (waiting for an
 * expert, or answered), the letter it is about ("Open the letter"), every message with its
 * attachments and "edited" marks, the expert's whole explanation of that letter once given (the
 * letter page's LetterAnswer: summary, meaning, what to do by when, the files), and the follow-up
 * form (until the conversation has QUESTION_MESSAGES_MAX messages).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '#shared/format.js';
import { QUESTION_MESSAGES_MAX, type QuestionThread } from '#shared/questions/questions.schema.js';
import { Link } from '../../components/Link.js';
import { useLanguage } from '../../i18n/use-language.js';
import { LetterAnswer, OpenLetterLink } from '../letters/index.js';
import { Conversation } from './Conversation.js';
import { LETTER_EXPLANATION_ID, QuestionStatusBadge } from './QuestionCard.js';
import { FollowUpForm } from './FollowUpForm.js';
import './questions.css';

export function QuestionThreadView({ question }: { question: QuestionThread }) {
  const { t } = useLingui();
  const language = useLanguage();
  const asked = formatDate(question.askedAt, language);
  const max = QUESTION_MESSAGES_MAX;
  return (
    <div className="thread">
      <section className="card" aria-label={t`Conversation`}>
        <p className="thread__head">
          <QuestionStatusBadge status={question.status} />
          <span className="muted">
            <Trans>
              Asked <time dateTime={question.askedAt}>{asked}</time>
            </Trans>
          </span>
          {question.letterId ? <OpenLetterLink letterId={question.letterId} /> : null}
        </p>
        <p className="muted" role="status">
          {question.status === 'pending' ? <Trans>An expert will reply here.</Trans> : <Trans>An expert has replied to your latest message.</Trans>}
        </p>
        {question.letterAnswer ? (
          <p className="thread__explained">
            <Trans>
              Your expert has explained the letter this question is about:{' '}
              <Link to="/questions/$questionId" params={{ questionId: question.id }} hash={LETTER_EXPLANATION_ID} className="text-link">
                read the full explanation
              </Link>
              .
            </Trans>
          </p>
        ) : null}
        <Conversation messages={question.messages} viewer="client" />
      </section>
      {question.letterAnswer && question.letterId ? (
        <section id={LETTER_EXPLANATION_ID} className="card thread__explanation" aria-labelledby="letter-explanation-title">
          <h2 id="letter-explanation-title">
            <Trans>Your expert’s explanation of the letter</Trans>
          </h2>
          <LetterAnswer answer={question.letterAnswer} />
          <p className="thread__explanation-foot">
            <OpenLetterLink letterId={question.letterId} className="button button--secondary button--small" />
          </p>
        </section>
      ) : null}
      {question.messageCount < QUESTION_MESSAGES_MAX ? (
        <FollowUpForm questionId={question.id} />
      ) : (
        <p className="muted">
          <Trans>This conversation has reached its {max} messages. Please ask a new question.</Trans>
        </p>
      )}
    </div>
  );
}

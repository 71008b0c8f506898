/** The client's questions, newest first, one page at a time; "Show more" fetches the next page. */
import { PagedQueryList } from '../../components/ShowMore.js';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../components/States.js';
import { trpc } from '../../lib/trpc.js';
import { QuestionCard } from './QuestionCard.js';
import { QUESTION_LIST_INPUT, QUESTION_LIST_OPTIONS } from './queries.js';

export function QuestionList() {
  const { t } = useLingui();
  const questions = trpc.questions.list.useInfiniteQuery(QUESTION_LIST_INPUT, QUESTION_LIST_OPTIONS);

  return (
    <section aria-labelledby="your-questions-title">
      <h2 id="your-questions-title">
        <Trans>Your Questions</Trans>
      </h2>
      <PagedQueryList
        query={questions}
        className="card-list"
        more={<Trans>Show more questions</Trans>}
        loading={t`Loading questions...`}
        failed={<Trans>Failed to load questions. Please try again.</Trans>}
        empty={
          <EmptyState title={<Trans>No questions yet</Trans>}>
            <p>
              <Trans>Ask your first question and one of our experts will answer it.</Trans>
            </p>
          </EmptyState>
        }
      >
        {(question) => <QuestionCard key={question.id} question={question} withLink withLetter />}
      </PagedQueryList>
    </section>
  );
}

/** The client's questions, newest first, one page at a time; "Show more" fetches the next page. */
import { PagedList } from '../../components/ShowMore.js';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.js';
import { trpc } from '../../lib/trpc.js';
import { QuestionCard } from './QuestionCard.js';
import { QUESTION_LIST_INPUT, QUESTION_LIST_OPTIONS } from './queries.js';

export function QuestionList() {
  const { t } = useLingui();
  const questions = trpc.questions.list.useInfiniteQuery(QUESTION_LIST_INPUT, QUESTION_LIST_OPTIONS);
  const items = questions.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="your-questions-title">
      <h2 id="your-questions-title">
        <Trans>Your Questions</Trans>
      </h2>
      {questions.isPending ? (
        <LoadingState label={t`Loading questions...`} />
      ) : questions.isError ? (
        <ErrorState message={<Trans>Failed to load questions. Please try again.</Trans>} onRetry={() => void questions.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={<Trans>No questions yet</Trans>}>
          <p>
            <Trans>Ask your first question and one of our experts will answer it.</Trans>
          </p>
        </EmptyState>
      ) : (
        <PagedList className="question-list" pages={questions} more={<Trans>Show more questions</Trans>}>
          {items.map((question) => (
            <QuestionCard key={question.id} question={question} withLink withLetter />
          ))}
        </PagedList>
      )}
    </section>
  );
}

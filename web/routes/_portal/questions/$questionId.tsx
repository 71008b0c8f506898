import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Link } from '../../../components/Link.js';
import { ErrorState, LoadingState } from '../../../components/States.js';
import { PortalPageTitle } from '../../../features/portal/PortalLayout.js';
import { QuestionThreadView } from '../../../features/questions/QuestionThreadView.js';
import { errorStatus } from '../../../lib/errors.js';
import { prefetched } from '../../../lib/prefetch.js';
import { trpc } from '../../../lib/trpc.js';

/** One of the client's questions as a conversation: every message, follow-ups with attachments. */
export const Route = createFileRoute('/_portal/questions/$questionId')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { api }, params: { questionId } }) =>
    prefetched(api.queryClient.ensureQueryData(api.utils.questions.get.queryOptions({ id: questionId }))),
  component: QuestionPage,
});

function QuestionPage() {
  const { t } = useLingui();
  const { questionId } = Route.useParams();
  const question = trpc.questions.get.useQuery({ id: questionId });

  return (
    <>
      <PortalPageTitle title={<Trans>Your question</Trans>} lead={<Trans>Your conversation with our experts, oldest message first.</Trans>} />
      {question.isPending ? (
        <LoadingState label={t`Loading the conversation...`} />
      ) : question.isError ? (
        errorStatus(question.error) === 404 ? (
          <div className="state state--empty">
            <p className="state__title">
              <Trans>Question not found</Trans>
            </p>
            <Link to="/questions" className="text-link">
              <Trans>All questions</Trans>
            </Link>
          </div>
        ) : (
          <ErrorState message={<Trans>Failed to load the conversation. Please try again.</Trans>} onRetry={() => void question.refetch()} />
        )
      ) : (
        <QuestionThreadView question={question.data} />
      )}
    </>
  );
}

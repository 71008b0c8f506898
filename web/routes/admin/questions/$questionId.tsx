import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Link } from '../../../components/Link.js';
import { ErrorState, LoadingState } from '../../../components/States.js';
import { QuestionThread } from '../../../features/admin/QuestionThread.js';
import { AdminPageTitle } from '../../../features/admin/ui.js';
import { errorStatus } from '../../../lib/errors.js';
import { prefetched } from '../../../lib/prefetch.js';
import { trpc } from '../../../lib/trpc.js';

/** One client's question as a conversation: reply (with time and files), correct a reply. */
export const Route = createFileRoute('/admin/questions/$questionId')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { api }, params: { questionId } }) =>
    prefetched(api.queryClient.ensureQueryData(api.utils.admin.questions.get.queryOptions({ id: questionId }))),
  component: AdminQuestionPage,
});

function AdminQuestionPage() {
  const { t } = useLingui();
  const { questionId } = Route.useParams();
  const question = trpc.admin.questions.get.useQuery({ id: questionId });

  return (
    <>
      <Link to="/admin" className="back-link">
        <Trans>← Inbox</Trans>
      </Link>
      <AdminPageTitle title={<Trans>Conversation</Trans>} />
      {question.isPending ? (
        <LoadingState label={t`Loading the conversation...`} />
      ) : question.isError ? (
        errorStatus(question.error) === 404 || errorStatus(question.error) === 400 ? (
          <div className="state state--empty">
            <p className="state__title">
              <Trans>Question not found</Trans>
            </p>
          </div>
        ) : (
          <ErrorState message={<Trans>Failed to load the conversation. Please try again.</Trans>} onRetry={() => void question.refetch()} />
        )
      ) : (
        <QuestionThread question={question.data} />
      )}
    </>
  );
}

import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Link } from '../../../components/Link.js';
import { QuestionThread } from '../../../features/questions/admin/QuestionThread.js';
import { AdminPageTitle } from '../../../features/admin/ui.js';
import { prefetched } from '../../../lib/prefetch.js';
import { orFailed, routeStates } from '../../../lib/route-states.js';
import { trpc } from '../../../lib/trpc.js';

const head = (
  <>
    <Link to="/admin" className="back-link">
      <Trans>← Inbox</Trans>
    </Link>
    <AdminPageTitle title={<Trans>Conversation</Trans>} />
  </>
);

const { Pending, Failed } = routeStates({
  head,
  loading: <Trans>Loading the conversation...</Trans>,
  failed: <Trans>Failed to load the conversation. Please try again.</Trans>,
  notFound: { title: <Trans>Question not found</Trans> },
});

/** One client's question as a conversation: reply (with time and files), correct a reply. */
export const Route = createFileRoute('/admin/questions/$questionId')({
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  loader: ({ context: { api }, params: { questionId } }) =>
    prefetched(api.queryClient.ensureQueryData(api.utils.admin.questions.get.queryOptions({ id: questionId }))),
  component: AdminQuestionPage,
  pendingComponent: Pending,
  errorComponent: Failed,
});

function AdminQuestionPage() {
  const { questionId } = Route.useParams();
  const [question, query] = trpc.admin.questions.get.useSuspenseQuery({ id: questionId });
  orFailed(query);
  return (
    <>
      {head}
      <QuestionThread question={question} />
    </>
  );
}

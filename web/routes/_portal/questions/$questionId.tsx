import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PortalPageTitle } from '../../../features/portal/PortalLayout.js';
import { QuestionThreadView } from '../../../features/questions/QuestionThreadView.js';
import { prefetched } from '../../../lib/prefetch.js';
import { orFailed, routeStates } from '../../../lib/route-states.js';
import { trpc } from '../../../lib/trpc.js';

const head = <PortalPageTitle title={<Trans>Your question</Trans>} lead={<Trans>Your conversation with our experts, oldest message first.</Trans>} />;

const { Pending, Failed } = routeStates({
  head,
  loading: <Trans>Loading the conversation...</Trans>,
  failed: <Trans>Failed to load the conversation. Please try again.</Trans>,
  notFound: {
    title: <Trans>Question not found</Trans>,
    back: { to: '/questions', label: <Trans>All questions</Trans> },
    // A malformed id is an error here, with "Retry" (as this page has always answered it).
    statuses: [404],
  },
});

/** One of the client's questions as a conversation: every message, follow-ups with attachments. */
export const Route = createFileRoute('/_portal/questions/$questionId')({
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  loader: ({ context: { api }, params: { questionId } }) =>
    prefetched(api.queryClient.ensureQueryData(api.utils.questions.get.queryOptions({ id: questionId }))),
  component: QuestionPage,
  pendingComponent: Pending,
  errorComponent: Failed,
});

function QuestionPage() {
  const { questionId } = Route.useParams();
  const [question, query] = trpc.questions.get.useSuspenseQuery({ id: questionId });
  orFailed(query);
  return (
    <>
      {head}
      <QuestionThreadView question={question} />
    </>
  );
}

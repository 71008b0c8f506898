import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PortalPageTitle } from '../../../features/portal/PortalLayout.js';
import { AskQuestionForm } from '../../../features/questions/AskQuestionForm.js';
import { QUESTION_LIST_INPUT, QUESTION_LIST_OPTIONS } from '../../../features/questions/queries.js';
import { QuestionList } from '../../../features/questions/QuestionList.js';
import { prefetched } from '../../../lib/prefetch.js';

/** Questions (spec section 2): ask one, and the list of the client's questions with their answers, each opening its conversation. */
export const Route = createFileRoute('/_portal/questions/')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { api } }) =>
    prefetched(
      api.queryClient.ensureInfiniteQueryData(api.utils.questions.list.infiniteQueryOptions(QUESTION_LIST_INPUT, QUESTION_LIST_OPTIONS)),
      // The ask form's response time and "no hours" notice, so it does not appear after the page.
      api.queryClient.ensureQueryData(api.utils.questions.askInfo.queryOptions()),
    ),
  component: QuestionsPage,
});

function QuestionsPage() {
  return (
    <>
      <PortalPageTitle title={<Trans>Questions</Trans>} lead={<Trans>Ask our experts about your German tax documents and Finanzamt letters.</Trans>} />
      <div className="split-layout split-layout--sticky">
        <AskQuestionForm />
        <QuestionList />
      </div>
    </>
  );
}

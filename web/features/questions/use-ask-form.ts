/**
 * A client's form that asks the experts a question (the questions page's and a letter's): its
 * field errors, its draft (the text and the documents attached) and what the mutation that sends
 * it does when it succeeds or fails.
 */
import { msg } from '@lingui/core/macro';
import { toast } from '../../lib/toast.js';
import { useServerForm } from '../../lib/use-server-form.js';
import { useMessageDraft } from './MessageWithDocuments.js';

/**
 * The form's state (useServerForm), its `draft` (useMessageDraft) and `sent`, the callbacks for the
 * mutation's options: on success the draft is emptied, a toast confirms and `refresh` runs; on
 * failure the server's messages go under the fields and a toast says it failed.
 * @param refresh reloads what shows the new question (the question list, the letter)
 */
export function useAskForm(refresh: () => Promise<unknown>) {
  const form = useServerForm();
  const draft = useMessageDraft();
  const sent = {
    onSuccess: async () => {
      draft.reset();
      toast.success(msg`Question submitted`, msg`We'll respond to your question soon.`);
      await refresh();
    },
    onError: (error: unknown) => {
      form.showServerErrors(error);
      toast.error(msg`Submission failed`, msg`Failed to submit question. Please try again.`);
    },
  };
  return { ...form, draft, sent };
}

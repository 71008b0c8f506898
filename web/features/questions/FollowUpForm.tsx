/** The client's follow-up in a conversation: a message and documents of their own (MessageWithDocuments). */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FollowUpInputSchema } from '#shared/questions/questions.schema.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useServerForm } from '../../lib/use-server-form.js';
import { MessageWithDocuments, useMessageDraft } from './MessageWithDocuments.js';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { submitParsed } from '../../lib/validation.js';

export function FollowUpForm({ questionId }: { questionId: string }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const { formRef, errors, clear, validate, showServerErrors } = useServerForm();
  const draft = useMessageDraft();

  const send = trpc.questions.followUp.useMutation({
    onSuccess: async (thread) => {
      draft.reset();
      utils.questions.get.setData({ id: questionId }, thread);
      toast.success(msg`Follow-up sent`, msg`We'll respond to your question soon.`);
      await utils.questions.list.invalidate();
    },
    onError: (error) => {
      const fields = showServerErrors(error);
      if (Object.keys(fields).length === 0) toast.error(msg`Submission failed`, msg`Failed to submit question. Please try again.`);
    },
  });

  const onSubmit = submitParsed(
    () => validate(FollowUpInputSchema, { questionId, body: draft.text, documentIds: draft.documentIds }),
    (input) => send.mutate(input),
  );

  return (
    <section className="card" aria-labelledby="follow-up-title">
      <h2 id="follow-up-title">
        <Trans>Ask a follow-up question</Trans>
      </h2>
      <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={onSubmit}>
        <MessageWithDocuments
          name="body"
          label={t`Your message`}
          draft={draft}
          errors={errors}
          clear={clear}
          isPending={send.isPending}
          submitLabel={<Trans>Send follow-up</Trans>}
          pendingLabel={<Trans>Sending...</Trans>}
        />
      </ValidatedForm>
    </section>
  );
}

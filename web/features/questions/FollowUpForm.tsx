/** The client's follow-up in a conversation: a message and documents of their own (AttachDocuments). */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { FollowUpInputSchema } from '#shared/questions.schema.js';
import { TextAreaField } from '../../components/fields.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useServerForm } from '../../lib/use-server-form.js';
import { AttachDocuments } from './AttachDocuments.js';

export function FollowUpForm({ questionId }: { questionId: string }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const { formRef, errors, clear, validate, showServerErrors } = useServerForm();
  const [body, setBody] = useState('');
  const [documentIds, setDocumentIds] = useState<string[]>([]);

  const send = trpc.questions.followUp.useMutation({
    onSuccess: async (thread) => {
      setBody('');
      setDocumentIds([]);
      utils.questions.get.setData({ id: questionId }, thread);
      toast.success(msg`Follow-up sent`, msg`We'll respond to your question soon.`);
      await utils.questions.list.invalidate();
    },
    onError: (error) => {
      const fields = showServerErrors(error);
      if (Object.keys(fields).length === 0) toast.error(msg`Submission failed`, msg`Failed to submit question. Please try again.`);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(FollowUpInputSchema, { questionId, body, documentIds });
    if (input) send.mutate(input);
  }

  return (
    <section className="card" aria-labelledby="follow-up-title">
      <h2 id="follow-up-title">
        <Trans>Ask a follow-up question</Trans>
      </h2>
      <Form ref={formRef} className="form" validationBehavior="aria" validationErrors={errors} onSubmit={onSubmit}>
        <TextAreaField
          name="body"
          label={t`Your message`}
          value={body}
          onChange={(value) => {
            setBody(value);
            clear('body');
          }}
          isRequired
          rows={4}
        />
        <AttachDocuments
          value={documentIds}
          onChange={(ids) => {
            setDocumentIds(ids);
            clear('documentIds');
          }}
          error={errors.documentIds as string | undefined}
        />
        <Button type="submit" className="button button--primary" isDisabled={send.isPending}>
          {send.isPending ? <Trans>Sending...</Trans> : <Trans>Send follow-up</Trans>}
        </Button>
      </Form>
    </section>
  );
}

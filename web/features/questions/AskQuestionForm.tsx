/**
 * The questions page's form: one question to our experts (spec section 2, Questions page), with
 * documents of the client's own attached if they like. Above it, the response time of the client's
 * package and, without hours left, the way to buy hours (AskInfoNotice).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { CreateQuestionInputSchema } from '#shared/questions/questions.schema.js';
import { TextAreaField } from '../../components/fields.js';
import { trpc } from '../../lib/trpc.js';
import { AskInfoNotice } from './AskInfoNotice.js';
import { AttachDocuments } from './AttachDocuments.js';
import { useAskForm } from './use-ask-form.js';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { setAndClear } from '../../lib/use-field-errors.js';
import { SubmitButton } from '../../components/SubmitButton.js';
import { submitParsed } from '../../lib/validation.js';

export function AskQuestionForm() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const { formRef, errors, clear, validate, draft, sent } = useAskForm(() => utils.questions.list.invalidate());
  const create = trpc.questions.create.useMutation(sent);

  const onSubmit = submitParsed(
    () => validate(CreateQuestionInputSchema, { question: draft.text, documentIds: draft.documentIds }),
    (input) => create.mutate(input),
  );

  return (
    <section className="card" aria-labelledby="ask-title">
      <h2 id="ask-title">
        <Trans>Ask a Question</Trans>
      </h2>
      <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={onSubmit}>
        <AskInfoNotice />
        <TextAreaField
          name="question"
          label={t`Your question`}
          placeholder={t`For example: What does this letter from the Finanzamt mean?`}
          value={draft.text}
          onChange={setAndClear(draft.setText, clear, 'question')}
          isRequired
          rows={6}
        />
        <AttachDocuments
          value={draft.documentIds}
          onChange={setAndClear(draft.setDocumentIds, clear, 'documentIds')}
          error={errors.documentIds as string | undefined}
        />
        <SubmitButton pending={create.isPending} pendingLabel={<Trans>Submitting...</Trans>}>
          <Trans>Submit Question</Trans>
        </SubmitButton>
      </ValidatedForm>
    </section>
  );
}

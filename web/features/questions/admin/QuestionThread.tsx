/**
 * One conversation in the console (/admin/questions/:id): who asks (hours left, "no hours"), the
 * letter it is about, every message with the experts' names, "Correct" on the experts' messages
 * (the client sees them as edited) and the reply form: text, time spent, files for the client's
 * folder "From your expert", and the firm's internal notes on the question.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { EditReplyInputSchema, ReplyQuestionInputSchema, type AdminQuestionThread } from '#shared/questions/questions.admin.schema.js';
import { UPLOAD_EXTENSIONS } from '#shared/constants.js';
import { MESSAGE_ATTACHMENTS_MAX, QUESTION_MESSAGES_MAX, type QuestionMessage } from '#shared/questions/questions.schema.js';
import { TextAreaField } from '../../../components/fields.js';
import { Link } from '../../../components/Link.js';
import { translateMessageKey } from '../../../i18n/server-messages.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';
import { Conversation } from '../Conversation.js';
import { ExpertFilesField } from '../../admin/index.js';
import { sendQuestionReply } from './question-reply.js';
import { useTimeSpent } from '../../admin/index.js';
import { FormActions, FormError } from '../../../components/FormParts.js';
import { useAdminForm } from '../../admin/index.js';
import { ExpertMessageFields, QuestionHead } from './QuestionParts.js';
import { ValidatedForm } from '../../../components/ValidatedForm.js';
import { setAndClear } from '../../../lib/use-field-errors.js';
import { Badge } from '../../../components/Badge.js';
import { SubmitButton } from '../../../components/SubmitButton.js';
import { InternalNotes } from '../../notes/index.js';
import { AssigneeBar } from '../../assignment/index.js';
import { submitParsed } from '../../../lib/validation.js';

export function QuestionThread({ question }: { question: AdminQuestionThread }) {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <div className="thread">
      <section className="card" aria-labelledby="thread-title">
        <h2 id="thread-title" className="visually-hidden">
          <Trans>Conversation</Trans>
        </h2>
        <QuestionHead
          question={question}
          hoursOut={question.noHours}
          status={
            <Badge tone={question.status === 'answered' ? 'success' : 'pending'}>
              {question.status === 'answered' ? <Trans>Answered</Trans> : <Trans>Waiting for a reply</Trans>}
            </Badge>
          }
        />
        {question.status === 'pending' ? <AssigneeBar kind="question" id={question.id} assignee={question.assignee} /> : null}
        {question.letterId ? (
          <p>
            <Link to="/admin/letters/$letterId" params={{ letterId: question.letterId }} className="text-link">
              <Trans>Open the letter this question is about</Trans>
            </Link>
          </p>
        ) : null}
        <Conversation
          messages={question.messages}
          viewer="expert"
          actions={(m) =>
            m.authorRole !== 'expert' ? null : editing === m.id ? (
              <EditReplyForm message={m} questionId={question.id} onDone={() => setEditing(null)} />
            ) : (
              <Button className="link-button" onPress={() => setEditing(m.id)}>
                <Trans>Correct this reply</Trans>
              </Button>
            )
          }
        />
      </section>
      {question.messageCount < QUESTION_MESSAGES_MAX ? <ReplyForm question={question} /> : null}
      <InternalNotes subject={{ questionId: question.id }} />
    </div>
  );
}

function EditReplyForm({ message, questionId, onDone }: { message: QuestionMessage; questionId: string; onDone: () => void }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const [body, setBody] = useState(message.body);
  const { formRef, errors, clear, formError, validate, showErrors } = useAdminForm();

  const save = trpc.admin.questions.editReply.useMutation({
    onSuccess: async (thread) => {
      utils.admin.questions.get.setData({ id: questionId }, thread);
      toast.success(msg`Reply corrected`, msg`The client sees it marked as edited and has been told by email.`);
      onDone();
      await utils.admin.questions.list.invalidate();
    },
    onError: (error) => showErrors(error),
  });

  const onSubmit = submitParsed(
    () => validate(EditReplyInputSchema, { messageId: message.id, body }),
    (input) => save.mutate(input),
  );

  return (
    <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={onSubmit}>
      <TextAreaField name="body" label={t`Corrected reply`} value={body} onChange={setAndClear(setBody, clear, 'body')} isRequired rows={4} />
      <FormError message={formError} />
      <FormActions>
        <Button className="button button--ghost" onPress={onDone} isDisabled={save.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton pending={save.isPending} pendingLabel={<Trans>Saving...</Trans>}>
          <Trans>Save correction</Trans>
        </SubmitButton>
      </FormActions>
    </ValidatedForm>
  );
}

const ACCEPT = UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',');

function ReplyForm({ question }: { question: AdminQuestionThread }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const { formRef, errors, setErrors, clear, formError, validate, showErrors } = useAdminForm();
  const time = useTimeSpent(question.hoursRemaining, { clear, setErrors });
  const max = MESSAGE_ATTACHMENTS_MAX;

  const send = useMutation({
    mutationFn: sendQuestionReply,
    onSuccess: async (thread) => {
      utils.admin.questions.get.setData({ id: thread.id }, thread);
      toast.success(msg`Reply sent`, msg`The client has been notified by email.`);
      setBody('');
      time.reset();
      setFiles([]);
      await Promise.all([utils.admin.questions.list.invalidate(), utils.admin.letters.inbox.invalidate(), utils.admin.clients.invalidate()]);
    },
    onError: (error) =>
      showErrors(error, {
        insufficientHours: 'minutes',
        tooManyAttachments: 'file',
        fileTooLarge: 'file',
        fileTypeNotAllowed: 'file',
        fileContentMismatch: 'file',
        emptyFile: 'file',
      }),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(ReplyQuestionInputSchema, { questionId: question.id, body, ...time.logged });
    if (!input || !time.checkHours()) return;
    if (files.length > MESSAGE_ATTACHMENTS_MAX) {
      setErrors({ file: translateMessageKey(i18n, 'tooManyAttachments') });
      return;
    }
    send.mutate({ questionId: question.id, body: input.body, minutes: time.spent, note: input.note ?? '', files });
  }

  return (
    <section className="card" aria-labelledby="reply-title">
      <h2 id="reply-title">
        <Trans>Reply</Trans>
      </h2>
      <ValidatedForm ref={formRef} className="form answer-form" errors={errors} onSubmit={onSubmit}>
        <ExpertMessageFields
          name="body"
          label={t`Your reply`}
          clientLanguage={question.clientLanguage}
          value={body}
          onChange={setAndClear(setBody, clear, 'body')}
          time={time.fieldsProps}
          formError={formError}
          isPending={send.isPending}
          sendLabel={<Trans>Send reply</Trans>}
        >
          <ExpertFilesField
            files={files}
            onChange={setFiles}
            error={errors.file ?? null}
            onError={(message) => (message ? setErrors({ file: message }) : clear('file'))}
            max={max}
            tooManyKey="tooManyAttachments"
            accept={ACCEPT}
            hint={<Trans>Up to {max} files (PDF, Word, JPEG or PNG). They go into the client’s folder “From your expert”.</Trans>}
            listClassName="attach__chosen"
          />
        </ExpertMessageFields>
      </ValidatedForm>
    </section>
  );
}

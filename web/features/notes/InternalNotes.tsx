/**
 * The firm's internal notes on a question (its conversation page), a letter or a client, in the
 * console only (docs/decisions/062-internal-notes.md): the notes oldest first with author and
 * time, a form to add one, and "Delete" on one's own notes after a confirmation.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { formatDateTime, intlLocale, numberFormat } from '#shared/format.js';
import { AddNoteInputSchema, NOTE_BODY_MAX, type InternalNote, type NoteSubject } from '#shared/notes/notes.schema.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { TextAreaField } from '../../components/fields.js';
import { FormActions, FormError } from '../../components/FormParts.js';
import { EmptyState, QueryStates } from '../../components/States.js';
import { SubmitButton } from '../../components/SubmitButton.js';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { useLanguage } from '../../i18n/use-language.js';
import { serverErrorDescriptor } from '../../i18n/server-messages.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { setAndClear } from '../../lib/use-field-errors.js';
import { useAdminForm } from '../admin/index.js';
import './notes.css';
import { submitParsed } from '../../lib/validation.js';

/**
 * The notes panel of one subject: exactly one of `questionId`, `letterId`, `clientId`; `className`
 * adds the page's spacing (`section-block` between the client page's sections).
 */
export function InternalNotes({ subject, className }: { subject: NoteSubject; className?: string }) {
  const titleId = useId();
  const notes = trpc.admin.notes.list.useQuery(subject);
  return (
    <section className={className ? `card internal-notes ${className}` : 'card internal-notes'} aria-labelledby={titleId}>
      <div className="internal-notes__head">
        <h2 id={titleId}>
          <Trans>Internal notes</Trans>
        </h2>
        <p className="internal-notes__staff-only">
          <svg className="internal-notes__lock" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M5 7V5a3 3 0 0 1 6 0v2h1a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h1zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2z"
            />
          </svg>
          <Trans>Only the firm's staff see these notes.</Trans>
        </p>
      </div>
      <QueryStates
        query={notes}
        loading={<Trans>Loading the notes...</Trans>}
        failed={<Trans>Failed to load the notes. Please try again.</Trans>}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={<Trans>No internal notes yet.</Trans>} />}
      >
        {(list) => (
          <ol className="internal-notes__list">
            {list.map((note) => (
              <NoteItem key={note.id} note={note} subject={subject} />
            ))}
          </ol>
        )}
      </QueryStates>
      <AddNoteForm subject={subject} />
    </section>
  );
}

function NoteItem({ note, subject }: { note: InternalNote; subject: NoteSubject }) {
  const language = useLanguage();
  const written = formatDateTime(note.createdAt, language);
  return (
    <li className="internal-note">
      <p className="internal-note__meta">
        <span className="internal-note__author">{note.authorName ?? <Trans>Former staff member</Trans>}</span>
        <time dateTime={note.createdAt}>{written}</time>
      </p>
      <p className="internal-note__body">{note.body}</p>
      {note.mine ? <DeleteNoteDialog note={note} subject={subject} written={written} /> : null}
    </li>
  );
}

function DeleteNoteDialog({ note, subject, written }: { note: InternalNote; subject: NoteSubject; written: string }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const [isOpen, setOpen] = useState(false);
  const remove = trpc.admin.notes.remove.useMutation({
    onSuccess: async () => {
      setOpen(false);
      toast.success(msg`Note deleted`);
      await utils.admin.notes.list.invalidate(subject);
    },
    onError: (error) => toast.error(msg`Deleting failed`, serverErrorDescriptor(error)),
  });
  return (
    <div className="internal-note__actions">
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        triggerClassName="link-button"
        trigger={<Trans>Delete</Trans>}
        triggerLabel={t`Delete your note of ${written}`}
        title={<Trans>Delete this note?</Trans>}
        text={<Trans>Your note of {written} will be deleted for good. This cannot be undone.</Trans>}
        confirmLabel={<Trans>Delete note</Trans>}
        onConfirm={() => remove.mutate({ id: note.id })}
        isPending={remove.isPending}
      />
    </div>
  );
}

function AddNoteForm({ subject }: { subject: NoteSubject }) {
  const { t } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const [body, setBody] = useState('');
  const { formRef, errors, clear, formError, validate, showErrors } = useAdminForm();
  const add = trpc.admin.notes.add.useMutation({
    onSuccess: async () => {
      setBody('');
      toast.success(msg`Note added`);
      await utils.admin.notes.list.invalidate(subject);
    },
    onError: (error) => showErrors(error),
  });

  const onSubmit = submitParsed(
    () => validate(AddNoteInputSchema, { subject, body }),
    (input) => add.mutate(input),
  );

  const max = numberFormat(intlLocale(language), {}).format(NOTE_BODY_MAX);
  return (
    <ValidatedForm ref={formRef} className="form internal-notes__form" errors={errors} onSubmit={onSubmit}>
      <TextAreaField
        name="body"
        label={t`Add an internal note`}
        description={t`Up to ${max} characters. The client never sees it.`}
        value={body}
        onChange={setAndClear(setBody, clear, 'body')}
        isRequired
        rows={3}
      />
      <FormError message={formError} />
      <FormActions>
        <SubmitButton pending={add.isPending} pendingLabel={<Trans>Adding...</Trans>}>
          <Trans>Add note</Trans>
        </SubmitButton>
      </FormActions>
    </ValidatedForm>
  );
}

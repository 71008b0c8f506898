/**
 * The dialogs behind a document's actions menu: rename, move to another folder (or to none), and
 * delete after a confirmation. A page of a Finanzamt letter is not deleted alone: its dialog says
 * so and leads to the letter, where the whole letter can be deleted.
 * Each dialog is a react-aria modal (focus kept inside, Escape closes, focus returns to the menu).
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button, Dialog, Form } from 'react-aria-components';
import { UpdateDocumentInputSchema, type Document } from '#shared/documents/documents.schema.js';
import type { Folder } from '#shared/folders/folders.schema.js';
import { DeleteActions } from '../../components/DeleteActions.js';
import { DialogActions, DialogError, DialogTitle } from '../../components/ModalDialog.js';
import { ModalWindow } from '../../components/ModalWindow.js';
import { SelectField } from '../../components/SelectField.js';
import { translateMessageKey } from '../../i18n/server-messages.js';
import { errorMessageKey } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useServerForm } from '../../lib/use-server-form.js';
import { NameFieldDialog } from './NameFieldDialog.js';
import { OpenLetterLink } from '../letters/index.js';
import { submitParsed } from '../../lib/validation.js';

/** Which dialog of a document is open. */
export type DocumentDialogKind = 'rename' | 'move' | 'delete';

/** The folder selector's option for "no folder". */
const NO_FOLDER = '__none__';

/** Refetches what a change of documents or folders affects: the lists and the storage in use. */
export function useRefreshFiles(): () => Promise<void> {
  const utils = trpc.useUtils();
  return async () => {
    await Promise.all([utils.documents.list.invalidate(), utils.folders.list.invalidate(), utils.documents.limits.invalidate()]);
  };
}

/**
 * The documents.update call of the rename and move dialogs: on success it says `done` (a toast),
 * closes the dialog (`onClose`) and refetches the files; on failure it hands the error to `onError`.
 */
function useUpdateDocument(done: MessageDescriptor, onClose: () => void, onError: (error: unknown) => void) {
  const refresh = useRefreshFiles();
  return trpc.documents.update.useMutation({
    onSuccess: async () => {
      toast.success(done);
      onClose();
      await refresh();
    },
    onError,
  });
}

/** Moves focus to the heading `id` (tabIndex -1) when what had it is gone. */
export function focusHeading(id: string): void {
  window.document.getElementById(id)?.focus();
}

/** The translated message of a failed call, or null when it carries no message key. */
export function useErrorText(): (error: unknown) => string | null {
  const { i18n } = useLingui();
  return (error) => {
    const key = errorMessageKey(error);
    return key ? translateMessageKey(i18n, key) : null;
  };
}

export function ManageDocumentDialog({
  document,
  folders,
  kind,
  onClose,
}: {
  document: Document;
  /** The client's own folders (the targets of a move; the folder "From your expert" is none). */
  folders: Folder[];
  kind: DocumentDialogKind | null;
  onClose: () => void;
}) {
  return (
    <ModalWindow isOpen={kind !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {kind === 'rename' ? (
        <RenameDialog document={document} onClose={onClose} />
      ) : kind === 'move' ? (
        <MoveDialog document={document} folders={folders} onClose={onClose} />
      ) : kind === 'delete' ? (
        document.letterRole === 'page' && document.letterId ? (
          <LetterPageDialog document={document} letterId={document.letterId} onClose={onClose} />
        ) : (
          <DeleteDialog document={document} onClose={onClose} />
        )
      ) : null}
    </ModalWindow>
  );
}

function RenameDialog({ document, onClose }: { document: Document; onClose: () => void }) {
  const { t } = useLingui();
  const { formRef, errors, clear, validate, showServerErrors } = useServerForm();
  const [title, setTitle] = useState(document.title);
  const update = useUpdateDocument(msg`Document renamed`, onClose, (error) => {
    if (Object.keys(showServerErrors(error)).length === 0) toast.error(msg`Renaming failed`, msg`The document could not be renamed. Please try again.`);
  });

  const onSubmit = submitParsed(
    () => validate(UpdateDocumentInputSchema, { id: document.id, title }),
    (input) => {
      if (!update.isPending) update.mutate(input);
    },
  );

  return (
    <Dialog className="dialog">
      <NameFieldDialog
        title={<Trans>Rename document</Trans>}
        form={{ formRef, errors, clear }}
        onSubmit={onSubmit}
        name="title"
        label={t`Document title`}
        value={title}
        onChange={setTitle}
        onCancel={onClose}
        isPending={update.isPending}
      />
    </Dialog>
  );
}

function MoveDialog({ document, folders, onClose }: { document: Document; folders: Folder[]; onClose: () => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const own = folders.filter((f) => f.kind === 'own');
  const current = own.some((f) => f.id === document.folderId) ? (document.folderId as string) : NO_FOLDER;
  const [target, setTarget] = useState<string>(current);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateDocument(msg`Document moved`, onClose, (err) => {
    setError(errorText(err));
    toast.error(msg`Moving failed`, msg`The document could not be moved. Please try again.`);
  });
  const options = [{ id: NO_FOLDER, label: t`No folder` }, ...own.map((f) => ({ id: f.id, label: f.name }))];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    setError(null);
    update.mutate({ id: document.id, folderId: target === NO_FOLDER ? null : target });
  }

  const title = document.title;
  return (
    <Dialog className="dialog">
      <DialogTitle>
        <Trans>Move “{title}”</Trans>
      </DialogTitle>
      <Form className="form" onSubmit={onSubmit}>
        <SelectField label={<Trans>Folder</Trans>} name="folderId" options={options} value={target} onChange={(id) => setTarget(id ?? NO_FOLDER)} />
        <DialogError message={error} />
        <DialogActions
          cancelLabel={<Trans>Cancel</Trans>}
          onCancel={onClose}
          confirmLabel={<Trans>Move</Trans>}
          pendingLabel={<Trans>Moving...</Trans>}
          isPending={update.isPending}
          isDisabled={target === current}
        />
      </Form>
    </Dialog>
  );
}

function DeleteDialog({ document, onClose }: { document: Document; onClose: () => void }) {
  const refresh = useRefreshFiles();
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const remove = trpc.documents.delete.useMutation({
    onSuccess: async () => {
      toast.success(msg`Document deleted`);
      onClose();
      await refresh();
      // Its card (and the menu that opened this dialog) is gone: continue at the list's heading.
      focusHeading('document-list-title');
    },
    onError: (err) => {
      setError(errorText(err));
      toast.error(msg`Deleting failed`, msg`The document could not be deleted. Please try again.`);
    },
  });
  const title = document.title;
  const filename = document.filename;
  return (
    <Dialog className="dialog" role="alertdialog">
      <DialogTitle>
        <Trans>Delete this document?</Trans>
      </DialogTitle>
      <p className="dialog__text">
        <Trans>
          “{title}” ({filename}) will be deleted for good, with its file. This cannot be undone.
        </Trans>
      </p>
      <DialogError message={error} />
      <DeleteActions
        onCancel={onClose}
        confirmLabel={<Trans>Delete document</Trans>}
        onConfirm={() => remove.mutate({ id: document.id })}
        isPending={remove.isPending}
        confirmClassName="button--danger"
      />
    </Dialog>
  );
}

function LetterPageDialog({ document, letterId, onClose }: { document: Document; letterId: string; onClose: () => void }) {
  const title = document.title;
  return (
    <Dialog className="dialog">
      <DialogTitle>
        <Trans>This is a page of a letter</Trans>
      </DialogTitle>
      <p className="dialog__text">
        <Trans>“{title}” is a page of a letter from the Finanzamt. It can only be deleted together with the whole letter, on the letter’s page.</Trans>
      </p>
      <div className="dialog__actions">
        <Button className="button button--ghost" onPress={onClose}>
          <Trans>Close</Trans>
        </Button>
        <OpenLetterLink letterId={letterId} className="button button--primary" />
      </div>
    </Dialog>
  );
}

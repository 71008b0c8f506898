/**
 * The selected folder's actions in the sidebar: rename it, delete it (an empty one after a
 * confirmation; one with documents only when the client confirms deleting them too). The folder
 * "From your expert" has no actions: the client cannot rename or delete it.
 */
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DeleteActions } from '../../components/DeleteActions.js';
import { DialogError, DialogTitle, ModalDialog } from '../../components/ModalDialog.js';
import { RenameFolderInputSchema, type Folder } from '#shared/folders/folders.schema.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useServerForm } from '../../lib/use-server-form.js';
import { focusHeading, useErrorText, useRefreshFiles } from './ManageDocumentDialog.js';
import { NameFieldDialog } from './NameFieldDialog.js';
import { submitParsed } from '../../lib/validation.js';

/** "Rename folder" and "Delete folder" for one of the client's own folders holding `count` documents. */
export function FolderActions({ folder, count }: { folder: Folder; count: number }) {
  const { t } = useLingui();
  const name = folder.name;
  return (
    <div className="folder-actions" role="group" aria-label={t`Actions for the folder ${name}`}>
      <p className="folder-actions__label muted">
        <Trans>Folder “{name}”</Trans>
      </p>
      <RenameFolderDialog key={`rename-${folder.id}`} folder={folder} />
      <DeleteFolderDialog key={`delete-${folder.id}`} folder={folder} count={count} />
    </div>
  );
}

function RenameFolderDialog({ folder }: { folder: Folder }) {
  const { t } = useLingui();
  const refresh = useRefreshFiles();
  const [isOpen, setOpen] = useState(false);
  const [name, setName] = useState(folder.name);
  const { formRef, errors, setErrors, clear, validate, showServerErrors } = useServerForm();
  const rename = trpc.folders.rename.useMutation({
    onSuccess: async () => {
      toast.success(msg`Folder renamed`);
      setOpen(false);
      await refresh();
    },
    onError: (error) => {
      if (Object.keys(showServerErrors(error)).length === 0) toast.error(msg`Renaming failed`, msg`The folder could not be renamed. Please try again.`);
    },
  });

  function onOpenChange(open: boolean) {
    setOpen(open);
    setName(folder.name);
    setErrors({});
  }

  const onSubmit = submitParsed(
    () => validate(RenameFolderInputSchema, { id: folder.id, name }),
    (input) => {
      if (!rename.isPending) rename.mutate(input);
    },
  );

  const current = folder.name;
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      triggerClassName="button button--secondary button--small"
      triggerLabel={t`Rename folder ${current}`}
      trigger={<Trans>Rename</Trans>}
    >
      {(close) => (
        <NameFieldDialog
          title={<Trans>Rename folder</Trans>}
          form={{ formRef, errors, clear }}
          onSubmit={onSubmit}
          name="name"
          label={t`Folder name`}
          value={name}
          onChange={setName}
          onCancel={close}
          isPending={rename.isPending}
        />
      )}
    </ModalDialog>
  );
}

function DeleteFolderDialog({ folder, count }: { folder: Folder; count: number }) {
  const { t } = useLingui();
  const refresh = useRefreshFiles();
  const errorText = useErrorText();
  const [isOpen, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = trpc.folders.delete.useMutation({
    onSuccess: async (result) => {
      const deleted = result.deletedDocuments;
      toast.success(deleted > 0 ? msg`Folder and its documents deleted` : msg`Folder deleted`);
      setOpen(false);
      await refresh();
      // The folder and its actions are gone: continue at the folder list's heading.
      focusHeading('folders-title');
    },
    onError: async (err) => {
      setError(errorText(err));
      toast.error(msg`Deleting failed`, msg`The folder could not be deleted. Please try again.`);
      // Its documents may have changed meanwhile (the count in the dialog).
      await refresh();
    },
  });

  function onOpenChange(open: boolean) {
    setOpen(open);
    setError(null);
  }

  const name = folder.name;
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      role="alertdialog"
      triggerClassName="button button--ghost button--small"
      triggerLabel={t`Delete folder ${name}`}
      trigger={<Trans>Delete</Trans>}
    >
      {(close) => (
        <>
          <DialogTitle>
            <Trans>Delete the folder “{name}”?</Trans>
          </DialogTitle>
          <p className="dialog__text">
            {count === 0 ? (
              <Trans>The folder is empty. Deleting it cannot be undone.</Trans>
            ) : (
              <Plural
                value={count}
                one="The folder holds # document. It will be deleted for good together with the folder, with its file. To keep it, move it to another folder first."
                other="The folder holds # documents. They will be deleted for good together with the folder, with their files. To keep them, move them to another folder first."
              />
            )}
          </p>
          <DialogError message={error} />
          <DeleteActions
            onCancel={close}
            confirmLabel={
              count === 0 ? <Trans>Delete folder</Trans> : <Plural value={count} one="Delete folder and # document" other="Delete folder and # documents" />
            }
            onConfirm={() => remove.mutate({ id: folder.id, withDocuments: count > 0 })}
            isPending={remove.isPending}
            confirmClassName="button--danger"
          />
        </>
      )}
    </ModalDialog>
  );
}

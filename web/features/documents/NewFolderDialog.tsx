import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ModalDialog } from '../../components/ModalDialog.js';
import type { Folder } from '#shared/folders/folders.schema.js';
import { errorIssues } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { serverFieldErrors, useFieldErrors } from '../../lib/validation.js';
import { NameFieldDialog } from './NameFieldDialog.js';

/** "New Folder" button and dialog; Create stays disabled while the trimmed name is empty. */
export function NewFolderDialog({ onCreated }: { onCreated?: (folder: Folder) => void }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const [isOpen, setOpen] = useState(false);
  const [name, setName] = useState('');
  const { errors, setErrors, clear } = useFieldErrors();

  const create = trpc.folders.create.useMutation({
    onSuccess: async (folder) => {
      await utils.folders.list.invalidate();
      toast.success(msg`Folder created`);
      setOpen(false);
      setName('');
      onCreated?.(folder);
    },
    onError: (error) => {
      setErrors(serverFieldErrors(errorIssues(error), i18n));
      toast.error(msg`Creation failed`, msg`Failed to create folder. Please try again.`);
    },
  });

  function onOpenChange(open: boolean) {
    setOpen(open);
    if (!open) {
      setName('');
      setErrors({});
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || create.isPending) return;
    setErrors({});
    create.mutate({ name: trimmed });
  }

  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      triggerClassName="button button--secondary button--small"
      trigger={
        <>
          <span aria-hidden="true">+ </span>
          <Trans>New Folder</Trans>
        </>
      }
    >
      {(close) => (
        <NameFieldDialog
          title={<Trans>New Folder</Trans>}
          form={{ errors, clear }}
          onSubmit={onSubmit}
          name="name"
          label={t`Folder name`}
          placeholder={t`For example: Tax return 2025`}
          value={name}
          onChange={setName}
          onCancel={close}
          isPending={create.isPending}
          submitLabel={<Trans>Create</Trans>}
          pendingLabel={<Trans>Creating...</Trans>}
        />
      )}
    </ModalDialog>
  );
}

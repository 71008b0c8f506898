import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogTrigger, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { Folder } from '#shared/folders.schema.js';
import { TextInputField } from '../../components/fields.js';
import { errorIssues } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { serverFieldErrors, useFieldErrors } from '../../lib/validation.js';

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

  const canCreate = name.trim().length > 0 && !create.isPending;

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button className="button button--secondary button--small">
        <span aria-hidden="true">+ </span>
        <Trans>New Folder</Trans>
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog">
            {({ close }) => (
              <>
                <Heading slot="title" className="dialog__title">
                  <Trans>New Folder</Trans>
                </Heading>
                <Form className="form" validationBehavior="aria" validationErrors={errors} onSubmit={onSubmit}>
                  <TextInputField
                    name="name"
                    label={t`Folder name`}
                    placeholder={t`For example: Tax return 2025`}
                    value={name}
                    onChange={(value) => {
                      setName(value);
                      clear('name');
                    }}
                    autoFocus
                    isRequired
                  />
                  <div className="dialog__actions">
                    <Button className="button button--ghost" onPress={close}>
                      <Trans>Cancel</Trans>
                    </Button>
                    <Button type="submit" className="button button--primary" isDisabled={!canCreate}>
                      {create.isPending ? <Trans>Creating...</Trans> : <Trans>Create</Trans>}
                    </Button>
                  </div>
                </Form>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

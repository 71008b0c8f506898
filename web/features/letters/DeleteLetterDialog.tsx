/**
 * "Delete this letter": the letter with its pages (and their files) after a confirmation. Questions
 * asked about it stay under Questions; files from the expert stay in "From your expert".
 */
import { msg } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Letter } from '#shared/letters/letters.schema.js';
import { DeleteActions } from '../../components/DeleteActions.js';
import { DialogTitle, ModalDialog } from '../../components/ModalDialog.js';
import { serverErrorDescriptor } from '../../i18n/server-messages.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';

export function DeleteLetterDialog({ letter, name }: { letter: Letter; name: string }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [isOpen, setOpen] = useState(false);
  const remove = trpc.letters.delete.useMutation({
    // A poll of the letter (while it is being read) must not run into the deletion: cancel one in flight.
    onMutate: () => utils.letters.get.cancel({ id: letter.id }),
    onSuccess: async () => {
      setOpen(false);
      toast.success(msg`Letter deleted`);
      await navigate({ to: '/letters' });
      await Promise.all([utils.letters.list.invalidate(), utils.documents.list.invalidate(), utils.documents.limits.invalidate()]);
      utils.letters.get.reset({ id: letter.id });
    },
    onError: (error) => toast.error(msg`Deleting failed`, serverErrorDescriptor(error)),
  });
  const pages = letter.pages.length;
  return (
    <section className="card letter-section" aria-labelledby="delete-letter-title">
      <h2 id="delete-letter-title">
        <Trans>Delete this letter</Trans>
      </h2>
      <p className="muted">
        <Trans>Removes the letter, its details and its pages from your portal. Questions you asked about it stay under Questions.</Trans>
      </p>
      <ModalDialog isOpen={isOpen} onOpenChange={setOpen} role="alertdialog" triggerClassName="button button--ghost" trigger={<Trans>Delete letter</Trans>}>
        {(close) => (
          <>
            <DialogTitle>
              <Trans>Delete “{name}”?</Trans>
            </DialogTitle>
            <p className="dialog__text">
              {pages > 0 ? (
                <Plural
                  value={pages}
                  one="The letter and its page (# file) will be deleted for good. This cannot be undone."
                  other="The letter and its pages (# files) will be deleted for good. This cannot be undone."
                />
              ) : (
                <Trans>The letter and its details will be deleted for good. This cannot be undone.</Trans>
              )}
            </p>
            <DeleteActions
              onCancel={close}
              confirmLabel={<Trans>Delete letter</Trans>}
              onConfirm={() => remove.mutate({ id: letter.id })}
              isPending={remove.isPending}
            />
          </>
        )}
      </ModalDialog>
    </section>
  );
}

/**
 * A button that asks before an action that cannot be undone (a deletion, a deactivation): an
 * alert dialog with its title, one paragraph, Cancel (focused on opening) and the action in red
 * (DeleteActions). The caller owns `isOpen` to close it after success. Texts come from the caller.
 */
import type { ReactNode } from 'react';
import { DeleteActions } from './DeleteActions.js';
import { DialogTitle, ModalDialog, type DialogTriggerProps } from './ModalDialog.js';

export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  text,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  onConfirm,
  isPending,
  ...trigger
}: DialogTriggerProps & {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  text: ReactNode;
  confirmLabel: ReactNode;
  /** What the action reads while pending ("Deleting..." unless told). */
  pendingLabel?: ReactNode;
  /** What the button that closes the dialog reads ("Cancel" unless told). */
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  isPending: boolean;
}) {
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} role="alertdialog" {...trigger}>
      {(close) => (
        <>
          <DialogTitle>{title}</DialogTitle>
          <p className="dialog__text">{text}</p>
          <DeleteActions
            onCancel={close}
            confirmLabel={confirmLabel}
            confirmClassName="button--danger"
            onConfirm={onConfirm}
            isPending={isPending}
            {...(pendingLabel ? { pendingLabel } : {})}
            {...(cancelLabel ? { cancelLabel } : {})}
          />
        </>
      )}
    </ModalDialog>
  );
}

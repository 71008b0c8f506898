/**
 * A button that opens a react-aria modal dialog (focus kept inside, Escape or a click outside
 * closes it, focus returns to the button). The caller owns `isOpen` (to close it after success
 * and to reset its form on opening); `children` gets `close` for a Cancel button.
 */
import type { ReactNode } from 'react';
import { Dialog, DialogTrigger, Modal, ModalOverlay } from 'react-aria-components';

export function ModalDialog({
  trigger,
  isOpen,
  onOpenChange,
  role,
  children,
}: {
  /** The react-aria Button that opens the dialog. */
  trigger: ReactNode;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'alertdialog' for a confirmation of something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  children: (close: () => void) => ReactNode;
}) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog" role={role}>
            {({ close }) => children(close)}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

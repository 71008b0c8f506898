/**
 * The modal window of a dialog (react-aria's overlay, modal and dialog: focus kept inside, Escape or
 * a click outside closes it, focus returns to what opened it) and its styles: a chunk of its own,
 * which ModalDialog loads when its button is pointed at, focused or pressed
 * (docs/decisions/041-confirmed-details-as-text.md). A dialog opened otherwise (from a menu's item)
 * uses ModalWindow directly.
 */
import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import './dialog.css';

/**
 * The dimmed overlay and the window around a react-aria Dialog (`children`), open while `isOpen`
 * (when given; inside a react-aria DialogTrigger, the trigger opens it).
 */
export function ModalWindow({
  isOpen,
  onOpenChange,
  className,
  children,
}: {
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  children: ReactNode;
}) {
  const controlled = isOpen === undefined ? {} : { isOpen, onOpenChange };
  return (
    <ModalOverlay className="modal-overlay" isDismissable {...controlled}>
      <Modal className={className ? `modal ${className}` : 'modal'}>{children}</Modal>
    </ModalOverlay>
  );
}

/** ModalDialog's open window: the dialog (`role`) with `children(close)` inside. */
export function DialogWindow({
  onClose,
  role,
  className,
  children,
}: {
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
  className?: string;
  children: (close: () => void) => ReactNode;
}) {
  return (
    <ModalWindow isOpen onOpenChange={(open) => (open ? undefined : onClose())} className={className}>
      <Dialog className="dialog" role={role}>
        {children(onClose)}
      </Dialog>
    </ModalWindow>
  );
}

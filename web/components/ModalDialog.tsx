/**
 * Modal dialogs on react-aria-components (focus kept inside, Escape or a click outside closes
 * them, focus returns to what opened them) and the pieces their insides share: the title and the
 * row of Cancel and the dialog's action. Their styles (dialog.css) load with the first page that
 * shows a dialog, not with the public pages. Texts come from the caller (its catalog).
 */
import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './dialog.css';

/**
 * A button that opens a modal dialog; `children` gets `close` (for a Cancel button, and to close
 * it after success). A caller that closes it from elsewhere (a mutation's callbacks) or resets its
 * form on opening owns `isOpen` and `onOpenChange`.
 */
export function ModalDialog({
  trigger,
  triggerClassName,
  triggerLabel,
  isOpen,
  onOpenChange,
  role,
  modalClassName,
  children,
}: {
  /** What the button that opens the dialog shows. */
  trigger: ReactNode;
  triggerClassName: string;
  /** The button's accessible name when what it shows is not enough ('Rename folder Tax 2025'). */
  triggerLabel?: string;
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** 'alertdialog' for a confirmation of something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  /** Classes of the window besides `modal` (its width: the console's `admin-modal`). */
  modalClassName?: string;
  children: (close: () => void) => ReactNode;
}) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button className={triggerClassName} aria-label={triggerLabel}>
        {trigger}
      </Button>
      <ModalWindow className={modalClassName}>
        <Dialog className="dialog" role={role}>
          {({ close }) => children(close)}
        </Dialog>
      </ModalWindow>
    </DialogTrigger>
  );
}

/**
 * The dimmed overlay and the window around a react-aria Dialog (`children`). Inside a
 * DialogTrigger (ModalDialog) the trigger opens it; a dialog opened otherwise (from a menu's item)
 * passes `isOpen` and `onOpenChange`.
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

/** The dialog's heading, which names it. */
export function DialogTitle({ children }: { children: ReactNode }) {
  return (
    <Heading slot="title" className="dialog__title">
      {children}
    </Heading>
  );
}

/** Why the dialog's action failed (the server's message), announced; nothing without one. */
export function DialogError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="dialog__error" role="alert">
      {message}
    </p>
  );
}

/**
 * The dialog's buttons: Cancel (or "Keep …") and its action, which submits the dialog's form
 * unless `onConfirm` is given, shows `pendingLabel` and is disabled while `isPending`.
 * `focusCancel`: Cancel takes the focus on opening (a confirmation of something that cannot be undone).
 */
export function DialogActions({
  cancelLabel,
  onCancel,
  focusCancel = false,
  confirmLabel,
  pendingLabel,
  onConfirm,
  isPending = false,
  isDisabled = false,
  confirmClassName = 'button--primary',
}: {
  cancelLabel: ReactNode;
  onCancel: () => void;
  focusCancel?: boolean;
  confirmLabel: ReactNode;
  pendingLabel?: ReactNode;
  onConfirm?: () => void;
  isPending?: boolean;
  /** Disabled for another reason than a call in flight (nothing changed yet). */
  isDisabled?: boolean;
  /** The action's look: `button--primary`, or `button--danger` for a deletion. */
  confirmClassName?: string;
}) {
  return (
    <div className="dialog__actions">
      <Button className="button button--ghost" onPress={onCancel} autoFocus={focusCancel}>
        {cancelLabel}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} className={`button ${confirmClassName}`} onPress={onConfirm} isDisabled={isPending || isDisabled}>
        {isPending && pendingLabel ? pendingLabel : confirmLabel}
      </Button>
    </div>
  );
}

/**
 * Modal dialogs on react-aria-components (focus kept inside, Escape or a click outside closes
 * them, focus returns to what opened them) and the pieces their insides share: the title and the
 * row of Cancel and the dialog's action. The window and its styles (dialog.css) are
 * ModalWindow.tsx, loaded when a dialog is about to open. Texts come from the caller (its catalog).
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Heading } from 'react-aria-components';
import { loadOnIntent } from '../lib/lazy-view.js';

const loadWindow = () => import('./ModalWindow.js');
const DialogWindow = lazy(() => loadWindow().then((m) => ({ default: m.DialogWindow })));

/** The button that opens a dialog: what it shows, its classes and, where needed, its accessible name. */
export interface DialogTriggerProps {
  /** What the button that opens the dialog shows. */
  trigger: ReactNode;
  triggerClassName: string;
  /** The button's accessible name when what it shows is not enough ('Rename folder Tax 2025'). */
  triggerLabel?: string;
}

/**
 * A button that opens a modal dialog; `children` gets `close` (for a Cancel button, and to close
 * it after success). A caller that closes it from elsewhere (a mutation's callbacks) or resets its
 * form on opening owns `isOpen` and `onOpenChange`. The window's code (react-aria's overlay, focus
 * scope and animations) loads when the button is first pointed at, focused or pressed, not with
 * the page (ModalWindow.tsx); the focus returns to the button when the dialog closes.
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
}: DialogTriggerProps & {
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** 'alertdialog' for a confirmation of something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  /** Classes of the window besides `modal` (its width: the console's `admin-modal`). */
  modalClassName?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = isOpen ?? ownOpen;
  const setOpen = (value: boolean) => {
    if (isOpen === undefined) setOwnOpen(value);
    onOpenChange?.(value);
  };
  return (
    <>
      <Button
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...loadOnIntent(loadWindow)}
        onPress={() => setOpen(true)}
      >
        {trigger}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <DialogWindow onClose={() => setOpen(false)} role={role} className={modalClassName}>
            {children}
          </DialogWindow>
        </Suspense>
      ) : null}
    </>
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

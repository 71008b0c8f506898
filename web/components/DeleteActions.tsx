/**
 * The buttons of a dialog that confirms a deletion. Its texts are in the portal's and the admin
 * console's catalogs (lingui.config.ts SIGNED_IN), where the dialogs that use it are.
 */
import { Trans } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { DialogActions } from './ModalDialog.js';

/**
 * DialogActions for a deletion: Cancel takes the focus on opening (it cannot be undone) and the
 * action reads "Deleting..." (or `pendingLabel`) while `isPending`; Cancel reads `cancelLabel` when given
 * (where the action is itself a cancelling: "Keep the call"). Takes DialogActions' other props (`confirmLabel`,
 * `onCancel`, `onConfirm`, `isPending`, `confirmClassName`).
 */
export function DeleteActions(
  props: Omit<ComponentProps<typeof DialogActions>, 'cancelLabel' | 'focusCancel' | 'pendingLabel'> & { pendingLabel?: ReactNode; cancelLabel?: ReactNode },
) {
  return <DialogActions cancelLabel={<Trans>Cancel</Trans>} focusCancel pendingLabel={<Trans>Deleting...</Trans>} {...props} />;
}

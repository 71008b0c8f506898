/**
 * The toast store (spec section 9): at most one toast visible, a new toast replaces the
 * current one, auto-dismiss after 5000 ms. Content holds Lingui message descriptors so a
 * visible toast follows a language switch. Rendered by components/Toaster.tsx.
 */
import type { MessageDescriptor } from '@lingui/core';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '#shared/constants.js';

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastContent {
  title: MessageDescriptor;
  description?: MessageDescriptor;
  variant?: ToastVariant;
}

export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: TOAST_LIMIT });

/** Shows a toast, replacing whatever toast is visible. Returns its key. */
function showToast(content: ToastContent): string {
  toastQueue.clear();
  return toastQueue.add(content, { timeout: TOAST_DURATION_MS });
}

export const toast = {
  success: (title: MessageDescriptor, description?: MessageDescriptor) => showToast({ title, description, variant: 'success' }),
  error: (title: MessageDescriptor, description?: MessageDescriptor) => showToast({ title, description, variant: 'error' }),
  info: (title: MessageDescriptor, description?: MessageDescriptor) => showToast({ title, description, variant: 'info' }),
};

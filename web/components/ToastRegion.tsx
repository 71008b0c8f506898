/**
 * The notification region: react-aria's toast region (a labelled landmark whose toasts are
 * alert dialogs with a close button). F8 moves focus to it; a toast can be swiped right to
 * dismiss (50 px threshold); hovering or focusing pauses the 5 s timer. Loaded with the first
 * toast (components/Toaster.tsx).
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type PointerEvent } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import { TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '#shared/constants.js';
import { toastQueue, type ToastContent as ToastData } from '../lib/toast.js';

export default function ToastRegionView() {
  const { t } = useLingui();
  const regionRef = useRef<HTMLDivElement>(null);
  const hotkey = TOAST_HOTKEY;

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== TOAST_HOTKEY) return;
      const region = regionRef.current;
      if (!region) return;
      event.preventDefault();
      const first = region.querySelector<HTMLElement>('[role="alertdialog"]');
      (first ?? region).focus();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <ToastRegion ref={regionRef} queue={toastQueue} className="toast-region" aria-label={t`Notifications (${hotkey})`}>
      {({ toast }) => <ToastItem toast={toast} />}
    </ToastRegion>
  );
}

function ToastItem({ toast }: { toast: QueuedToast<ToastData> }) {
  const { i18n, t } = useLingui();
  const start = useRef<{ x: number; id: number } | null>(null);
  const { title, description, variant = 'info' } = toast.content;

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    start.current = { x: event.clientX, id: event.pointerId };
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!start.current || start.current.id !== event.pointerId) return;
    const dx = Math.max(0, event.clientX - start.current.x);
    event.currentTarget.style.setProperty('--swipe-x', `${dx}px`);
  }
  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    if (!start.current || start.current.id !== event.pointerId) return;
    const dx = event.clientX - start.current.x;
    start.current = null;
    event.currentTarget.style.removeProperty('--swipe-x');
    if (dx > TOAST_SWIPE_THRESHOLD_PX) toastQueue.close(toast.key);
  }

  return (
    <Toast
      toast={toast}
      className={`toast toast--${variant}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <ToastContent className="toast__content">
        <Text slot="title" className="toast__title">
          {i18n._(title)}
        </Text>
        {description ? (
          <Text slot="description" className="toast__description">
            {i18n._(description)}
          </Text>
        ) : null}
      </ToastContent>
      <Button slot="close" className="toast__close" aria-label={t`Close`}>
        <span aria-hidden="true">×</span>
      </Button>
    </Toast>
  );
}

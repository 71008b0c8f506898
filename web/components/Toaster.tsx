/**
 * Where toasts appear (components/ToastRegion.tsx). The region and react-aria's toast code are
 * loaded with the first toast: a page renders no region while there is no toast anyway (react-aria
 * renders the region only with a visible toast), and this keeps them out of every page's first
 * load (landing page under 150 kB of JavaScript).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { toastQueue } from '../lib/toast.js';

const ToastRegion = lazy(() => import('./ToastRegion.js'));

export function Toaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return;
    const check = () => {
      if (toastQueue.visibleToasts.length > 0) setNeeded(true);
    };
    check();
    return toastQueue.subscribe(check);
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}

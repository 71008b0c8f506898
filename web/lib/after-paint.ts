import { startTransition, useEffect, useState } from 'react';

/**
 * Calls `callback` once the current frame has been painted: in the task after the next animation
 * frame (at once in a hidden tab, which paints no frames). Returns a function that cancels it.
 * Work a page does not need for its first paint (forms, tooltips' data, the head's texts) starts
 * here, so that its requests and scripts neither hold back that paint nor count towards it
 * (docs/decisions/030-the-view-in-the-first-frame.md).
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    timer = setTimeout(callback, 0);
  };
  const frame = document.visibilityState === 'hidden' ? (later(), undefined) : requestAnimationFrame(later);
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Whether the component's first render has been painted: false on the first render, true from the
 * task after the next frame (`afterPaint`). A page renders its facts first and its heavy parts
 * (forms, dialogs) once this is true, so their code is requested after the first paint. The render
 * that follows is a transition: React renders it in slices of a few milliseconds between which the
 * browser handles input, instead of one long task (docs/decisions/036-signed-in-pages-render-in-slices.md).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}

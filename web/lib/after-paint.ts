import { startTransition, useEffect, useState } from 'react';

/**
 * Calls `callback` once the current frame has been painted and shown: in the task after the
 * second animation frame from now (at once in a hidden tab, which paints no frames). Returns a
 * function that cancels it. Work a page does not need for its first paint (forms, tooltips' data,
 * the head's texts) starts here, so that its requests and scripts neither hold back that paint nor
 * count towards it (docs/decisions/030-the-view-in-the-first-frame.md). One frame is not enough:
 * the browser reports a paint when the frame reaches the screen, which can come after the next
 * frame's callbacks, and a request answered within those milliseconds then counts towards it
 * (docs/decisions/042-one-round-trip-to-a-painted-page.md).
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  const later = () => {
    frame = undefined;
    timer = setTimeout(callback, 0);
  };
  if (document.visibilityState === 'hidden') later();
  else
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(later);
    });
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

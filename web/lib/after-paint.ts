import { useEffect, useState } from 'react';

/**
 * Whether the component's first render has been painted: false on the first render, true from the
 * task after the next frame (at once in a hidden tab, which paints no frames). A page renders its
 * facts first and its heavy parts (forms, dialogs) once this is true, so their code is requested
 * after the first paint (docs/decisions/028-portal-pages-paint-first.md).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      timer = setTimeout(() => setPainted(true), 0);
    };
    const frame = document.visibilityState === 'hidden' ? (later(), undefined) : requestAnimationFrame(later);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

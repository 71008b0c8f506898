import type { RouterHistory } from '@tanstack/react-router';

let navigated = false;

/** Notes when `history` moves to another page (web/router.tsx calls it once for the app's history). */
export function trackNavigations(history: RouterHistory): void {
  history.subscribe(() => {
    navigated = true;
  });
}

/**
 * Whether the visitor has moved to another page inside the app (a link, a redirect, back or
 * forward) since the document loaded. A page that moves the focus to its heading for screen
 * readers does so only then: after a full page load the browser starts at the top by itself, and
 * focusing would force a layout in the middle of the first render.
 */
export function hasNavigated(): boolean {
  return navigated;
}

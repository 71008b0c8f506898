/**
 * Whether the page is interactive: false while React hydrates prerendered HTML (and in the
 * prerenderer), true afterwards and in pages rendered in the browser. Prerendered forms keep
 * their fields and submit button disabled until then: a click before hydration cannot submit
 * the form natively (which would put its fields, a password included, into the address), and
 * nothing typed is lost when hydration resets the fields' values.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

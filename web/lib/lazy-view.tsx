import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * A page's view in a chunk of its own, which the route's loader requests together with the page's
 * data (docs/decisions/030-the-view-in-the-first-frame.md). `load` imports the chunk and answers the
 * view component; the route's loader calls it. `View` renders the view at once when its chunk has
 * loaded, and only otherwise through `React.lazy` (inside the route's `<Suspense>`): a lazy
 * component suspends on its first render even when its chunk is there, and React reveals content
 * that replaced a fallback no sooner than 300 ms after the fallback, so the page's main content
 * would paint that much later than its frame (Lighthouse's largest contentful paint).
 *
 * Whether a mounted `View` renders directly or lazily is decided when it mounts and kept, so its
 * subtree is never remounted (and its state never lost) when the chunk arrives.
 */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): { load: () => Promise<ComponentType<P>>; View: ComponentType<P> } {
  let loaded: ComponentType<P> | undefined;
  const keep = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => keep().then((component) => ({ default: component })));
  function View(props: P) {
    const [direct] = useState(() => loaded);
    return createElement(direct ?? Lazy, props);
  }
  return { load: keep, View };
}

/**
 * Props for a react-aria Button that opens something whose code is a chunk of its own (a dialog, a
 * form): `load` starts when the button is pointed at or focused, so the chunk has mostly arrived
 * by the press (docs/decisions/041-confirmed-details-as-text.md). `load` may run many times (a
 * dynamic import is fetched once).
 */
export function loadOnIntent(load: () => Promise<unknown>): { onHoverStart: () => void; onFocus: () => void } {
  const start = () => void load();
  return { onHoverStart: start, onFocus: start };
}

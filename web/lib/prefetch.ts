/**
 * Route loaders prefetch a page's data into the query cache so it renders with its data. A
 * failed fetch must not fail the navigation: the page's own query shows its error state (with
 * Retry), as it does without the loader. Part of the main bundle: keep it tiny.
 */
export async function prefetched(...fetches: Promise<unknown>[]): Promise<void> {
  await Promise.allSettled(fetches);
}

/**
 * Like `prefetched`, but the navigation waits only when the page is entered: a new search on
 * the same page (`cause` 'stay') starts the fetch and shows the page's own progress (the old
 * rows stay, marked busy) instead of holding the address bar back.
 */
export function prefetchedOnEnter(cause: 'enter' | 'stay' | 'preload', ...fetches: Promise<unknown>[]): Promise<void> | undefined {
  const done = prefetched(...fetches);
  return cause === 'stay' ? undefined : done;
}

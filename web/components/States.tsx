/** Loading, empty and error states for lists. */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';

export function LoadingState({ label }: { label: ReactNode }) {
  return (
    <div className="state state--loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="state state--empty">
      <p className="state__title">{title}</p>
      {children ? <div className="state__body">{children}</div> : null}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: ReactNode; onRetry: () => void }) {
  return (
    <div className="state state--error" role="alert">
      <p className="state__title">{message}</p>
      <Button className="button button--secondary" onPress={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}

/** What a query (`useQuery`, `useInfiniteQuery`) offers for its states. */
export interface QueryStatus<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * A query's states in one place, for a part of a page that reads its own data: the loading state
 * (`loading`) while `query` is pending, the error state (`failed`, with "Retry" refetching) when it
 * failed, `empty` when `isEmpty(data)` says there is nothing to show, else `children(data)`.
 */
export function QueryStates<T>({
  query,
  loading,
  failed,
  isEmpty,
  empty,
  children,
}: {
  query: QueryStatus<T>;
  loading: ReactNode;
  failed: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError || query.data === undefined) return <ErrorState message={failed} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}

/** The items of an infinite query's pages, in order. */
export function pageItems<T>(data: { pages: readonly { items: readonly T[] }[] }): T[] {
  return data.pages.flatMap((page) => page.items);
}

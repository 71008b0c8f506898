/** The "Show more …" button under a paged list (keyset pages of LIST_PAGE_SIZE); nothing on the last page. */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { pageItems, QueryStates, type QueryStatus } from './States.js';

/** What an infinite query offers for the next page. */
interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export function ShowMore({ pages, children }: { pages: NextPages; children: ReactNode }) {
  if (!pages.hasNextPage) return null;
  return (
    <Button className="button button--secondary list-more" isDisabled={pages.isFetchingNextPage} onPress={() => void pages.fetchNextPage()}>
      {pages.isFetchingNextPage ? <Trans>Loading...</Trans> : children}
    </Button>
  );
}

/** A paged list: its items in a `<ul>` with the list's class, and the "Show more …" button (`more`) under it. */
export function PagedList({ className, pages, more, children }: { className: string; pages: NextPages; more: ReactNode; children: ReactNode }) {
  return (
    <>
      <ul className={className}>{children}</ul>
      <ShowMore pages={pages}>{more}</ShowMore>
    </>
  );
}

/**
 * An infinite query's paged list with its states: the loading state (`loading`) and the error state
 * (`failed`) of `query`, `empty` when it has no items, else its items rendered by `children` in a
 * `<PagedList>` with the list's class and the "Show more …" button (`more`).
 */
export function PagedQueryList<T>({
  query,
  className,
  more,
  loading,
  failed,
  empty,
  children,
}: {
  query: QueryStatus<{ pages: readonly { items: readonly T[] }[] }> & NextPages;
  className: string;
  more: ReactNode;
  loading: ReactNode;
  failed: ReactNode;
  empty: ReactNode;
  children: (item: T) => ReactNode;
}) {
  return (
    <QueryStates query={query} loading={loading} failed={failed} isEmpty={(data) => pageItems(data).length === 0} empty={empty}>
      {(data) => (
        <PagedList className={className} pages={query} more={more}>
          {pageItems(data).map(children)}
        </PagedList>
      )}
    </QueryStates>
  );
}

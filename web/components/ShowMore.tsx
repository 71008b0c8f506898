/** The "Show more …" button under a paged list (keyset pages of LIST_PAGE_SIZE); nothing on the last page. */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';

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

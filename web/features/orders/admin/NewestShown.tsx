/** A client's list in the console that shows only its first page, and the note under it. */
import { Trans } from '@lingui/react/macro';
import type { Key, ReactNode } from 'react';
import { EmptyState, QueryStates, type QueryStatus } from '../../../components/States.js';
import { AdminTable, type AdminColumn } from '../../admin/index.js';

/** A first page of a client's list: its items, and a cursor when more come after them. */
interface FirstPage<T> {
  items: readonly T[];
  nextCursor?: unknown;
}

/** "The newest {shown} are shown." under a list whose `page` has more items after it (`nextCursor`); nothing otherwise. */
export function NewestShown({ page }: { page: FirstPage<unknown> }) {
  const shown = page.items.length;
  if (!page.nextCursor) return null;
  return (
    <p className="muted">
      <Trans>The newest {shown} are shown.</Trans>
    </p>
  );
}

/**
 * A client's list on their page in the console, read by `query` (its first page): the query's
 * loading state (`loading`) and error state (`failed`), an empty state titled `empty` when the page
 * has no items, else the items in an `AdminTable` (`columns`, `rowClassName`; each row keyed by
 * its `id`) with `NewestShown` under it.
 */
export function FirstPageTable<T extends { id: Key }>({
  query,
  loading,
  failed,
  empty,
  columns,
  rowClassName,
}: {
  query: QueryStatus<FirstPage<T>>;
  loading: ReactNode;
  failed: ReactNode;
  empty: ReactNode;
  columns: readonly AdminColumn<T>[];
  rowClassName?: (row: T) => string | undefined;
}) {
  return (
    <QueryStates query={query} loading={loading} failed={failed} isEmpty={(data) => data.items.length === 0} empty={<EmptyState title={empty} />}>
      {(data) => (
        <>
          <AdminTable rows={data.items} rowKey={(row) => row.id} rowClassName={rowClassName} columns={columns} />
          <NewestShown page={data} />
        </>
      )}
    </QueryStates>
  );
}

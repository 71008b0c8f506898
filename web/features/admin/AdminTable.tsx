/**
 * The admin console's table (clients, packages, a client's purchases, time ledger, documents
 * and audit log): a card around a table that stacks into labelled rows on phones (`data-label`
 * on each cell, see web/styles/admin.css).
 */
import type { Key, ReactNode } from 'react';
import { formatDateTime } from '#shared/format.js';

export interface AdminColumn<T> {
  /** The column's heading, also the cell's `data-label` on phones (translated text). */
  label: string;
  /** The heading is only for screen readers (action columns). */
  hideLabel?: boolean;
  /** No `data-label` on the cell (the row's first cell, which stands alone on phones). */
  unlabelled?: boolean;
  /** A right-aligned number. */
  numeric?: boolean;
  /** This column's cells are the row headers (`<th scope="row">`). */
  rowHeader?: boolean;
  /** Extra classes of the cells. */
  className?: string;
  cell: (row: T) => ReactNode;
}

/** One table of the console; rows are keyed by `rowKey` and may carry a class (`rowClassName`). */
export function AdminTable<T>({
  columns,
  rows,
  rowKey,
  rowClassName,
  caption,
  busy,
}: {
  columns: readonly AdminColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  rowClassName?: (row: T) => string | undefined;
  /** A caption for screen readers (for example the number of rows). */
  caption?: ReactNode;
  /** New rows are loading (the old ones stay on screen meanwhile). */
  busy?: boolean;
}) {
  return (
    <div className="card admin-table-card" aria-busy={busy || undefined}>
      <table className="admin-table admin-table--stack">
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? 'admin-table__num' : undefined}>
                {column.hideLabel ? <span className="visually-hidden">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((column) => {
                const className = [column.numeric ? 'admin-table__num' : null, column.className ?? null].filter(Boolean).join(' ') || undefined;
                const label = column.unlabelled || column.rowHeader ? undefined : column.label;
                return column.rowHeader ? (
                  <th key={column.label} scope="row" className={className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.label} data-label={label} className={className}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A table's first column, when each row happened: a `<time>` with the date and time of `at(row)`
 * in `language` (in `timeZone` when given), in the row's primary cell. The cell is the row's
 * header with `rowHeader`; otherwise it carries no label on phones, where it stands alone.
 */
export function whenColumn<T>(
  label: string,
  at: (row: T) => string,
  language: string,
  { rowHeader = false, timeZone }: { rowHeader?: boolean; timeZone?: string } = {},
): AdminColumn<T> {
  return {
    label,
    ...(rowHeader ? { rowHeader: true } : { unlabelled: true }),
    className: 'admin-table__primary admin-table__nowrap',
    cell: (row) => <time dateTime={at(row)}>{formatDateTime(at(row), language, timeZone)}</time>,
  };
}

/**
 * One figure of a summary grid (`<dl className="summary-grid">`): the dashboard's hours, the
 * console's client page. A `<div>` grouping a term, its value and an optional note.
 */
import type { ReactNode } from 'react';

export function SummaryCard({ label, value, note, accent = false }: { label: ReactNode; value: ReactNode; note?: ReactNode; accent?: boolean }) {
  return (
    <div className={accent ? 'card summary-card summary-card--accent' : 'card summary-card'}>
      <dt>{label}</dt>
      <dd className="summary-card__value">{value}</dd>
      {note ? <dd className="summary-card__note muted">{note}</dd> : null}
    </div>
  );
}

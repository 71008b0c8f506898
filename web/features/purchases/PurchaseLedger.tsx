/**
 * The time log of one package on the dashboard (spec section 2, dashboard): what the hours were spent on, newest
 * first: date, time, note and the linked question. The newest entries show at once; older ones
 * sit behind a "Show … earlier entries" disclosure, so a long log keeps the card compact.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import { formatDate } from '#shared/format.js';
import type { TimeEntry } from '#shared/purchases/purchases.schema.js';
import { Link } from '../../components/Link.js';
import { useLanguage } from '../../i18n/use-language.js';
import { formatDuration } from './duration.js';

/** Entries shown before the rest is folded away. */
const VISIBLE_ENTRIES = 3;

export type LedgerState = { status: 'pending' } | { status: 'error'; retry: () => void } | { status: 'success'; entries: readonly TimeEntry[] };

export function PurchaseLedger({ ledger }: { ledger: LedgerState }) {
  const headingId = useId();
  return (
    <section className="ledger" aria-labelledby={headingId}>
      <h4 id={headingId} className="ledger__heading">
        <Trans>Time log</Trans>
      </h4>
      {ledger.status === 'pending' ? (
        <p className="ledger__empty muted" role="status">
          <Trans>Loading time log...</Trans>
        </p>
      ) : ledger.status === 'error' ? (
        <p className="ledger__empty ledger__empty--error" role="alert">
          <Trans>Failed to load the time log.</Trans>{' '}
          <Button className="link-button" onPress={ledger.retry}>
            <Trans>Retry</Trans>
          </Button>
        </p>
      ) : ledger.entries.length === 0 ? (
        <p className="ledger__empty muted">
          <Trans>No time used yet</Trans>
        </p>
      ) : (
        <LedgerEntries entries={ledger.entries} />
      )}
    </section>
  );
}

function LedgerEntries({ entries }: { entries: readonly TimeEntry[] }) {
  const shown = entries.slice(0, VISIBLE_ENTRIES);
  const folded = entries.slice(VISIBLE_ENTRIES);
  const count = folded.length;
  return (
    <>
      <ul className="ledger__list">
        {shown.map((entry) => (
          <LedgerEntry key={entry.id} entry={entry} />
        ))}
      </ul>
      {count > 0 ? (
        <Disclosure className="ledger__more">
          {({ isExpanded }) => (
            <>
              <DisclosurePanel>
                <ul className="ledger__list ledger__list--continued">
                  {folded.map((entry) => (
                    <LedgerEntry key={entry.id} entry={entry} />
                  ))}
                </ul>
              </DisclosurePanel>
              <Button slot="trigger" className="link-button ledger__toggle">
                {isExpanded ? <Trans>Show fewer entries</Trans> : <Plural value={count} one="Show # earlier entry" other="Show # earlier entries" />}
                <span className="ledger__chevron" aria-hidden="true">
                  {isExpanded ? '▴' : '▾'}
                </span>
              </Button>
            </>
          )}
        </Disclosure>
      ) : null}
    </>
  );
}

function LedgerEntry({ entry }: { entry: TimeEntry }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  return (
    <li className="ledger__entry">
      <div className="ledger__row">
        <time className="ledger__date" dateTime={entry.createdAt}>
          {formatDate(entry.createdAt, language)}
        </time>
        <span className="ledger__time">{formatDuration(entry.minutes, i18n)}</span>
      </div>
      {entry.note ? <p className="ledger__note">{entry.note}</p> : null}
      {entry.questionExcerpt ? (
        <p className="ledger__question">
          <span className="ledger__question-label">
            <Trans>Question:</Trans>
          </span>{' '}
          <Link to="/questions" className="text-link ledger__question-link">
            {entry.questionExcerpt}
          </Link>
        </p>
      ) : null}
    </li>
  );
}

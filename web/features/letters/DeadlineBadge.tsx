/**
 * How a deadline stands today (deadlineStatus of src/shared/letters/letter-deadlines.ts, counted
 * from today in Germany): "12 days left", "3 days left" marked as soon (within 7 days), "Due today",
 * "In grace period", "Overdue by 4 days". Used on the letter pages, the letters list and the
 * expert's inbox. Beside it, a letter's state: explained by the expert, done.
 */
import { Plural, Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { deadlineStatus, type DeadlineStatus } from '#shared/letters/letter-deadlines.js';
import { useLanguage } from '../../i18n/use-language.js';
import { formatCalendarDate, todayInGermany } from '../../lib/format.js';
import { Badge } from '../../components/Badge.js';

export function deadlineStatusToday(deadline: { date: string; graceEndsOn?: string | null }): { daysLeft: number; status: DeadlineStatus } {
  return deadlineStatus(todayInGermany(), { date: deadline.date, graceEndsOn: deadline.graceEndsOn ?? null });
}

export function DeadlineBadge({ date, graceEndsOn = null }: { date: string; graceEndsOn?: string | null }) {
  const { daysLeft, status } = deadlineStatusToday({ date, graceEndsOn });
  const late = -daysLeft;
  return (
    <span className={`badge deadline-badge deadline-badge--${status}`}>
      {status === 'soon' || status === 'today' || status === 'overdue' ? (
        <span aria-hidden="true" className="deadline-badge__mark">
          !
        </span>
      ) : null}
      {status === 'open' || status === 'soon' ? (
        <Plural value={daysLeft} one="# day left" other="# days left" />
      ) : status === 'today' ? (
        <Trans>Due today</Trans>
      ) : status === 'grace' ? (
        <Trans>In grace period</Trans>
      ) : (
        <Plural value={late} one="Overdue by # day" other="Overdue by # days" />
      )}
    </span>
  );
}

/**
 * A deadline as a line of a list: its `title` (a translated kind), its `date` and its DeadlineBadge
 * (with `graceEndsOn`). Returns the title with the date, then the badge, for the caller's element.
 */
export function DeadlineWithBadge({ title, date, graceEndsOn }: { title: string; date: string; graceEndsOn?: string | null }) {
  const language = useLanguage();
  return (
    <>
      <span>
        {title}: <time dateTime={date}>{formatCalendarDate(date, language)}</time>
      </span>
      <DeadlineBadge date={date} graceEndsOn={graceEndsOn} />
    </>
  );
}

/** A letter's state: `explained` (the badge's text, null before the expert's explanation) and "✓ Done". */
export function LetterStateBadges({ explained, done }: { explained: ReactNode; done: boolean }) {
  return (
    <>
      {explained ? <Badge tone="success">{explained}</Badge> : null}
      {done ? (
        <span className="badge badge--accent">
          <span aria-hidden="true">✓ </span>
          <Trans>Done</Trans>
        </span>
      ) : null}
    </>
  );
}

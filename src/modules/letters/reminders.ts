/**
 * Letter deadline reminders (docs/decisions/010-finanzamt-letters.md): an e-mail in the client's
 * language REMINDER_DAYS (7 and 2) days before each open deadline of a letter not marked done,
 * through the outbox, once each (dedupe key per letter, deadline, date and reminder). Run hourly by
 * the runner plugin; a reminder missed while the server was down goes out at the next run, as long
 * as its deadline has not passed (a letter first seen 5 days before gets the 7-day reminder, with
 * "5 days left").
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { AppConfig } from '../../config.js';
import { sql } from 'kysely';
import { db } from '../../kysely.js';
import type { Language } from '../../shared/constants.js';
import { addDays, daysBetween, germanToday } from '../../shared/deadlines/calendar-date.js';
import { REMINDER_DAYS } from '../../shared/letters/letter-deadlines.js';
import type { LetterType } from '../../shared/letters/letter-types.js';
import type { LetterDeadlineKind } from '../../shared/letters/letters.schema.js';
import { queueMail, siteUrl } from '../mail/outbox.service.js';

interface StoredDeadline {
  kind: LetterDeadlineKind;
  date: string;
}

interface ReminderRow {
  id: string;
  letter_type: LetterType | null;
  deadlines: StoredDeadline[] | string;
  email: string;
  name: string;
  language: Language;
}

/**
 * Queues the reminders due at `now` (German calendar day).
 * @returns how many e-mails were queued now
 */
export async function queueLetterReminders(em: EntityManager, config: AppConfig, now: Date = new Date()): Promise<number> {
  const today = germanToday(now);
  const horizon = addDays(today, REMINDER_DAYS[0]);
  const rows = await db(em)
    .selectFrom('letters as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['l.id', 'l.letter_type', 'l.deadlines', 'u.email', 'u.name', 'u.language'])
    .where('l.done_at', 'is', null)
    // jsonb_array_elements is a set-returning function, which Kysely's builder does not type: its
    // argument is the typed column.
    .where(({ exists, ref }) =>
      exists(sql`(select 1 from jsonb_array_elements(${ref('l.deadlines')}) d where (d->>'date')::date between ${today}::date and ${horizon}::date)`),
    )
    .$castTo<ReminderRow>()
    .execute();
  let queued = 0;
  for (const row of rows) {
    const deadlines = typeof row.deadlines === 'string' ? (JSON.parse(row.deadlines) as StoredDeadline[]) : row.deadlines;
    for (const d of deadlines) {
      const daysLeft = daysBetween(today, d.date);
      if (daysLeft < 0 || daysLeft > REMINDER_DAYS[0]) continue;
      // The latest reminder whose day has come: 2 days before, else 7 days before.
      const which = REMINDER_DAYS.filter((n) => daysLeft <= n).at(-1)!;
      const sent = await em.transactional((tx) =>
        queueMail(tx, {
          to: row.email,
          language: row.language,
          dedupeKey: `letter-reminder:${row.id}:${d.kind}:${d.date}:${which}`,
          content: {
            kind: 'letter.reminder',
            params: {
              name: row.name,
              letterType: row.letter_type,
              deadlineKind: d.kind,
              date: d.date,
              daysLeft,
              portalUrl: siteUrl(config, `/letters/${row.id}`),
            },
          },
        }),
      );
      if (sent) queued++;
    }
  }
  return queued;
}

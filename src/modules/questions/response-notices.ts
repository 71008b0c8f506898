/**
 * The response-time clock's notices (decision record 061): an e-mail to the question's assignee
 * (decision record 068), or to every active expert while nobody has it, when a pending question has
 * used three quarters of its promised business hours, and one to every owner when the promise is
 * broken (decision record 064); to the
 * firm's address when the firm has no such staff account. Once each per clock and recipient (a
 * dedupe key per question, the start of its clock and the recipient, so a follow-up after an answer
 * starts a new clock with notices of its own). Run every
 * RESPONSE_NOTICE_INTERVAL_MS by the runner; a notice missed while the server was down goes out
 * at the next run (a question already late gets only the broken-promise notice).
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import type { AppConfig } from '../../config.js';
import { db } from '../../kysely.js';
import { isActiveStaff } from '../assignment/staff-members.js';
import { queueMail, siteUrl } from '../mail/outbox.service.js';
import { clockCalendar, firmClockHours, openClockBusinessHours, openClockHours, questionClock } from './questions.queries.js';

/** How often the notices are looked for, in milliseconds (10 minutes: a 12-hour promise's warning is at most that late). */
export const RESPONSE_NOTICE_INTERVAL_MS = 10 * 60 * 1000;

/** The share of the promised time after which the firm is warned. */
const WARN_AT = 0.75;

/** The staff accounts that get notices: active (not deactivated or deleted), with their address and language. */
async function activeStaff(em: EntityManager) {
  const rows = await db(em)
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.language', 'u.staff_role'])
    .where(isActiveStaff('u'))
    .orderBy('u.created_at')
    .limit(200)
    .execute();
  return rows.map((r) => ({ id: r.id, email: r.email, language: r.language, staffRole: r.staff_role }));
}

/**
 * Queues the notices due at `now`: for each pending question whose clock has used WARN_AT of its
 * promise, the warning to its assignee (to the experts while it has none, or when its assignee is
 * no longer active), or, once it is over, the broken-promise notice to the owners
 * (each in their account's language; the firm's address in its language when there is none), each
 * question's in its own transaction.
 * @returns how many e-mails were queued now
 */
export async function queueResponseClockNotices(em: EntityManager, config: AppConfig, now: Date = new Date()): Promise<number> {
  // Business hours never outrun the wall clock: a clock has used WARN_AT of its hours only after at
  // least that many wall-clock hours.
  const rows = await db(em)
    .selectFrom('questions as q')
    .innerJoin('users as u', 'u.id', 'q.user_id')
    .select((eb) => [
      'q.id',
      eb.fn.coalesce('q.waiting_since', 'q.asked_at').as('startedAt'),
      'u.name',
      'u.email',
      'q.assignee_id',
      openClockHours(eb.ref('q.id'), eb.ref('u.id')).as('hours'),
      openClockBusinessHours(eb.ref('q.id')).as('businessHours'),
    ])
    .where('q.status', '=', 'pending')
    .where(
      (eb) => eb.fn.coalesce('q.waiting_since', 'q.asked_at'),
      '<=',
      sql<Date>`${now}::timestamptz - make_interval(mins => (${openClockHours(sql.ref('q.id'), sql.ref('u.id'))} * ${WARN_AT * 60})::int)`,
    )
    .execute();
  const calendar = await firmClockHours(em);
  const staff = await activeStaff(em);
  const firm = [{ id: 'firm', email: config.mail.firmEmail, language: config.mail.firmLanguage }];
  let queued = 0;
  for (const r of rows) {
    const startedAt = new Date(r.startedAt);
    const clock = questionClock(startedAt, Number(r.hours), now, clockCalendar(r.businessHours, calendar));
    const broken = clock.state === 'broken';
    if (!broken && clock.minutesLeft > Number(r.hours) * 60 * (1 - WARN_AT)) continue;
    const kind = broken ? 'question.clock-broken' : 'question.clock-warning';
    const assignee = !broken && r.assignee_id ? staff.filter((s) => s.id === r.assignee_id) : [];
    const chosen = assignee.length ? assignee : staff.filter((s) => s.staffRole === (broken ? 'owner' : 'expert'));
    const recipients = chosen.length ? chosen : firm;
    queued += await em.transactional(async (tx) => {
      let sent = 0;
      for (const to of recipients) {
        const ok = await queueMail(tx, {
          to: to.email,
          language: to.language,
          replyTo: r.email,
          dedupeKey: `response-clock:${broken ? 'broken' : 'warning'}:${r.id}:${startedAt.toISOString()}:${to.id}`,
          content: {
            kind,
            params: {
              clientName: r.name,
              clientEmail: r.email,
              adminUrl: siteUrl(config, `/admin/questions/${r.id}`),
              promisedHours: Number(r.hours),
              answerBy: clock.answerBy ?? now.toISOString(),
            },
          },
        });
        if (ok) sent++;
      }
      return sent;
    });
  }
  return queued;
}

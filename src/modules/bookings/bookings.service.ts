/**
 * Calls and quarterly check-ins (docs/decisions/072-calls.md). Staff publish weekly hours (Berlin
 * time) with exceptions; a client whose active package includes calls books one of their free
 * times (their dedicated specialist's when they have one with hours, else any expert's), with a
 * topic, a length and optionally a letter or question; both sides are e-mailed an iCalendar
 * invitation. Changing or cancelling up to FREE_CHANGE_HOURS before the start is free, later it is
 * marked late. No expert is booked twice at once: booking, moving and cancelling lock the experts'
 * (and the client's) `users` rows, in id order, and check the times under those locks.
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import type { AppConfig } from '../../config.js';
import { requireStaff, requireUser, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { db, jsonb } from '../../kysely.js';
import {
  BOOKING_HORIZON_DAYS,
  FIRM_TIME_ZONE,
  FREE_CHANGE_HOURS,
  MAX_UPCOMING_BOOKINGS,
  MIN_NOTICE_MINUTES,
  SLOT_STEP_MINUTES,
  type Availability,
  type AvailabilityInput,
  type AvailabilityOverrideInput,
  type BookCallInput,
  type Booking,
  type CallAccess,
  type MoveBookingInput,
  type Slots,
  type StaffBookingsInput,
  type TimeRange,
} from '../../shared/bookings/bookings.schema.js';
import { dateIn, freeSlots, isFreeChange, startOfDayIn, type SlotRules } from './slots.js';
import type { Language } from '../../shared/constants.js';
import type { CalendarDate } from '../../shared/deadlines/calendar-date.js';
import { recordAudit } from '../audit/audit.service.js';
import { currentSpecialist } from '../assignment/specialist.service.js';
import { isActiveStaff } from '../assignment/staff-members.js';
import { germanHolidays } from '../deadlines/holidays.js';
import { loadFirm } from '../firm/firm.service.js';
import { hasHoursLeft } from '../ledger/ledger.service.js';
import { queueMail, siteUrl } from '../mail/outbox.service.js';
import { businessHours } from '../settings/settings.service.js';
import type { WeeklyRange } from './booking.entity.js';
import { callInvitationIcs } from './bookings.ics.js';
import type { CallNotice } from './bookings.mails.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Exceptions a member of staff keeps from today on, at most. */
const MAX_OVERRIDES = 100;
/** Rows of a list of calls. */
const LIST_LIMIT = 100;
/** Reminders and check-in invitations queued per run at most (the next run takes the rest). */
const BATCH = 200;

// ---------------------------------------------------------------------------------------------
// What a package allows

/**
 * What client `clientId`'s active packages (unexpired, hours left; decision record 003) allow at
 * `now`: calls, quarterly check-ins (with the name of a package that includes them).
 */
async function packageAccess(em: EntityManager, clientId: string, now: Date) {
  const rows = await db(em)
    .selectFrom('purchases as pu')
    .innerJoin('packages as pa', 'pa.id', 'pu.package_id')
    .select(['pa.calls', 'pa.quarterly_check_ins', 'pa.name', 'pa.name_de'])
    .where('pu.user_id', '=', clientId)
    .where('pu.expires_at', '>', now)
    .where(hasHoursLeft('pu'))
    .execute();
  const checkIn = rows.find((r) => r.quarterly_check_ins);
  return { calls: rows.some((r) => r.calls), checkIns: checkIn !== undefined, checkInPackage: checkIn };
}

/** The signed-in client's access to calls and how many they have coming up. */
export async function callAccess(ctx: ServiceContext, now = new Date()): Promise<CallAccess> {
  const { em, user } = requireUser(ctx);
  const access = await packageAccess(em, user.id, now);
  return { calls: access.calls, checkIns: access.checkIns, upcoming: await upcomingCount(em, user.id, now), maxUpcoming: MAX_UPCOMING_BOOKINGS };
}

async function upcomingCount(em: EntityManager, clientId: string, now: Date): Promise<number> {
  const { n } = await db(em)
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('client_id', '=', clientId)
    .where('status', '=', 'booked')
    .where('starts_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(n);
}

// ---------------------------------------------------------------------------------------------
// Availability

/** The staff member's hours for calls, the exceptions from today (Berlin) on, and the firm's phone number. */
export async function getMyAvailability(ctx: ServiceContext, now = new Date()): Promise<Availability> {
  const { em, user } = requireStaff(ctx);
  const own = await db(em).selectFrom('staff_availability').select(['weekly', 'meeting_link']).where('user_id', '=', user.id).executeTakeFirst();
  const overrides = await db(em)
    .selectFrom('availability_overrides')
    .select(['date', 'ranges'])
    .where('user_id', '=', user.id)
    .where('date', '>=', dateIn(now, FIRM_TIME_ZONE))
    .orderBy('date')
    .limit(MAX_OVERRIDES)
    .execute();
  return {
    weekly: parsed<WeeklyRange[]>(own?.weekly) ?? [],
    meetingLink: own?.meeting_link ?? null,
    overrides: overrides.map((o) => ({ date: isoDay(o.date), ranges: parsed<TimeRange[]>(o.ranges) ?? [] })),
    firmPhone: (await loadFirm(em)).phone,
  };
}

/** Sets the staff member's weekly hours and video link. Calls already booked stay. @returns the availability */
export async function setMyAvailability(ctx: ServiceContext, input: AvailabilityInput, now = new Date()): Promise<Availability> {
  const { em, user } = requireStaff(ctx);
  await db(em)
    .insertInto('staff_availability')
    .values({ user_id: user.id, weekly: jsonb(input.weekly), meeting_link: input.meetingLink, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ weekly: jsonb(input.weekly), meeting_link: input.meetingLink, updated_at: now }))
    .execute();
  return getMyAvailability(ctx, now);
}

/**
 * Gives a date its own hours (none: away that day).
 * @throws AppError VALIDATION 'dateInvalid' for a past date; CONFLICT 'tooManyRequests' beyond MAX_OVERRIDES upcoming
 */
export async function setAvailabilityOverride(ctx: ServiceContext, input: AvailabilityOverrideInput, now = new Date()): Promise<Availability> {
  const { em, user } = requireStaff(ctx);
  const today = dateIn(now, FIRM_TIME_ZONE);
  if (input.date < today) throw new AppError('VALIDATION', 'dateInvalid', { field: 'date' });
  await em.transactional(async (tx) => {
    await db(tx).selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
    const { n } = await db(tx)
      .selectFrom('availability_overrides')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', user.id)
      .where('date', '>=', today)
      .where('date', '!=', input.date)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_OVERRIDES) throw new AppError('CONFLICT', 'tooManyRequests');
    await db(tx)
      .insertInto('availability_overrides')
      .values({ user_id: user.id, date: input.date, ranges: jsonb(input.ranges) })
      .onConflict((oc) => oc.columns(['user_id', 'date']).doUpdateSet({ ranges: jsonb(input.ranges) }))
      .execute();
  });
  return getMyAvailability(ctx, now);
}

/** Removes a date's own hours (the week's apply again). */
export async function deleteAvailabilityOverride(ctx: ServiceContext, { date }: { date: string }, now = new Date()): Promise<Availability> {
  const { em, user } = requireStaff(ctx);
  await db(em).deleteFrom('availability_overrides').where('user_id', '=', user.id).where('date', '=', date).execute();
  return getMyAvailability(ctx, now);
}

// ---------------------------------------------------------------------------------------------
// Free times

/** A JSON column's value (PGlite returns text for jsonb in some paths). */
function parsed<T>(value: unknown): T | undefined {
  if (value === null || value === undefined) return undefined;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** 'YYYY-MM-DD' of a `date` column (a Date at UTC midnight, or already a string). */
function isoDay(value: unknown): CalendarDate {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}

/**
 * The experts a client's call can be with: their dedicated specialist when they have one (decision
 * record 069) who has set hours; otherwise every active member of staff with hours. Ids ascending.
 */
async function candidateExperts(em: EntityManager, clientId: string): Promise<{ ids: string[]; withSpecialist: boolean }> {
  const withHours = await db(em)
    .selectFrom('users as s')
    .innerJoin('staff_availability as av', 'av.user_id', 's.id')
    .select('s.id')
    .where(isActiveStaff('s'))
    .where(
      sql<boolean>`jsonb_array_length(av.weekly) > 0 or exists (select 1 from availability_overrides o where o.user_id = s.id and jsonb_array_length(o.ranges) > 0)`,
    )
    .orderBy('s.id')
    .execute();
  const ids = withHours.map((r) => r.id);
  // Their own exceptions keep a specialist's days off free of calls.
  const specialist = await currentSpecialist(em, clientId, { evenIfAway: true });
  if (specialist && ids.includes(specialist.id)) return { ids: [specialist.id], withSpecialist: true };
  return { ids, withSpecialist: false };
}

/** Each expert's rules for free times between `from` and `until` (their calls and the client's are busy). */
async function rulesOf(em: EntityManager, expertIds: string[], clientId: string, from: Date, until: Date, ignoreBooking?: string) {
  const rules = new Map<string, SlotRules>();
  if (expertIds.length === 0) return rules;
  const state = (await businessHours(em)).state;
  const fromDate = dateIn(from, FIRM_TIME_ZONE);
  const untilDate = dateIn(until, FIRM_TIME_ZONE);
  const [weekly, overrides, busy] = await Promise.all([
    db(em).selectFrom('staff_availability').select(['user_id', 'weekly']).where('user_id', 'in', expertIds).execute(),
    db(em)
      .selectFrom('availability_overrides')
      .select(['user_id', 'date', 'ranges'])
      .where('user_id', 'in', expertIds)
      .where('date', '>=', fromDate)
      .where('date', '<=', untilDate)
      .execute(),
    db(em)
      .selectFrom('bookings')
      .select(['expert_id', 'client_id', 'starts_at', 'ends_at'])
      .where('status', '=', 'booked')
      .where((eb) => eb.or([eb('expert_id', 'in', expertIds), eb('client_id', '=', clientId)]))
      .where('ends_at', '>', from)
      .where('starts_at', '<', new Date(until.getTime() + DAY_MS))
      .$if(ignoreBooking !== undefined, (qb) => qb.where('id', '!=', ignoreBooking!))
      .execute(),
  ]);
  const clientBusy = busy.filter((b) => b.client_id === clientId);
  for (const id of expertIds) {
    rules.set(id, {
      weekly: parsed<WeeklyRange[]>(weekly.find((w) => w.user_id === id)?.weekly) ?? [],
      overrides: new Map(overrides.filter((o) => o.user_id === id).map((o) => [isoDay(o.date), parsed<TimeRange[]>(o.ranges) ?? []])),
      isHoliday: (date) => germanHolidays.holiday(date, state) !== undefined,
      busy: [...busy.filter((b) => b.expert_id === id), ...clientBusy].map((b) => ({
        start: new Date(b.starts_at).getTime(),
        end: new Date(b.ends_at).getTime(),
      })),
      timeZone: FIRM_TIME_ZONE,
    });
  }
  return rules;
}

/** The window a call may start in at `now`: from the notice on, up to the horizon. */
function bookingWindow(now: Date) {
  return { from: new Date(now.getTime() + MIN_NOTICE_MINUTES * MINUTE_MS), until: new Date(now.getTime() + BOOKING_HORIZON_DAYS * DAY_MS) };
}

/**
 * The free start times for the signed-in client's call of `lengthMinutes` (ISO instants, ascending).
 * @throws AppError FORBIDDEN 'callsNotIncluded' when no active package includes calls
 */
export async function listSlots(ctx: ServiceContext, { lengthMinutes }: { lengthMinutes: number }, now = new Date()): Promise<Slots> {
  const { em, user } = requireUser(ctx);
  if (!(await packageAccess(em, user.id, now)).calls) throw new AppError('FORBIDDEN', 'callsNotIncluded');
  const { ids, withSpecialist } = await candidateExperts(em, user.id);
  const { from, until } = bookingWindow(now);
  const rules = await rulesOf(em, ids, user.id, from, until);
  const all = new Set<number>();
  for (const r of rules.values()) {
    for (const s of freeSlots(r, { lengthMinutes, from, until, stepMinutes: SLOT_STEP_MINUTES })) all.add(s.getTime());
  }
  return { slots: [...all].sort((a, b) => a - b).map((t) => new Date(t).toISOString()), withSpecialist };
}

/**
 * The free times a call `id` can move to (its expert's, its length, the client's other calls
 * busy): for the client who booked it, its expert or an owner. ISO instants, ascending.
 * @throws AppError NOT_FOUND 'bookingNotFound'; CONFLICT 'bookingClosed'
 */
export async function listMoveSlots(ctx: ServiceContext, { id }: { id: string }, now = new Date()): Promise<Slots> {
  const { em } = requireUser(ctx);
  const row = await em.transactional((tx) => lockForChange(ctx, tx, id, now, false));
  if (!row.expert_id) return { slots: [], withSpecialist: false };
  const { from, until } = bookingWindow(now);
  const rules = (await rulesOf(em, [row.expert_id], row.client_id, from, until, row.id)).get(row.expert_id)!;
  const slots = freeSlots(rules, { lengthMinutes: row.length_minutes, from, until, stepMinutes: SLOT_STEP_MINUTES });
  return { slots: slots.map((d) => d.toISOString()), withSpecialist: false };
}

/** Whether a call of `lengthMinutes` can start at `startsAt` under `rules`. */
function fits(rules: SlotRules, startsAt: Date, lengthMinutes: number): boolean {
  return freeSlots(rules, { lengthMinutes, from: startsAt, until: startsAt, stepMinutes: SLOT_STEP_MINUTES }).length === 1;
}

/** Locks the `users` rows of `ids` in id order (one order everywhere: no deadlock). */
async function lockUsers(tx: EntityManager, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db(tx)
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id')
    .forUpdate()
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Booking, moving, cancelling

/**
 * Books a call for the signed-in client at one of their free times, with the expert who is free
 * then and has the fewest calls coming up; e-mails both an invitation.
 * @throws AppError FORBIDDEN 'callsNotIncluded'; VALIDATION 'linkedItemNotFound' (letterId/questionId not
 *   the client's), 'slotUnavailable' (not a free time); CONFLICT 'bookingLimit' (MAX_UPCOMING_BOOKINGS),
 *   'slotTaken' (booked by someone else meanwhile)
 */
export async function bookCall(ctx: ServiceContext, input: BookCallInput, now = new Date()): Promise<Booking> {
  const { em, user, config } = requireUser(ctx);
  if (user.role !== 'client') throw new AppError('FORBIDDEN', 'forbidden');
  const access = await packageAccess(em, user.id, now);
  if (!access.calls || (input.kind === 'checkIn' && !access.checkIns)) throw new AppError('FORBIDDEN', 'callsNotIncluded');
  await assertOwnItems(em, user.id, input);
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(startsAt.getTime() + input.lengthMinutes * MINUTE_MS);
  const window = bookingWindow(now);
  if (startsAt < window.from || startsAt > window.until) throw new AppError('VALIDATION', 'slotUnavailable', { field: 'startsAt' });
  const id = randomUUID();
  await em.transactional(async (tx) => {
    const { ids } = await candidateExperts(tx, user.id);
    await lockUsers(tx, [user.id, ...ids]);
    if ((await upcomingCount(tx, user.id, now)) >= MAX_UPCOMING_BOOKINGS) throw new AppError('CONFLICT', 'bookingLimit');
    const rules = await rulesOf(tx, ids, user.id, startsAt, startsAt);
    const free = ids.filter((e) => fits(rules.get(e)!, startsAt, input.lengthMinutes));
    if (free.length === 0) {
      const bookable = ids.some((e) => fits({ ...rules.get(e)!, busy: [] }, startsAt, input.lengthMinutes));
      throw bookable ? new AppError('CONFLICT', 'slotTaken') : new AppError('VALIDATION', 'slotUnavailable', { field: 'startsAt' });
    }
    const expertId = await leastBusy(tx, free, now);
    await db(tx)
      .insertInto('bookings')
      .values({
        id,
        client_id: user.id,
        expert_id: expertId,
        kind: input.kind,
        topic: input.topic,
        starts_at: startsAt,
        ends_at: endsAt,
        length_minutes: input.lengthMinutes,
        client_time_zone: input.timeZone,
        letter_id: input.letterId ?? null,
        question_id: input.questionId ?? null,
        // Booked less than a day ahead: the confirmation is the reminder.
        reminded_at: startsAt.getTime() - now.getTime() <= DAY_MS ? now : null,
        created_at: now,
      })
      .execute();
    await recordAudit(tx, {
      actorId: user.id,
      action: 'booking.create',
      entityId: id,
      clientId: user.id,
      details: { startsAt: startsAt.toISOString(), lengthMinutes: input.lengthMinutes, kind: input.kind },
    });
    await queueCallMails(tx, config, id, now, { kind: 'booking.confirmed' });
  });
  return bookingById(em, id);
}

/** The letter and question to discuss must be the client's own. */
async function assertOwnItems(em: EntityManager, clientId: string, input: Pick<BookCallInput, 'letterId' | 'questionId'>): Promise<void> {
  if (input.letterId) {
    const letter = await db(em).selectFrom('letters').select('id').where('id', '=', input.letterId).where('user_id', '=', clientId).executeTakeFirst();
    if (!letter) throw new AppError('VALIDATION', 'linkedItemNotFound', { field: 'letterId' });
  }
  if (input.questionId) {
    const q = await db(em).selectFrom('questions').select('id').where('id', '=', input.questionId).where('user_id', '=', clientId).executeTakeFirst();
    if (!q) throw new AppError('VALIDATION', 'linkedItemNotFound', { field: 'questionId' });
  }
}

/** Of `ids`, the expert with the fewest calls coming up (then the lowest id). */
async function leastBusy(tx: EntityManager, ids: string[], now: Date): Promise<string> {
  if (ids.length === 1) return ids[0]!;
  const counts = await db(tx)
    .selectFrom('bookings')
    .select(['expert_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('expert_id', 'in', ids)
    .where('status', '=', 'booked')
    .where('starts_at', '>', now)
    .groupBy('expert_id')
    .execute();
  const n = (id: string) => Number(counts.find((c) => c.expert_id === id)?.n ?? 0);
  return [...ids].sort((a, b) => n(a) - n(b) || a.localeCompare(b))[0]!;
}

/**
 * The booking `id` locked for a change by the signed-in user (`lock` false: only read): the
 * client's own, or (staff) the expert's own or any for an owner. Still booked and not yet begun.
 * @throws AppError NOT_FOUND 'bookingNotFound'; CONFLICT 'bookingClosed'
 */
async function lockForChange(ctx: ServiceContext, tx: EntityManager, id: string, now: Date, lock = true) {
  const { user } = requireUser(ctx);
  const row = await db(tx)
    .selectFrom('bookings')
    .select(['id', 'client_id', 'expert_id', 'status', 'starts_at', 'length_minutes', 'sequence', 'late_change'])
    .where('id', '=', id)
    .$if(lock, (qb) => qb.forUpdate())
    .executeTakeFirst();
  const staff = user.role === 'admin';
  if (staff) requireStaff(ctx);
  const allowed = row && (staff ? user.staffRole === 'owner' || row.expert_id === user.id : row.client_id === user.id);
  if (!row || !allowed) throw new AppError('NOT_FOUND', 'bookingNotFound');
  if (row.status !== 'booked' || new Date(row.starts_at) <= now) throw new AppError('CONFLICT', 'bookingClosed');
  return row;
}

/**
 * Moves a call to another free time of the same expert (the client, the expert or an owner);
 * within FREE_CHANGE_HOURS of the old start it is marked late. Both sides get the updated invitation.
 * @throws AppError NOT_FOUND 'bookingNotFound'; CONFLICT 'bookingClosed', 'slotTaken'; VALIDATION 'slotUnavailable'
 */
export async function moveBooking(ctx: ServiceContext, input: MoveBookingInput, now = new Date()): Promise<Booking> {
  const { em, user, config } = requireUser(ctx);
  const startsAt = new Date(input.startsAt);
  const window = bookingWindow(now);
  await em.transactional(async (tx) => {
    const row = await lockForChange(ctx, tx, input.id, now);
    if (startsAt < window.from || startsAt > window.until || !row.expert_id) throw new AppError('VALIDATION', 'slotUnavailable', { field: 'startsAt' });
    await lockUsers(tx, [row.client_id, row.expert_id]);
    const rules = (await rulesOf(tx, [row.expert_id], row.client_id, startsAt, startsAt, row.id)).get(row.expert_id)!;
    if (!fits(rules, startsAt, row.length_minutes)) {
      throw fits({ ...rules, busy: [] }, startsAt, row.length_minutes)
        ? new AppError('CONFLICT', 'slotTaken')
        : new AppError('VALIDATION', 'slotUnavailable', { field: 'startsAt' });
    }
    const previous = new Date(row.starts_at);
    const late = !isFreeChange(previous, now, FREE_CHANGE_HOURS);
    await db(tx)
      .updateTable('bookings')
      .set({
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + row.length_minutes * MINUTE_MS),
        sequence: row.sequence + 1,
        late_change: row.late_change || late,
        reminded_at: startsAt.getTime() - now.getTime() <= DAY_MS ? now : null,
      })
      .where('id', '=', row.id)
      .execute();
    await recordAudit(tx, {
      actorId: user.id,
      action: 'booking.move',
      entityId: row.id,
      clientId: row.client_id,
      details: { from: previous.toISOString(), to: startsAt.toISOString(), late },
    });
    await queueCallMails(tx, config, row.id, now, { kind: 'booking.moved', previousStartsAt: previous.toISOString(), late });
  });
  return bookingById(em, input.id);
}

/**
 * Cancels a call (the client, the expert or an owner); within FREE_CHANGE_HOURS of the start it is
 * marked late. Both sides get the calendar's cancellation.
 * @throws AppError NOT_FOUND 'bookingNotFound'; CONFLICT 'bookingClosed'
 */
export async function cancelBooking(ctx: ServiceContext, { id }: { id: string }, now = new Date()): Promise<Booking> {
  const { em, user, config } = requireUser(ctx);
  await em.transactional(async (tx) => {
    const row = await lockForChange(ctx, tx, id, now);
    const late = !isFreeChange(new Date(row.starts_at), now, FREE_CHANGE_HOURS);
    await db(tx)
      .updateTable('bookings')
      .set({ status: 'cancelled', cancelled_at: now, cancelled_by: user.id, sequence: row.sequence + 1, late_change: row.late_change || late })
      .where('id', '=', id)
      .execute();
    await recordAudit(tx, { actorId: user.id, action: 'booking.cancel', entityId: id, clientId: row.client_id, details: { late } });
    await queueCallMails(tx, config, id, now, { kind: 'booking.cancelled', late, cancellerId: user.id, cancellerName: user.name });
  });
  return bookingById(em, id);
}

// ---------------------------------------------------------------------------------------------
// Reading

function bookingQuery(em: EntityManager) {
  return db(em)
    .selectFrom('bookings as b')
    .innerJoin('users as c', 'c.id', 'b.client_id')
    .leftJoin('users as e', 'e.id', 'b.expert_id')
    .leftJoin('staff_availability as av', 'av.user_id', 'b.expert_id')
    .leftJoin('letters as l', 'l.id', 'b.letter_id')
    .leftJoin('questions as q', 'q.id', 'b.question_id')
    .select([
      'b.id',
      'b.kind',
      'b.topic',
      'b.starts_at',
      'b.ends_at',
      'b.length_minutes',
      'b.client_time_zone',
      'b.status',
      'b.late_change',
      'b.cancelled_at',
      'b.letter_id',
      'b.question_id',
      'b.sequence',
      'c.id as client_id',
      'c.name as client_name',
      'c.email as client_email',
      'c.language as client_language',
      'e.id as expert_id',
      'e.name as expert_name',
      'e.email as expert_email',
      'e.language as expert_language',
      'av.meeting_link',
      'l.letter_type',
      'l.letter_date',
      sql<string | null>`left(q.question, 80)`.as('question_excerpt'),
    ]);
}
type BookingRow = Awaited<ReturnType<ReturnType<typeof bookingQuery>['executeTakeFirstOrThrow']>>;

function toBooking(r: BookingRow, firmPhone: string): Booking {
  const startsAt = new Date(r.starts_at);
  return {
    id: r.id,
    kind: r.kind as Booking['kind'],
    topic: r.topic,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(r.ends_at).toISOString(),
    lengthMinutes: r.length_minutes,
    clientTimeZone: r.client_time_zone,
    status: r.status as Booking['status'],
    lateChange: r.late_change,
    freeChangeUntil: new Date(startsAt.getTime() - FREE_CHANGE_HOURS * 3_600_000).toISOString(),
    expert: r.expert_id ? { id: r.expert_id, name: r.expert_name ?? '' } : null,
    client: { id: r.client_id, name: r.client_name, email: r.client_email },
    letter: r.letter_id ? { id: r.letter_id, letterType: r.letter_type ?? null, letterDate: r.letter_date ? isoDay(r.letter_date) : null } : null,
    question: r.question_id ? { id: r.question_id, excerpt: r.question_excerpt ?? '' } : null,
    meetingLink: r.meeting_link ?? null,
    firmPhone,
    cancelledAt: r.cancelled_at ? new Date(r.cancelled_at).toISOString() : null,
  };
}

async function bookingById(em: EntityManager, id: string): Promise<Booking> {
  const row = await bookingQuery(em).where('b.id', '=', id).executeTakeFirstOrThrow();
  return toBooking(row, (await loadFirm(em)).phone);
}

/** The signed-in client's calls: upcoming first (soonest first), then the past and cancelled ones (newest first); LIST_LIMIT at most. */
export async function listMyBookings(ctx: ServiceContext, now = new Date()): Promise<Booking[]> {
  const { em, user } = requireUser(ctx);
  const rows = await bookingQuery(em)
    .where('b.client_id', '=', user.id)
    .orderBy(sql`case when b.status = 'booked' and b.ends_at > ${now} then 0 else 1 end`)
    .orderBy(sql`case when b.status = 'booked' and b.ends_at > ${now} then b.starts_at end`)
    .orderBy('b.starts_at', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  const phone = (await loadFirm(em)).phone;
  return rows.map((r) => toBooking(r, phone));
}

/** The console's calls: the member's own or everyone's, upcoming (soonest first) or past (newest first); LIST_LIMIT at most. */
export async function listStaffBookings(ctx: ServiceContext, input: StaffBookingsInput, now = new Date()): Promise<Booking[]> {
  const { em, user } = requireStaff(ctx);
  const upcoming = input.when === 'upcoming';
  const rows = await bookingQuery(em)
    .$if(input.who === 'mine', (qb) => qb.where('b.expert_id', '=', user.id))
    .$if(upcoming, (qb) => qb.where('b.ends_at', '>', now).where('b.status', '=', 'booked'))
    .$if(!upcoming, (qb) => qb.where((eb) => eb.or([eb('b.ends_at', '<=', now), eb('b.status', '=', 'cancelled')])))
    .orderBy('b.starts_at', upcoming ? 'asc' : 'desc')
    .limit(LIST_LIMIT)
    .execute();
  const phone = (await loadFirm(em)).phone;
  return rows.map((r) => toBooking(r, phone));
}

/** Each member of staff's booked calls that have not begun at `now`, by staff id (the owner's team page). */
export async function upcomingCallsByExpert(em: EntityManager, now = new Date()): Promise<Map<string, number>> {
  const rows = await db(em)
    .selectFrom('bookings')
    .select(['expert_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('status', '=', 'booked')
    .where('starts_at', '>', now)
    .where('expert_id', 'is not', null)
    .groupBy('expert_id')
    .execute();
  return new Map(rows.map((r) => [r.expert_id!, Number(r.n)]));
}

// ---------------------------------------------------------------------------------------------
// E-mails

type CallMailKind =
  | { kind: 'booking.confirmed' }
  | { kind: 'booking.reminder' }
  | { kind: 'booking.moved'; previousStartsAt: string; late: boolean }
  | { kind: 'booking.cancelled'; late: boolean; cancellerId: string; cancellerName: string };

/** The host of the site's address, for the invitation's UID. */
function domainOf(config: AppConfig): string {
  return new URL(siteUrl(config, '/')).hostname;
}

/**
 * Queues booking `id`'s e-mail of `what` to the client and to the expert, each in their language
 * and time zone, with the invitation (REQUEST, or CANCEL for a cancellation; none for a reminder).
 */
async function queueCallMails(tx: EntityManager, config: AppConfig, id: string, now: Date, what: CallMailKind, dedupeKey?: string): Promise<void> {
  const r = await bookingQuery(tx).where('b.id', '=', id).executeTakeFirstOrThrow();
  const firm = await loadFirm(tx);
  const b = toBooking(r, firm.phone);
  const sides: { recipient: 'client' | 'expert'; id: string; name: string; email: string; language: Language; timeZone: string; otherName: string }[] = [
    {
      recipient: 'client',
      id: r.client_id,
      name: r.client_name,
      email: r.client_email,
      language: r.client_language as Language,
      timeZone: r.client_time_zone,
      otherName: r.expert_name ?? firm.legalName,
    },
  ];
  if (r.expert_id && r.expert_email) {
    sides.push({
      recipient: 'expert',
      id: r.expert_id,
      name: r.expert_name ?? '',
      email: r.expert_email,
      language: (r.expert_language ?? 'en') as Language,
      timeZone: FIRM_TIME_ZONE,
      otherName: r.client_name,
    });
  }
  for (const side of sides) {
    const notice: CallNotice = {
      name: side.name,
      recipient: side.recipient,
      otherName: side.otherName,
      kind: b.kind,
      topic: b.topic,
      startsAt: b.startsAt,
      lengthMinutes: b.lengthMinutes,
      timeZone: side.timeZone,
      meetingLink: b.meetingLink,
      firmPhone: firm.phone,
      freeChangeUntil: b.freeChangeUntil,
      url: siteUrl(config, side.recipient === 'client' ? '/calls' : '/admin/calls'),
    };
    const content =
      what.kind === 'booking.moved'
        ? { kind: what.kind, params: { ...notice, previousStartsAt: what.previousStartsAt, late: what.late } }
        : what.kind === 'booking.cancelled'
          ? { kind: what.kind, params: { ...notice, late: what.late, byRecipient: what.cancellerId === side.id, cancellerName: what.cancellerName } }
          : { kind: what.kind, params: notice };
    const calendar =
      what.kind === 'booking.reminder'
        ? undefined
        : {
            method: what.kind === 'booking.cancelled' ? ('CANCEL' as const) : ('REQUEST' as const),
            ics: callInvitationIcs({
              method: what.kind === 'booking.cancelled' ? 'CANCEL' : 'REQUEST',
              bookingId: b.id,
              sequence: r.sequence,
              startsAt: new Date(b.startsAt),
              endsAt: new Date(b.endsAt),
              summary: `${firm.legalName}: ${b.topic}`,
              description: `${side.recipient === 'client' ? (r.expert_name ?? firm.legalName) : r.client_name} · ${b.lengthMinutes} min`,
              location: b.meetingLink ?? firm.phone,
              meetingLink: b.meetingLink,
              organizer: { name: firm.legalName, email: firm.email },
              client: { name: r.client_name, email: r.client_email },
              expert: r.expert_email ? { name: r.expert_name ?? '', email: r.expert_email } : null,
              stamp: now,
              domain: domainOf(config),
            }),
          };
    await queueMail(tx, {
      to: side.email,
      language: side.language,
      content: content as Parameters<typeof queueMail>[1]['content'],
      calendar,
      dedupeKey: dedupeKey ? `${dedupeKey}:${side.recipient}` : undefined,
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Schedules

/**
 * Queues the reminder of each booked call that starts within a day and has none yet (to both
 * sides, once: `reminded_at` is set in the same transaction, and the outbox's key is per booking
 * and sequence). @returns how many calls were reminded
 */
export async function sendCallReminders(em: EntityManager, config: AppConfig, now = new Date()): Promise<number> {
  return em.transactional(async (tx) => {
    const due = await db(tx)
      .selectFrom('bookings')
      .select(['id', 'sequence'])
      .where('status', '=', 'booked')
      .where('reminded_at', 'is', null)
      .where('starts_at', '>', now)
      .where('starts_at', '<=', new Date(now.getTime() + DAY_MS))
      .orderBy('starts_at')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const b of due) {
      await db(tx).updateTable('bookings').set({ reminded_at: now }).where('id', '=', b.id).execute();
      await queueCallMails(tx, config, b.id, now, { kind: 'booking.reminder' }, `call-reminder:${b.id}:${b.sequence}`);
    }
    return due.length;
  });
}

/** The calendar quarter of an instant in Berlin: its key ("2026-Q4") and [start, end) as instants (Berlin midnights). */
export function quarterOf(now: Date): { key: string; start: Date; end: Date } {
  const date = dateIn(now, FIRM_TIME_ZONE);
  const year = Number(date.slice(0, 4));
  const q = Math.floor((Number(date.slice(5, 7)) - 1) / 3);
  const month = (m: number) => `${year + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`;
  return { key: `${year}-Q${q + 1}`, start: startOfDayIn(month(q * 3), FIRM_TIME_ZONE), end: startOfDayIn(month(q * 3 + 3), FIRM_TIME_ZONE) };
}

/**
 * Invites each client whose active package includes quarterly check-ins to book this quarter's
 * (once per client and quarter: the outbox's dedupe key; not when one is booked this quarter).
 * @returns how many invitations were queued
 */
export async function sendCheckInInvitations(em: EntityManager, config: AppConfig, now = new Date()): Promise<number> {
  const quarter = quarterOf(now);
  const keyPrefix = `check-in:${quarter.key}:`;
  const clients = await db(em)
    .selectFrom('users as u')
    .select(['u.id', 'u.name', 'u.email', 'u.language'])
    .where('u.role', '=', 'client')
    .where('u.deleted_at', 'is', null)
    // Notifications go to confirmed addresses only (decision record 012).
    .where('u.email_verified_at', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('purchases as pu')
          .innerJoin('packages as pa', 'pa.id', 'pu.package_id')
          .select(sql.lit(1).as('one'))
          .whereRef('pu.user_id', '=', 'u.id')
          .where('pa.quarterly_check_ins', '=', true)
          .where('pu.expires_at', '>', now)
          .where(hasHoursLeft('pu')),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('mail_outbox')
            .select(sql.lit(1).as('one'))
            .where('dedupe_key', '=', sql<string>`${keyPrefix} || u.id`),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bookings as b')
            .select(sql.lit(1).as('one'))
            .whereRef('b.client_id', '=', 'u.id')
            .where('b.kind', '=', 'checkIn')
            .where('b.status', '=', 'booked')
            .where('b.starts_at', '>=', quarter.start)
            .where('b.starts_at', '<', quarter.end),
        ),
      ),
    )
    .orderBy('u.id')
    .limit(BATCH)
    .execute();
  let queued = 0;
  for (const c of clients) {
    const access = await packageAccess(em, c.id, now);
    const pkg = access.checkInPackage;
    if (!pkg) continue;
    const language = c.language as Language;
    const sent = await queueMail(em, {
      to: c.email,
      language,
      content: {
        kind: 'booking.check-in-invitation',
        params: { name: c.name, packageName: language === 'de' && pkg.name_de ? pkg.name_de : pkg.name, bookUrl: siteUrl(config, '/calls/new?kind=checkIn') },
      },
      dedupeKey: `${keyPrefix}${c.id}`,
    });
    if (sent) queued++;
  }
  return queued;
}

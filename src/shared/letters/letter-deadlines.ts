/**
 * Which deadlines a Finanzamt letter sets, from its confirmed fields, through the deadline engine
 * (../deadlines/engine.ts). Pure: no clock (today is an argument), holidays injected.
 *
 * Rules (docs/decisions/010-finanzamt-letters.md):
 * - Nothing is computed until the letter's date, the delivery way and the Land are confirmed by the
 *   client (or set by the expert): a recognised value is not certain.
 * - The remedy's period, per letter type (LETTER_TYPE_INFO.remedy): an Einspruch (§ 355 (1) AO;
 *   one year without a correct Rechtsbehelfsbelehrung, § 356 (2) AO) for the types against which
 *   it lies (§ 347 AO), a Klage at the Finanzgericht (§ 47 (1) FGO; one year, § 55 (2) FGO) against
 *   an Einspruchsentscheidung; and an Einspruch for a letter of no known type confirmed to carry a
 *   Rechtsbehelfsbelehrung.
 * - Payment, when an amount to pay is confirmed: the due date printed on the letter (§ 220 AO) or,
 *   for an income-tax assessment without one, one month after the Bekanntgabe (§ 36 (4) EStG); with
 *   the three days' grace of § 240 (3) AO.
 * - Respond: a date printed on a letter that asks for an answer or a return (§ 109 AO).
 * All dates move past weekends and holidays (§ 108 (3) AO).
 */
import { daysBetween, type CalendarDate } from '../deadlines/calendar-date.js';
import { computeDeadline, computePrintedDeadline, type DeadlineStep, type HolidayCalendar } from '../deadlines/engine.js';
import { LETTER_TYPE_INFO } from './letter-types.js';
import type { FieldSource, LetterDeadlineKind, LetterField, LetterFields } from './letters.schema.js';

interface ComputedLetterDeadline {
  kind: LetterDeadlineKind;
  date: CalendarDate;
  graceEndsOn: CalendarDate | null;
  deliveredOn: CalendarDate | null;
  steps: DeadlineStep[];
}

/** The fields a deadline needs confirmed: the letter's date, how it came, the Finanzamt's Land. */
const DEADLINE_FIELDS = ['letterDate', 'delivery', 'state'] as const satisfies readonly LetterField[];

/** Letter types whose amount to pay is an Abschlusszahlung due one month after Bekanntgabe (§ 36 (4) EStG). */
const INCOME_TAX_ASSESSMENTS = new Set(['einkommensteuerbescheid', 'aenderungsbescheid', 'schaetzungsbescheid']);

/**
 * The letter's deadlines, earliest first, and the fields still to confirm before any can be computed:
 * the date, the delivery way and the Land (§ 122 AO), the letter type unless a confirmed
 * Rechtsbehelfsbelehrung gives the objection deadline, and, when nothing else gives one, the due
 * date of an amount to pay. Empty when every deadline the letter has is computed (or it has none).
 * @param sources each filled field's source; only `confirmed` and `expert` values count
 */
export function letterDeadlines(
  fields: LetterFields,
  sources: Partial<Record<LetterField, FieldSource>>,
  calendar: HolidayCalendar,
): { deadlines: ComputedLetterDeadline[]; missing: LetterField[] } {
  const sure = <F extends LetterField>(f: F): LetterFields[F] | null => (sources[f] === 'confirmed' || sources[f] === 'expert' ? fields[f] : null);
  const letterDate = sure('letterDate');
  const delivery = sure('delivery');
  const state = sure('state');
  // Without a confirmed letter type only a confirmed Rechtsbehelfsbelehrung gives an objection deadline.
  const typeNeeded = sure('letterType') === null && sure('hasInstructions') !== true;
  const missing: LetterField[] = DEADLINE_FIELDS.filter((f) => sure(f) === null);
  if (!letterDate || !delivery || !state) return { deadlines: [], missing: typeNeeded ? [...missing, 'letterType'] : missing };

  const type = sure('letterType');
  const info = type ? LETTER_TYPE_INFO[type] : undefined;
  const hasInstructions = sure('hasInstructions');
  const amountDue = sure('amountDueCents');
  const dueDate = sure('dueDate');
  const deadlines: ComputedLetterDeadline[] = [];

  // The remedy against it: the type's own, or (a type without one, or none named) an Einspruch
  // when a confirmed Rechtsbehelfsbelehrung says one lies.
  const remedy = info?.remedy ?? (hasInstructions === true ? 'einspruch' : null);
  if (remedy) {
    const r = computeDeadline(
      { kind: 'objection', sentOn: letterDate, delivery, state, remedy, instructionsMissing: info?.remedy === remedy && hasInstructions === false },
      calendar,
    );
    deadlines.push({ kind: remedy === 'klage' ? 'lawsuit' : 'objection', date: r.deadline, graceEndsOn: null, deliveredOn: r.deliveredOn, steps: r.steps });
  }
  if (amountDue !== null && amountDue > 0) {
    if (dueDate) {
      const r = computePrintedDeadline('payment', dueDate, state, calendar);
      deadlines.push({ kind: 'payment', date: r.deadline, graceEndsOn: r.graceEndsOn ?? null, deliveredOn: null, steps: r.steps });
    } else if (type && INCOME_TAX_ASSESSMENTS.has(type)) {
      const r = computeDeadline({ kind: 'payment', sentOn: letterDate, delivery, state }, calendar);
      deadlines.push({ kind: 'payment', date: r.deadline, graceEndsOn: r.graceEndsOn ?? null, deliveredOn: r.deliveredOn, steps: r.steps });
    }
  } else if (dueDate && info?.respondBy) {
    const r = computePrintedDeadline('respond', dueDate, state, calendar);
    deadlines.push({ kind: 'respond', date: r.deadline, graceEndsOn: null, deliveredOn: null, steps: r.steps });
  }
  deadlines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  // No deadline yet: name what would give one, so a client is never told "confirmed" with nothing to remind of.
  if (deadlines.length === 0) {
    if (typeNeeded) missing.push('letterType');
    else if (amountDue !== null && amountDue > 0 && !dueDate) missing.push('dueDate');
  }
  return { deadlines, missing };
}

/** How a deadline stands on `today`: days left (negative when past) and its state. */
export type DeadlineStatus = 'open' | 'soon' | 'today' | 'grace' | 'overdue';

/** Days from `today` to the deadline are counted in calendar days; `soon` is within REMINDER_DAYS[0]. */
export function deadlineStatus(today: CalendarDate, d: { date: CalendarDate; graceEndsOn: CalendarDate | null }): { daysLeft: number; status: DeadlineStatus } {
  const daysLeft = daysBetween(today, d.date);
  if (daysLeft > REMINDER_DAYS[0]) return { daysLeft, status: 'open' };
  if (daysLeft > 0) return { daysLeft, status: 'soon' };
  if (daysLeft === 0) return { daysLeft, status: 'today' };
  if (d.graceEndsOn && today <= d.graceEndsOn) return { daysLeft, status: 'grace' };
  return { daysLeft, status: 'overdue' };
}

/** Reminders go out this many days before each open deadline (once each). */
export const REMINDER_DAYS = [7, 2] as const;

/**
 * The deadline engine: for one Finanzamt letter, the day it legally counts as delivered
 * (Bekanntgabe) and the last day to act on it, each step with its legal source.
 *
 * Pure: no database, no clock (nothing here asks for "today"), no holiday table. The statutory
 * holidays come from a `HolidayCalendar` the caller passes (the server's is built on the
 * `date-holidays` library: src/modules/deadlines/holidays.ts).
 *
 * Rules (from the AO, BGB and EStG as cited; see docs/decisions/009-deadline-engine.md):
 * - § 122 (2) Nr. 1 AO: posted in Germany → delivered on the 4th day after posting when posted
 *   after 31 Dec 2024, on the 3rd day when posted on or before it (the posting date decides).
 * - § 122 (2) Nr. 2 AO: posted abroad → delivered one month after posting.
 * - § 122a (4) AO: provided for retrieval (ELSTER) → the 4th day after the notification was sent
 *   (3rd day up to 31 Dec 2024).
 * - § 108 (3) AO: a period that ends on a Saturday, Sunday or statutory holiday ends at the end of
 *   the next working day; this moves the delivery day too (BFH 14.10.2003, IX R 68/98; AEAO zu
 *   § 108 Nr. 2). The recipient's Land decides the holidays of the delivery day, the Finanzamt's
 *   Land those of the deadline, the due date and its grace end.
 * - §§ 187 (1), 188 (2), (3) BGB: a period of months ends on the day of the last month with the
 *   same number as the delivery day, or on that month's last day when it has none.
 * - § 355 (1) AO: the Einspruch period is one month; § 356 (2) AO: one year when the
 *   Rechtsbehelfsbelehrung is missing or wrong.
 * - § 36 (4) EStG: an Abschlusszahlung is due one month after delivery; § 240 (3) AO: no
 *   Säumniszuschlag for a transfer credited within three days after the due date (that end is
 *   itself moved by § 108 (3) AO).
 */
import { addDays, addMonthsClamped, weekday, type CalendarDate } from './calendar-date.js';

/** The sixteen Länder by their two-letter codes. */
export const GERMAN_STATES = ['BW', 'BY', 'BE', 'BB', 'HB', 'HH', 'HE', 'MV', 'NI', 'NW', 'RP', 'SL', 'SN', 'ST', 'SH', 'TH'] as const;
export type GermanState = (typeof GERMAN_STATES)[number];

/** What the letter asks for: an Einspruch (objection) deadline, or a payment. */
export const DEADLINE_KINDS = ['objection', 'payment'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/** How the letter came: by post in Germany, by post from abroad, or for retrieval in ELSTER. */
export const DELIVERY_WAYS = ['post', 'post-abroad', 'electronic'] as const;
export type DeliveryWay = (typeof DELIVERY_WAYS)[number];

/** The earliest and latest posting date the engine accepts (inclusive). */
export const SENT_ON_MIN: CalendarDate = '2020-01-01';
export const SENT_ON_MAX: CalendarDate = '2030-12-31';

/** The last posting date for which delivery counts on the third day (Postrechtsmodernisierungsgesetz, 2024). */
const LAST_THREE_DAY_POSTING: CalendarDate = '2024-12-31';

/** Statutory holidays per Land: state-wide ones only (24 and 31 December are none). */
export interface HolidayCalendar {
  /** The holiday's name when `date` is a statutory holiday throughout `state`, else undefined. */
  holiday(date: CalendarDate, state: GermanState): string | undefined;
}

export interface DeadlineInput {
  kind: DeadlineKind;
  /** The posting date printed on the letter, or the date of the ELSTER notification. */
  sentOn: CalendarDate;
  delivery: DeliveryWay;
  /** The Finanzamt's Land: its holidays move the deadline, the due date and the grace end. */
  state: GermanState;
  /** The recipient's Land: its holidays move the delivery day. Default: `state`. */
  recipientState?: GermanState | undefined;
  /** The Rechtsbehelfsbelehrung is missing or wrong: one year instead of one month (objection only). */
  instructionsMissing?: boolean | undefined;
  /**
   * Objection only: the remedy whose period runs. 'einspruch' (default): § 355 (1) AO, one year
   * under § 356 (2) AO; 'klage' at the Finanzgericht against an Einspruchsentscheidung: § 47 (1)
   * FGO, one year under § 55 (2) FGO, an end on a non-working day moving under § 54 (2) FGO with
   * § 222 (2) ZPO. Both run from the Bekanntgabe and are counted alike (§§ 187 (1), 188 (2) BGB).
   */
  remedy?: 'einspruch' | 'klage' | undefined;
}

/** A day that is no working day, with why. */
export interface NonWorkingDay {
  date: CalendarDate;
  reason: 'saturday' | 'sunday' | 'holiday';
  /** The holiday's name (German), for `reason` holiday. */
  holiday?: string;
}

/** One step of the computation, language-neutral; `explainStep` (explain.ts) words it. */
export type DeadlineStep =
  | { id: 'delivery.post' | 'delivery.electronic'; date: CalendarDate; sentOn: CalendarDate; days: 3 | 4 }
  | { id: 'delivery.abroad'; date: CalendarDate; sentOn: CalendarDate; clamped: boolean }
  | {
      id: 'shift';
      date: CalendarDate;
      /** Which date moved ('lawsuit': the end of the period for a Klage, moved under § 222 (2) ZPO). */
      of: 'delivery' | 'deadline' | 'lawsuit' | 'due' | 'grace';
      /** The date before the move, and every non-working day skipped (the first is `from`). */
      from: CalendarDate;
      skipped: NonWorkingDay[];
      /** The Land whose holidays counted. */
      state: GermanState;
    }
  | {
      id: 'objection.month' | 'objection.year' | 'lawsuit.month' | 'lawsuit.year' | 'payment.due';
      date: CalendarDate;
      deliveredOn: CalendarDate;
      clamped: boolean;
    }
  | { id: 'payment.grace'; date: CalendarDate; dueOn: CalendarDate }
  /** A date printed on the letter: a payment due date (§ 220 AO) or a date to respond by (§ 109 AO). */
  | { id: 'payment.printed' | 'respond.printed'; date: CalendarDate };

interface DeadlineResult {
  kind: DeadlineKind;
  /** The day the letter counts as delivered (Bekanntgabe), after § 108 (3) AO. */
  deliveredOn: CalendarDate;
  /** The last day to file the Einspruch, or the payment due date. */
  deadline: CalendarDate;
  /** Payment only: the last day a transfer may be credited without Säumniszuschlag. */
  graceEndsOn?: CalendarDate;
  steps: DeadlineStep[];
}

/** Why `date` is no working day in `state`, or undefined when it is one. */
function nonWorkingReason(date: CalendarDate, state: GermanState, calendar: HolidayCalendar): NonWorkingDay | undefined {
  const day = weekday(date);
  if (day === 6) return { date, reason: 'saturday' };
  if (day === 0) return { date, reason: 'sunday' };
  const holiday = calendar.holiday(date, state);
  return holiday ? { date, reason: 'holiday', holiday } : undefined;
}

/**
 * § 108 (3) AO: `date`, or the next working day in `state` when `date` is a Saturday, Sunday or
 * statutory holiday there. Returns the step that explains the move, when there is one.
 */
export function nextWorkingDay(
  date: CalendarDate,
  state: GermanState,
  calendar: HolidayCalendar,
  of: Extract<DeadlineStep, { id: 'shift' }>['of'],
): { date: CalendarDate; step?: DeadlineStep } {
  const skipped: NonWorkingDay[] = [];
  let day = date;
  for (let reason = nonWorkingReason(day, state, calendar); reason; reason = nonWorkingReason(day, state, calendar)) {
    skipped.push(reason);
    day = addDays(day, 1);
  }
  return skipped.length ? { date: day, step: { id: 'shift', date: day, of, from: date, skipped, state } } : { date };
}

/**
 * Computes the deemed delivery date and the deadline of one letter, with every step.
 * @param input already validated (see DeadlineInputSchema in src/shared/deadlines/deadlines.schema.ts)
 * @throws RangeError for a `sentOn` that is not a calendar date
 */
export function computeDeadline(input: DeadlineInput, calendar: HolidayCalendar): DeadlineResult {
  const steps: DeadlineStep[] = [];
  const recipientState = input.recipientState ?? input.state;

  // 1. The deemed delivery (Bekanntgabe), then § 108 (3) AO with the recipient's holidays.
  let delivered: CalendarDate;
  if (input.delivery === 'post-abroad') {
    delivered = addMonthsClamped(input.sentOn, 1);
    steps.push({ id: 'delivery.abroad', date: delivered, sentOn: input.sentOn, clamped: delivered.slice(8) !== input.sentOn.slice(8) });
  } else {
    const days = input.sentOn <= LAST_THREE_DAY_POSTING ? 3 : 4;
    delivered = addDays(input.sentOn, days);
    steps.push({ id: input.delivery === 'post' ? 'delivery.post' : 'delivery.electronic', date: delivered, sentOn: input.sentOn, days });
  }
  const deliveredOn = moved(delivered, recipientState, 'delivery');

  // 2. The period from delivery (§§ 187 (1), 188 (2), (3) BGB), then § 108 (3) AO with the Finanzamt's holidays.
  if (input.kind === 'objection') {
    const year = input.instructionsMissing === true;
    const klage = input.remedy === 'klage';
    const end = addMonthsClamped(deliveredOn, year ? 12 : 1);
    const id = klage ? (year ? 'lawsuit.year' : 'lawsuit.month') : year ? 'objection.year' : 'objection.month';
    steps.push({ id, date: end, deliveredOn, clamped: end.slice(8) !== deliveredOn.slice(8) });
    return { kind: 'objection', deliveredOn, deadline: moved(end, input.state, klage ? 'lawsuit' : 'deadline'), steps };
  }
  const due = addMonthsClamped(deliveredOn, 1);
  steps.push({ id: 'payment.due', date: due, deliveredOn, clamped: due.slice(8) !== deliveredOn.slice(8) });
  const deadline = moved(due, input.state, 'due');
  const grace = addDays(deadline, 3);
  steps.push({ id: 'payment.grace', date: grace, dueOn: deadline });
  return { kind: 'payment', deliveredOn, deadline, graceEndsOn: moved(grace, input.state, 'grace'), steps };

  function moved(date: CalendarDate, state: GermanState, of: Extract<DeadlineStep, { id: 'shift' }>['of']): CalendarDate {
    const next = nextWorkingDay(date, state, calendar, of);
    if (next.step) steps.push(next.step);
    return next.date;
  }
}

/**
 * A deadline printed on the letter rather than computed from its delivery: a payment due date set
 * in the letter (§ 220 AO; `graceEndsOn` per § 240 (3) AO) or a date the Finanzamt set to respond or
 * file by (§ 109 AO). Both move to the next working day in the Finanzamt's Land (§ 108 (3) AO).
 * @throws RangeError for a `printed` that is not a calendar date
 */
export function computePrintedDeadline(
  kind: 'payment' | 'respond',
  printed: CalendarDate,
  state: GermanState,
  calendar: HolidayCalendar,
): { deadline: CalendarDate; graceEndsOn?: CalendarDate; steps: DeadlineStep[] } {
  const steps: DeadlineStep[] = [{ id: kind === 'payment' ? 'payment.printed' : 'respond.printed', date: printed }];
  const moved = (date: CalendarDate, of: Extract<DeadlineStep, { id: 'shift' }>['of']) => {
    const next = nextWorkingDay(date, state, calendar, of);
    if (next.step) steps.push(next.step);
    return next.date;
  };
  const deadline = moved(printed, kind === 'payment' ? 'due' : 'deadline');
  if (kind === 'respond') return { deadline, steps };
  const grace = addDays(deadline, 3);
  steps.push({ id: 'payment.grace', date: grace, dueOn: deadline });
  return { deadline, graceEndsOn: moved(grace, 'grace'), steps };
}

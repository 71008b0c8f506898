/**
 * Calls and quarterly check-ins (docs/decisions/072-calls.md): an expert's weekly hours and
 * exceptions, the free times a client may book, a booking, its changes; inputs and DTOs written
 * once for the services, the tRPC procedures, the REST adapters and the web forms. Instants are ISO
 * strings (UTC); dates 'YYYY-MM-DD'; times of day "HH:MM" in Berlin time (the firm's).
 */
import { z } from 'zod';
import { IdSchema } from '../common.schema.js';
import { isCalendarDate } from '../deadlines/calendar-date.js';
import { MESSAGE_KEY } from '../messages.js';
import { requiredText } from '../text.js';

/** The lengths a call can have, in minutes. */
export const CALL_LENGTHS = [15, 30, 45, 60] as const;
export type CallLength = (typeof CALL_LENGTHS)[number];
/** How far ahead a call can be booked, in days. */
export const BOOKING_HORIZON_DAYS = 28;
/** The shortest notice for a new or moved call, in minutes. */
export const MIN_NOTICE_MINUTES = 120;
/** Free times start on this grid within an expert's hours, in minutes. */
export const SLOT_STEP_MINUTES = 15;
/** Cancelling or moving a call up to this many hours before it starts is free; later it is marked late. */
export const FREE_CHANGE_HOURS = 24;
/** A client's upcoming (booked, not yet begun) calls at most. */
export const MAX_UPCOMING_BOOKINGS = 3;
/** The firm's time zone: the experts' hours are in it. */
export const FIRM_TIME_ZONE = 'Europe/Berlin';

export const BOOKING_KINDS = ['call', 'checkIn'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];
export const BOOKING_STATUSES = ['booked', 'cancelled'] as const;

const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const TimeOfDaySchema = z.string({ error: MESSAGE_KEY.timeRangeInvalid }).regex(TIME_OF_DAY, { error: MESSAGE_KEY.timeRangeInvalid });

/** A stretch of a day, "HH:MM" to "HH:MM" (the end after the start; "24:00" is written "23:59"). */
export const TimeRangeSchema = z
  .object({ from: TimeOfDaySchema, to: TimeOfDaySchema })
  .refine((r) => !TIME_OF_DAY.test(r.from) || !TIME_OF_DAY.test(r.to) || r.to > r.from, { error: MESSAGE_KEY.timeRangeInvalid, path: ['to'] });
export type TimeRange = z.output<typeof TimeRangeSchema>;

/** Whether any two of `ranges` overlap (touching ends do not). */
function overlapping(ranges: readonly TimeRange[]): boolean {
  const sorted = [...ranges].sort((a, b) => a.from.localeCompare(b.from));
  return sorted.some((r, i) => i > 0 && r.from < sorted[i - 1]!.to);
}

/** A stretch of one weekday (ISO: 1 Monday … 7 Sunday). */
export const WeeklyRangeSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  from: TimeOfDaySchema,
  to: TimeOfDaySchema,
});

/** A staff member's weekly hours for calls (Berlin time) and the video link their invitations carry. */
export const AvailabilityInputSchema = z
  .object({
    weekly: z
      .array(WeeklyRangeSchema.refine((r) => r.to > r.from, { error: MESSAGE_KEY.timeRangeInvalid, path: ['to'] }))
      .max(28)
      .superRefine((ranges, ctx) => {
        for (let day = 1; day <= 7; day++) {
          if (overlapping(ranges.filter((r) => r.weekday === day))) ctx.addIssue({ code: 'custom', message: MESSAGE_KEY.availabilityOverlap });
        }
      })
      .transform((ranges) => [...ranges].sort((a, b) => a.weekday - b.weekday || a.from.localeCompare(b.from))),
    /** A https:// address of the expert's video room; empty or null: calls are by phone. */
    meetingLink: z
      .string()
      .trim()
      .max(500, { error: MESSAGE_KEY.meetingLinkInvalid })
      .refine((v) => v === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(v), { error: MESSAGE_KEY.meetingLinkInvalid })
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .strict();
export type AvailabilityInput = z.output<typeof AvailabilityInputSchema>;

const CalendarDateSchema = z.string({ error: MESSAGE_KEY.dateInvalid }).refine(isCalendarDate, { error: MESSAGE_KEY.dateInvalid });

/** A date's own hours; no ranges: away that day. */
export const AvailabilityOverrideInputSchema = z
  .object({
    date: CalendarDateSchema,
    ranges: z
      .array(TimeRangeSchema)
      .max(6)
      .refine((r) => !overlapping(r), { error: MESSAGE_KEY.availabilityOverlap }),
  })
  .strict();
export type AvailabilityOverrideInput = z.output<typeof AvailabilityOverrideInputSchema>;

export const AvailabilityOverrideDeleteSchema = z.object({ date: CalendarDateSchema });

/** A staff member's hours as the console shows them: the week, the video link, the exceptions from today on. */
export const AvailabilitySchema = z.object({
  weekly: z.array(WeeklyRangeSchema),
  meetingLink: z.string().nullable(),
  overrides: z.array(z.object({ date: z.string(), ranges: z.array(z.object({ from: z.string(), to: z.string() })) })),
  /** The firm's phone number, said in invitations to calls without a video link. */
  firmPhone: z.string(),
});
export type Availability = z.output<typeof AvailabilitySchema>;

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length <= 64;
  } catch {
    return false;
  }
}

const LengthSchema = z.coerce
  .number({ error: MESSAGE_KEY.callLengthInvalid })
  .refine((n): n is CallLength => (CALL_LENGTHS as readonly number[]).includes(n), { error: MESSAGE_KEY.callLengthInvalid });

/** The free times for a call of `lengthMinutes` (a query: numbers may come as strings). */
export const SlotsInputSchema = z.object({ lengthMinutes: LengthSchema });

/** Free start times (ISO, ascending) within the next BOOKING_HORIZON_DAYS; `withSpecialist`: they are the dedicated specialist's. */
export const SlotsSchema = z.object({
  slots: z.array(z.string()),
  withSpecialist: z.boolean(),
});
export type Slots = z.output<typeof SlotsSchema>;

const InstantSchema = z.iso.datetime({ offset: true, error: MESSAGE_KEY.slotUnavailable });

/** Booking a call: what about, how long, when, in which time zone the client reads times, and the item to discuss. */
export const BookCallInputSchema = z
  .object({
    kind: z.enum(BOOKING_KINDS).default('call'),
    topic: requiredText(200, MESSAGE_KEY.callTopicRequired, MESSAGE_KEY.callTopicRequired),
    lengthMinutes: LengthSchema,
    startsAt: InstantSchema,
    timeZone: z.string().refine(isTimeZone, { error: MESSAGE_KEY.timeZoneInvalid }),
    letterId: IdSchema.nullish(),
    questionId: IdSchema.nullish(),
  })
  .strict();
export type BookCallInput = z.output<typeof BookCallInputSchema>;

export const MoveBookingBodySchema = z.object({ startsAt: InstantSchema }).strict();
export const MoveBookingInputSchema = MoveBookingBodySchema.extend({ id: IdSchema });
export type MoveBookingInput = z.output<typeof MoveBookingInputSchema>;

/** A call as the client and the staff see it. */
export const BookingSchema = z.object({
  id: z.uuid(),
  kind: z.enum(BOOKING_KINDS),
  topic: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  lengthMinutes: z.number().int(),
  clientTimeZone: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** Cancelled or moved less than FREE_CHANGE_HOURS before the start. */
  lateChange: z.boolean(),
  /** Until this instant a change is free. */
  freeChangeUntil: z.string(),
  expert: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  client: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  /** The letter to discuss: its type key and date as read or entered (either may be unknown). */
  letter: z.object({ id: z.uuid(), letterType: z.string().nullable(), letterDate: z.string().nullable() }).nullable(),
  /** The question to discuss: the start of its text. */
  question: z.object({ id: z.uuid(), excerpt: z.string() }).nullable(),
  /** The video link, or null: the expert calls by phone (`firmPhone`). */
  meetingLink: z.string().nullable(),
  firmPhone: z.string(),
  cancelledAt: z.string().nullable(),
});
export type Booking = z.output<typeof BookingSchema>;

/** What the client's package allows and how many calls they have coming up. */
export const CallAccessSchema = z.object({
  calls: z.boolean(),
  checkIns: z.boolean(),
  upcoming: z.number().int(),
  maxUpcoming: z.number().int(),
});
export type CallAccess = z.output<typeof CallAccessSchema>;

/** The console's list: mine or everyone's (an owner), upcoming or past. */
export const StaffBookingsInputSchema = z.object({
  who: z.enum(['mine', 'all']).default('mine'),
  when: z.enum(['upcoming', 'past']).default('upcoming'),
});
export type StaffBookingsInput = z.output<typeof StaffBookingsInputSchema>;

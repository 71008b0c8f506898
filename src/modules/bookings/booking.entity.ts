/**
 * The tables of calls and check-ins (docs/decisions/072-calls.md), declared for the ORM's schema
 * check; the services read and write them with SQL (decision record 002). The migration adds the
 * foreign keys, checks and indexes.
 */
import { defineEntity, p } from '@mikro-orm/core';
import { generatedUuidKey, nowOnCreate } from '../../entity-columns.js';
import type { TimeRange } from '../../shared/bookings/bookings.schema.js';

/** `staff_availability`: a member of staff's weekly hours for calls, in Berlin time, and their video link. */
export const StaffAvailabilityEntity = defineEntity({
  name: 'StaffAvailability',
  tableName: 'staff_availability',
  properties: {
    userId: p.uuid().primary(),
    /** Weekly hours: `{ weekday (ISO 1 Monday … 7 Sunday), from, to ("HH:MM") }`, ascending. */
    weekly: p.json<WeeklyRange[]>().default('[]'),
    /** The video-call address the invitations carry; null: the firm calls the client by phone. */
    meetingLink: p.string().length(500).nullable(),
    updatedAt: nowOnCreate(),
  },
});

/** One stretch of a weekday's hours. */
export interface WeeklyRange extends TimeRange {
  weekday: number;
}

/** `availability_overrides`: a date whose hours differ from the week's (no ranges: away that day). */
export const AvailabilityOverrideEntity = defineEntity({
  name: 'AvailabilityOverride',
  tableName: 'availability_overrides',
  properties: {
    userId: p.uuid().primary(),
    date: p.date().primary(),
    ranges: p.json<TimeRange[]>().default('[]'),
  },
});

/** `bookings`: a client's call (or quarterly check-in) with an expert, [startsAt, endsAt). */
export const BookingEntity = defineEntity({
  name: 'Booking',
  tableName: 'bookings',
  properties: {
    id: generatedUuidKey(),
    clientId: p.uuid(),
    /** The expert; null once that staff account is erased. */
    expertId: p.uuid().nullable(),
    /** 'call' or 'checkIn' (a quarterly check-in). */
    kind: p.string().length(10).default('call'),
    topic: p.string().length(200),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    /** 15, 30, 45 or 60 minutes. */
    lengthMinutes: p.integer(),
    /** The IANA time zone the client booked in (their e-mails show the time there too). */
    clientTimeZone: p.string().length(64),
    letterId: p.uuid().nullable(),
    questionId: p.uuid().nullable(),
    /** 'booked' or 'cancelled'. */
    status: p.string().length(10).default('booked'),
    /** Cancelled or moved less than 24 hours before the start (decision record 072). */
    lateChange: p.boolean().default(false),
    /** The iCalendar SEQUENCE of the last invitation sent (RFC 5545 § 3.8.7.4). */
    sequence: p.integer().default(0),
    remindedAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    cancelledBy: p.uuid().nullable(),
    createdAt: nowOnCreate(),
  },
});

export const BOOKING_ENTITIES = [StaffAvailabilityEntity, AvailabilityOverrideEntity, BookingEntity];

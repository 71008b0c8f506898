/**
 * The iCalendar invitation of a call (RFC 5545, scheduled by e-mail as RFC 5546 / RFC 6047 say):
 * METHOD:REQUEST for a new or moved call, METHOD:CANCEL for a cancelled one; one UID per booking,
 * SEQUENCE raised with each change, so a calendar program updates its one entry. The firm is the
 * organizer, the client and the expert are attendees. Written with `ical-generator`.
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { BRAND } from '../../shared/company.js';

export interface CallInvitation {
  method: 'REQUEST' | 'CANCEL';
  bookingId: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  /** The event's title and description (the recipient's language). */
  summary: string;
  description: string;
  /** The video link, or the firm's phone number. */
  location: string;
  meetingLink: string | null;
  organizer: { name: string; email: string };
  client: { name: string; email: string };
  expert: { name: string; email: string } | null;
  /** The instant written as DTSTAMP (now). */
  stamp: Date;
  /** The host part of the UID ('tax-help.example'). */
  domain: string;
}

/** The invitation's text (CRLF lines, folded at 75 octets). */
export function callInvitationIcs(c: CallInvitation): string {
  const calendar = ical({
    prodId: { company: BRAND, product: 'calls', language: 'EN' },
    method: c.method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  const attendee = (p: { name: string; email: string }) => ({
    name: p.name,
    email: p.email,
    role: ICalAttendeeRole.REQ,
    status: ICalAttendeeStatus.NEEDSACTION,
    rsvp: c.method === 'REQUEST',
  });
  calendar.createEvent({
    id: `booking-${c.bookingId}@${c.domain}`,
    sequence: c.sequence,
    stamp: c.stamp,
    start: c.startsAt,
    end: c.endsAt,
    summary: c.summary,
    description: c.description,
    location: c.location,
    url: c.meetingLink,
    organizer: c.organizer,
    attendees: [attendee(c.client), ...(c.expert ? [attendee(c.expert)] : [])],
    status: c.method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
  });
  return calendar.toString();
}

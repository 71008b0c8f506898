/**
 * The e-mails of calls and check-ins (docs/decisions/072-calls.md). Each booking, move and
 * cancellation goes to the client and to the expert, each with the iCalendar invitation (the
 * outbox's `calendar`); the reminder goes out the day before; the check-in invitation once a
 * quarter. Times are written in the recipient's time zone: the client's as they booked, Berlin for
 * the expert.
 */
import { formatLongDateTime } from '../../shared/format.js';
import type { BookingKind } from '../../shared/bookings/bookings.schema.js';
import { defineMails, type MailBody, type MailContext } from '../mail/templates.js';

/** The facts of a call as one side reads them. */
export interface CallNotice {
  /** The recipient's name, for the greeting. */
  name: string;
  recipient: 'client' | 'expert';
  /** The other side's name: the expert's for the client, the client's for the expert. */
  otherName: string;
  kind: BookingKind;
  topic: string;
  startsAt: string;
  lengthMinutes: number;
  /** The recipient's IANA time zone. */
  timeZone: string;
  /** The expert's video link; null: the client calls the firm's phone number. */
  meetingLink: string | null;
  firmPhone: string;
  /** Until when a change is free (ISO). */
  freeChangeUntil: string;
  /** The portal's or the console's list of calls. */
  url: string;
}

export type BookingsMail =
  | { kind: 'booking.confirmed'; params: CallNotice }
  | { kind: 'booking.moved'; params: CallNotice & { previousStartsAt: string; late: boolean } }
  | { kind: 'booking.cancelled'; params: CallNotice & { byRecipient: boolean; cancellerName: string; late: boolean } }
  | { kind: 'booking.reminder'; params: CallNotice }
  | { kind: 'booking.check-in-invitation'; params: { name: string; packageName: string; bookUrl: string } };

/** An instant in the recipient's `timeZone`, with the weekday and the zone's name. */
export function callTime(instant: string, lang: string, timeZone: string): string {
  return formatLongDateTime(instant, lang, timeZone, 'long');
}

/** How the two sides meet, said to the recipient. */
function howToMeet(p: CallNotice, { i18n }: MailContext): string {
  if (p.meetingLink) return i18n._('Join the video call at that time: {link}', { link: p.meetingLink });
  return p.recipient === 'client'
    ? i18n._('Please call us at that time at {phone}.', { phone: p.firmPhone })
    : i18n._('The client will call the firm’s number, {phone}; add a video link to your hours in the console if you prefer video calls.', {
        phone: p.firmPhone,
      });
}

/** The last paragraph: the invitation, and for the client what a change costs. */
function calendarNote(p: CallNotice, ctx: MailContext): string {
  const { i18n, lang } = ctx;
  return p.recipient === 'client'
    ? i18n._(
        'The invitation is attached for your calendar. You can move or cancel the call in your client portal free of charge until {until}; a later change is marked as late.',
        {
          until: callTime(p.freeChangeUntil, lang, p.timeZone),
        },
      )
    : i18n._('The invitation is attached for your calendar. After the call, log the time on the client’s page as usual.');
}

/** The button: the client's calls in the portal, the expert's in the console. */
function action(p: CallNotice, { i18n }: MailContext): MailBody['action'] {
  return { label: p.recipient === 'client' ? i18n._('Open your calls') : i18n._('Open the calls'), url: p.url };
}

function values(p: CallNotice, lang: string, at = p.startsAt) {
  return { other: p.otherName, topic: p.topic, minutes: p.lengthMinutes, when: callTime(at, lang, p.timeZone) };
}

export const bookingsMails = defineMails<BookingsMail>({
  'booking.confirmed': (p, ctx) => {
    const { i18n, lang } = ctx;
    const v = values(p, lang);
    const checkIn = p.kind === 'checkIn';
    return {
      subject:
        p.recipient === 'client'
          ? checkIn
            ? i18n._('Your quarterly call is booked: {when}', v)
            : i18n._('Your call is booked: {when}', v)
          : i18n._('New call booked by {other}: {when}', v),
      greeting: { name: p.name },
      paragraphs: [
        p.recipient === 'client'
          ? i18n._('Your {minutes}-minute call with {other} about “{topic}” is booked for {when}.', v)
          : i18n._('{other} has booked a {minutes}-minute call with you about “{topic}” for {when}.', v),
        howToMeet(p, ctx),
        calendarNote(p, ctx),
      ],
      action: action(p, ctx),
    };
  },
  'booking.moved': (p, ctx) => {
    const { i18n, lang } = ctx;
    const v = { ...values(p, lang), previous: callTime(p.previousStartsAt, lang, p.timeZone) };
    return {
      subject: i18n._('Call moved to {when}', v),
      greeting: { name: p.name },
      paragraphs: [
        i18n._('The {minutes}-minute call about “{topic}” has moved from {previous} to {when}.', v),
        ...(p.late ? [i18n._('The change was made less than 24 hours before the call, so it is marked as a late change.')] : []),
        howToMeet(p, ctx),
        calendarNote(p, ctx),
      ],
      action: action(p, ctx),
    };
  },
  'booking.cancelled': (p, ctx) => {
    const { i18n, lang } = ctx;
    const v = { ...values(p, lang), canceller: p.cancellerName };
    return {
      subject: i18n._('Call cancelled: {when}', v),
      greeting: { name: p.name },
      paragraphs: [
        p.byRecipient
          ? i18n._('You have cancelled the call about “{topic}” on {when}.', v)
          : i18n._('{canceller} has cancelled the call about “{topic}” on {when}.', v),
        ...(p.late ? [i18n._('The call was cancelled less than 24 hours before it, so it is marked as a late cancellation.')] : []),
        p.recipient === 'client'
          ? i18n._('Your calendar’s entry is cancelled by the attached update. You can book a new call in your client portal at any time.')
          : i18n._('Your calendar’s entry is cancelled by the attached update.'),
      ],
      action: action(p, ctx),
    };
  },
  'booking.reminder': (p, ctx) => {
    const { i18n, lang } = ctx;
    const v = values(p, lang);
    return {
      subject: i18n._('Reminder: call on {when}', v),
      greeting: { name: p.name },
      paragraphs: [i18n._('This is a reminder of your {minutes}-minute call with {other} about “{topic}” on {when}.', v), howToMeet(p, ctx)],
      action: action(p, ctx),
    };
  },
  'booking.check-in-invitation': (p, { i18n }) => ({
    subject: i18n._('Book your quarterly call'),
    greeting: { name: p.name },
    paragraphs: [
      i18n._(
        'Your {pkg} package includes a call each quarter, in which we go through your documents and what is coming up with the Finanzamt. Choose a time that suits you for this quarter’s call.',
        { pkg: p.packageName },
      ),
    ],
    action: { label: i18n._('Book your quarterly call'), url: p.bookUrl },
  }),
});

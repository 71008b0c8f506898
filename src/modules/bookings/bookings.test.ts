/**
 * Calls and quarterly check-ins (docs/decisions/072-calls.md), on both transports: only a package
 * with calls lets a client see free times and book; experts publish weekly hours and exceptions;
 * a booking e-mails both sides an iCalendar REQUEST, a move an update, a cancellation a CANCEL; no
 * expert is booked twice (ten clients at once: one call); changes within 24 hours are marked late;
 * the reminder goes out once the day before; each Professional client is invited once a quarter;
 * a Premium client's calls are with their dedicated specialist.
 */
import { describe, expect, it } from 'vitest';
import { outboxFor } from '../../test/database.js';
import { registerClient, trpcData, trpcError, useTestAccounts, type Client } from '../../test/harness.js';
import { insertPackagePurchase } from '../../test/purchases.js';

const HOUR = 3_600_000;

const { t, owner, lea, mara } = useTestAccounts(
  {
    owner: ['admin', 'Katrin Vogel'],
    lea: ['expert', 'Lea Neumann'],
    mara: ['expert', 'Mara Roth'],
  },
  {},
);

/** Every day, all day (Berlin): free times at any hour, so the tests do not depend on the clock. */
const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '00:00', to: '23:59' }));

/** A new client with an active package `pkg` (none: no package). */
async function clientWith(pkg: string | null, name = 'Ana Lima'): Promise<Client> {
  const c = await registerClient(t, name);
  if (pkg) await insertPackagePurchase(t.em(), c.id, pkg, { expiresInDays: 300 });
  return c;
}

/** Sets `who`'s weekly hours (and clears everyone else's, so the tests know whose times they see). */
async function onlyAvailable(who: Client, weekly = ALL_WEEK): Promise<void> {
  await t.em().execute(`delete from staff_availability`);
  const res = await who.rest('PUT', '/api/admin/availability', { weekly, meetingLink: null });
  expect(res.statusCode).toBe(200);
}

async function slots(c: Client, lengthMinutes = 30): Promise<string[]> {
  const res = await c.rest('GET', `/api/calls/slots?lengthMinutes=${lengthMinutes}`);
  expect(res.statusCode).toBe(200);
  return res.json().slots as string[];
}

/** The first free time at least `hoursAhead` hours ahead. */
async function slotAfter(c: Client, hoursAhead: number, lengthMinutes = 30): Promise<string> {
  const at = (await slots(c, lengthMinutes)).find((s) => new Date(s).getTime() >= Date.now() + hoursAhead * HOUR);
  expect(at).toBeDefined();
  return at!;
}

function book(c: Client, startsAt: string, extra: Record<string, unknown> = {}) {
  return c.rest('POST', '/api/calls', { topic: 'My Steuerbescheid 2025', lengthMinutes: 30, startsAt, timeZone: 'America/New_York', ...extra });
}

async function calendarMails(email: string, kind: string) {
  return t
    .em()
    .execute<{ subject: string; text_body: string; calendar_method: string | null; calendar_ics: string | null }[]>(
      `select subject, text_body, calendar_method, calendar_ics from mail_outbox where to_address = ? and kind = ? order by created_at, id`,
      [email, kind],
    );
}

describe('who may book', () => {
  it('a client without a package with calls sees no times and cannot book, on both transports', async () => {
    await onlyAvailable(lea);
    for (const pkg of [null, 'Starter']) {
      const c = await clientWith(pkg);
      const res = await c.rest('GET', '/api/calls/slots?lengthMinutes=30');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ messageKey: 'callsNotIncluded' });
      expect(trpcError(await c.trpc('query', 'calls.slots', { lengthMinutes: 30 })).data).toMatchObject({ code: 'FORBIDDEN' });
      const refused = await book(c, new Date(Date.now() + 48 * HOUR).toISOString());
      expect(refused.statusCode).toBe(403);
      expect((await c.rest('GET', '/api/calls/access')).json()).toEqual({ calls: false, checkIns: false, upcoming: 0, maxUpcoming: 3 });
    }
    const pro = await clientWith('Professional');
    expect(trpcData(await pro.trpc('query', 'calls.access'))).toEqual({ calls: true, checkIns: true, upcoming: 0, maxUpcoming: 3 });
    // A client cannot use the console's procedures.
    expect((await pro.rest('GET', '/api/admin/availability')).statusCode).toBe(403);
  });
});

describe('availability', () => {
  it('weekly hours and exceptions decide the free times; bad hours are refused with the field', async () => {
    const overlap = await lea.rest('PUT', '/api/admin/availability', {
      weekly: [
        { weekday: 1, from: '09:00', to: '12:00' },
        { weekday: 1, from: '11:00', to: '13:00' },
      ],
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json()).toMatchObject({ messageKey: 'availabilityOverlap' });
    const backwards = await lea.trpc('mutation', 'admin.calls.setAvailability', { weekly: [{ weekday: 2, from: '12:00', to: '09:00' }] });
    expect(trpcError(backwards).data).toMatchObject({ code: 'BAD_REQUEST' });
    const badLink = await lea.rest('PUT', '/api/admin/availability', { weekly: [], meetingLink: 'javascript:alert(1)' });
    expect(badLink.json()).toMatchObject({ messageKey: 'meetingLinkInvalid' });

    await onlyAvailable(lea);
    const c = await clientWith('Professional');
    const all = await slots(c, 60);
    expect(all.length).toBeGreaterThan(100);
    // Every time is on the quarter hour, at least two hours ahead, within 28 days.
    for (const s of all) {
      const at = new Date(s).getTime();
      expect(at).toBeGreaterThanOrEqual(Date.now() + 2 * HOUR - 60_000);
      expect(at).toBeLessThanOrEqual(Date.now() + 28 * 24 * HOUR);
      expect(new Date(s).getUTCMinutes() % 15).toBe(0);
    }
    // Lea is away on a day with times, three or more days from now (not a holiday, whatever the date
    // the test runs on): none of that (Berlin) day's times remain.
    const berlinDay = (iso: string) => new Date(iso).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
    const threeDaysAhead = berlinDay(new Date(Date.now() + 3 * 24 * HOUR).toISOString());
    const day = all.map(berlinDay).find((d) => d >= threeDaysAhead)!;
    const away = await lea.rest('PUT', '/api/admin/availability/overrides', { date: day, ranges: [] });
    expect(away.statusCode).toBe(200);
    expect(away.json().overrides).toEqual([{ date: day, ranges: [] }]);
    const onDay = (list: string[]) => list.filter((s) => new Date(s).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' }) === day);
    expect(onDay(all).length).toBeGreaterThan(0);
    expect(onDay(await slots(c, 60))).toEqual([]);
    // Only 10:00–11:00 that day: a 60-minute call fits once, at 10:00 Berlin time.
    await lea.rest('PUT', '/api/admin/availability/overrides', { date: day, ranges: [{ from: '10:00', to: '11:00' }] });
    const one = onDay(await slots(c, 60));
    expect(one).toHaveLength(1);
    expect(new Date(one[0]!).toLocaleTimeString('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' })).toBe('10:00');
    expect((await lea.rest('DELETE', `/api/admin/availability/overrides/${day}`)).json().overrides).toEqual([]);
    // A past date is refused.
    const past = await lea.rest('PUT', '/api/admin/availability/overrides', { date: '2020-01-02', ranges: [] });
    expect(past.statusCode).toBe(400);
  });
});

describe('booking, moving, cancelling', () => {
  it('a booking e-mails both sides an invitation, takes the time, and shows in the portal and the console', async () => {
    await onlyAvailable(lea);
    const c = await clientWith('Professional', 'Ana Booker');
    await t.em().execute(`update users set language = 'de' where id = ?`, [lea.id]);
    const at = await slotAfter(c, 48);
    const letter = await c.rest('POST', '/api/letters/manual', { letterType: 'einkommensteuerbescheid', letterDate: '2026-11-20' });
    const res = await book(c, at, { letterId: letter.json().id });
    expect(res.statusCode).toBe(201);
    const booking = res.json();
    expect(booking).toMatchObject({
      kind: 'call',
      topic: 'My Steuerbescheid 2025',
      startsAt: at,
      lengthMinutes: 30,
      status: 'booked',
      lateChange: false,
      expert: { id: lea.id, name: 'Lea Neumann' },
      letter: { id: letter.json().id, letterType: 'einkommensteuerbescheid' },
      meetingLink: null,
    });
    expect(await slots(c)).not.toContain(at);

    const [toClient] = await calendarMails(c.email, 'booking.confirmed');
    expect(toClient!.calendar_method).toBe('REQUEST');
    expect(toClient!.calendar_ics).toContain('METHOD:REQUEST');
    expect(toClient!.calendar_ics).toContain(`UID:booking-${booking.id}@`);
    expect(toClient!.calendar_ics).toContain('SEQUENCE:0');
    expect(toClient!.calendar_ics).toContain(`DTSTART:${at.replace(/[-:]/g, '').replace('.000', '')}`);
    // The client reads the time in their own zone (New York), the expert in Berlin, in German.
    const ny = new Date(at).toLocaleTimeString('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit' });
    expect(toClient!.text_body).toContain(ny);
    expect(toClient!.text_body).toContain('Please call us at that time at');
    const [toExpert] = await calendarMails(lea.email, 'booking.confirmed');
    expect(toExpert!.subject).toMatch(/^Neuer Gesprächstermin von Ana Booker: /);
    expect(toExpert!.calendar_method).toBe('REQUEST');

    expect((await c.rest('GET', '/api/calls')).json().map((b: { id: string }) => b.id)).toEqual([booking.id]);
    const console = trpcData(await lea.trpc('query', 'admin.calls.list', { who: 'mine', when: 'upcoming' }));
    expect(console.map((b: { id: string }) => b.id)).toContain(booking.id);
    expect((await mara.rest('GET', '/api/admin/calls?who=mine')).json().map((b: { id: string }) => b.id)).not.toContain(booking.id);
    // The owner's team page counts Lea's calls coming up (the deactivation dialog names them).
    const team = (await owner.rest('GET', '/api/admin/staff')).json().members;
    expect(team.find((m: { id: string }) => m.id === lea.id).upcomingCalls).toBeGreaterThanOrEqual(1);
    expect(team.find((m: { id: string }) => m.id === mara.id).upcomingCalls).toBe(0);
    await t.em().execute(`update users set language = 'en' where id = ?`, [lea.id]);
  });

  it('ten clients booking one time at once: exactly one gets it, the others are told it was just taken', async () => {
    await onlyAvailable(lea);
    const clients = await Promise.all(Array.from({ length: 10 }, (_, i) => clientWith('Professional', `Racer ${i}`)));
    const at = await slotAfter(clients[0]!, 72);
    const results = await Promise.all(clients.map((c) => book(c, at)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(r.json()).toMatchObject({ messageKey: 'slotTaken' });
    const [row] = await t.em().execute<{ n: string | number }[]>(`select count(*) as n from bookings where starts_at = ? and status = 'booked'`, [at]);
    expect(Number(row?.n)).toBe(1);
  });

  it('a time that is not free is refused; a client has at most three calls coming up', async () => {
    await onlyAvailable(lea, [{ weekday: 1, from: '09:00', to: '10:00' }]);
    const c = await clientWith('Premium');
    const notOffered = await book(c, new Date(Date.now() + 30 * HOUR).toISOString().replace(/:\d\d\.\d+Z$/, ':07.000Z'));
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json()).toMatchObject({ messageKey: 'slotUnavailable', issues: [{ path: 'startsAt' }] });
    await onlyAvailable(lea);
    const free = await slots(c);
    for (const at of [free[10]!, free[20]!, free[30]!]) expect((await book(c, at)).statusCode).toBe(201);
    const fourth = await book(c, free[40]!);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ messageKey: 'bookingLimit' });
    // A letter of another client cannot be linked.
    const other = await clientWith('Professional');
    const theirs = (await other.rest('POST', '/api/letters/manual', { letterType: 'einkommensteuerbescheid', letterDate: '2026-11-20' })).json().id;
    expect((await book(other, free[50]!, { letterId: theirs })).statusCode).toBe(201);
    const foreign = await book(other, free[60]!, {
      letterId: (await c.rest('POST', '/api/letters/manual', { letterType: 'einkommensteuerbescheid', letterDate: '2026-11-20' })).json().id,
    });
    expect(foreign.json()).toMatchObject({ messageKey: 'linkedItemNotFound', issues: [{ path: 'letterId' }] });
  });

  it('moving early is free, cancelling within 24 hours is marked late; each sends the calendar update; only the parties and an owner may change it', async () => {
    await onlyAvailable(lea);
    const c = await clientWith('Professional', 'Ana Mover');
    const first = await slotAfter(c, 50);
    const booking = (await book(c, first)).json();
    const stranger = await clientWith('Professional');
    expect((await stranger.rest('DELETE', `/api/calls/${booking.id}`)).statusCode).toBe(404);
    expect((await mara.rest('DELETE', `/api/calls/${booking.id}`)).statusCode).toBe(404);

    // The times it can move to are its expert's (its own included); the client and Lea see the same, a stranger nothing.
    const movable = (await c.rest('GET', `/api/calls/${booking.id}/slots`)).json().slots as string[];
    expect(movable).toContain(first);
    expect(trpcData(await lea.trpc('query', 'admin.calls.moveSlots', { id: booking.id })).slots).toEqual(movable);
    expect((await stranger.rest('GET', `/api/calls/${booking.id}/slots`)).statusCode).toBe(404);
    const later = movable.find((s) => new Date(s).getTime() >= Date.now() + 5 * HOUR)!;
    const moved = await c.trpc('mutation', 'calls.move', { id: booking.id, startsAt: later });
    expect(trpcData(moved)).toMatchObject({ startsAt: later, lateChange: false, status: 'booked' });
    const [update] = await calendarMails(lea.email, 'booking.moved');
    expect(update!.calendar_ics).toContain('SEQUENCE:1');
    expect(update!.calendar_ics).toContain('METHOD:REQUEST');

    // Lea moves it once more from the console (still less than a day ahead of the old time: late).
    const again1 = (await lea.rest('GET', `/api/admin/calls/${booking.id}/slots`)).json().slots as string[];
    const byLea = await lea.trpc('mutation', 'admin.calls.move', { id: booking.id, startsAt: again1.find((s) => s > later)! });
    expect(trpcData(byLea)).toMatchObject({ lateChange: true, status: 'booked' });
    const movedAgain = trpcData(byLea).startsAt as string;
    // Now less than 24 hours ahead: the owner cancels it, and it is marked late.
    const cancelled = await owner.rest('DELETE', `/api/calls/${booking.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', lateChange: true });
    const [cancel] = await calendarMails(c.email, 'booking.cancelled');
    expect(cancel!.calendar_method).toBe('CANCEL');
    expect(cancel!.calendar_ics).toContain('METHOD:CANCEL');
    expect(cancel!.calendar_ics).toContain('STATUS:CANCELLED');
    expect(cancel!.calendar_ics).toContain('SEQUENCE:3');
    expect(cancel!.text_body).toContain('Katrin Vogel has cancelled the call');
    expect(cancel!.text_body).toContain('late cancellation');
    // A cancelled call cannot change again, and its time is free.
    const again = await c.rest('PUT', `/api/calls/${booking.id}`, { startsAt: first });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ messageKey: 'bookingClosed' });
    expect(await slots(c)).toContain(movedAgain);
  });
});

describe('schedules', () => {
  it('the reminder goes to both sides once, the day before', async () => {
    await onlyAvailable(lea);
    const c = await clientWith('Professional', 'Ana Reminded');
    const at = await slotAfter(c, 60);
    const booking = (await book(c, at)).json();
    const start = new Date(at).getTime();
    await t.app.sendCallReminders(new Date(start - 25 * HOUR));
    expect(await outboxFor(t, c.email, 'booking.reminder')).toEqual([]);
    expect(await t.app.sendCallReminders(new Date(start - 23 * HOUR))).toBeGreaterThanOrEqual(1);
    await t.app.sendCallReminders(new Date(start - 22 * HOUR));
    const reminders = await outboxFor(t, c.email, 'booking.reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text_body).toContain('This is a reminder of your 30-minute call with Lea Neumann');
    expect((await outboxFor(t, lea.email, 'booking.reminder')).length).toBeGreaterThanOrEqual(1);
    await c.rest('DELETE', `/api/calls/${booking.id}`);
  });

  it('each client whose package includes a quarterly call is invited once a quarter; a booked one needs none', async () => {
    const pro = await clientWith('Professional', 'Ana Quarterly');
    const starter = await clientWith('Starter', 'Ben Starter');
    const unverified = await registerClient(t, 'Cara Unconfirmed', { verified: false });
    await insertPackagePurchase(t.em(), unverified.id, 'Premium', { expiresInDays: 300 });
    const now = new Date();
    await t.app.sendCheckInInvitations(now);
    await t.app.sendCheckInInvitations(now);
    const invites = await outboxFor(t, pro.email, 'booking.check-in-invitation');
    expect(invites).toHaveLength(1);
    expect(invites[0]!.text_body).toContain('/calls/new?kind=checkIn');
    expect(await outboxFor(t, starter.email, 'booking.check-in-invitation')).toEqual([]);
    expect(await outboxFor(t, unverified.email, 'booking.check-in-invitation')).toEqual([]);
    // A client who has booked this quarter's call is not invited.
    await onlyAvailable(lea);
    const booked = await clientWith('Professional', 'Ben Booked');
    expect((await book(booked, (await slots(booked))[0]!, { kind: 'checkIn', topic: 'Quarterly call' })).statusCode).toBe(201);
    await t.app.sendCheckInInvitations(now);
    expect(await outboxFor(t, booked.email, 'booking.check-in-invitation')).toEqual([]);
    // The next quarter invites again.
    await t.app.sendCheckInInvitations(new Date(now.getTime() + 95 * 24 * HOUR));
    expect(await outboxFor(t, pro.email, 'booking.check-in-invitation')).toHaveLength(2);
  });
});

describe('the dedicated specialist', () => {
  it('a Premium client’s calls are with their specialist', async () => {
    await t.em().execute(`delete from staff_availability`);
    await lea.rest('PUT', '/api/admin/availability', { weekly: ALL_WEEK });
    await mara.rest('PUT', '/api/admin/availability', { weekly: ALL_WEEK, meetingLink: 'https://meet.example.com/mara' });
    const c = await clientWith('Premium', 'Pia Premium');
    expect((await owner.rest('PUT', `/api/admin/clients/${c.id}/specialist`, { specialistId: mara.id })).statusCode).toBe(200);
    const res = await c.rest('GET', '/api/calls/slots?lengthMinutes=45');
    expect(res.json().withSpecialist).toBe(true);
    const booked = (await book(c, res.json().slots[5], { lengthMinutes: 45, kind: 'checkIn', topic: 'Quarterly call' })).json();
    expect(booked).toMatchObject({ kind: 'checkIn', expert: { id: mara.id }, meetingLink: 'https://meet.example.com/mara', lengthMinutes: 45 });
    const [mail] = await calendarMails(c.email, 'booking.confirmed');
    expect(mail!.subject).toMatch(/^Your quarterly call is booked/);
    expect(mail!.text_body).toContain('Join the video call at that time: https://meet.example.com/mara');
    expect(mail!.calendar_ics).toContain('URL;VALUE=URI:https://meet.example.com/mara');
  });
});

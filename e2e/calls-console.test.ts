/**
 * The console's calls (docs/decisions/072-calls.md), in real Chromium against the real server and
 * built client: the owner (English, desktop) sets Monday to Friday 09:00–12:00 and a video link on
 * "My hours" and marks a day away; a Professional client is then offered free times only within
 * those hours and not on that day, and books two; the "Calls" page lists them with the client's name
 * and the video link, and cancelling one (after a confirmation that says it is still free) shows it
 * as "Cancelled" among the past ones. Both pages in German on a 390-px phone, without horizontal
 * scrolling. axe finds no WCAG 2.2 AA violations on either page in either language.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axe } from './axe.js';
import { snap } from './screenshots.js';
import {
  CONSOLE_RUNS,
  OWNER,
  PHONE,
  givePackage,
  openConsolePage,
  postAs,
  registerClient,
  toast,
  unexpected,
  useServerWithAdmin,
  type RunningServer,
} from './support.js';

let server: RunningServer;
let browser: Browser;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const VIDEO = 'https://meet.example.com/katrin-vogel';

useServerWithAdmin(OWNER, (started, launched) => {
  [server, browser] = [started, launched];
});

/** An instant's date, ISO weekday and time in Berlin. */
function inBerlin(instant: string): { date: string; weekday: number; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday, time: `${parts.hour}:${parts.minute}` };
}

/** A working day (Monday to Friday) about ten days from now, as 'YYYY-MM-DD' in Berlin. */
function awayDay(): string {
  for (let days = 10; ; days++) {
    const at = new Date(Date.now() + days * 86_400_000).toISOString();
    const { date, weekday } = inBerlin(at);
    if (weekday <= 5) return date;
  }
}

/** Whether the page is no wider than the phone (no horizontal scrolling). */
async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

describe('calls in the console', () => {
  it('the owner sets hours, a video link and an away day; a client books within them; the Calls page lists and cancels a call; axe passes', async () => {
    const failures: string[] = [];
    const away = awayDay();

    // "My hours", in English on a desktop, through the console's navigation.
    const en = await openConsolePage(browser, server, OWNER, '/admin/availability', 'My hours', CONSOLE_RUNS[0]);
    const page = en.page;
    await page.getByRole('heading', { level: 1, name: 'My hours' }).waitFor();
    await page.getByText(/all in Berlin time/).waitFor();
    for (const day of WEEKDAYS) {
      const group = page.getByRole('group', { name: day, exact: true });
      await group.getByRole('button', { name: `Add hours on ${day}` }).click();
      await group.getByLabel('From', { exact: true }).fill('09:00');
      await group.getByLabel('To', { exact: true }).fill('12:00');
    }
    await page.getByRole('group', { name: 'Saturday', exact: true }).getByText('No calls').waitFor();
    // An address that is not https:// is refused under the field.
    await page.getByLabel('Video link (optional)').fill('http://meet.example.com/katrin');
    await page.getByRole('button', { name: 'Save hours' }).click();
    await page.getByText('Enter the video link as a full https:// address').waitFor();
    await page.getByLabel('Video link (optional)').fill(VIDEO);
    await page.getByRole('button', { name: 'Save hours' }).click();
    await toast(page).getByText('Your hours are saved').waitFor();

    // An away day.
    await page.getByLabel('Date', { exact: true }).fill(away);
    await page.getByRole('checkbox', { name: 'Away all day' }).waitFor();
    await page.getByRole('button', { name: 'Save exception' }).click();
    await toast(page).getByText('Exception saved').waitFor();
    const exception = page.getByRole('listitem').filter({ has: page.locator(`time[datetime="${away}"]`) });
    await exception.getByText('Away', { exact: true }).waitFor();
    await axe(page, en.inFlight, '/admin/availability (en)', failures);
    await snap(page, 'admin-availability-en-desktop');

    // A Professional client is offered free times only within those hours, never on the away day.
    const client = await registerClient(server, 'Jonas Beispiel', 'correct horse', { language: 'en' });
    await givePackage(server, client.id, 'Professional', { boughtDaysAgo: 1, validForDays: 300 });
    const offered = await server.app.inject({ method: 'GET', url: '/api/calls/slots?lengthMinutes=30', cookies: { session: client.cookie } });
    expect(offered.statusCode).toBe(200);
    const slots = (offered.json() as { slots: string[] }).slots;
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      const at = inBerlin(slot);
      expect(at.weekday).toBeLessThanOrEqual(5);
      expect(at.time >= '09:00' && at.time <= '11:30').toBe(true);
      expect(at.date).not.toBe(away);
    }
    // Two calls more than a day ahead (so cancelling one is still free).
    const later = slots.filter((s) => Date.parse(s) > Date.now() + 26 * 3_600_000);
    const [first, second] = [later[0]!, later.at(-1)!];
    for (const [startsAt, topic] of [
      [first, 'Going through my income tax assessment'],
      [second, 'Questions about my advance payments'],
    ] as const) {
      const booked = await postAs(server, client.cookie, '/api/calls', { kind: 'call', topic, lengthMinutes: 30, startsAt, timeZone: 'Europe/Berlin' });
      expect(booked.statusCode).toBe(201);
      expect(booked.json()).toMatchObject({ expert: { name: OWNER.name }, meetingLink: VIDEO });
    }

    // The Calls page lists them, soonest first, with the client's name and the video link.
    await page.getByRole('link', { name: 'Calls', exact: true }).click();
    await page.waitForURL('**/admin/calls');
    const card = page.getByRole('listitem').filter({ hasText: 'Going through my income tax assessment' });
    await card.getByRole('link', { name: 'Jonas Beispiel' }).waitFor();
    await card.getByRole('link', { name: VIDEO }).waitFor();
    await card.getByText(client.email).waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: 'Questions about my advance payments' }).count()).toBe(1);
    await axe(page, en.inFlight, '/admin/calls (en)', failures);
    await snap(page, 'admin-calls-en-desktop');

    // Moving the second to another of the owner's free times: the dialog offers them in Berlin time.
    const secondCard = page.getByRole('listitem').filter({ hasText: 'Questions about my advance payments' });
    const before = await secondCard.getByRole('heading').innerText();
    await secondCard.getByRole('button', { name: /^Move call with Jonas Beispiel/ }).click();
    const moveDialog = page.getByRole('dialog', { name: 'Move the call with Jonas Beispiel' });
    await moveDialog.getByText(/Moving is free until 24 hours before the call/).waitFor();
    await moveDialog.getByRole('button', { name: /Time \(Berlin\)/ }).click();
    await page.getByRole('option').first().click();
    await axe(page, en.inFlight, 'move a call (en)', failures);
    await moveDialog.getByRole('button', { name: 'Move call' }).click();
    await toast(page).getByText('Call moved').waitFor();
    await expect.poll(() => secondCard.getByRole('heading').innerText()).not.toBe(before);

    // Cancelling the first: the confirmation says it is still free; then it is among the past and cancelled.
    await card.getByRole('button', { name: /^Cancel call with Jonas Beispiel/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this call?' });
    await confirm.getByText(/is more than 24 hours away: cancelling is free until/).waitFor();
    await confirm.getByRole('button', { name: 'Cancel call' }).click();
    await toast(page).getByText('Call cancelled').waitFor();
    await card.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Past and cancelled' }).click();
    await page.waitForURL(/when=past/);
    const cancelled = page.getByRole('listitem').filter({ hasText: 'Going through my income tax assessment' });
    await cancelled.getByText('Cancelled', { exact: true }).waitFor();
    expect(await cancelled.getByText('Late change').count()).toBe(0);
    await snap(page, 'admin-calls-past-en-desktop');

    // In German on a phone: both pages fit the screen.
    const de = await openConsolePage(browser, server, OWNER, '/admin/availability', 'Meine Zeiten', CONSOLE_RUNS[1]);
    await de.page.getByRole('heading', { level: 1, name: 'Meine Zeiten' }).waitFor();
    await de.page.getByRole('group', { name: 'Montag', exact: true }).getByLabel('Von', { exact: true }).waitFor();
    await de.page.getByText('Abwesend', { exact: true }).waitFor();
    await fitsThePhone(de.page);
    await axe(de.page, de.inFlight, '/admin/availability (de)', failures);
    await snap(de.page, 'admin-availability-de-phone');
    await de.page.goto(`${server.url}/admin/calls`);
    await de.page
      .getByRole('listitem')
      .filter({ hasText: 'Questions about my advance payments' })
      .getByRole('button', { name: /^Termin absagen: Jonas Beispiel/ })
      .waitFor();
    await fitsThePhone(de.page);
    await axe(de.page, de.inFlight, '/admin/calls (de)', failures);
    await snap(de.page, 'admin-calls-de-phone');
    await de.page.getByRole('tab', { name: 'Vergangen und abgesagt' }).click();
    await de.page.waitForURL(/when=past/);
    await de.page.getByRole('listitem').filter({ hasText: 'Going through my income tax assessment' }).getByText('Abgesagt', { exact: true }).waitFor();
    await fitsThePhone(de.page);
    await snap(de.page, 'admin-calls-past-de-phone');

    expect(unexpected([...en.errors, ...de.errors])).toEqual([]);
    expect(failures).toEqual([]);
    await Promise.all([en.context.close(), de.context.close()]);
  });
});

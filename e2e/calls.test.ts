/**
 * Calls (docs/decisions/072-calls.md), in real Chromium: a Professional client (English, desktop)
 * books a 45-minute call from the dashboard, sees it with the firm's number to call, and cancels
 * it; a Premium client (German, 390-px phone) sees their dedicated specialist and books this
 * quarterly call at one of the specialist's times, with the specialist's video link. axe
 * finds no WCAG 2.2 AA violations on the booking page and the calls page in either language.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rootEm } from '../src/db.js';
import { axe } from './axe.js';
import { snap } from './screenshots.js';
import {
  DESKTOP,
  OWNER,
  PHONE,
  createAdmin,
  givePackage,
  registerClient,
  signedInPage,
  toast,
  unexpected,
  useServerWithAdmin,
  type RunningServer,
} from './support.js';

let server: RunningServer;
let browser: Browser;
let leaId: string;
const EXPERT = { email: 'lea.neumann@steuerhilfe.example', name: 'Lea Neumann', password: 'lea’s long passphrase' };
const ALL_WEEK = JSON.stringify([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '00:00', to: '23:59' })));

useServerWithAdmin(OWNER, async (started, launched) => {
  [server, browser] = [started, launched];
  await createAdmin(server, EXPERT, 'expert');
  const [lea] = await rootEm(server.orm).fork().execute<{ id: string }[]>(`select id from users where email = ?`, [EXPERT.email]);
  leaId = lea!.id;
  // Lea takes calls at any hour (so the test does not depend on the clock), by video.
  await rootEm(server.orm)
    .fork()
    .execute(`insert into staff_availability (user_id, weekly, meeting_link) values (?, ?::jsonb, 'https://meet.example.com/lea')`, [leaId, ALL_WEEK]);
});

/** The page has no horizontal scrolling. */
async function fitsWidth(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe('calls', () => {
  it('a Professional client books a 45-minute call from the dashboard and cancels it; axe passes', async () => {
    const failures: string[] = [];
    const client = await registerClient(server, 'Anna Muster', 'correct horse', { language: 'en', confirm: true });
    await givePackage(server, client.id, 'Professional', { boughtDaysAgo: 1, validForDays: 300 });
    const portal = await signedInPage(browser, server, { email: client.email, password: 'correct horse' }, '/dashboard', { viewport: DESKTOP });
    const { page } = portal;
    const card = page.getByRole('region', { name: 'Calls with our experts' });
    await card.getByRole('link', { name: 'Book a call' }).click();
    await page.getByRole('heading', { name: 'Book a call', level: 1 }).waitFor();
    await page.getByLabel('What would you like to talk about?').fill('My Steuerbescheid 2025');
    await page.getByRole('radio', { name: '45 minutes' }).check({ force: true });
    await page.getByText(/Times are shown in your time zone/).waitFor();
    // A day after tomorrow: cancelling it later is free.
    await page.getByRole('group', { name: 'Day' }).getByRole('button').nth(2).click();
    const first = page.locator('.slot').first();
    await first.waitFor();
    const time = (await first.innerText()).trim();
    await first.click();
    await page.getByText(/^Your call: .*, 45 minutes\./).waitFor();
    await axe(page, portal.inFlight, 'book a call (en)', failures);
    await snap(page, 'calls-book-en-desktop');
    await page.getByRole('button', { name: 'Book the call' }).click();
    await toast(page).getByText('Call booked').waitFor();
    await page.waitForURL(/\/calls(#|$)/);
    const call = page.getByRole('listitem').filter({ hasText: 'My Steuerbescheid 2025' });
    await call.getByText('45 minutes with Lea Neumann: “My Steuerbescheid 2025”').waitFor();
    expect(await call.getByRole('heading').innerText()).toContain(time);
    await call.getByRole('link', { name: 'https://meet.example.com/lea' }).waitFor();
    await axe(page, portal.inFlight, 'calls (en)', failures);
    await snap(page, 'calls-list-en-desktop');

    // The invitation went to both sides.
    const [mail] = await rootEm(server.orm)
      .fork()
      .execute<{ calendar_method: string }[]>(`select calendar_method from mail_outbox where to_address = ? and kind = 'booking.confirmed'`, [client.email]);
    expect(mail?.calendar_method).toBe('REQUEST');

    await call.getByRole('button', { name: /Cancel the call/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this call?' });
    await dialog.getByText('Cancelling is free until 24 hours before the call.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel the call' }).click();
    await toast(page).getByText('Call cancelled').waitFor();
    await page.getByRole('region', { name: 'Past and cancelled' }).getByText('Cancelled', { exact: true }).waitFor();
    await page.getByText('No calls coming up.').waitFor();

    expect(unexpected(portal.errors)).toEqual([]);
    expect(failures).toEqual([]);
    await portal.context.close();
  });

  it('a Premium client sees their specialist and books the quarterly call on a phone in German; axe passes', async () => {
    const failures: string[] = [];
    const client = await registerClient(server, 'Jana Premium', 'correct horse', { language: 'de', confirm: true });
    await givePackage(server, client.id, 'Premium', { boughtDaysAgo: 1, validForDays: 300 });
    await rootEm(server.orm).fork().execute(`update users set specialist_id = ? where id = ?`, [leaId, client.id]);
    const portal = await signedInPage(browser, server, { email: client.email, password: 'correct horse' }, '/dashboard', { viewport: PHONE, language: 'de' });
    const { page } = portal;
    await page.getByRole('heading', { name: 'Ihre feste Ansprechperson: Lea Neumann' }).waitFor();
    await page.getByRole('region', { name: 'Gespräche mit unseren Expertinnen und Experten' }).getByRole('link', { name: 'Quartalsgespräch buchen' }).click();
    await page.getByRole('heading', { name: 'Quartalsgespräch buchen', level: 1 }).waitFor();
    await page.getByText('Es sind die freien Zeiten Ihrer festen Ansprechperson.').waitFor();
    expect(await page.getByLabel('Worüber möchten Sie sprechen?').inputValue()).toBe('Quartalsgespräch');
    // A later day than the first.
    await page.getByRole('group', { name: 'Tag' }).getByRole('button').nth(2).click();
    await page.locator('.slot').nth(3).click();
    await fitsWidth(page);
    await axe(page, portal.inFlight, 'book the quarterly call (de)', failures);
    await snap(page, 'calls-book-de-phone');
    await page.getByRole('button', { name: 'Quartalsgespräch buchen' }).click();
    await toast(page).getByText('Termin gebucht').waitFor();
    const call = page.getByRole('listitem').filter({ hasText: 'Quartalsgespräch' }).first();
    await call.getByText('30 Minuten mit Lea Neumann: „Quartalsgespräch“').waitFor();
    await call.getByRole('link', { name: 'https://meet.example.com/lea' }).waitFor();
    await fitsWidth(page);
    await axe(page, portal.inFlight, 'calls (de)', failures);
    await snap(page, 'calls-list-de-phone');

    expect(unexpected(portal.errors)).toEqual([]);
    expect(failures).toEqual([]);
    await portal.context.close();
  });
});

/**
 * The account's security in real Chromium (decision record 012): the portal's "please confirm your
 * email address" banner with its re-send button, the confirmation link from the e-mail, and the
 * account page's sessions list, ending another browser's session (which is then signed out) and the
 * security log; in English on a desktop and in German on a 390-px phone; axe on the account page.
 */
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rootEm } from '../src/db.js';
import { axe } from './axe.js';
import { snap } from './screenshots.js';
import { DESKTOP, PHONE, confirmationLink, newContext, toast, unexpected, type RunningServer, useServerAndBrowser, logIn, openContextPage } from './support.js';
import { trackRequests } from './waits.js';

let server: RunningServer;
let browser: Browser;

useServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const PASSWORD = 'correct horse';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function verifyMails(email: string): Promise<number> {
  const rows = await rootEm(server.orm)
    .fork()
    .execute<{ n: string | number }[]>(`select count(*) as n from mail_outbox where to_address = ? and kind = 'email.verify'`, [email]);
  return Number(rows[0]!.n);
}

/** Signs `email` in through the API from another device; returns that session's cookie. */
async function signInElsewhere(email: string, userAgent: string): Promise<string> {
  const res = await server.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'user-agent': userAgent }, payload: { email, password: PASSWORD } });
  expect(res.statusCode).toBe(200);
  return res.cookies.find((c) => c.name === 'session')!.value;
}

async function meStatus(cookie: string): Promise<number> {
  return (await server.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { session: cookie } })).statusCode;
}

describe('in English on a desktop', () => {
  it('the banner until the address is confirmed; sessions listed; another browser signed out; axe', async () => {
    const { context, page, errors } = await openContextPage(browser, { viewport: DESKTOP });
    const failures: string[] = [];
    const inFlight = trackRequests(page);

    // Register: the portal is usable at once, with the banner.
    const email = `sec-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto(`${server.url}/register`);
    await page.getByLabel('Full name').fill('Nora Secure');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/dashboard');
    const banner = page.getByRole('region', { name: 'Please confirm your email address' });
    await banner.waitFor();
    await banner.getByText(email).waitFor();
    expect(await verifyMails(email)).toBe(1);

    // Send the link again.
    await banner.getByRole('button', { name: 'Send the link again' }).click();
    await toast(page).getByText('Link sent').waitFor();
    expect(await verifyMails(email)).toBe(2);
    await snap(page, 'verify-banner-en-desktop');
    await axe(page, inFlight, '/dashboard with the banner (en, desktop)', failures);

    // Another browser (a second session of the same person).
    const otherContext = await newContext(browser, { viewport: DESKTOP });
    const other = await otherContext.newPage();
    await logIn(other, server, { email, password: PASSWORD }, '/dashboard', 'en');

    // The link from the e-mail confirms the address; the banner is gone.
    await page.goto(`${server.url}${await confirmationLink(server, email)}`);
    await page.getByRole('heading', { level: 1, name: 'Confirm your email address' }).waitFor();
    await axe(page, inFlight, '/verify-email (en, desktop)', failures);
    await page.getByRole('button', { name: 'Confirm email address' }).click();
    await page.getByText('Your email address is confirmed').waitFor();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL('**/dashboard');
    // Nora has signed in on another browser since registering: no longer her first visit.
    await page.getByText('Welcome back, Nora Secure!').waitFor();
    expect(await banner.count()).toBe(0);

    // The account page: both sessions, this one marked; end the other.
    await page.goto(`${server.url}/account`);
    const sessions = page.getByRole('region', { name: "Where you're signed in" });
    await sessions.getByText('This device').waitFor();
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(2);
    await page.getByRole('region', { name: 'Email address' }).getByText('Confirmed', { exact: true }).waitFor();
    await axe(page, inFlight, '/account (en, desktop)', failures);
    await sessions.getByRole('button', { name: /^End session/ }).click();
    await toast(page).getByText('Session ended').waitFor();
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);
    const log = page.getByRole('region', { name: 'Security log' });
    await log.getByText('Session ended').waitFor();
    await log.getByText('Email address confirmed').waitFor();
    await snap(page, 'account-security-en-desktop');

    // The other browser is signed out.
    await other.goto(`${server.url}/dashboard`);
    await other.waitForURL('**/login**');

    expect(failures).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await otherContext.close();
    await context.close();
  });
});

describe('in German on a phone', () => {
  it('Banner, Bestätigungslink, Sitzung eines anderen Geräts beenden; axe', async () => {
    const email = `sicher-${randomUUID().slice(0, 8)}@example.com`;
    const reg = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Jonas Sicher', email, password: PASSWORD, language: 'de' },
    });
    expect(reg.statusCode).toBe(201);
    const phoneCookie = await signInElsewhere(email, SAFARI_IPHONE);

    const { context, page, errors } = await openContextPage(browser, { viewport: PHONE, language: 'de' });
    const failures: string[] = [];
    await logIn(page, server, { email, password: PASSWORD }, '/dashboard', 'de');
    const banner = page.getByRole('region', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Link erneut senden' }).waitFor();
    await snap(page, 'verify-banner-de-phone');

    await page.goto(`${server.url}${await confirmationLink(server, email)}`);
    await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
    await page.getByText('Ihre E-Mail-Adresse ist bestätigt').waitFor();
    // A used link says so.
    await page.reload();
    await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
    await page.getByText('Dieser Bestätigungslink ist ungültig oder abgelaufen').waitFor();

    const inFlight = trackRequests(page);
    await page.goto(`${server.url}/account`);
    const sessions = page.getByRole('region', { name: 'Wo Sie angemeldet sind' });
    await sessions.getByText('Dieses Gerät').waitFor();
    const iphone = sessions.getByRole('listitem').filter({ hasText: 'Safari · iOS' });
    await iphone.getByText('Smartphone').waitFor();
    expect(await page.getByText('Bitte bestätigen Sie Ihre E-Mail-Adresse').count()).toBe(0);
    await axe(page, inFlight, '/account (de, phone)', failures);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await iphone.getByRole('button', { name: /^Sitzung beenden/ }).click();
    await toast(page).getByText('Sitzung beendet').waitFor();
    await iphone.waitFor({ state: 'detached' });
    expect(await meStatus(phoneCookie)).toBe(401);
    await page.getByRole('region', { name: 'Sicherheitsprotokoll' }).getByText('Sitzung beendet').waitFor();
    await snap(page, 'account-security-de-phone');

    expect(failures).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

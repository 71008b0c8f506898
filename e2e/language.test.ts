/**
 * The language the site speaks (docs/decisions/025-the-account-language-rules.md): the account's
 * language rules the portal after sign-in, e-mail links open their page in the e-mail's language,
 * a first visit follows the browser's Accept-Language, and the toggle changes the account's
 * language while signed in.
 */
import { randomUUID } from 'node:crypto';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rootEm } from '../src/db.js';
import { axe } from './axe.js';
import { snap } from './screenshots.js';
import { confirmEmailAddress, DESKTOP, PHONE, unexpected, watchPage, type RunningServer, useServerAndBrowser, newestMail } from './support.js';
import { gotoHydrated, trackRequests, waitForData } from './waits.js';

let server: RunningServer;
let browser: Browser;
const PASSWORD = 'correct horse';

useServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

/** Registers a client through the API with its account `language`; returns its e-mail address. */
async function registerAccount(name: string, language: 'en' | 'de'): Promise<string> {
  const email = `lang-${randomUUID().slice(0, 8)}@example.com`;
  const res = await server.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name, email, password: PASSWORD, language } });
  expect(res.statusCode).toBe(201);
  return email;
}

/**
 * A fresh browser whose stored choice and Accept-Language say English: localStorage `language=en`
 * before any page script runs, the `language` cookie `en`, and `locale: 'en-US'`.
 */
async function englishBrowser(viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  await context.addInitScript(() => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', 'en');
  });
  await context.addCookies([{ name: 'language', value: 'en', url: server.url }]);
  return context;
}

/** Records, from the first script on, whether the page ever showed the English dashboard. */
async function watchForEnglishDashboard(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { sawEnglishDashboard?: boolean };
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Total Hours')) w.sawEnglishDashboard = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

async function accountLanguage(email: string): Promise<string | undefined> {
  const [row] = await rootEm(server.orm).fork().execute<{ language: string }[]>(`select language from users where email = ?`, [email]);
  return row?.language;
}

/** The shown value of the account page's language picker. */
function languagePicker(page: Page) {
  return page.getByRole('region', { name: /Profile|Profil/ }).locator('.select-button__value');
}

describe('the account language rules the portal', () => {
  it('a German account signing in on an English phone gets the German portal at once, and keeps it; the account page says Deutsch', async () => {
    const email = await registerAccount('Jonas Becker', 'de');
    const context = await englishBrowser(PHONE);
    await watchForEnglishDashboard(context);
    const page = await context.newPage();
    const { errors } = watchPage(page);
    const inFlight = trackRequests(page);
    const failures: string[] = [];

    // The login page is English, as the browser asked.
    await gotoHydrated(page, `${server.url}/login`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');

    // The portal is German from its first render: the English dashboard never showed.
    await page.getByText('Stunden gesamt').waitFor();
    await page.getByText('Willkommen zurück, Jonas Becker!').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.evaluate(() => (window as unknown as { sawEnglishDashboard?: boolean }).sawEnglishDashboard ?? false)).toBe(false);
    // Stored for the next load, in localStorage and in the cookie the server reads.
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de');
    expect((await context.cookies(server.url)).find((c) => c.name === 'language')?.value).toBe('de');
    await waitForData(page, inFlight);
    await axe(page, inFlight, '/dashboard (de, phone)', failures);
    await snap(page, 'language-dashboard-de-phone');

    await page.reload();
    await page.getByText('Stunden gesamt').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');

    // The account page shows the account's language.
    await page.goto(`${server.url}/account`);
    await page.getByRole('heading', { level: 2, name: 'Profil' }).waitFor();
    expect(await languagePicker(page).innerText()).toBe('Deutsch');
    await page.getByText('In dieser Sprache schreiben wir Ihnen, und auch das Portal wird darin angezeigt.').waitFor();
    await waitForData(page, inFlight);
    await axe(page, inFlight, '/account (de, phone)', failures);
    await snap(page, 'language-account-de-phone');

    expect(failures).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('the password-reset link of a German e-mail opens German in an English browser, and signs in to the German portal', async () => {
    const email = await registerAccount('Greta Vogel', 'de');
    // Reset links go only to a confirmed address (decision record 012).
    await confirmEmailAddress(server, email);
    expect((await server.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })).statusCode).toBe(200);
    const link = await resetLinkFor(email);
    expect(link).toMatch(/\/reset-password\?token=[\w-]+&lang=de$/);

    const context = await englishBrowser(PHONE);
    const page = await context.newPage();
    const { errors } = watchPage(page);
    const inFlight = trackRequests(page);
    const failures: string[] = [];
    // The mail links to the configured site address; here the same path on the test server.
    const { pathname, search } = new URL(link);
    await page.goto(`${server.url}${pathname}${search}`);
    await page.getByLabel('Neues Passwort', { exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await waitForData(page, inFlight);
    await axe(page, inFlight, '/reset-password (de, phone)', failures);
    await snap(page, 'language-reset-de-phone');

    await page.getByLabel('Neues Passwort', { exact: true }).fill('a new long password');
    await page.getByLabel('Neues Passwort bestätigen').fill('a new long password');
    await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Stunden gesamt').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');

    expect(failures).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('on an English desktop, the header toggle changes the account language while signed in (seen on the account page after a reload)', async () => {
    const email = await registerAccount('Olivia Hart', 'en');
    const context = await englishBrowser(DESKTOP);
    const page = await context.newPage();
    const { errors } = watchPage(page);
    const inFlight = trackRequests(page);
    const failures: string[] = [];

    await gotoHydrated(page, `${server.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');
    // Logged in after registering: a return, not the first visit.
    await page.getByText('Welcome back, Olivia Hart!').waitFor();

    await page.goto(`${server.url}/account`);
    await page.getByRole('heading', { level: 2, name: 'Profile' }).waitFor();
    expect(await languagePicker(page).innerText()).toBe('English');
    await page.getByText('We write to you in this language, and the portal uses it too.').waitFor();
    await waitForData(page, inFlight);
    await axe(page, inFlight, '/account (en, desktop)', failures);
    await snap(page, 'language-account-en-desktop');

    // The toggle switches the page and the account; the picker follows at once.
    await page.getByRole('banner').getByRole('button', { name: 'DE', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Profil' }).waitFor();
    await expect.poll(() => accountLanguage(email)).toBe('de');
    expect(await languagePicker(page).innerText()).toBe('Deutsch');

    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Profil' }).waitFor();
    expect(await languagePicker(page).innerText()).toBe('Deutsch');

    // And back: the account is English again.
    await page.getByRole('banner').getByRole('button', { name: 'EN', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Profile' }).waitFor();
    await expect.poll(() => accountLanguage(email)).toBe('en');

    // When the account cannot be changed, the page goes back to the account's language and says so.
    await page.route('**/trpc/auth.updateProfile**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
    await page.getByRole('banner').getByRole('button', { name: 'DE', exact: true }).click();
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Language not saved')
      .waitFor();
    await page.getByText('Your account keeps its language. Please try again.').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Profile' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await languagePicker(page).innerText()).toBe('English');
    expect(await accountLanguage(email)).toBe('en');
    await page.unroute('**/trpc/auth.updateProfile**');

    expect(failures).toEqual([]);
    // The refused save is the only failed request.
    expect(unexpected(errors).filter((e) => !/status of 503/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('a first visit follows the browser', () => {
  it('a fresh browser asking for de-DE gets the German home page from the server and stays German; ?lang=en stays English', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'de-DE' });
    const page = await context.newPage();
    const { errors } = watchPage(page);
    const response = await gotoHydrated(page, `${server.url}/`);
    expect(response?.headers()['content-language']).toBe('de');
    expect(response?.headers()['vary']).toContain('Accept-Language');
    await page.getByRole('heading', { level: 1, name: 'Jeden Brief vom Finanzamt verstehen' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect((await context.cookies(server.url)).find((c) => c.name === 'language')?.value).toBe('de');
    await snap(page, 'language-first-visit-de-phone');

    // The next page is German too, and so is a reload.
    await gotoHydrated(page, `${server.url}/login`);
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    await page.reload();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');

    // A crawlable address says what it says.
    const other = await browser.newContext({ viewport: PHONE, locale: 'de-DE' });
    const english = await other.newPage();
    await gotoHydrated(english, `${server.url}/?lang=en`);
    expect(await english.locator('html').getAttribute('lang')).toBe('en');
    await english.getByRole('heading', { level: 1, name: 'Understand every letter from the Finanzamt' }).waitFor();
    await other.close();

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('a stored English choice keeps English in a German browser once the page has run, even after the server set the cookie from Accept-Language', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE' });
    await context.addInitScript(() => {
      if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', 'en');
    });
    const page = await context.newPage();
    const { errors } = watchPage(page);
    // No cookie yet (say it expired): the server goes by the browser, the page by the stored choice.
    await gotoHydrated(page, `${server.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Understand every letter from the Finanzamt' }).waitFor();
    expect((await context.cookies(server.url)).find((c) => c.name === 'language')?.value).toBe('en');
    // From now on the server sends English straight away.
    const again = await gotoHydrated(page, `${server.url}/`);
    expect(again?.headers()['content-language']).toBe('en');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

const RESET_LINK = /https?:\/\/\S+\/reset-password\?token=[\w-]+&lang=(de|en)/;

/** The link of the newest password-reset e-mail to `email`, read from the .eml the sender wrote (DATA_DIR/outbox). */
async function resetLinkFor(email: string): Promise<string> {
  const mail = await newestMail(server, email, 'password.reset', (m) => RESET_LINK.test(m.text ?? ''));
  expect(mail.subject).toBe('Passwort zurücksetzen');
  return RESET_LINK.exec(mail.text ?? '')![0];
}

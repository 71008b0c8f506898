/**
 * The portal's navigation and a question about a letter, in real Chromium against the real server
 * and built client:
 * - in English on a desktop: a client asked about a Finanzamt letter and the expert explained it
 *   with a translation attached; under Questions the card says there is a full explanation and
 *   links to it and to the letter; the question's page shows the whole explanation (summary, what
 *   it means, what to do by when, the file, downloaded with the same bytes), "Open the letter", one
 *   back link, and the navigation marks Questions;
 * - in German on a 390-px phone: the "Menü" button opens the navigation with the keyboard, focus
 *   goes into it and back to the button on Escape, a link chosen with the keyboard navigates, and
 *   aria-current marks the current page (and a question's page's section);
 * - axe finds no WCAG 2.2 AA violations on each page and with the menu open.
 */
import type { Browser, Page } from 'playwright-core';
import { generate as generateTotp } from 'otplib';
import { describe, expect, it } from 'vitest';
import { rootEm } from '../src/db.js';
import { formatLongDate } from '../src/shared/deadlines/explain.js';
import { pdfBytes } from '../src/scripts/sample-files.js';
import { multipart } from '../src/test/files.js';
import { axe } from './axe.js';
import { snap } from './screenshots.js';
import { postAs, DESKTOP, PHONE, createAdmin, logIn, registerClient, unexpected, type RunningServer, useServerAndBrowser, openContextPage } from './support.js';
import { trackRequests } from './waits.js';

let server: RunningServer;
let browser: Browser;
let adminCookie: string;
const ADMIN = { email: 'lena.vogel@steuerhilfe.example', name: 'Lena Vogel', password: 'expert password' };
const PASSWORD = 'correct horse';
const failures: string[] = [];

useServerAndBrowser(async (started, launched) => {
  [server, browser] = [started, launched];
  const secret = await createAdmin(server, ADMIN);
  // The expert's session for the API: password, then the authenticator code.
  const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ADMIN.email, password: ADMIN.password } });
  expect(login.json()).toMatchObject({ twoFactorRequired: true });
  const pending = login.cookies.find((c) => c.name === 'session')!.value;
  await rootEm(server.orm).fork().execute(`update two_factor set last_step = null where user_id = (select id from users where email = ?)`, [ADMIN.email]);
  const second = await postAs(server, pending, '/api/auth/login/second-factor', { code: await generateTotp({ secret }) });
  expect(second.statusCode).toBe(200);
  adminCookie = second.cookies.find((c) => c.name === 'session')!.value;
});

async function api(cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return server.app.inject({ method, url, cookies: { session: cookie }, ...(payload ? { payload: payload as object } : {}) });
}

/**
 * A letter of the client's (entered by hand), a question about it, and the expert's explanation
 * with a translation PDF attached, all through the API.
 */
async function explainedLetterQuestion(cookie: string) {
  const letter = await api(cookie, 'POST', '/api/letters/manual', {
    letterType: 'einkommensteuerbescheid',
    letterDate: '2026-11-10',
    delivery: 'post',
    state: 'BE',
  });
  expect(letter.statusCode).toBe(201);
  const letterId = letter.json().id as string;
  const asked = await api(cookie, 'POST', `/api/letters/${letterId}/questions`, {
    question: 'Should I file an Einspruch? What do I have to do and by when?',
  });
  expect(asked.statusCode).toBe(201);
  const questionId = asked.json().id as string;
  const translation = pdfBytes('Translation: income tax assessment 2025 for Tom Baker');
  const body = multipart(
    {
      summary: 'No Einspruch is needed: the assessment matches your return.',
      meaning: 'The Finanzamt accepted your 2025 return as you filed it and set the tax at 4,210 €.',
      action: 'Pay the balance of 1,234.56 € by bank transfer.',
      actionBy: '2026-12-14',
    },
    { filename: 'Translation.pdf', content: translation },
  );
  const answered = await server.app.inject({
    method: 'POST',
    url: `/api/admin/letters/${letterId}/answer`,
    cookies: { session: adminCookie },
    headers: body.headers,
    payload: body.payload,
  });
  expect(answered.statusCode).toBe(200);
  return { letterId, questionId, translation };
}

/** The portal's navigation links, by name, with their aria-current. */
async function currentMarks(scope: ReturnType<Page['getByRole']>) {
  const links = scope.getByRole('link');
  const marks: [string, string | null][] = [];
  for (const link of await links.all()) marks.push([(await link.innerText()).trim(), await link.getAttribute('aria-current')]);
  return marks;
}

describe('a question about a letter, in English on a desktop', () => {
  it('shows the expert’s whole explanation and the letter link under Questions', async () => {
    const client = await registerClient(server, 'Tom Baker', PASSWORD);
    const { letterId, questionId, translation } = await explainedLetterQuestion(client.cookie);

    const { context, page, watch } = await openContextPage(browser, { viewport: DESKTOP });
    const inFlight = trackRequests(page);
    await logIn(page, server, { email: client.email, password: PASSWORD }, '/dashboard', 'en');

    // The navigation under the header; the phone's menu button is not shown on a desktop.
    const nav = page.getByRole('navigation', { name: 'Portal' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    expect(await currentMarks(nav)).toEqual([
      ['Dashboard', 'page'],
      ['Letters', null],
      ['Questions', null],
      ['Calls', null],
      ['Documents', null],
    ]);
    await nav.getByRole('link', { name: 'Questions' }).click();
    await page.waitForURL('**/questions');
    expect(await nav.getByRole('link', { name: 'Questions' }).getAttribute('aria-current')).toBe('page');

    // The card keeps the summary as the answer, says there is a full explanation and links to it and to the letter.
    const card = page.getByRole('listitem').filter({ hasText: 'Should I file an Einspruch?' });
    await card.getByText('No Einspruch is needed: the assessment matches your return.').waitFor();
    await card.getByText('Your expert has explained the letter in full: what it means, what you need to do and by when, and the files to download.').waitFor();
    expect(await card.getByRole('link', { name: 'Open the letter' }).getAttribute('href')).toBe(`/letters/${letterId}`);
    await axe(page, inFlight, 'questions list (en, desktop)', failures);
    await snap(page, 'questions-letter-explained-en-desktop');

    await card.getByRole('link', { name: 'Read the full explanation' }).click();
    await page.waitForURL(`**/questions/${questionId}#letter-explanation`);
    const explanation = page.getByRole('region', { name: 'Your expert’s explanation of the letter' });
    await explanation.waitFor();
    for (const text of [
      'No Einspruch is needed: the assessment matches your return.',
      'The Finanzamt accepted your 2025 return as you filed it and set the tax at 4,210 €.',
      'Pay the balance of 1,234.56 € by bank transfer.',
    ])
      await explanation.getByText(text).waitFor();
    await explanation.getByRole('heading', { name: `What you need to do (by ${formatLongDate('2026-12-14', 'en')})` }).waitFor();
    await explanation.getByRole('heading', { name: 'Files from your expert' }).waitFor();
    expect(await explanation.getByRole('link', { name: 'Open the letter' }).getAttribute('href')).toBe(`/letters/${letterId}`);
    // The file downloads with the same bytes.
    const href = await explanation.getByRole('link', { name: /^Download Translation/ }).getAttribute('href');
    expect(href).toMatch(/^\/api\/documents\/[0-9a-f-]{36}\/download$/);
    const file = await page.request.get(`${server.url}${href}`);
    expect(file.status()).toBe(200);
    expect(Buffer.from(await file.body()).equals(translation)).toBe(true);

    // One back link on the page, and the navigation marks the section.
    expect(await page.locator('.back-link').allInnerTexts()).toEqual(['← All questions']);
    expect(await nav.getByRole('link', { name: 'Questions' }).getAttribute('aria-current')).toBe('true');
    await axe(page, inFlight, 'question about a letter (en, desktop)', failures);
    await snap(page, 'question-letter-explanation-en-desktop');

    // The same page on a phone, for people to look at.
    await page.setViewportSize(PHONE);
    await snap(page, 'question-letter-explanation-en-phone');
    await page.setViewportSize(DESKTOP);

    // "Open the letter" leads to the letter's page, which has its own single back link.
    await page.getByRole('link', { name: 'Open the letter' }).first().click();
    await page.waitForURL(`**/letters/${letterId}`);
    await page.getByRole('heading', { name: 'Your expert’s explanation', exact: true }).waitFor();
    expect(await page.locator('.back-link').allInnerTexts()).toEqual(['← All letters']);
    expect(await nav.getByRole('link', { name: 'Letters' }).getAttribute('aria-current')).toBe('true');

    expect(unexpected(watch.errors)).toEqual([]);
    expect(failures).toEqual([]);
    await context.close();
  });
});

describe('the portal’s menu, in German on a phone', () => {
  it('opens with the keyboard, closes with Escape, navigates and marks the current page', async () => {
    const client = await registerClient(server, 'Jana Nowak', PASSWORD);
    const asked = await api(client.cookie, 'POST', '/api/questions', { question: 'Wie lange muss ich Belege aufbewahren?' });
    expect(asked.statusCode).toBe(201);
    const { context, page, watch } = await openContextPage(browser, { viewport: PHONE, language: 'de' });
    const inFlight = trackRequests(page);
    await logIn(page, server, { email: client.email, password: PASSWORD }, '/dashboard', 'de');

    // On a phone the header holds the menu button instead of the row of links, Home and Logout.
    const button = page.getByRole('button', { name: 'Menü' });
    await button.waitFor();
    expect(await page.getByRole('navigation', { name: 'Portal' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Abmelden' }).isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await axe(page, inFlight, 'dashboard (de, phone)', failures);
    await snap(page, 'portal-dashboard-de-phone');

    // Open with the keyboard: the focus goes into the dialog.
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menü' });
    await dialog.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    const menuNav = dialog.getByRole('navigation', { name: 'Portal' });
    expect(await currentMarks(menuNav)).toEqual([
      ['Dashboard', 'page'],
      ['Briefe', null],
      ['Fragen', null],
      ['Termine', null],
      ['Dokumente', null],
      ['Konto', null],
    ]);
    await dialog.getByText('Jana Nowak').waitFor();
    await dialog.getByRole('button', { name: 'Startseite' }).waitFor();
    await dialog.getByRole('button', { name: 'Abmelden' }).waitFor();
    await axe(page, inFlight, 'menu open (de, phone)', failures);
    await snap(page, 'portal-menu-de-phone');

    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // react-aria gives the focus back once the dialog has gone, a frame or more later on a busy machine.
    await expect.poll(() => button.evaluate((b) => b === document.activeElement), { timeout: 5_000 }).toBe(true);

    // Open again and go to Questions with Tab and Enter only.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    for (let i = 0; i < 12; i++) {
      if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === 'Fragen') break;
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Fragen');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/questions');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Fragen' }).waitFor();
    await page.getByText('Wie lange muss ich Belege aufbewahren?').waitFor();
    await axe(page, inFlight, 'questions (de, phone)', failures);
    await snap(page, 'portal-questions-de-phone');

    // The same page on a desktop, for people to look at.
    await page.setViewportSize(DESKTOP);
    await snap(page, 'portal-questions-de-desktop');
    await page.setViewportSize(PHONE);

    await button.click();
    await dialog.waitFor();
    expect(await menuNav.getByRole('link', { name: 'Fragen' }).getAttribute('aria-current')).toBe('page');
    expect(await menuNav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A question's page: one back link; the menu marks its section.
    await page.getByRole('link', { name: /Unterhaltung öffnen/ }).click();
    await page.waitForURL(`**/questions/${asked.json().id}`);
    await page.getByRole('heading', { level: 1, name: 'Ihre Frage' }).waitFor();
    expect(await page.locator('.back-link').allInnerTexts()).toEqual(['← Alle Fragen']);
    await axe(page, inFlight, 'question (de, phone)', failures);
    await snap(page, 'portal-question-de-phone');
    await button.click();
    await dialog.waitFor();
    expect(await menuNav.getByRole('link', { name: 'Fragen' }).getAttribute('aria-current')).toBe('true');

    // The account page through the menu.
    await menuNav.getByRole('link', { name: 'Konto' }).click();
    await page.waitForURL('**/account');
    await dialog.waitFor({ state: 'detached' });
    await button.click();
    expect(await menuNav.getByRole('link', { name: 'Konto' }).getAttribute('aria-current')).toBe('page');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A question about a letter, explained: the whole explanation in German on the phone.
    const { questionId } = await explainedLetterQuestion(client.cookie);
    await page.goto(`${server.url}/questions/${questionId}`);
    const explanation = page.getByRole('region', { name: 'Erklärung Ihres Experten zum Brief' });
    await explanation.getByRole('heading', { name: 'Dateien von Ihrem Experten' }).waitFor();
    await explanation.getByRole('link', { name: 'Brief öffnen' }).waitFor();
    await axe(page, inFlight, 'question about a letter (de, phone)', failures);
    await snap(page, 'question-letter-explanation-de-phone');

    expect(unexpected(watch.errors)).toEqual([]);
    expect(failures).toEqual([]);
    await context.close();
  });
});

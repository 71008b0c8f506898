/**
 * The owner's report of response-time promises (decision record 061), in real Chromium: an admin
 * reads the report in English on a desktop and downloads its CSV; in German on a phone; axe finds
 * no WCAG 2.2 AA violations on the page.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rootEm } from '../src/db.js';
import { axe } from './axe.js';
import { snap } from './screenshots.js';
import {
  DESKTOP,
  PHONE,
  createAdmin,
  download,
  logIn,
  newContext,
  openPage,
  registerClient,
  unexpected,
  useServerAndBrowser,
  type RunningServer,
} from './support.js';
import { trackRequests } from './waits.js';

let server: RunningServer;
let browser: Browser;
const ADMIN = { email: 'katrin.vogel@steuerhilfe.example', name: 'Katrin Vogel', password: 'expert password' };
const DAY = 86_400_000;

useServerAndBrowser(async (started, launched) => {
  [server, browser] = [started, launched];
  await createAdmin(server, ADMIN);
  // Two promises kept and one broken, 40 days ago, answered by the admin; one still waiting now.
  const client = await registerClient(server, 'Lena Fischer', 'correct horse', { confirm: true });
  const em = rootEm(server.orm).fork();
  const [{ id: adminId }] = (await em.execute<{ id: string }[]>(`select id from users where email = ?`, [ADMIN.email])) as [{ id: string }];
  const start = new Date(Date.now() - 40 * DAY);
  for (const [hours, answeredAfter] of [
    [24, DAY / 24],
    [48, DAY],
    [12, 10 * DAY],
    [24, null],
  ] as const) {
    const asked = await server.app.inject({
      method: 'POST',
      url: '/api/questions',
      cookies: { session: client.cookie },
      payload: { question: 'Is my Jobticket deductible?' },
    });
    const at = answeredAfter === null ? new Date() : start;
    await em.execute(`update response_clocks set started_at = ?, promised_hours = ?, answered_at = ?, answered_by = ? where question_id = ?`, [
      at,
      hours,
      answeredAfter === null ? null : new Date(start.getTime() + answeredAfter),
      answeredAfter === null ? null : adminId,
      asked.json().id,
    ]);
  }
});

describe('the report of response-time promises', () => {
  it('shows each month’s promises and answers and downloads them as CSV (en, desktop; de, phone); axe passes', async () => {
    const failures: string[] = [];
    for (const [language, viewport] of [
      ['en', DESKTOP],
      ['de', PHONE],
    ] as const) {
      const context = await newContext(browser, { viewport, language });
      const { page, errors } = await openPage(context);
      const inFlight = trackRequests(page);
      await logIn(page, server, ADMIN, '/admin', language);
      // In English through the console's navigation; in German by loading the page's address.
      if (language === 'en') await page.getByRole('link', { name: 'Reports' }).click();
      else expect((await page.goto(`${server.url}/admin/reports`))?.status()).toBe(200);
      await page.getByRole('heading', { name: language === 'de' ? 'Zugesagte Antwortzeiten' : 'Response-time promises' }).waitFor();
      const byPromise = page.getByRole('table', { name: language === 'de' ? 'Zusagen nach Monat und Antwortzeit' : 'Promises by month and response time' });
      await expect.poll(() => byPromise.getByRole('row').count()).toBe(5);
      const byExpert = page.getByRole('table', { name: language === 'de' ? 'Antworten nach Monat und Experte' : 'Answers by month and expert' });
      await byExpert.getByRole('cell', { name: 'Katrin Vogel' }).first().waitFor();
      await snap(page, `admin-reports-${language}-${language === 'de' ? 'phone' : 'desktop'}`);
      await axe(page, inFlight, `reports (${language})`, failures);
      if (language === 'en') {
        const csv = await download(context, page, () => page.getByRole('link', { name: 'Download as CSV' }).first().click());
        expect(csv.name).toMatch(/^response-times-by-promise-\d{4}-\d{2}-\d{4}-\d{2}\.csv$/);
        const lines = csv.bytes.toString('utf8').trimEnd().split('\r\n');
        expect(lines[0]).toBe('month,promised_hours,clocks,kept,late,open');
        expect(lines.slice(1).map((l) => l.split(',').slice(1, 6).join(','))).toEqual(
          expect.arrayContaining(['12,1,0,1,0', '24,1,1,0,0', '48,1,1,0,0', '24,1,0,0,1']),
        );
      }
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    }
    expect(failures).toEqual([]);
  });
});

describe('the business hours the promises count', () => {
  it('are changed by the owner with a clear message for a malformed time (en, desktop) and read back in German on a phone; axe passes', async () => {
    const failures: string[] = [];
    const context = await newContext(browser, { viewport: DESKTOP, language: 'en' });
    const { page, errors } = await openPage(context);
    const inFlight = trackRequests(page);
    await logIn(page, server, ADMIN, '/admin', 'en');
    expect((await page.goto(`${server.url}/admin/reports`))?.status()).toBe(200);
    const section = page.getByRole('region', { name: 'Business hours' });
    const saturday = section.getByRole('checkbox', { name: 'Saturday' });
    await saturday.waitFor();
    expect(await saturday.isChecked()).toBe(false);
    expect(await section.getByRole('checkbox', { name: 'Friday' }).isChecked()).toBe(true);
    expect(await section.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    // The checkbox's label takes the click (react-aria hides the input visually).
    await section.getByText('Saturday', { exact: true }).click();
    expect(await saturday.isChecked()).toBe(true);
    const opens = section.getByRole('textbox', { name: 'Opens at' });
    await opens.fill('8:00');
    await section.getByRole('button', { name: 'Save' }).click();
    await section.getByText('Enter a time as HH:MM, e.g. 09:00').waitFor();
    expect(await opens.getAttribute('aria-invalid')).toBe('true');
    await opens.fill('08:00');
    await section.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Business hours saved').waitFor();
    await axe(page, inFlight, 'business hours (en)', failures);
    await snap(page, 'admin-business-hours-en-desktop');
    expect(unexpected(errors)).toEqual([]);
    await context.close();

    const phone = await newContext(browser, { viewport: PHONE, language: 'de' });
    const german = await openPage(phone);
    const germanFlight = trackRequests(german.page);
    await logIn(german.page, server, ADMIN, '/admin', 'de');
    expect((await german.page.goto(`${server.url}/admin/reports`))?.status()).toBe(200);
    const abschnitt = german.page.getByRole('region', { name: 'Geschäftszeiten' });
    await abschnitt.getByRole('checkbox', { name: 'Samstag' }).waitFor();
    expect(await abschnitt.getByRole('checkbox', { name: 'Samstag' }).isChecked()).toBe(true);
    expect(await abschnitt.getByRole('checkbox', { name: 'Sonntag' }).isChecked()).toBe(false);
    expect(await abschnitt.getByRole('textbox', { name: 'Beginn um' }).inputValue()).toBe('08:00');
    await axe(german.page, germanFlight, 'business hours (de, phone)', failures);
    await abschnitt.scrollIntoViewIfNeeded();
    await snap(german.page, 'admin-business-hours-de-phone');
    expect(unexpected(german.errors)).toEqual([]);
    await phone.close();
    expect(failures).toEqual([]);
  });
});

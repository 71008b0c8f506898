/**
 * The owner's reports in real Chromium: the firm in figures with its charts (decision record 066)
 * and the response-time promises (061). An admin reads them in English on a desktop and in German
 * on a phone, shows a chart as its table and downloads CSV files; axe finds no WCAG 2.2 AA
 * violations on the page.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rootEm } from '../src/db.js';
import { axe } from './axe.js';
import { snap } from './screenshots.js';
import {
  postAs,
  CONSOLE_RUNS,
  DESKTOP,
  PHONE,
  download,
  openConsolePage,
  registerClient,
  signedInPage,
  unexpected,
  OWNER,
  useServerWithAdmin,
  type RunningServer,
} from './support.js';

let server: RunningServer;
let browser: Browser;
const DAY = 86_400_000;
/** YYYY-MM of the Berlin month 31 days ago, where the set-up puts the firm's figures. */
const lastMonthOf = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit' }).format(new Date(Date.now() - 31 * DAY));

useServerWithAdmin(OWNER, async (started, launched) => {
  [server, browser] = [started, launched];
  // Two promises kept and one broken, 40 days ago, answered by the admin; one still waiting now.
  const client = await registerClient(server, 'Lena Fischer', 'correct horse', { confirm: true });
  const em = rootEm(server.orm).fork();
  const [{ id: adminId }] = (await em.execute<{ id: string }[]>(`select id from users where email = ?`, [OWNER.email])) as [{ id: string }];
  const start = new Date(Date.now() - 40 * DAY);
  for (const [hours, answeredAfter] of [
    [24, DAY / 24],
    [48, DAY],
    [12, 10 * DAY],
    [24, null],
  ] as const) {
    const asked = await postAs(server, client.cookie, '/api/questions', { question: 'Is my Jobticket deductible?' });
    const at = answeredAfter === null ? new Date() : start;
    await em.execute(`update response_clocks set started_at = ?, promised_hours = ?, answered_at = ?, answered_by = ? where question_id = ?`, [
      at,
      hours,
      answeredAfter === null ? null : new Date(start.getTime() + answeredAfter),
      answeredAfter === null ? null : adminId,
      asked.json().id,
    ]);
  }
  // The firm's figures: last month a paid order of 10 hours (an invoice of 120.00 € net) with 90
  // minutes logged, an income tax assessment and a reminder received.
  const [{ id: clientId }] = (await em.execute<{ id: string }[]>(`select id from users where email = ?`, [client.email])) as [{ id: string }];
  const [{ id: packageId }] = (await em.execute<{ id: string }[]>(`select id from packages order by hours limit 1`)) as [{ id: string }];
  const lastMonth = new Date(Date.now() - 31 * DAY);
  const [{ id: orderId }] = (await em.execute<{ id: string }[]>(
    `insert into orders (reference, user_id, package_id, package_name, hours, validity_months, net_cents, vat_rate_percent, vat_cents, gross_cents,
       customer_type, billing, language, payment_method, terms_accepted_at, status, created_at, pay_by, paid_at, paid_on)
     values ('R-E2E-1', ?, ?, 'Starter', 10, 12, 12000, 19, 2280, 14280, 'consumer', '{}', 'en', 'transfer', ?, 'paid', ?, ?, ?, ?) returning id`,
    [clientId, packageId, lastMonth, lastMonth, lastMonth, lastMonth, lastMonth.toISOString().slice(0, 10)],
  )) as [{ id: string }];
  const [{ id: purchaseId }] = (await em.execute<{ id: string }[]>(
    `insert into purchases (user_id, package_id, hours_total, price_paid, purchased_at, expires_at, order_id) values (?, ?, 10, 12000, ?, now() + interval '11 months', ?) returning id`,
    [clientId, packageId, lastMonth, orderId],
  )) as [{ id: string }];
  await em.execute(`insert into time_entries (purchase_id, minutes, admin_id, created_at) values (?, 90, ?, ?)`, [purchaseId, adminId, lastMonth]);
  await em.execute(
    `insert into invoices (number, year, seq, kind, order_id, user_id, issued_on, language, seller, buyer, lines, net_cents, vat_rate_percent, vat_cents, gross_cents)
     values ('E2E-00001', 1999, 1, 'invoice', ?, ?, ?, 'en', '{}', '{}', '[]', 12000, 19, 2280, 14280)`,
    [orderId, clientId, lastMonth.toISOString().slice(0, 10)],
  );
  for (const type of ['einkommensteuerbescheid', 'mahnung']) {
    await em.execute(`insert into letters (user_id, letter_type, created_at) values (?, ?, ?)`, [clientId, type, lastMonth]);
  }
});

describe('the firm in figures', () => {
  it('shows the charts, each as a table on request, and downloads their CSV (en, desktop; de, phone); axe passes', async () => {
    const failures: string[] = [];
    for (const run of CONSOLE_RUNS) {
      const { language } = run;
      const de = language === 'de';
      const { context, page, errors, inFlight } = await signedInPage(browser, server, OWNER, '/admin', run);
      expect((await page.goto(`${server.url}/admin/reports`))?.status()).toBe(200);
      await page.getByRole('heading', { name: de ? 'Die Kanzlei in Zahlen' : 'The firm in figures' }).waitFor();
      const hours = page.getByRole('figure', { name: de ? 'Verkaufte und genutzte Stunden' : 'Hours sold and used' });
      // The chart is drawn (recharts' SVG, named by its title) before its table is opened.
      await hours.locator('svg.recharts-surface title').first().waitFor({ state: 'attached' });
      for (const name of de
        ? ['Umsatz (netto)', 'Offene und bezahlte Bestellungen', 'Eingegangene Briefe nach Art', 'Stoßzeiten']
        : ['Revenue (net)', 'Open and paid orders', 'Letters received by type', 'Busiest hours']) {
        await page.getByRole('figure', { name }).waitFor();
      }
      const revenue = page.getByRole('figure', { name: de ? 'Umsatz (netto)' : 'Revenue (net)' });
      await revenue.getByText(de ? '„Umsatz (netto)“ als Tabelle anzeigen' : 'Show “Revenue (net)” as a table').click();
      const table = revenue.getByRole('table', { name: de ? 'Umsatz (netto)' : 'Revenue (net)' });
      await table.waitFor();
      expect(await table.getByRole('row').count()).toBe(13);
      await table.getByText(de ? '120,00 €' : '€120.00').waitFor();
      await hours.getByText(de ? '„Verkaufte und genutzte Stunden“ als Tabelle anzeigen' : 'Show “Hours sold and used” as a table').click();
      // On a phone each cell also reads its column's name (the stacked rows' labels), so the text is looked for, not the cell's name.
      await hours
        .getByRole('table')
        .getByText(de ? '1,5' : '1.5', { exact: true })
        .waitFor();
      await snap(page, `admin-firm-report-${language}-${de ? 'phone' : 'desktop'}`);
      await axe(page, inFlight, `firm report (${language})`, failures);
      const csv = await download(context, page, () =>
        hours.getByRole('link', { name: de ? '„Verkaufte und genutzte Stunden“ als CSV herunterladen' : 'Download “Hours sold and used” as CSV' }).click(),
      );
      expect(csv.name).toMatch(/^hours-\d{4}-\d{2}-\d{4}-\d{2}\.csv$/);
      const lines = csv.bytes.toString('utf8').trimEnd().split('\r\n');
      expect(lines[0]).toBe('month,hours_sold,hours_used');
      expect(lines).toHaveLength(13);
      expect(lines).toContain(`${lastMonthOf()},10,1.5`);
      if (!de) {
        // A longer period: 36 months, and the downloads follow it.
        await page.getByRole('button', { name: /Period/ }).click();
        await page.getByRole('option', { name: 'Last 36 months' }).click();
        await expect.poll(() => table.getByRole('row').count()).toBe(37);
        const letters = await download(context, page, () => page.getByRole('link', { name: 'Download “Letters received by type” as CSV' }).click());
        expect(letters.name).toMatch(/^letters-/);
        expect(letters.bytes.toString('utf8').split('\r\n')).toEqual(
          expect.arrayContaining(['month,letter_type,letters', `${lastMonthOf()},einkommensteuerbescheid,1`, `${lastMonthOf()},mahnung,1`]),
        );
        await axe(page, inFlight, 'firm report, 36 months (en)', failures);
      }
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    }
    expect(failures).toEqual([]);
  });
});

describe('the report of response-time promises', () => {
  it('shows each month’s promises and answers and downloads them as CSV (en, desktop; de, phone); axe passes', async () => {
    const failures: string[] = [];
    for (const run of CONSOLE_RUNS) {
      const { language } = run;
      const { context, page, errors, inFlight } = await openConsolePage(browser, server, OWNER, '/admin/reports', 'Reports', run);
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
    const { context, page, errors, inFlight } = await signedInPage(browser, server, OWNER, '/admin', { viewport: DESKTOP, language: 'en' });
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

    const german = await signedInPage(browser, server, OWNER, '/admin', { viewport: PHONE, language: 'de' });
    expect((await german.page.goto(`${server.url}/admin/reports`))?.status()).toBe(200);
    const abschnitt = german.page.getByRole('region', { name: 'Geschäftszeiten' });
    await abschnitt.getByRole('checkbox', { name: 'Samstag' }).waitFor();
    expect(await abschnitt.getByRole('checkbox', { name: 'Samstag' }).isChecked()).toBe(true);
    expect(await abschnitt.getByRole('checkbox', { name: 'Sonntag' }).isChecked()).toBe(false);
    expect(await abschnitt.getByRole('textbox', { name: 'Beginn um' }).inputValue()).toBe('08:00');
    await axe(german.page, german.inFlight, 'business hours (de, phone)', failures);
    await abschnitt.scrollIntoViewIfNeeded();
    await snap(german.page, 'admin-business-hours-de-phone');
    expect(unexpected(german.errors)).toEqual([]);
    await german.context.close();
    expect(failures).toEqual([]);
  });
});

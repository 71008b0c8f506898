/**
 * The bookkeeping export (docs/decisions/065-datev-export.md), in real Chromium: the owner opens
 * the console's bookkeeping page in English on a desktop, sees last month's invoices and credit
 * note summed, enters the DATEV numbers and downloads the DATEV booking batch; in German on a phone
 * sees the same sums and downloads it again; axe finds no WCAG 2.2 AA violations.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rootEm } from '../src/db.js';
import { issueInvoice } from '../src/modules/invoices/invoices.service.js';
import { addMonthsClamped, germanToday } from '../src/shared/deadlines/calendar-date.js';
import type { InvoiceLine, InvoiceParty } from '../src/shared/invoices/invoices.schema.js';
import type { CreateOrderResult, Order } from '../src/shared/orders/orders.schema.js';
import { axe } from './axe.js';
import { snap } from './screenshots.js';
import { postAs, CONSOLE_RUNS, download, openConsolePage, registerClient, unexpected, OWNER, useServerWithAdmin, type RunningServer } from './support.js';

let server: RunningServer;
let browser: Browser;
const BILLING = { name: 'Lena Fischer', street: 'Torstraße 1', postalCode: '10119', city: 'Berlin', countryCode: 'DE' };

/** Last month, the page's first period. */
const thisMonth = `${germanToday(new Date()).slice(0, 8)}01`;
const LAST_MONTH = { from: addMonthsClamped(thisMonth, -1), to: new Date(Date.parse(`${thisMonth}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10) };
/** Gross sums of the documents issued below, in euro cents. */
const sums = { invoices: 0, creditNotes: 0 };

useServerWithAdmin(OWNER, async (started, launched) => {
  [server, browser] = [started, launched];
  // Two orders invoiced on the 5th and the 12th of last month.
  const client = await registerClient(server, 'Lena Fischer', 'correct horse', { confirm: true });
  const em = rootEm(server.orm).fork();
  const [{ id: packageId }] = (await em.execute<{ id: string }[]>(`select id from packages where name = 'Starter'`)) as [{ id: string }];
  const invoices: {
    id: string;
    common: Omit<Parameters<typeof issueInvoice>[1], 'kind' | 'correctsId' | 'issuedAt' | 'paidOn' | 'buyer' | 'lines'>;
    line: InvoiceLine;
    buyer: InvoiceParty;
  }[] = [];
  for (const day of ['05', '12']) {
    const placed = await postAs(server, client.cookie, '/api/orders', { packageId, customerType: 'consumer', billing: BILLING, acceptTerms: true });
    const order = (placed.json() as CreateOrderResult).order as Order;
    const at = `${LAST_MONTH.from.slice(0, 8)}${day}`;
    const amounts = { netCents: order.netCents, vatRatePercent: order.vatRatePercent, vatCents: order.vatCents, grossCents: order.grossCents };
    const common = { orderId: order.id, userId: client.id, paymentMeans: 'transfer', language: 'de', lines: [], amounts } as const;
    const buyer = { ...BILLING, company: null, vatId: null, taxNumber: null, email: null };
    const line = { packageName: order.packageName, packageNameDe: null, hours: order.hours, validityMonths: 12, netCents: order.netCents };
    const issued = await issueInvoice(em, {
      ...common,
      kind: 'invoice',
      correctsId: null,
      issuedAt: new Date(`${at}T10:00:00Z`),
      paidOn: at,
      buyer,
      lines: [line],
    });
    invoices.push({ id: issued.id, common, line, buyer });
    sums.invoices += order.grossCents;
  }
  // Numbered after both invoices, as it would be: the first invoice's refund on the 20th.
  const first = invoices[0]!;
  const on = `${LAST_MONTH.from.slice(0, 8)}20`;
  await issueInvoice(em, {
    ...first.common,
    kind: 'credit_note',
    correctsId: first.id,
    issuedAt: new Date(`${on}T10:00:00Z`),
    paidOn: null,
    buyer: first.buyer,
    lines: [first.line],
  });
  sums.creditNotes += first.common.amounts.grossCents;
});

const euros = (cents: number, language: 'en' | 'de') =>
  new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);

describe('the bookkeeping export', () => {
  it('shows last month’s sums, takes the DATEV numbers and downloads the booking batch (en, desktop; de, phone); axe passes', async () => {
    const failures: string[] = [];
    for (const run of CONSOLE_RUNS) {
      const { language } = run;
      const { context, page, errors, inFlight } = await openConsolePage(browser, server, OWNER, '/admin/bookkeeping', 'Bookkeeping', run);
      await page.getByRole('heading', { name: language === 'de' ? 'Rechnungen für die Steuerberatung' : 'Invoices for the tax advisor' }).waitFor();
      const table = page.getByRole('table', { name: language === 'de' ? /^Rechnungen und Stornorechnungen vom/ : /^Invoices and credit notes from/ });
      await table.waitFor();
      const balance = table.getByRole('row', { name: language === 'de' ? /Rechnungen abzüglich Stornorechnungen/ : /Invoices less credit notes/ });
      await balance
        .getByText(euros(sums.invoices - sums.creditNotes, language), { exact: true })
        .last()
        .waitFor();
      // On a phone the table stacks, and its cells carry their column's name: found by their text.
      await table.getByText(euros(sums.invoices, language), { exact: true }).waitFor();

      const csvLink = page.getByRole('link', { name: language === 'de' ? 'DATEV-Buchungsstapel herunterladen (CSV)' : 'Download DATEV booking batch (CSV)' });
      if (language === 'en') {
        // No Beraternummer yet: the owner enters the advisor's numbers, then the batch can be downloaded.
        await page.getByText('Enter the Beraternummer and the Mandantennummer in the DATEV settings below').waitFor();
        const settings = page.getByRole('region', { name: 'DATEV settings' });
        await settings.getByRole('textbox', { name: 'Beraternummer' }).fill('29098');
        await settings.getByRole('textbox', { name: 'Mandantennummer' }).fill('5500x');
        await settings.getByRole('button', { name: 'Save' }).click();
        await settings.getByText('The Mandantennummer is a whole number from 1 to 99999').waitFor();
        await settings.getByRole('textbox', { name: 'Mandantennummer' }).fill('55003');
        await settings.getByRole('button', { name: 'Save' }).click();
        await page.getByText('DATEV settings saved').waitFor();
      }
      await csvLink.waitFor();
      // A full-page screenshot draws the sticky header where the page is scrolled to.
      await page.evaluate(() => window.scrollTo(0, 0));
      await snap(page, `admin-bookkeeping-${language}-${language === 'de' ? 'phone' : 'desktop'}`);
      await axe(page, inFlight, `bookkeeping (${language})`, failures);
      const csv = await download(context, page, () => csvLink.click());
      expect(csv.name).toBe(`EXTF_Buchungsstapel_${LAST_MONTH.from}_${LAST_MONTH.to}.csv`);
      const rows = new TextDecoder('windows-1252').decode(csv.bytes).split('\r\n');
      expect(rows[0]).toMatch(/^"EXTF";700;21;"Buchungsstapel";13;\d{17};;"RE";"";"";29098;55003;/);
      const bookings = rows.slice(2, -1).map((r) => r.split(';'));
      expect(bookings.map((b) => b[1])).toEqual(['"S"', '"S"', '"H"']);
      const signed = bookings.reduce((sum, b) => sum + (b[1] === '"S"' ? 1 : -1) * Number(b[0]!.replace(',', '')), 0);
      expect(signed).toBe(sums.invoices - sums.creditNotes);
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    }
    expect(failures).toEqual([]);
  });
});

/**
 * Buying extra hours at the standard hourly rate from the portal (docs/decisions/071-extra-hours.md),
 * in real Chromium against the real server and built client: a client goes from the dashboard's
 * hours summary to the extra-hours order page, chooses 3 hours and sees net, VAT and gross follow,
 * orders by bank transfer with "Order and pay", and sees the amount to transfer. Once in English on
 * a desktop, once in German on a phone (from the packages page); axe checks each page.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Catalog } from '#shared/packages/catalog.schema.js';
import { extraHoursPrice } from '#shared/orders/extra-hours.js';
import { axe } from './axe.js';
import { SCREENSHOTS, snap } from './screenshots.js';
import { DESKTOP, PHONE, logIn, newContext, openPage, registerClient, toast, unexpected, useServerAndBrowser, type RunningServer } from './support.js';
import { trackRequests } from './waits.js';

let server: RunningServer;
let browser: Browser;
let catalog: Catalog;
const PASSWORD = 'correct horse';

useServerAndBrowser(async (started, launched) => {
  [server, browser] = [started, launched];
  const res = await server.app.inject({ method: 'GET', url: '/api/catalog' });
  expect(res.statusCode).toBe(200);
  catalog = res.json();
});

/** '€107.10' / '107,10 €' as the pages write amounts with cents. */
function euros(cents: number, language: 'en' | 'de'): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(cents / 100);
}

/** A full-page screenshot from the top, when SCREENSHOTS=1. */
async function shot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/** Fills the billing address, accepts the terms and presses "Order and pay"; returns the order's reference from the order page. */
async function orderAndPay(page: Page, language: 'en' | 'de'): Promise<string> {
  const en = language === 'en';
  await page.getByLabel(en ? 'Street and house number' : 'Straße und Hausnummer').fill('Kastanienallee 12');
  await page.getByLabel(en ? 'Postal code' : 'Postleitzahl').fill('10435');
  await page.getByLabel(en ? 'City' : 'Ort', { exact: true }).fill('Berlin');
  await page.getByText(en ? 'I accept the terms of service.' : 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.').click();
  await page.getByRole('button', { name: en ? 'Order and pay' : 'Zahlungspflichtig bestellen' }).click();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
  await toast(page)
    .getByText(en ? 'Order placed' : 'Bestellung aufgegeben')
    .waitFor();
  const heading = await page.getByRole('heading', { level: 1, name: /SH-/ }).innerText();
  return /SH-[0-9A-Z]{6}/.exec(heading)![0];
}

describe('buying extra hours', () => {
  it('in English on a desktop: from the dashboard, 3 hours by transfer, with net, VAT and gross following the hours', async () => {
    const three = extraHoursPrice(3, catalog.hourlyRateCents, catalog.vatRatePercent);
    const one = extraHoursPrice(1, catalog.hourlyRateCents, catalog.vatRatePercent);
    const { email, cookie } = await registerClient(server, 'Ella Extra', PASSWORD, { language: 'en' });
    const context = await newContext(browser, { viewport: DESKTOP, language: 'en' });
    const { page, errors } = await openPage(context);
    const inFlight = trackRequests(page);
    const failures: string[] = [];

    await logIn(page, server, { email, password: PASSWORD }, '/dashboard', 'en');
    await page.getByRole('link', { name: 'Buy extra hours' }).first().click();
    await page.waitForURL('**/order/extra-hours');
    await page.getByRole('heading', { level: 1, name: 'Buy extra hours' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Extra hours' }).waitFor();
    // One hour to start with; its price in the summary.
    const field = page.getByRole('textbox', { name: 'Number of extra hours' });
    expect(await field.inputValue()).toBe('1');
    await page.locator('.price-table__row--lead').getByText(euros(one.grossCents, 'en')).waitFor();
    await axe(page, inFlight, '/order/extra-hours', failures);

    // Three hours: the plus button, then typed; the price follows (summary, field description, recap).
    await page.getByRole('button', { name: 'One hour more' }).click();
    await field.fill('3');
    await field.blur();
    const lead = page.locator('.price-table__row--lead');
    await lead.getByText(euros(three.grossCents, 'en')).waitFor();
    await page.locator('.price-table').getByText(euros(three.netCents, 'en'), { exact: true }).waitFor();
    await page.locator('.price-table').getByText(euros(three.vatCents, 'en'), { exact: true }).waitFor();
    await page
      .getByText(
        `Net ${euros(three.netCents, 'en')} plus ${euros(three.vatCents, 'en')} VAT (${catalog.vatRatePercent} %): total ${euros(three.grossCents, 'en')}.`,
      )
      .waitFor();
    await page.getByText('Extra hours: 3 hours of expert support at our standard hourly rate, valid for 12 months from payment.').waitFor();
    // The same form as for packages: the early start stays optional, the button names the payment duty.
    expect(await page.getByRole('checkbox', { name: /I expressly request/ }).isChecked()).toBe(false);
    await axe(page, inFlight, '/order/extra-hours (3 hours)', failures);
    await shot(page, 'extra-hours-en-desktop');

    const reference = await orderAndPay(page, 'en');
    await page.getByText('Awaiting payment').first().waitFor();
    await page.getByText(euros(three.grossCents, 'en')).first().waitFor();
    await page.getByText('DE89 3704 0044 0532 0130 00').waitFor();
    await axe(page, inFlight, '/orders/:id (extra hours)', failures);
    await shot(page, 'extra-hours-order-en-desktop');
    const orders = (await server.app.inject({ method: 'GET', url: '/api/orders', cookies: { session: cookie } })).json();
    expect(orders).toEqual([
      expect.objectContaining({ reference, kind: 'extra_hours', packageId: null, hours: 3, netCents: three.netCents, grossCents: three.grossCents }),
    ]);

    expect(failures).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('in German on a phone: from the packages page, 3 hours by transfer', async () => {
    const three = extraHoursPrice(3, catalog.hourlyRateCents, catalog.vatRatePercent);
    const { email } = await registerClient(server, 'Jonas Weber', PASSWORD, { language: 'de' });
    const context = await newContext(browser, { viewport: PHONE, language: 'de' });
    const { page, errors } = await openPage(context);
    const inFlight = trackRequests(page);
    const failures: string[] = [];

    await logIn(page, server, { email, password: PASSWORD }, '/dashboard', 'de');
    await page.goto(`${server.url}/order`);
    await page.getByRole('heading', { level: 2, name: 'Zusatzstunden' }).waitFor();
    await axe(page, inFlight, '/order (de, phone)', failures);
    await shot(page, 'extra-hours-choice-de-phone');
    await page.getByRole('link', { name: 'Zusatzstunden wählen' }).click();
    await page.waitForURL('**/order/extra-hours');
    const field = page.getByRole('textbox', { name: 'Anzahl der Zusatzstunden' });
    await field.fill('3');
    await field.blur();
    await page.locator('.price-table__row--lead').getByText(euros(three.grossCents, 'de')).waitFor();
    await page.getByText('Zusatzstunden: 3 Stunden Expertenunterstützung zu unserem regulären Stundensatz, 12 Monate ab Zahlung gültig.').waitFor();
    await axe(page, inFlight, '/order/extra-hours (de, phone)', failures);
    await shot(page, 'extra-hours-de-phone');

    await orderAndPay(page, 'de');
    await page.getByText('Zahlung ausstehend').first().waitFor();
    await page.getByText(euros(three.grossCents, 'de')).first().waitFor();
    await axe(page, inFlight, '/orders/:id (extra hours, de, phone)', failures);
    await shot(page, 'extra-hours-order-de-phone');

    expect(failures).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

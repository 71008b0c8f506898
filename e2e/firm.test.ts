/**
 * Going live (decision record 021), in real Chromium against a server started as with
 * NODE_ENV=production: while the firm's details are the sample values, the console's start page
 * shows the set-up checklist and a client cannot order; the owner enters the details in the
 * console (English, desktop), the legal pages show them, and a client (German, phone) opens the
 * withdrawal instructions with the model form from the order page first, then orders and is asked
 * to pay into the firm's own account. Then the owner changes the phone number on a phone in
 * German, and a client on an English desktop finds it in the withdrawal form before ordering.
 * axe checks each new page.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Catalog } from '#shared/packages/catalog.schema.js';
import { realFirmInput } from '../src/test/firm.js';
import { axe } from './axe.js';
import { snap } from './screenshots.js';
import {
  DESKTOP,
  PHONE,
  createAdmin,
  logIn,
  newContext,
  registerClient,
  toast,
  unexpected,
  watchPage,
  type RunningServer,
  useServerAndBrowser,
} from './support.js';
import { trackRequests } from './waits.js';

let server: RunningServer;
let browser: Browser;
let starterId: string;
const OWNER = { email: 'olga.owner@klarblick-steuerhilfe.de', name: 'Olga Owner', password: 'owner password 2026' };
const PASSWORD = 'correct horse';
const FIRM = realFirmInput();

useServerAndBrowser(
  async (started, launched) => {
    [server, browser] = [started, launched];
    await createAdmin(server, OWNER);
    const catalog = (await server.app.inject({ method: 'GET', url: '/api/catalog' })).json() as Catalog;
    starterId = catalog.packages.find((p) => p.name === 'Starter')!.id;
  },
  { production: true },
);

async function signedInClient(
  viewport: typeof DESKTOP,
  language: 'en' | 'de',
  name: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const client = await registerClient(server, name, PASSWORD, { confirm: true });
  const context = await newContext(browser, { viewport, language });
  const page = await context.newPage();
  const errors = watchPage(page).errors;
  await logIn(page, server, { email: client.email, password: PASSWORD }, '/dashboard', language);
  return { context, page, errors };
}

/** Reloads `path` until its main text contains `text`: the server re-renders the pages right after a save, in the background. */
async function untilPageShows(page: Page, path: string, text: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    await page.goto(`${server.url}${path}`);
    const main = await page.getByRole('main').innerText();
    if (main.includes(text)) return main;
    await page.waitForTimeout(250);
  }
  throw new Error(`${path} never showed ${text}`);
}

/** Fills an input found by its label (clearing the sample value first). */
async function fill(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill('');
  await input.fill(value);
}

describe('going live', () => {
  it('the owner enters the firm details on an English desktop; a client on a German phone opens the withdrawal form first, then orders into the firm account', async () => {
    const failures: string[] = [];

    // A client on a German phone cannot order yet, and is told why before filling in anything.
    const client = await signedInClient(PHONE, 'de', 'Jana Neumann');
    const clientRequests = trackRequests(client.page);
    await client.page.goto(`${server.url}/order/${starterId}`);
    await client.page.getByText('Online-Bestellungen sind möglich, sobald die Angaben zur Firma vollständig sind').waitFor();
    expect(await client.page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).count()).toBe(0);
    await axe(client.page, clientRequests, '/order/:id (closed, de phone)', failures);
    await snap(client.page, 'order-closed-de-phone');

    // The owner: the console's start page shows the checklist, every section still the sample values.
    const ownerContext = await newContext(browser, { viewport: DESKTOP, language: 'en' });
    const owner = await ownerContext.newPage();
    const ownerErrors = watchPage(owner).errors;
    const ownerRequests = trackRequests(owner);
    await logIn(owner, server, OWNER, '/admin', 'en');
    const checklist = owner.getByRole('region', { name: "Before going live: the firm's details" });
    await checklist.waitFor();
    expect(await checklist.getByText('sample values', { exact: true }).count()).toBe(6);
    await axe(owner, ownerRequests, '/admin (checklist)', failures);
    await snap(owner, 'admin-checklist-en-desktop');

    await checklist.getByRole('link', { name: "Enter the firm's details" }).click();
    await owner.waitForURL('**/admin/firm');
    await fill(owner, 'Registered name', FIRM.legalName);
    await fill(owner, 'Street and number', FIRM.address.street);
    await fill(owner, 'Postcode', FIRM.address.postalCode);
    await fill(owner, 'City', FIRM.address.city);
    await fill(owner, 'Managing directors', FIRM.representatives.join('\n'));
    await fill(owner, 'Responsible for the content (§ 18 (2) MStV)', FIRM.contentResponsible);
    await fill(owner, 'Register number', FIRM.register!.number);
    await fill(owner, 'Steuernummer', FIRM.taxNumber);
    await fill(owner, 'USt-IdNr.', FIRM.vatId!);
    await fill(owner, 'Phone', FIRM.phone);
    await fill(owner, 'Email', FIRM.email);
    await fill(owner, 'Account holder', FIRM.bank.accountHolder);
    // A mistyped IBAN is caught at the field, and nothing is saved.
    await fill(owner, 'IBAN', 'DE02 1203 0000 0000 2020 52');
    await fill(owner, 'BIC', FIRM.bank.bic);
    await fill(owner, 'Bank', FIRM.bank.bankName!);
    await fill(owner, 'Email for data protection', FIRM.privacyEmail);
    await owner.getByRole('button', { name: "Save the firm's details" }).click();
    await owner.getByText('This is not a valid IBAN').waitFor();
    expect(await owner.getByLabel('IBAN', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await fill(owner, 'IBAN', FIRM.bank.iban);
    await owner.getByRole('button', { name: "Save the firm's details" }).click();
    await toast(owner).getByText("The firm's details are saved and complete.").waitFor();
    expect(await owner.getByText('sample values', { exact: true }).count()).toBe(0);
    await axe(owner, ownerRequests, '/admin/firm', failures);
    await snap(owner, 'admin-firm-en-desktop');

    // The legal notice shows the firm's own details.
    const notice = await untilPageShows(owner, '/legal-notice', FIRM.legalName);
    for (const value of [FIRM.address.street, FIRM.phone, FIRM.register!.number, 'DE298765435', FIRM.email, 'Maria Schulz']) expect(notice).toContain(value);
    expect(notice).not.toContain('Anna Beispiel');

    // The client now sees the order form, and opens the withdrawal instructions with the model form first.
    await client.page.goto(`${server.url}/order/${starterId}`);
    const form = client.page.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
    await form.waitFor();
    const [instructions] = await Promise.all([
      client.context.waitForEvent('page'),
      client.page
        .getByRole('link', { name: /Widerrufsbelehrung und Muster-Widerrufsformular/ })
        .first()
        .click(),
    ]);
    await instructions.waitForLoadState('load');
    const text = await instructions.getByRole('main').innerText();
    expect(text).toContain('Muster-Widerrufsformular');
    expect(text).toContain(FIRM.phone);
    expect(text).toContain(`${FIRM.address.street}`);
    expect(text).toContain(FIRM.legalName);
    await axe(instructions, trackRequests(instructions), '/withdrawal-instructions (de phone)', failures);
    await snap(instructions, 'withdrawal-instructions-de-phone');
    await instructions.close();

    await client.page.getByLabel('Straße und Hausnummer').fill('Schönhauser Allee 5');
    await client.page.getByLabel('Postleitzahl').fill('10119');
    await client.page.getByLabel('Ort', { exact: true }).fill('Berlin');
    await client.page.getByText('Ich akzeptiere die Allgemeinen Geschäftsbedingungen.').click();
    await form.click();
    await client.page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    await client.page.getByText('DE02 1203 0000 0000 2020 51').waitFor();
    await client.page.getByText(FIRM.bank.accountHolder).first().waitFor();
    await snap(client.page, 'order-firm-account-de-phone');

    expect(unexpected(client.errors)).toEqual([]);
    expect(unexpected(ownerErrors)).toEqual([]);
    expect(failures).toEqual([]);
    await client.context.close();
    await ownerContext.close();
  });

  it('the owner changes the phone on a German phone; a client on an English desktop finds it in the model withdrawal form before ordering', async () => {
    const failures: string[] = [];
    const ownerContext = await newContext(browser, { viewport: PHONE, language: 'de' });
    const owner = await ownerContext.newPage();
    const ownerErrors = watchPage(owner).errors;
    const ownerRequests = trackRequests(owner);
    await logIn(owner, server, OWNER, '/admin', 'de');
    // Complete: no checklist on the start page any more.
    await owner.getByRole('heading', { level: 1, name: 'Posteingang' }).waitFor();
    expect(await owner.getByRole('region', { name: 'Vor dem Start: die Angaben zur Firma' }).count()).toBe(0);
    await owner.goto(`${server.url}/admin/firm`);
    await fill(owner, 'Telefon', '+49 30 7654321');
    await owner.getByRole('button', { name: 'Firmenangaben speichern' }).click();
    await toast(owner).getByText('Die Firmenangaben sind gespeichert und vollständig.').waitFor();
    await axe(owner, ownerRequests, '/admin/firm (de phone)', failures);
    await snap(owner, 'admin-firm-de-phone');

    const client = await signedInClient(DESKTOP, 'en', 'Sam Taylor');
    const clientRequests = trackRequests(client.page);
    await untilPageShows(client.page, '/withdrawal-instructions', '+49 30 7654321');
    await client.page.goto(`${server.url}/order/${starterId}`);
    const [instructions] = await Promise.all([
      client.context.waitForEvent('page'),
      client.page
        .getByRole('link', { name: /Withdrawal instructions and model withdrawal form/ })
        .first()
        .click(),
    ]);
    await instructions.waitForLoadState('load');
    const text = await instructions.getByRole('main').innerText();
    expect(text).toContain('Model withdrawal form');
    expect(text).toContain('+49 30 7654321');
    await axe(instructions, trackRequests(instructions), '/withdrawal-instructions (en desktop)', failures);
    await snap(instructions, 'withdrawal-instructions-en-desktop');
    await instructions.close();

    await client.page.getByLabel('Street and house number').fill('Kastanienallee 3');
    await client.page.getByLabel('Postal code').fill('10435');
    await client.page.getByLabel('City', { exact: true }).fill('Berlin');
    await client.page.getByText('I accept the terms of service.').click();
    await client.page.getByRole('button', { name: 'Order and pay' }).click();
    await client.page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    await client.page.getByText('DE02 1203 0000 0000 2020 51').waitFor();
    await axe(client.page, clientRequests, '/orders/:id (firm account)', failures);

    expect(unexpected(client.errors)).toEqual([]);
    expect(unexpected(ownerErrors)).toEqual([]);
    expect(failures).toEqual([]);
    await client.context.close();
    await ownerContext.close();
  });
});

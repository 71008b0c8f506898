/**
 * Buying hours end to end (decision record 011), in real Chromium against the real server and built
 * client: a visitor opens a package's order page, is sent to log in, registers and comes back to
 * the order; orders with "Order and pay"; the order page shows the bank transfer details and the
 * GiroCode (decoded here: the EPC payload with the amount and the reference); an admin marks the
 * transfer as paid in the console; the client sees the hours and downloads the invoice (a PDF).
 * Once in English on a desktop, once in German on a phone, where the client then withdraws through
 * the two-step withdrawal function without being logged in, the receipt e-mail with its link
 * arrives, the link's page (German phone, English desktop) confirms it with a button, and the
 * admin refunds (a credit note). axe checks each page.
 */
import { randomUUID } from 'node:crypto';
import jsQRImport from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Catalog } from '#shared/packages/catalog.schema.js';
import { priceWithVat } from '#shared/orders/pricing.js';
import { axe, axeNow } from './axe.js';
import { SCREENSHOTS, snap } from './screenshots.js';
import {
  DESKTOP,
  PHONE,
  newContext,
  type RunningServer,
  unexpected,
  toast,
  useServerWithAdmin,
  logIn,
  signedInPage,
  openPage,
  download,
  newestMail,
  registerClient,
} from './support.js';
import { trackRequests, waitForData } from './waits.js';

// jsqr's CommonJS export is the function itself; its types describe an ES module's default export.
const jsQR = jsQRImport as unknown as typeof jsQRImport.default;

let server: RunningServer;
let browser: Browser;
let catalog: Catalog;
const ADMIN = { email: 'marta.klein@steuerhilfe.example', name: 'Marta Klein', password: 'expert password' };
const PASSWORD = 'correct horse';

useServerWithAdmin(ADMIN, async (started, launched) => {
  [server, browser] = [started, launched];
  const res = await server.app.inject({ method: 'GET', url: '/api/catalog' });
  expect(res.statusCode).toBe(200);
  catalog = res.json();
});

function pkg(name: string) {
  const found = catalog.packages.find((p) => p.name === name);
  if (!found) throw new Error(`no package ${name}`);
  return { ...found, gross: priceWithVat(found.price, catalog.vatRatePercent).grossCents };
}

/** '€416.50' / '416,50 €' as the pages write amounts with cents. */
function euros(cents: number, language: 'en' | 'de'): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(cents / 100);
}

/** The newest e-mail of `kind` to `to` whose subject names `reference`, as the sender wrote it to DATA_DIR/outbox. */
async function mailTo(to: string, kind: string, reference: string): Promise<{ subject: string; text: string }> {
  const mail = await newestMail(server, to, kind, (m) => m.subject?.includes(reference) ?? false);
  return { subject: mail.subject!, text: mail.text ?? '' };
}

/** A full-page screenshot from the top, when SCREENSHOTS=1. */
async function shot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/** Reads the GiroCode on the order page as a banking app would: the image's pixels, decoded. */
async function decodeGiroCode(page: Page, name: RegExp): Promise<string[]> {
  const png = await page.getByRole('img', { name }).screenshot({ scale: 'device' });
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  if (!code) throw new Error('no QR code found in the GiroCode image');
  return Buffer.from(code.binaryData).toString('utf8').split('\n');
}

/** The admin marks the order's transfer as received today, from the console's orders page. */
async function markPaidAsAdmin(reference: string, language: 'en' | 'de', viewport: typeof DESKTOP, screenshot: string, failures: string[]) {
  const en = language === 'en';
  const { context, page, errors, inFlight } = await signedInPage(browser, server, ADMIN, '/admin', { viewport, language });
  await page.getByRole('link', { name: en ? 'Orders' : 'Bestellungen', exact: true }).click();
  await page.waitForURL('**/admin/orders');
  await page.getByLabel(en ? 'Search orders' : 'Bestellungen suchen').fill(reference);
  const orders = page.locator('.orders-table');
  const row = orders.getByRole('row').filter({ hasText: reference });
  await row.getByText(en ? 'Awaiting payment' : 'Zahlung ausstehend').waitFor();
  await expect.poll(() => orders.getByRole('row').count()).toBe(2);
  // The search is applied after a pause in typing: wait for it, or axe would race its refresh.
  await page.waitForURL((url) => url.searchParams.get('q') === reference);
  await axe(page, inFlight, '/admin/orders', failures);
  await shot(page, `${screenshot}-open`);
  // While the list refreshes, the rows on screen stay as readable as before (WCAG 1.4.3): hold the
  // next list request and check the page in that state.
  const list = /\/trpc\/[^?]*admin\.orders\.list/;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const passed: Promise<void>[] = [];
  await page.route(list, (route) => {
    const done = held.then(() => route.continue());
    passed.push(done);
    return done;
  });
  await page.getByLabel(en ? 'Search orders' : 'Bestellungen suchen').fill(reference.slice(0, -1));
  await page.locator('.orders-table [aria-busy="true"]').waitFor();
  await axeNow(page, '/admin/orders (refreshing)', failures);
  release();
  await Promise.all(passed);
  await page.unroute(list);
  await page.getByLabel(en ? 'Search orders' : 'Bestellungen suchen').fill(reference);
  await page.waitForURL((url) => url.searchParams.get('q') === reference);
  await waitForData(page, inFlight);

  await row.getByRole('button', { name: en ? `Mark as paid: ${reference}` : `Als bezahlt markieren: ${reference}` }).click();
  const dialog = page.getByRole('dialog');
  const received = dialog.getByLabel(en ? 'Received on' : 'Eingegangen am');
  // The day the money arrived defaults to today (Berlin).
  expect(await received.inputValue()).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date()));
  await axe(page, inFlight, '/admin/orders (mark as paid)', failures);
  await shot(page, `${screenshot}-dialog`);
  await dialog.getByRole('button', { name: en ? 'Mark as paid' : 'Als bezahlt markieren' }).click();
  await toast(page)
    .getByText(en ? 'Payment recorded' : 'Zahlung erfasst')
    .waitFor();
  await dialog.waitFor({ state: 'detached' });
  await row.getByText(en ? 'Paid' : 'Bezahlt', { exact: true }).waitFor();
  await shot(page, screenshot);
  expect(unexpected(errors)).toEqual([]);
  return { context, page, inFlight, errors };
}

describe('buying hours in English on a desktop', () => {
  it('a visitor registers on the way, orders and sees the bank transfer with its GiroCode; the admin marks it paid; the client has the hours and the invoice', async () => {
    const professional = pkg('Professional');
    const gross = euros(professional.gross, 'en');
    const context = await browser.newContext({ viewport: DESKTOP, deviceScaleFactor: 2, acceptDownloads: true });
    const { page, errors } = await openPage(context);
    const inFlight = trackRequests(page);
    const failures: string[] = [];

    // A visitor opens the package's order page (the landing page's "Get Started"): log in first, or register.
    await page.goto(`${server.url}/order/${professional.id}`);
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByText('Log in, or create an account, to continue with your order.').waitFor();
    await page.getByRole('link', { name: 'Register', exact: true }).last().click();
    await page.waitForURL(/\/register\?redirect=/);
    await page.getByText('Create your account to continue with your order.').waitFor();
    const email = `anna-${randomUUID().slice(0, 8)}@example.com`;
    await page.getByLabel('Full name').fill('Anna Schmidt');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();

    // Back to the order: the package, its hours, the 12 months, the total with VAT first.
    await page.waitForURL(`**/order/${professional.id}`);
    await page.getByRole('heading', { level: 2, name: 'Professional' }).waitFor();
    await page.getByText(`${professional.hours} hours of expert support`, { exact: true }).waitFor();
    await page.getByText('Valid for 12 months from payment', { exact: true }).waitFor();
    await page.locator('.price-table__row--lead').getByText(gross).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Anna Schmidt');
    await page.getByLabel('Street and house number').fill('Kastanienallee 12');
    await page.getByLabel('Postal code').fill('10435');
    await page.getByLabel('City', { exact: true }).fill('Berlin');
    // Terms not accepted: refused, with the reason at the checkbox; the early start stays optional.
    expect(await page.getByRole('checkbox', { name: /I expressly request/ }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Order and pay' }).click();
    await page.getByText('Please accept the terms of service').waitFor();
    await axe(page, inFlight, '/order/:id', failures);
    await shot(page, 'order-form-en-desktop');
    await page.getByText('I accept the terms of service.').click();
    await page.getByRole('button', { name: 'Order and pay' }).click();

    // The order page: bank transfer details, each to copy, and the GiroCode a banking app reads.
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    await toast(page).getByText('Order placed').waitFor();
    const heading = await page.getByRole('heading', { level: 1, name: /^Order SH-/ }).innerText();
    const reference = /SH-[0-9A-Z]{6}/.exec(heading)![0];
    await page.getByText('Awaiting payment').first().waitFor();
    await page.getByText('DE89 3704 0044 0532 0130 00').waitFor();
    await page.getByRole('button', { name: 'Copy IBAN' }).waitFor();
    await page.getByRole('button', { name: 'Copy reference' }).waitFor();
    await page.getByRole('button', { name: 'Copy amount' }).waitFor();
    const qr = await decodeGiroCode(page, /^GiroCode \(QR code\) for this transfer/);
    expect(qr[0]).toBe('BCD');
    expect(qr[6]).toBe('DE89370400440532013000');
    expect(qr[7]).toBe(`EUR${(professional.gross / 100).toFixed(2)}`);
    expect(qr).toContain(reference);
    expect(await page.getByRole('img', { name: /GiroCode/ }).getAttribute('alt')).toContain(`reference ${reference}`);
    await axe(page, inFlight, '/orders/:id (open)', failures);
    await shot(page, 'order-transfer-en-desktop');

    // The firm marks the transfer as received.
    const admin = await markPaidAsAdmin(reference, 'en', DESKTOP, 'admin-orders-en-desktop', failures);
    // The client's page in the console lists the invoice, to download.
    await admin.page.locator('.orders-table').getByRole('row').filter({ hasText: reference }).getByRole('link', { name: 'Anna Schmidt' }).click();
    await admin.page.waitForURL('**/admin/clients/*');
    const invoices = admin.page.getByRole('region', { name: 'Invoices' });
    await invoices.getByRole('link', { name: /^Download PDF\W+\d{4}-\d{5}$/ }).waitFor();
    await axe(admin.page, admin.inFlight, '/admin/clients/:id', failures);
    await shot(admin.page, 'admin-client-invoices-en-desktop');
    await admin.context.close();

    // The client: paid, the hours are there, the invoice downloads as a PDF.
    await page.reload();
    await page.getByText(`Your ${professional.hours} hours are available now.`).waitFor();
    const invoice = await download(context, page, () => page.getByRole('link', { name: 'Download invoice (PDF)' }).click());
    expect(invoice.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(invoice.name).toMatch(/\.pdf$/);
    await shot(page, 'order-paid-en-desktop');
    await page.getByRole('link', { name: 'See your hours' }).click();
    await page.waitForURL('**/dashboard');
    await page.locator('.summary-card').filter({ hasText: 'Hours Remaining' }).getByText(`${professional.hours} h`).waitFor();
    await page.getByRole('link', { name: /^Invoices/ }).click();
    await page.waitForURL('**/invoices');
    await page.getByRole('link', { name: /^Download PDF\W+Invoice \d{4}-\d{5}$/ }).waitFor();
    await axe(page, inFlight, '/invoices', failures);
    await shot(page, 'invoices-en-desktop');
    await page.goto(`${server.url}/orders`);
    await page.getByRole('listitem').filter({ hasText: reference }).getByText('Paid', { exact: true }).waitFor();
    await axe(page, inFlight, '/orders', failures);
    await shot(page, 'orders-en-desktop');
    await page.getByRole('link', { name: 'Buy hours' }).click();
    await page.waitForURL('**/order');
    await page.getByRole('link', { name: 'Choose Premium' }).waitFor();
    await axe(page, inFlight, '/order', failures);
    await shot(page, 'order-packages-en-desktop');

    expect(failures).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('buying hours in German on a phone, and withdrawing', () => {
  it('orders as a consumer asking for an early start, pays, gets the invoice; withdraws in two steps without logging in and confirms with the e-mailed link; the admin refunds', async () => {
    const starter = pkg('Starter');
    const { email } = await registerClient(server, 'Jonas Weber', PASSWORD, { language: 'de' });
    const context = await newContext(browser, { viewport: PHONE, language: 'de' });
    const { page, errors } = await openPage(context);
    const inFlight = trackRequests(page);
    const failures: string[] = [];

    await logIn(page, server, { email: email, password: PASSWORD }, '/dashboard', 'de');
    await page.getByRole('link', { name: 'Stunden kaufen' }).first().click();
    await page.waitForURL('**/order');
    await page.getByRole('heading', { level: 1, name: 'Stunden kaufen' }).waitFor();
    await axe(page, inFlight, '/order (de, phone)', failures);
    await shot(page, 'order-packages-de-phone');
    await page.getByRole('link', { name: 'Starter wählen' }).click();
    await page.waitForURL(`**/order/${starter.id}`);

    // A business must give its company; a VAT ID is checked for its format.
    await page.getByText('Unternehmer (Firma oder selbstständige Tätigkeit)').click();
    await page.getByLabel('USt-IdNr. (optional)').fill('DE12');
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.getByText('Für Bestellungen als Unternehmer ist der Firmenname erforderlich').waitFor();
    await page.getByText('Das ist keine gültige USt-IdNr. (z. B. DE123456789)').waitFor();
    // As a consumer instead: the total with VAT first, the early start asked for, the terms accepted.
    await page.getByText('Privatperson (Verbraucher)').click();
    await page.locator('.price-table__row--lead').getByText(euros(starter.gross, 'de')).waitFor();
    await page.getByLabel('Straße und Hausnummer').fill('Sonnenallee 5');
    await page.getByLabel('Postleitzahl').fill('12045');
    await page.getByLabel('Ort', { exact: true }).fill('Berlin');
    await page.getByText('Ich verlange ausdrücklich').click();
    await page.getByText('Ich akzeptiere die Allgemeinen Geschäftsbedingungen.').click();
    await axe(page, inFlight, '/order/:id (de, phone)', failures);
    await shot(page, 'order-form-de-phone');
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    const orderUrl = page.url();
    const reference = /SH-[0-9A-Z]{6}/.exec(await page.getByRole('heading', { level: 1, name: /^Bestellung SH-/ }).innerText())![0];
    await page.getByRole('heading', { name: 'Per Überweisung bezahlen' }).waitFor();
    await page.getByText('DE89 3704 0044 0532 0130 00').waitFor();
    await page.getByText(euros(starter.gross, 'de')).first().waitFor();
    const giro = page.getByRole('img', { name: /^GiroCode \(QR-Code\) für diese Überweisung/ });
    expect(await giro.getAttribute('alt')).toContain(`Verwendungszweck ${reference}`);
    expect(await giro.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await axe(page, inFlight, '/orders/:id (de, phone)', failures);
    await shot(page, 'order-transfer-de-phone');

    const admin = await markPaidAsAdmin(reference, 'de', PHONE, 'admin-orders-de-phone', failures);

    await page.reload();
    await page.getByText(`Ihre ${starter.hours} Stunden stehen Ihnen jetzt zur Verfügung.`).waitFor();
    const invoice = await download(context, page, () => page.getByRole('link', { name: 'Rechnung herunterladen (PDF)' }).click());
    expect(invoice.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The withdrawal function, reachable without logging in: the footer of every public page has it.
    const withdrawHref = await page.getByRole('link', { name: 'Vertrag widerrufen' }).first().getAttribute('href');
    expect(withdrawHref).toContain(`reference=${reference}`);
    const visitorContext = await newContext(browser, { viewport: PHONE, language: 'de' });
    const visitor = await openPage(visitorContext);
    const visitorInFlight = trackRequests(visitor.page);
    await visitor.page.goto(`${server.url}/`);
    await visitor.page.getByRole('contentinfo').getByRole('link', { name: 'Vertrag widerrufen' }).click();
    await visitor.page.waitForURL('**/withdraw');
    await visitor.page.getByRole('heading', { level: 1, name: 'Vertrag widerrufen' }).waitFor();
    // The order's link fills in name, e-mail and order reference.
    await visitor.page.goto(`${server.url}${withdrawHref}`);
    expect(await visitor.page.getByLabel('Bestellnummer').inputValue()).toBe(reference);
    expect(await visitor.page.getByLabel('E-Mail', { exact: true }).inputValue()).toBe(email);
    await visitor.page.getByLabel('Nachricht (optional)').fill('Ich brauche die Stunden doch nicht.');
    await axe(visitor.page, visitorInFlight, '/withdraw step 1', failures);
    await shot(visitor.page, 'withdraw-step1-de-phone');
    await visitor.page.getByRole('button', { name: 'Weiter' }).click();
    // Step 2: what will be sent, and "Widerruf bestätigen".
    await visitor.page.getByRole('heading', { name: /Schritt 2 von 2/ }).waitFor();
    await visitor.page.getByText(`Hiermit widerrufe ich den von mir abgeschlossenen Vertrag`).waitFor();
    await visitor.page.getByText('Ich brauche die Stunden doch nicht.').waitFor();
    await axe(visitor.page, visitorInFlight, '/withdraw step 2', failures);
    await shot(visitor.page, 'withdraw-step2-de-phone');
    await visitor.page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
    await visitor.page.getByRole('heading', { name: 'Wir haben Ihren Widerruf erhalten' }).waitFor();
    await visitor.page.getByText(/^Eingegangen am \d{1,2}\. \w+ \d{4} um \d{2}:\d{2}:\d{2}/).waitFor();
    // Without a session, the withdrawal waits for the order's address to confirm it (decision record 018).
    await visitor.page.getByText(`an die E-Mail-Adresse gesendet, die zur Bestellung ${reference} hinterlegt ist`, { exact: false }).waitFor();
    await axe(visitor.page, visitorInFlight, '/withdraw received', failures);
    await shot(visitor.page, 'withdraw-received-de-phone');
    expect(unexpected(visitor.errors)).toEqual([]);
    // Nothing has changed yet: the client still has the hours.
    await page.reload();
    await page.getByText(`Ihre ${starter.hours} Stunden stehen Ihnen jetzt zur Verfügung.`).waitFor();

    // The receipt with the link reaches the order's address, in the client's language.
    const confirmMail = await mailTo(email, 'withdrawal.confirm', reference);
    expect(confirmMail.subject).toBe(`Eingangsbestätigung Ihres Widerrufs – bitte bestätigen (${reference})`);
    expect(confirmMail.text).toContain('Ich brauche die Stunden doch nicht.');
    const confirmPath = /\/withdraw\/confirm\?token=[\w-]+/.exec(confirmMail.text)![0];
    // Opening the link changes nothing (mail scanners fetch links); the page asks for the button.
    await visitor.page.goto(`${server.url}${confirmPath}`);
    await visitor.page.getByRole('heading', { level: 1, name: 'Widerruf bestätigen' }).waitFor();
    await visitor.page.getByRole('button', { name: 'Widerruf bestätigen' }).waitFor();
    await axe(visitor.page, visitorInFlight, '/withdraw/confirm (de, phone)', failures);
    await shot(visitor.page, 'withdraw-confirm-de-phone');
    await visitorContext.close();
    // Confirmed on another device, in English on a desktop.
    const desktopContext = await newContext(browser, { viewport: DESKTOP, language: 'en' });
    const desktop = await openPage(desktopContext);
    const desktopInFlight = trackRequests(desktop.page);
    await desktop.page.goto(`${server.url}${confirmPath}`);
    await desktop.page.getByRole('heading', { level: 2, name: 'Is this withdrawal yours?' }).waitFor();
    await axe(desktop.page, desktopInFlight, '/withdraw/confirm (en, desktop)', failures);
    await shot(desktop.page, 'withdraw-confirm-en-desktop');
    await desktop.page.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await desktop.page.getByRole('heading', { name: 'Your withdrawal is confirmed' }).waitFor();
    await desktop.page.getByText(`Your contract for order ${reference} is withdrawn as declared on`, { exact: false }).waitFor();
    await axe(desktop.page, desktopInFlight, '/withdraw/confirm done (en, desktop)', failures);
    await shot(desktop.page, 'withdraw-confirmed-en-desktop');
    // The link works once.
    await desktop.page.reload();
    await desktop.page.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await desktop.page.getByText('This withdrawal link is invalid or has expired').waitFor();
    expect(unexpected(desktop.errors)).toEqual([]);
    await desktopContext.close();

    // The withdrawal's confirmation reaches the client, in the client's language, with the order reference.
    const received = await mailTo(email, 'withdrawal.received', reference);
    expect(received.subject).toBe(`Eingangsbestätigung Ihres Widerrufs (${reference})`);

    // The order is withdrawn; the admin refunds (a credit note); the client finds it with the invoices.
    await page.goto(orderUrl);
    await page.getByText(/^Sie haben diesen Vertrag am .* widerrufen\.$/).waitFor();
    await admin.page.reload();
    await admin.page.getByLabel('Bestellungen suchen').fill(reference);
    const row = admin.page.locator('.orders-table').getByRole('row').filter({ hasText: reference });
    await row.getByText('Erstattung offen').waitFor();
    // The declaration is listed for the firm with what it matched.
    const declarations = admin.page.getByRole('region', { name: 'Widerrufserklärungen' });
    await declarations.getByRole('row').filter({ hasText: reference }).getByText('Bestellung widerrufen').waitFor();
    await row.getByRole('button', { name: `Erstatten: ${reference}` }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByText('Erstattungsbetrag').waitFor();
    await axe(admin.page, admin.inFlight, '/admin/orders (refund)', failures);
    await shot(admin.page, 'admin-refund-de-phone');
    await dialog.getByRole('button', { name: / erstatten$/ }).click();
    await toast(admin.page).getByText('Erstattung erfasst').waitFor();
    await row.getByText('Erstattet', { exact: true }).waitFor();
    expect(unexpected(admin.errors)).toEqual([]);
    await admin.context.close();

    await page.goto(`${server.url}/invoices`);
    await page.getByRole('heading', { name: /Stornorechnung/ }).waitFor();
    await axe(page, inFlight, '/invoices (de, phone)', failures);
    await shot(page, 'invoices-de-phone');

    expect(failures).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

/**
 * The firm's side and what ties it to the client (spec section 6), in real Chromium against the real
 * server and built client:
 * - an admin logs in, lands on the console, answers a question and logs 45 minutes; the client
 *   sees the Expert Answer, 0.75 h used and the ledger line on the dashboard;
 * - an admin adds an internal note on a conversation and sees it listed (staff only; the client's
 *   conversation does not show it);
 * - an admin adds a saved reply on /admin/saved-replies and inserts it, with the keyboard, into the
 *   answer to a German client's question (the German text joins what was typed) and into the
 *   explanation of her letter; the page in German on a phone, and deleting the saved reply after a
 *   confirmation;
 * - an admin (German, on a phone) records a purchase; the client's dashboard shows it;
 * - password reset end to end, with the link read from the .eml the sender wrote to the outbox;
 * - an admin answers a contact message by e-mail, sees a client's open order on their page and is
 *   warned before recording a purchase of the same package;
 * - axe finds no WCAG 2.2 AA violations on the console and the account page.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rootEm } from '../src/db.js';
import { PackageEntity } from '../src/modules/packages/package.entity.js';

import { axe, axeNow } from './axe.js';
import { snap } from './screenshots.js';
import {
  postAs,
  DESKTOP,
  PHONE,
  newContext,
  type RunningServer,
  unexpected,
  toast,
  registerClient as registerClientVia,
  OWNER,
  useServerWithAdmin,
  logIn,
  signedInPage,
  openPage,
  givePackage,
  newestMail,
} from './support.js';

let server: RunningServer;
let browser: Browser;
const PASSWORD = 'correct horse';

useServerWithAdmin(OWNER, (started, launched) => {
  [server, browser] = [started, launched];
});

/** Registers a confirmed client through the API (reset mail goes only to confirmed addresses). */
const registerClient = (name: string) => registerClientVia(server, name, PASSWORD, { confirm: true });

describe('the question inbox', () => {
  it('an admin answers and logs 45 minutes; the client sees the Expert Answer and 0.75 h used', async () => {
    const client = await registerClient('Lena Fischer');
    await givePackage(server, client.id, 'Professional', { boughtDaysAgo: 5, validForDays: 360 });
    const question = 'The Finanzamt sent me a Fragebogen zur steuerlichen Erfassung. Which parts do I fill in as a freelancer?';
    const asked = await postAs(server, client.cookie, '/api/questions', { question });
    expect(asked.statusCode).toBe(201);

    // The admin logs in through the normal login and lands on the console's inbox.
    const adminContext = await newContext(browser, { viewport: DESKTOP });
    const admin = await openPage(adminContext);
    await logIn(admin.page, server, OWNER, '/admin', 'en');
    const card = admin.page.getByRole('listitem').filter({ hasText: question });
    await card.getByRole('link', { name: 'Lena Fischer' }).waitFor();
    await card.getByText('10 h remaining').first().waitFor();
    // When the answer is due under her package's promise of 24 business hours (decision record 061).
    await card.getByText(/^Answer by \w{3} \d{1,2} \w{3}, \d{2}:\d{2} \((?:only )?(?:\d+ h)? ?(?:\d+ min)? left\)$/).waitFor();

    // An empty answer is refused with the spec's message; nothing is sent.
    await card.getByRole('button', { name: 'Send answer' }).click();
    await card.getByText('Answer is required').waitFor();

    const answer = 'Fill in sections 1 to 4 and the section on your expected income; leave the trade sections empty.';
    await card.getByRole('textbox', { name: 'Answer' }).fill(answer);
    await card.getByRole('button', { name: /Time spent/ }).click();
    await admin.page.getByRole('option', { name: '45 min', exact: true }).click();
    await card.getByRole('textbox', { name: 'Time note (optional)' }).fill('Read the questionnaire');
    await card.getByRole('button', { name: 'Send answer' }).click();
    await toast(admin.page).getByText('Answer sent').waitFor();
    await card.waitFor({ state: 'detached' });
    await snap(admin.page, 'admin-inbox-after-answer-en-desktop');

    // Answered questions are searchable.
    await admin.page.getByRole('tab', { name: /Answered/ }).click();
    await admin.page
      .getByLabel(/Search/)
      .first()
      .fill('Fragebogen');
    await admin.page.getByText(answer).waitFor();
    await admin.page.getByText('Time logged: 45 min').waitFor();

    // The client sees the answer and the hours used, derived from the ledger.
    const clientContext = await newContext(browser, { viewport: DESKTOP });
    const lena = await openPage(clientContext);
    await logIn(lena.page, server, { email: client.email, password: PASSWORD }, '/dashboard', 'en');
    const used = lena.page.locator('.summary-card').filter({ hasText: 'Hours Used' });
    await used.getByText('0.75 h').waitFor();
    await lena.page.locator('.summary-card').filter({ hasText: 'Hours Remaining' }).getByText('9.25 h').waitFor();
    await lena.page.getByText('Read the questionnaire').waitFor();
    await lena.page.getByText('45 min').first().waitFor();
    await snap(lena.page, 'dashboard-ledger-en-desktop');
    await lena.page
      .getByRole('link', { name: /Questions/ })
      .first()
      .click();
    await lena.page.waitForURL('**/questions');
    await lena.page.getByText('Expert Answer').waitFor();
    await lena.page.getByText(answer).waitFor();

    expect(unexpected(admin.errors)).toEqual([]);
    expect(unexpected(lena.errors)).toEqual([]);
    await adminContext.close();
    await clientContext.close();
  });

  it('an admin adds an internal note on a conversation and sees it listed; the client never sees it', async () => {
    const client = await registerClient('Jonas Weber');
    const asked = await postAs(server, client.cookie, '/api/questions', { question: 'Can I deduct the train pass I use to get to work?' });
    expect(asked.statusCode).toBe(201);
    const path = `/admin/questions/${asked.json().id}`;

    const { context, page, errors, inFlight } = await signedInPage(browser, server, OWNER, '/admin', { viewport: DESKTOP });
    await page.goto(`${server.url}${path}`);
    const notes = page.getByRole('region', { name: 'Internal notes' });
    await notes.getByText("Only the firm's staff see these notes.").waitFor();
    await notes.getByText('No internal notes yet.').waitFor();
    // An empty note is refused in the form; nothing is sent.
    await notes.getByRole('button', { name: 'Add note' }).click();
    await notes.getByText('Write the note first').waitFor();
    const note = 'Ask for the Jobticket receipt before answering.';
    await notes.getByRole('textbox', { name: 'Add an internal note' }).fill(note);
    await notes.getByRole('button', { name: 'Add note' }).click();
    await toast(page).getByText('Note added').waitFor();
    const item = notes.getByRole('listitem').filter({ hasText: note });
    await item.getByText('Katrin Vogel').waitFor();
    await item.getByRole('button', { name: /^Delete your note of / }).waitFor();
    expect(await notes.getByRole('textbox', { name: 'Add an internal note' }).inputValue()).toBe('');
    const failures: string[] = [];
    await axe(page, inFlight, `${path} (with an internal note)`, failures);
    expect(failures).toEqual([]);
    await snap(page, 'admin-internal-notes-en-desktop');

    // The same page in German on a phone.
    const phone = await newContext(browser, { viewport: PHONE, language: 'de' });
    const german = await openPage(phone);
    await logIn(german.page, server, OWNER, '/admin', 'de');
    await german.page.goto(`${server.url}${path}`);
    const notizen = german.page.getByRole('region', { name: 'Interne Notizen' });
    await notizen.getByText('Nur die Mitarbeiter der Kanzlei sehen diese Notizen.').waitFor();
    await notizen.getByText(note).waitFor();
    await notizen.scrollIntoViewIfNeeded();
    await snap(german.page, 'admin-internal-notes-de-phone');

    // The author deletes the note after a confirmation.
    await item.getByRole('button', { name: /^Delete your note of / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete note' }).click();
    await toast(page).getByText('Note deleted').waitFor();
    await notes.getByText('No internal notes yet.').waitFor();

    // The client's own conversation shows the question but not the note.
    const clientContext = await newContext(browser, { viewport: DESKTOP });
    const jonas = await openPage(clientContext);
    await logIn(jonas.page, server, { email: client.email, password: PASSWORD }, '/dashboard', 'en');
    await jonas.page.goto(`${server.url}/questions/${asked.json().id}`);
    await jonas.page.getByText('Can I deduct the train pass I use to get to work?').first().waitFor();
    expect(await jonas.page.getByText(note).count()).toBe(0);

    expect(unexpected(errors)).toEqual([]);
    expect(unexpected(german.errors)).toEqual([]);
    expect(unexpected(jonas.errors)).toEqual([]);
    await Promise.all([context.close(), phone.close(), clientContext.close()]);
  });

  it("an admin adds a saved reply and inserts it into the answer to a German client's question, in German", async () => {
    const client = await registerClientVia(server, 'Sabine Weber', PASSWORD, { confirm: true, language: 'de' });
    const question = 'Kann ich die Kosten für mein Arbeitszimmer absetzen?';
    const asked = await postAs(server, client.cookie, '/api/questions', { question });
    expect(asked.statusCode).toBe(201);
    const title = 'Home office flat rate';
    const english = 'You can deduct 6 euros for each day you work at home, up to 1,260 euros a year.';
    const german = 'Sie können für jeden Tag im Homeoffice 6 Euro absetzen, höchstens 1.260 Euro im Jahr.';

    const { context, page, errors, inFlight } = await signedInPage(browser, server, OWNER, '/admin', { viewport: DESKTOP });
    await page.getByRole('link', { name: 'Saved replies' }).click();
    await page.waitForURL('**/admin/saved-replies');
    await page.getByRole('heading', { level: 1, name: 'Saved replies' }).waitFor();
    await page.getByText('No saved replies yet.').waitFor();

    // Adding one: an empty form is refused field by field; then both languages.
    await page.getByRole('button', { name: 'New saved reply' }).click();
    const dialog = page.getByRole('dialog', { name: 'New saved reply' });
    await dialog.getByRole('button', { name: 'Add saved reply' }).click();
    await dialog.getByText('Give the saved reply a title').waitFor();
    await dialog.getByText('Write the German text').waitFor();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Text in English' }).fill(english);
    await dialog.getByRole('textbox', { name: 'Text in German' }).fill(german);
    await dialog.getByRole('button', { name: 'Add saved reply' }).click();
    await toast(page).getByText('Saved reply added').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await item.getByText(english).waitFor();
    await item.getByText(german).waitFor();
    await item.getByText(/^Created by Katrin Vogel · last changed /).waitFor();
    const failures: string[] = [];
    await axe(page, inFlight, '/admin/saved-replies', failures);
    expect(failures).toEqual([]);
    await snap(page, 'admin-saved-replies-en-desktop');

    // In the inbox, the answer to the German client's question: the admin types a greeting, then
    // inserts the saved reply with the keyboard; the German text follows the greeting.
    await page.getByRole('link', { name: /^Inbox/ }).click();
    const card = page.getByRole('listitem').filter({ hasText: question });
    const answer = card.getByRole('textbox', { name: 'Answer' });
    await answer.fill('Guten Tag Frau Weber,');
    const insert = card.getByRole('button', { name: 'Insert saved reply into Answer' });
    await insert.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Insert saved reply into Answer' });
    await page.getByText('Inserted in Deutsch, the client’s language').waitFor();
    const choice = menu.getByRole('menuitem', { name: new RegExp(`^${title}`) });
    await choice.waitFor();
    await menu.getByText(german).waitFor();
    await axe(page, inFlight, '/admin (the insert menu open)', failures);
    expect(failures).toEqual([]);
    await snap(page, 'admin-saved-reply-insert-en-desktop');
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => answer.inputValue()).toBe(`Guten Tag Frau Weber,\n\n${german}`);
    // The cursor is in the field, after the inserted text: typing goes on from there.
    await expect.poll(() => answer.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(' Viele Grüße');
    expect(await answer.inputValue()).toBe(`Guten Tag Frau Weber,\n\n${german} Viele Grüße`);
    expect(await answer.inputValue()).not.toContain(english);

    // The explanation of her Finanzamt letter: chosen with the mouse, the German text fills the empty field.
    const letter = await postAs(server, client.cookie, '/api/letters/manual', { letterType: 'anhoerung' });
    expect(letter.statusCode).toBe(201);
    await page.goto(`${server.url}/admin/letters/${letter.json().id}`);
    const meaning = page.getByRole('textbox', { name: 'What it means' });
    await meaning.waitFor();
    await page.getByRole('button', { name: 'Insert saved reply into What it means' }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${title}`) }).click();
    await expect.poll(() => meaning.inputValue()).toBe(german);
    await page.getByRole('button', { name: 'Insert saved reply into What the client needs to do' }).waitFor();
    await meaning.scrollIntoViewIfNeeded();
    await snap(page, 'admin-saved-reply-letter-en-desktop');

    // The page in German on a phone ("Textbausteine"), and deleting the saved reply after a confirmation.
    const phone = await newContext(browser, { viewport: PHONE, language: 'de' });
    const de = await openPage(phone);
    await logIn(de.page, server, OWNER, '/admin', 'de');
    const deCard = de.page.getByRole('listitem').filter({ hasText: question });
    await deCard.getByRole('button', { name: 'Textbaustein einfügen in Antwort' }).click();
    await de.page.getByRole('menu', { name: 'Textbaustein einfügen in Antwort' }).getByRole('menuitem').first().waitFor();
    await de.page.getByText('Eingefügt auf Deutsch, in der Sprache der Kundin oder des Kunden').waitFor();
    await snap(de.page, 'admin-saved-reply-insert-de-phone');
    await de.page.keyboard.press('Escape');
    await de.page.goto(`${server.url}/admin/saved-replies`);
    await de.page.getByRole('heading', { level: 1, name: 'Textbausteine' }).waitFor();
    const deItem = de.page.getByRole('listitem').filter({ has: de.page.getByRole('heading', { name: title }) });
    await deItem.getByText(german).waitFor();
    await snap(de.page, 'admin-saved-replies-de-phone');
    await deItem.getByRole('button', { name: `${title} löschen` }).click();
    await de.page.getByRole('alertdialog').getByRole('button', { name: 'Textbaustein löschen' }).click();
    await toast(de.page).getByText('Textbaustein gelöscht').waitFor();
    await de.page.getByText('Noch keine Textbausteine.').waitFor();

    expect(unexpected(errors)).toEqual([]);
    expect(unexpected(de.errors)).toEqual([]);
    await Promise.all([context.close(), phone.close()]);
  });
});

describe('recording a purchase', () => {
  it('an admin in German on a phone records a Starter purchase; the client dashboard shows it', async () => {
    const client = await registerClient('Tomasz Nowak');

    const adminContext = await newContext(browser, { viewport: PHONE, language: 'de' });
    const admin = await openPage(adminContext);
    await logIn(admin.page, server, OWNER, '/admin', 'de');
    expect(await admin.page.locator('html').getAttribute('lang')).toBe('de');
    await admin.page
      .getByRole('link', { name: /^Kunden/ })
      .first()
      .click();
    await admin.page.waitForURL('**/admin/clients');
    await admin.page.getByLabel('Kunden suchen').fill('Nowak');
    // The admin clicks a row of the results, once the list shows them (the search follows the
    // typing after a pause; on a busy machine a row clicked before then can move under the pointer).
    await admin.page.waitForURL(/[?&]q=Nowak/);
    await admin.page.waitForFunction(() => document.querySelector('[aria-busy="true"], .state--loading') === null);
    await admin.page.getByRole('link', { name: 'Tomasz Nowak' }).click();
    await admin.page.waitForURL(`**/admin/clients/${client.id}`);

    await admin.page.getByRole('button', { name: 'Kauf erfassen' }).first().click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Paket/ }).click();
    await admin.page.getByRole('option', { name: /Starter/ }).click();
    // The price paid defaults to the package's price (net, euros).
    expect(await dialog.getByLabel(/Gezahlter Preis/).inputValue()).toMatch(/^140([,.]00)?$/);
    await snap(admin.page, 'admin-record-purchase-de-phone');
    await dialog.getByRole('button', { name: 'Kauf erfassen' }).click();
    await toast(admin.page).getByText('Kauf erfasst').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await snap(admin.page, 'admin-client-de-phone');

    // The client's dashboard shows the new package: 5 h, valid 12 months.
    const clientContext = await newContext(browser, { viewport: DESKTOP });
    const tomasz = await openPage(clientContext);
    await logIn(tomasz.page, server, { email: client.email, password: PASSWORD }, '/dashboard', 'en');
    await tomasz.page.getByText('Starter').first().waitFor();
    await tomasz.page.locator('.summary-card').filter({ hasText: 'Total Hours' }).getByText('5 h').waitFor();
    await tomasz.page.getByText('1 active package').waitFor();
    const expiry = new Date();
    expiry.setFullYear(expiry.getFullYear() + 1);
    await tomasz.page.getByText(String(expiry.getFullYear()), { exact: false }).first().waitFor();

    expect(unexpected(admin.errors)).toEqual([]);
    expect(unexpected(tomasz.errors)).toEqual([]);
    await adminContext.close();
    await clientContext.close();
  });
});

describe("the day's console", () => {
  it('an admin replies to a contact message by e-mail, sees a client’s open order and is warned before recording the same package', async () => {
    const failures: string[] = [];
    const contact = {
      name: 'Hanna Schulz',
      email: 'hanna.schulz@example.com',
      language: 'de',
      message: 'Ich habe einen Steuerbescheid und verstehe ihn nicht.',
    };
    expect((await server.app.inject({ method: 'POST', url: '/api/contact', payload: contact })).statusCode).toBe(201);
    const client = await registerClient('Olga Open-Order');
    const em = rootEm(server.orm).fork();
    const starter = await em.findOneOrFail(PackageEntity, { name: 'Starter' });
    const ordered = await postAs(server, client.cookie, '/api/orders', {
      packageId: starter.id,
      customerType: 'consumer',
      billing: { name: 'Olga Open-Order', street: 'Torstraße 1', postalCode: '10119', city: 'Berlin', countryCode: 'DE' },
      acceptTerms: true,
    });
    expect(ordered.statusCode).toBe(201);
    const reference: string = ordered.json().order.reference;

    const { context, page, errors, inFlight } = await signedInPage(browser, server, OWNER, '/admin', { viewport: DESKTOP });

    // The reply goes out in the sender's language and is kept with the message.
    await page.goto(`${server.url}/admin/contact`);
    const card = page.getByRole('listitem').filter({ hasText: contact.message });
    await card.getByRole('button', { name: /^Write a reply ?: Hanna Schulz$/ }).click();
    const reply = 'Gern erklären wir Ihnen den Bescheid. Rufen Sie uns an oder schreiben Sie uns, wann es Ihnen passt.';
    await card.getByRole('textbox', { name: 'Your reply' }).fill(reply);
    await card.getByRole('button', { name: 'Send reply' }).click();
    await toast(page).getByText('Reply sent').waitFor();
    await card.getByRole('list', { name: 'Replies to Hanna Schulz' }).getByText(reply).waitFor();
    await card.getByText(/Reply by Katrin Vogel, sent/).waitFor();
    await card.getByText('Handled', { exact: true }).waitFor();
    const [mail] = await em.execute<{ language: string; subject: string }[]>(
      `select language, subject from mail_outbox where kind = 'contact.reply' and to_address = ?`,
      [contact.email],
    );
    expect(mail).toEqual({ language: 'de', subject: 'Ihre Nachricht an Steuerhilfe' });
    await axe(page, inFlight, '/admin/contact (with a reply)', failures);
    await snap(page, 'admin-contact-reply-en-desktop');

    // The client's page lists the open order; recording the same package asks first.
    await page.goto(`${server.url}/admin/clients/${client.id}`);
    const orders = page.getByRole('region', { name: 'Orders' });
    await orders.getByRole('row').filter({ hasText: reference }).getByText('Awaiting payment').waitFor();
    await axe(page, inFlight, '/admin/clients/:id (orders)', failures);
    await page.getByRole('button', { name: 'Record purchase' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Package/ }).click();
    await page.getByRole('option', { name: /Starter/ }).click();
    await dialog.getByRole('button', { name: 'Record purchase' }).click();
    const warning = dialog.getByRole('alert');
    await warning.getByText(`An open order ${reference} for this package`, { exact: false }).waitFor();
    await warning.getByRole('link', { name: `Open ${reference} in Orders` }).waitFor();
    await snap(page, 'admin-record-purchase-warning-en-desktop');
    await axeNow(page, '/admin/clients/:id (open-order warning)', failures);
    await warning.getByRole('button', { name: 'Record anyway' }).click();
    await toast(page).getByText('Purchase recorded').waitFor();
    await dialog.waitFor({ state: 'detached' });

    expect(failures).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('password reset', () => {
  it('forgot password -> .eml in the outbox -> new password; the link works once and other sessions end', async () => {
    const client = await registerClient('Sofia Rossi');

    // Another browser where Sofia is logged in.
    const otherContext = await newContext(browser, { viewport: DESKTOP });
    const other = await otherContext.newPage();
    await logIn(other, server, { email: client.email, password: PASSWORD }, '/dashboard', 'en');
    await other.getByText('Welcome back, Sofia Rossi!').waitFor();

    const context = await newContext(browser, { viewport: PHONE });
    const { page, errors } = await openPage(context);
    // The forgot-password page's code arrives late (as on a slow phone): the race that made this
    // test flaky happens every time.
    await page.route(/\/assets\/forgot-password-[^/]*\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    // The router changes the address first and shows the new page once its catalogs are loaded;
    // until then the login form, which has an "Email" field too, is still on screen.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(client.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Check your inbox').waitFor();
    await snap(page, 'forgot-password-sent-en-phone');

    const mail = await newestMail(server, client.email, 'password.reset');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.html).toContain('/reset-password?token=');
    const link = /\/reset-password\?token=([\w-]+)/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    const resetUrl = `${server.url}/reset-password?token=${link![1]}`;

    await page.goto(resetUrl);
    await page.getByLabel('New password', { exact: true }).fill('a new long password');
    await page.getByLabel('Confirm new password').fill('a new long password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Welcome back, Sofia Rossi!').waitFor();

    // The other browser's session has ended.
    await other.goto(`${server.url}/dashboard`);
    await other.waitForURL('**/login');

    // The link works once.
    const again = await context.newPage();
    await again.goto(resetUrl);
    await again.getByLabel('New password', { exact: true }).fill('yet another password');
    await again.getByLabel('Confirm new password').fill('yet another password');
    await again.getByRole('button', { name: 'Set new password' }).click();
    await again.getByText('This reset link is invalid or has expired').first().waitFor();
    await snap(again, 'reset-link-used-en-phone');

    // The new password logs in; the old one does not.
    const fresh = await newContext(browser, { viewport: DESKTOP });
    const login = await fresh.newPage();
    await logIn(login, server, { email: client.email, password: 'a new long password' }, '/dashboard', 'en');
    const old = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: client.email, password: PASSWORD } });
    expect(old.statusCode).toBe(401);

    expect(unexpected(errors)).toEqual([]);
    await Promise.all([context.close(), otherContext.close(), fresh.close()]);
  });
});

describe('accessibility of the console and the account page', () => {
  it.each(['en', 'de'] as const)('axe finds no WCAG 2.2 AA violations (%s)', async (language) => {
    const { context, page, errors, inFlight } = await signedInPage(browser, server, OWNER, '/admin', { viewport: DESKTOP, language });
    const failures: string[] = [];
    for (const path of ['/admin', '/admin/clients', '/admin/packages', '/admin/contact', '/account']) {
      await page.goto(`${server.url}${path}`);
      // The page with its data (not a loading state) and at rest, as a person reads it.
      await axe(page, inFlight, path, failures);
      await snap(page, `console${path.replace(/\//g, '-')}-${language}-desktop`);
    }
    expect(failures).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

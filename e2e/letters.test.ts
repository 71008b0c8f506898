/**
 * Finanzamt letters end to end, in real Chromium against the real server and built client, with
 * real OCR (Tesseract) on a phone-like photo of a generated sample letter (scripts/letters/corpus.ts):
 * a client uploads the photo, checks the recognised details, confirms them (choosing how the letter
 * came and checking the Land), sees the Einspruch deadline with the days left and asks an expert;
 * an admin opens the letter from the inbox, writes the explanation and attaches a translation
 * (PDF); the client reads the explanation and downloads the translation (same bytes); the 7-day
 * deadline reminder arrives as an e-mail in the client's language. Once in English on a desktop,
 * once in German on a phone (the camera button, German amounts and dates). axe checks the pages.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween, germanToday } from '#shared/deadlines/calendar-date.js';
import type { GermanState } from '#shared/deadlines/engine.js';
import { formatLongDate, STATE_NAMES } from '#shared/deadlines/explain.js';
import { formatEuros } from '#shared/format.js';
import type { Letter } from '#shared/letters/letters.schema.js';
import { letterSpecs, renderLetter, type LetterSpec } from '../scripts/letters/corpus.js';
import { pdfBytes } from '../src/scripts/sample-files.js';
import { formatIban } from '../web/lib/format.js';
import { axe } from './axe.js';
import { SCREENSHOTS, snap } from './screenshots.js';
import {
  DESKTOP,
  PHONE,
  launchBrowser,
  newContext,
  startServer,
  type RunningServer,
  unexpected,
  toast,
  confirmEmailAddress,
  createAdmin,
  passSecondFactor,
  setAccountLanguage,
  openPage,
  download,
} from './support.js';
import { trackRequests } from './waits.js';

let server: RunningServer;
let browser: Browser;
let dir: string;
const ADMIN = { email: 'jonas.berg@steuerhilfe.example', name: 'Jonas Berg', password: 'expert password' };
const PASSWORD = 'correct horse';

/** Photos of two sample income-tax assessments: one with a refund, one with an amount to pay by a date. */
const photos: Record<'refund' | 'payment', { path: string; spec: LetterSpec }> = {} as never;

const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/**
 * The letter moved in time by whole weeks (weekdays stay), so that it is dated about ten days
 * before today: every date it prints (ISO, 16.11.2026, 16. November 2026) moves with it.
 */
function recentLetter(spec: LetterSpec): LetterSpec {
  const target = addDays(germanToday(new Date()), -10);
  const days = Math.round(daysBetween(spec.truth.letterDate!, target) / 7) * 7;
  const move = (y: number, m: number, d: number) =>
    addDays(`${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, days)
      .split('-')
      .map(Number) as [number, number, number];
  const json = JSON.stringify(spec)
    .replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (_m, y, mo, d) =>
      move(+y, +mo, +d)
        .map((n, i) => String(n).padStart(i ? 2 : 4, '0'))
        .join('-'),
    )
    .replace(/\b(\d{2})\.(\d{2})\.(\d{4})\b/g, (_m, d, mo, y) => {
      const [yy, mm, dd] = move(+y, +mo, +d);
      return `${String(dd).padStart(2, '0')}.${String(mm).padStart(2, '0')}.${yy}`;
    })
    .replace(new RegExp(`\\b(\\d{1,2})\\. (${MONTHS.join('|')}) (\\d{4})\\b`, 'g'), (_m, d, month: string, y) => {
      const [yy, mm, dd] = move(+y, MONTHS.indexOf(month) + 1, +d);
      return `${dd}. ${MONTHS[mm - 1]} ${yy}`;
    });
  return JSON.parse(json) as LetterSpec;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'letters-e2e-'));
  // Two income-tax assessments of the sample corpus: one with a refund, one with an amount to pay by a date.
  const assessments = letterSpecs(68, 1).filter((s) => s.truth.letterType === 'einkommensteuerbescheid');
  const refund = recentLetter(assessments.find((s) => s.truth.refundCents !== null)!);
  const payment = recentLetter(assessments.find((s) => s.truth.amountDueCents !== null && s.truth.dueDate !== null)!);
  photos.refund = { path: join(dir, 'bescheid-foto.jpg'), spec: refund };
  photos.payment = { path: join(dir, 'IMG_2041.jpg'), spec: payment };
  const [started] = await Promise.all([
    startServer(),
    renderLetter(refund, { photoPath: photos.refund.path }),
    renderLetter(payment, { photoPath: photos.payment.path }),
  ]);
  server = started;
  browser = await launchBrowser();
  await createAdmin(server, ADMIN);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A full-page screenshot from the top (sticky headers then sit where they belong), when SCREENSHOTS=1. */
async function shot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/** Noon in Berlin on `date` (CET or CEST, whichever applies then). */
function noonInBerlin(date: string): Date {
  for (const offset of ['+01:00', '+02:00']) {
    const at = new Date(`${date}T12:00:00${offset}`);
    const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' }).format(at);
    if (hour === '12') return at;
  }
  throw new Error(`no noon in Berlin on ${date}`);
}

/** The reminder e-mails to `email` in the outbox (.eml files), parsed. */
async function remindersTo(email: string) {
  const outbox = server.config.mail.outboxDir;
  const mails = [];
  for (const f of readdirSync(outbox).filter((name) => name.endsWith('.eml') && name.includes('letter.reminder'))) {
    const mail = await PostalMime.parse(readFileSync(join(outbox, f)));
    if (mail.to?.some((a) => 'address' in a && a.address === email)) mails.push(mail);
  }
  return mails;
}

/** The 7-day reminder: run the schedule at noon (Berlin) a week before the deadline, deliver, read the outbox. */
async function sevenDayReminder(email: string, deadline: string) {
  const queued = await server.app.queueLetterReminders(noonInBerlin(addDays(deadline, -7)));
  expect(queued).toBeGreaterThanOrEqual(1);
  await server.app.mailer.deliverDue();
  // The runner's own loop may be delivering the same batch: wait until the file is there.
  for (let i = 0; i < 100; i++) {
    const mails = await remindersTo(email);
    if (mails.length > 0) return mails;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no reminder for ${email}`);
}

/**
 * What a client does with the recognised details: compares them with the letter and corrects what
 * the reading got wrong (the date, the Land; the amount and due date when the letter has them),
 * and chooses how the letter came. OCR of a photo may miss a value; the flow does not depend on it.
 */
async function checkDetails(page: Page, spec: LetterSpec, language: 'en' | 'de'): Promise<void> {
  const en = language === 'en';
  const state = STATE_NAMES[spec.truth.state as GermanState][language];
  const date = page.getByLabel(en ? 'Date of the letter' : 'Datum des Briefs');
  if ((await date.inputValue()) !== spec.truth.letterDate) await date.fill(spec.truth.letterDate!);
  await page.getByRole('button', { name: en ? /How did it come\?/ : /Wie kam der Brief\?/ }).click();
  await page.getByRole('option', { name: en ? 'By post to an address in Germany' : 'Per Post an eine Adresse in Deutschland' }).click();
  const land = page.getByRole('button', { name: en ? /Land \(federal state\) of the Finanzamt/ : /Bundesland des Finanzamts/ });
  if (!(await land.innerText()).includes(state)) {
    await land.click();
    await page.getByRole('option', { name: state, exact: true }).click();
  }
  await expect.poll(() => land.innerText()).toContain(state);
  if (spec.truth.amountDueCents !== null) {
    const amount = page.getByRole('textbox', { name: en ? 'Amount to pay (€)' : 'Zu zahlender Betrag (€)' });
    const euros = new Intl.NumberFormat(en ? 'en-GB' : 'de-DE', { minimumFractionDigits: 2 }).format(spec.truth.amountDueCents / 100);
    if ((await amount.inputValue()) !== euros) await amount.fill(euros);
  }
  if (spec.truth.dueDate !== null) {
    const due = page.getByLabel(en ? 'Due date printed on the letter' : 'Im Brief genanntes Fälligkeitsdatum');
    if ((await due.inputValue()) !== spec.truth.dueDate) await due.fill(spec.truth.dueDate);
  }
}

/** The letter as the API gives it to the signed-in client (the page's cookies). */
async function letterOf(page: Page, id: string, lang: 'en' | 'de'): Promise<Letter> {
  const res = await page.request.get(`${server.url}/api/letters/${id}?lang=${lang}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Letter;
}

/** The admin answers from the inbox: opens the letter, writes the explanation, attaches the translation. */
async function explainAsAdmin(
  clientName: string,
  language: 'en' | 'de',
  answer: { summary: string; meaning: string; action: string; actionBy: string },
  translation: { name: string; bytes: Buffer },
  screenshot: string,
  correction?: { label: string; value: string },
): Promise<void> {
  const en = language === 'en';
  const context = await newContext(browser, { viewport: DESKTOP, language });
  const { page, errors } = await openPage(context);
  const inFlight = trackRequests(page);
  // The expert's account works in this language (the console follows it after sign-in).
  await setAccountLanguage(server, ADMIN.email, language);
  await page.goto(`${server.url}/login`);
  await page.getByLabel(en ? 'Email' : 'E-Mail').fill(ADMIN.email);
  await page.getByLabel(en ? 'Password' : 'Passwort').fill(ADMIN.password);
  await page.getByRole('button', { name: en ? 'Login' : 'Anmelden' }).click();
  await passSecondFactor(page, server, ADMIN.email, language);
  await page.waitForURL('**/admin');

  // The inbox lists the letter with its deadline and the client's question.
  const row = page
    .getByRole('listitem')
    .filter({ hasText: clientName })
    .filter({ hasText: en ? 'Income tax assessment' : 'Einkommensteuerbescheid' });
  await row
    .getByText(en ? /\d+ days left/ : /noch \d+ Tage/)
    .first()
    .waitFor();
  await shot(page, `admin-inbox-${language}-desktop`);
  const failures: string[] = [];
  await axe(page, inFlight, 'admin inbox', failures);
  await row.getByRole('link', { name: en ? 'Open the letter' : 'Brief öffnen' }).click();
  await page.waitForURL('**/admin/letters/*');
  // The recognised text of the photo, as read.
  await page
    .getByRole('region', { name: en ? 'Recognised text, page 1' : 'Erkannter Text, Seite 1' })
    .getByText(/Finanzamt/)
    .first()
    .waitFor();

  // A correction: only the changed detail is saved, as the expert's; the client is told.
  if (correction) {
    await page.getByRole('textbox', { name: correction.label, exact: true }).fill(correction.value);
    await page.getByRole('button', { name: en ? 'Save corrections' : 'Korrekturen speichern' }).click();
    await toast(page)
      .getByText(en ? 'Corrections saved' : 'Korrekturen gespeichert')
      .waitFor();
    await page.getByText(en ? 'Corrected by an expert' : 'Vom Experten korrigiert', { exact: true }).waitFor();
  }

  // Sent empty, the explanation names each missing part.
  await page.getByRole('button', { name: en ? 'Send explanation' : 'Erklärung senden' }).click();
  for (const text of en
    ? ['Enter a summary', 'Enter what the letter means', 'Enter what the client needs to do']
    : ['Geben Sie eine Zusammenfassung ein', 'Geben Sie an, was der Brief bedeutet', 'Geben Sie an, was die Kundin oder der Kunde tun muss']) {
    await page.getByText(text, { exact: true }).waitFor();
  }
  expect(await page.getByText(en ? 'Answer is required' : 'Eine Antwort ist erforderlich').count()).toBe(0);

  await page.getByRole('textbox', { name: en ? 'Summary' : 'Zusammenfassung' }).fill(answer.summary);
  await page.getByRole('textbox', { name: en ? 'What it means' : 'Was er bedeutet' }).fill(answer.meaning);
  await page.getByRole('textbox', { name: en ? 'What the client needs to do' : 'Was die Kundin oder der Kunde tun muss' }).fill(answer.action);
  await page.getByLabel(en ? 'By when (optional)' : 'Bis wann (optional)').fill(answer.actionBy);
  await page.locator('input[type=file]').setInputFiles({ name: translation.name, mimeType: 'application/pdf', buffer: translation.bytes });
  await page.getByText(translation.name).waitFor();
  await page.getByRole('button', { name: en ? 'Send explanation' : 'Erklärung senden' }).click();
  await toast(page)
    .getByText(en ? 'Explanation sent' : 'Erklärung gesendet')
    .waitFor();
  await page.getByText(en ? 'This is what the client sees.' : 'So sieht es die Kundin oder der Kunde.').waitFor();
  await page.getByText(answer.summary).first().waitFor();
  await shot(page, screenshot);

  await axe(page, inFlight, 'admin letter', failures);
  expect(failures).toEqual([]);
  expect(unexpected(errors)).toEqual([]);
  await context.close();
}

describe('a Finanzamt letter in English on a desktop', () => {
  it('upload a photo, confirm the recognised details, see the Einspruch deadline, ask; the expert explains; the reminder comes', async () => {
    const { spec, path } = photos.refund;
    const context = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    const inFlight = trackRequests(page);

    // Register; the dashboard leads to the letters.
    await page.goto(`${server.url}/register`);
    const email = `clara-${Date.now()}@example.com`;
    await page.getByLabel('Full name').fill('Clara Jensen');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Welcome, Clara Jensen!').waitFor();
    // The reminder e-mail goes only to a confirmed address: Clara opens the confirmation link.
    await confirmEmailAddress(server, email);
    await shot(page, 'letters-dashboard-en-desktop');
    await page.getByRole('link', { name: /Add a letter/ }).click();
    await page.waitForURL('**/letters#add-letter');
    await page.getByText('No letters yet').waitFor();

    // Nothing chosen: it says so. Then upload the photo; the letter's page shows the reading, then
    // the recognised details.
    await page.getByRole('button', { name: 'Upload letter' }).click();
    await page.getByText('Choose the letter’s PDF or photos first.').waitFor();
    await page.getByLabel('Choose PDF or photos').setInputFiles(path);
    await page.getByText('bescheid-foto.jpg').waitFor();
    await page.getByRole('button', { name: 'Upload letter' }).click();
    await page.waitForURL(/\/letters\/[0-9a-f-]{36}$/);
    const letterId = page.url().split('/').at(-1)!;
    await page.getByText('The letter has been read. Please check the recognised details below.').waitFor({ timeout: 45_000 });
    await page.getByRole('heading', { level: 1, name: 'Income tax assessment' }).waitFor();
    const finanzamt = await page.getByRole('textbox', { name: 'Finanzamt', exact: true }).inputValue();
    expect(finanzamt).toContain('Finanzamt');
    expect(await page.getByText('Recognised – please check', { exact: true }).count()).toBeGreaterThan(3);
    // Nothing is computed from recognised values: the page asks for the details to be confirmed.
    await page.getByText('To calculate the deadlines, we need these details confirmed:').waitFor();

    // Confirm: choose how the letter came, check the Land (recognised from the tax number) and the rest.
    await checkDetails(page, spec, 'en');
    // A wrong value is refused by the shared schema, under its field, which gets the focus.
    const taxYear = page.getByRole('textbox', { name: 'Tax year', exact: true });
    await taxYear.fill('20x4');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('Enter the tax year as four digits').waitFor();
    await expect.poll(() => taxYear.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await taxYear.getAttribute('aria-invalid')).toBe('true');
    await taxYear.fill(String(spec.truth.taxYear));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await toast(page).getByText('Details confirmed').waitFor();
    // Confirmed details are a list to read, with no field to type in; "Correct details" opens the
    // form again with the focus in it, and "Cancel" closes it, the focus back on the button.
    const details = page.locator('#letter-details');
    await details.getByText('These details are confirmed; the deadlines are calculated from them.').waitFor();
    await details
      .getByRole('definition')
      .filter({ hasText: String(spec.truth.taxYear) })
      .waitFor();
    await details.getByRole('definition').filter({ hasText: finanzamt }).waitFor();
    expect(await details.getByRole('textbox').count()).toBe(0);
    await details.getByRole('button', { name: 'Correct details' }).click();
    await details.getByRole('textbox', { name: 'Tax year', exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#letter-details form') !== null)).toBe(true);
    await details.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Correct details');
    expect(await details.getByRole('textbox').count()).toBe(0);

    // The Einspruch deadline, with the days left counted from today in Germany.
    const [objection] = (await letterOf(page, letterId, 'en')).deadlines.filter((d) => d.kind === 'objection');
    expect(objection).toBeDefined();
    const daysLeft = daysBetween(germanToday(new Date()), objection!.date);
    expect(daysLeft).toBeGreaterThan(7);
    const card = page.getByRole('listitem').filter({ hasText: 'Last day for an Einspruch (objection)' });
    await card.getByText(formatLongDate(objection!.date, 'en'), { exact: true }).waitFor();
    await card.getByText(`${daysLeft} days left`).waitFor();
    await card.getByRole('button', { name: /How we calculated this/ }).click();
    await card.getByText('§ 122 (2) no. 1 AO').waitFor();
    const ics = (await download(context, page, () => card.getByRole('button', { name: 'Add to calendar (.ics)' }).click())).bytes;
    expect(ics.toString('utf8')).toContain(`DTSTART;VALUE=DATE:${objection!.date.replace(/-/g, '')}`);

    // Ask an expert about it.
    const question = 'Do I need to do anything about this assessment, or just wait for the refund?';
    await page.getByRole('textbox', { name: 'Your question' }).fill(question);
    await page.getByRole('button', { name: 'Ask an expert', exact: true }).click();
    await toast(page).getByText('Question submitted').waitFor();
    await page.getByRole('listitem').filter({ hasText: question }).getByText('Pending').waitFor();
    await shot(page, 'letter-en-desktop');

    // The list: type, Finanzamt, next deadline with the days left.
    await page.getByRole('link', { name: '← All letters' }).click();
    await page.waitForURL('**/letters');
    const row = page.getByRole('listitem').filter({ hasText: 'Income tax assessment' });
    await row.getByText(finanzamt).waitFor();
    await row.getByText(`${daysLeft} days left`).waitFor();
    await shot(page, 'letters-en-desktop');

    const failures: string[] = [];
    await axe(page, inFlight, '/letters', failures);
    await page.goto(`${server.url}/letters/${letterId}`);
    await axe(page, inFlight, '/letters/:id', failures);
    expect(failures).toEqual([]);

    // The expert explains and attaches a translation.
    const translation = pdfBytes('Translation: Income tax assessment 2024 for Clara Jensen');
    const summary = 'This is your income tax assessment for 2024. You get a refund; nothing to pay.';
    await explainAsAdmin(
      'Clara Jensen',
      'en',
      {
        summary,
        meaning: 'The tax office accepted your return as filed. The refund is transferred to your account within a few days.',
        action: 'Check the refund arrives. Only if something is wrong, file an Einspruch before the deadline.',
        actionBy: objection!.date,
      },
      { name: 'Translation.pdf', bytes: translation },
      'admin-letter-en-desktop',
      { label: 'Finanzamt', value: `${spec.truth.finanzamt}, Servicezentrum` },
    );

    // The client reads the explanation and downloads the translation: the same bytes.
    await page.reload();
    await page.getByRole('heading', { name: 'Your expert’s explanation' }).waitFor();
    await page.getByText(summary).first().waitFor();
    await page.getByText(`What you need to do (by ${formatLongDate(objection!.date, 'en')})`).waitFor();
    await page.getByRole('listitem').filter({ hasText: question }).getByText('Answered', { exact: true }).waitFor();
    const bytes = (await download(context, page, () => page.getByRole('link', { name: 'Download Translation' }).click())).bytes;
    expect(bytes.equals(translation)).toBe(true);
    // The expert's correction, marked as such in the list of confirmed details.
    await page
      .locator('#letter-details')
      .getByRole('definition')
      .filter({ hasText: `${spec.truth.finanzamt}, Servicezentrum` })
      .getByText('Corrected by your expert', { exact: true })
      .waitFor();
    await shot(page, 'letter-explained-en-desktop');

    // A week before the deadline, the reminder (in English).
    const [mail] = await sevenDayReminder(email, objection!.date);
    expect(mail!.subject).toBe('Deadline in 7 days: Income tax assessment');

    // Done: no more reminders; it can be reopened.
    await page.getByRole('button', { name: 'Mark as done' }).click();
    await toast(page).getByText('Marked as done').waitFor();
    await page.getByRole('button', { name: 'Reopen' }).waitFor();

    // The translation is in the folder "From your expert", listed first; it is no upload target.
    await page.goto(`${server.url}/documents`);
    const folders = page.getByRole('listbox', { name: 'Folders' }).getByRole('option');
    await expect.poll(() => folders.nth(1).innerText()).toMatch(/From your expert/);
    await page.getByRole('option', { name: /^From your expert/ }).click();
    await page.getByText('Translation.pdf').first().waitFor();
    await page.getByRole('button', { name: /Folder \(optional\)/ }).click();
    await page.getByRole('option', { name: 'No folder' }).waitFor();
    expect(
      await page
        .getByRole('listbox')
        .last()
        .getByRole('option', { name: /From your expert/ })
        .count(),
    ).toBe(0);
    await page.keyboard.press('Escape');

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('a Finanzamt letter in German on a phone', () => {
  it('take a photo, confirm in German, see the Einspruch deadline, ask; the expert explains; the reminder comes in German', async () => {
    const { spec, path } = photos.payment;
    const context = await newContext(browser, { viewport: PHONE, language: 'de' });
    const { page, errors } = await openPage(context);
    const inFlight = trackRequests(page);

    await page.goto(`${server.url}/register`);
    const email = `emre-${Date.now()}@example.com`;
    await page.getByLabel('Vollständiger Name').fill('Emre Yilmaz');
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Willkommen, Emre Yilmaz!').waitFor();
    // The reminder e-mail goes only to a confirmed address: Emre opens the confirmation link.
    await confirmEmailAddress(server, email);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await shot(page, 'letters-dashboard-de-phone');
    await page.getByRole('link', { name: /Brief hinzufügen/ }).click();
    await page.waitForURL('**/letters#add-letter');

    // On a phone the camera is offered as well.
    await page.getByLabel('Foto aufnehmen').setInputFiles(path);
    await page.getByText('IMG_2041.jpg').waitFor();
    await shot(page, 'letters-add-de-phone');
    await page.getByRole('button', { name: 'Brief hochladen' }).click();
    await page.waitForURL(/\/letters\/[0-9a-f-]{36}$/);
    const letterId = page.url().split('/').at(-1)!;
    await page.getByText('Der Brief ist gelesen. Bitte prüfen Sie unten die erkannten Angaben.').waitFor({ timeout: 45_000 });
    await page.getByRole('heading', { level: 1, name: 'Einkommensteuerbescheid' }).waitFor();
    // The amount to pay, when read, in German notation.
    expect(await page.getByRole('textbox', { name: 'Zu zahlender Betrag (€)' }).inputValue()).toMatch(/^$|^\d{1,3}(\.\d{3})*,\d{2}$/);
    await page.getByText('Erkannt – bitte prüfen', { exact: true }).first().waitFor();
    await checkDetails(page, spec, 'de');
    // What to pay, to whom and with which reference: typed in where the photo did not give it.
    const iban = page.getByRole('textbox', { name: 'IBAN', exact: true });
    if (!(await iban.inputValue())) await iban.fill('DE70 7000 0000 0070 0015 00');
    const reference = page.getByRole('textbox', { name: 'Verwendungszweck', exact: true });
    if (!(await reference.inputValue())) await reference.fill(`${spec.truth.steuernummer} ESt ${spec.truth.taxYear}`);
    await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
    await toast(page).getByText('Angaben bestätigt').waitFor();

    const letter = await letterOf(page, letterId, 'de');
    const objection = letter.deadlines.find((d) => d.kind === 'objection')!;
    expect(letter.deadlines.map((d) => d.kind).sort()).toEqual(['objection', 'payment']);
    const daysLeft = daysBetween(germanToday(new Date()), objection.date);
    const card = page.getByRole('listitem').filter({ hasText: 'Letzter Tag für einen Einspruch' });
    await card.getByText(formatLongDate(objection.date, 'de'), { exact: true }).waitFor();
    await card.getByText(`noch ${daysLeft} Tage`).waitFor();
    const paymentCard = page.getByRole('listitem').filter({ hasText: 'Zahlung fällig' });
    await paymentCard.getByText(/Kein Säumniszuschlag/).waitFor();
    // The card and its calendar entry say what to pay, to which account and with which reference.
    const paid = letter.fields;
    await paymentCard.getByText(formatEuros(paid.amountDueCents!, 'de', true), { exact: true }).waitFor();
    await paymentCard.getByText(formatIban(paid.iban!), { exact: true }).waitFor();
    await paymentCard.getByText(paid.paymentReference!, { exact: true }).waitFor();
    const entry = (await download(context, page, () => paymentCard.getByRole('button', { name: 'Zum Kalender hinzufügen (.ics)' }).click())).bytes
      .toString('utf8')
      .replace(/\r?\n[ \t]/g, '');
    expect(entry).toContain(`IBAN: ${formatIban(paid.iban!)}`);
    expect(entry).toContain(`Verwendungszweck: ${paid.paymentReference!.replace(/([,;])/g, '\\$1')}`);

    const question = 'Muss ich den Betrag überweisen, obwohl ich Einspruch einlegen möchte?';
    await page.getByRole('textbox', { name: 'Ihre Frage' }).fill(question);
    await page.getByRole('button', { name: 'Frage stellen', exact: true }).click();
    await toast(page).getByText('Frage gesendet').waitFor();
    await page.getByRole('listitem').filter({ hasText: question }).getByText('Ausstehend').waitFor();
    await shot(page, 'letter-de-phone');

    await page.getByRole('link', { name: '← Alle Briefe' }).click();
    await page.waitForURL('**/letters');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Einkommensteuerbescheid' })
      .getByText(/noch \d+ Tage/)
      .waitFor();
    await shot(page, 'letters-de-phone');
    const failures: string[] = [];
    await axe(page, inFlight, '/letters (de, phone)', failures);
    await page.goto(`${server.url}/letters/${letterId}`);
    await axe(page, inFlight, '/letters/:id (de, phone)', failures);
    expect(failures).toEqual([]);

    const translation = pdfBytes('Übersetzung: Einkommensteuerbescheid 2023 für Emre Yilmaz');
    const summary = 'Das ist Ihr Einkommensteuerbescheid für 2023. Sie müssen nachzahlen.';
    await explainAsAdmin(
      'Emre Yilmaz',
      'de',
      {
        summary,
        meaning: 'Das Finanzamt hat Ihre Erklärung übernommen; die Nachzahlung ergibt sich aus den fehlenden Vorauszahlungen.',
        action: 'Überweisen Sie den Betrag bis zum Fälligkeitstag. Ein Einspruch hält die Zahlung nicht auf.',
        actionBy: letter.deadlines.find((d) => d.kind === 'payment')!.date,
      },
      { name: 'Erklaerung.pdf', bytes: translation },
      'admin-letter-de-desktop',
    );

    await page.reload();
    await page.getByRole('heading', { name: 'Erklärung Ihres Experten' }).waitFor();
    await page.getByText(summary).first().waitFor();
    const bytes = (await download(context, page, () => page.getByRole('link', { name: 'Erklaerung herunterladen' }).click())).bytes;
    expect(bytes.equals(translation)).toBe(true);
    await shot(page, 'letter-explained-de-phone');

    const mails = await sevenDayReminder(email, objection.date);
    expect(mails.map((m) => m.subject)).toContain('Frist in 7 Tagen: Einkommensteuerbescheid');

    // A letter without a photo: entered by hand, it asks for the details the deadlines need.
    await page.getByRole('link', { name: '← Alle Briefe' }).click();
    await page.waitForURL('**/letters');
    await page.getByRole('button', { name: 'Von Hand eingeben' }).click();
    await page.waitForURL(/\/letters\/[0-9a-f-]{36}$/);
    await page.getByText('Dieser Brief wurde von Hand eingegeben; er hat keine Seiten.').waitFor();
    await page.getByText('Um die Fristen zu berechnen, brauchen wir diese Angaben bestätigt:').waitFor();

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

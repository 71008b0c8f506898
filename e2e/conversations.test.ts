/**
 * A question as a conversation, in real Chromium against the real server and built client:
 * - in English on a desktop: a client (Starter package: "within 48 hours") asks with a document of
 *   their own attached; the expert replies in the console with a file (it lands in the client's
 *   folder "From your expert"); the client follows up with a newly uploaded file; the expert
 *   corrects the reply and the client sees it "edited";
 * - the same conversation page in German on a 390-px phone (follow-up with a document picked from
 *   the client's own), and a client without hours told so before asking, with the way to buy
 *   hours; the console marks that question "no hours";
 * - axe finds no WCAG 2.2 AA violations on the new pages.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { pdfBytes } from '../src/scripts/sample-files.js';
import { multipart } from '../src/test/files.js';
import { axe } from './axe.js';
import { snap } from './screenshots.js';
import {
  DESKTOP,
  PHONE,
  newContext,
  toast,
  unexpected,
  watchPage,
  type RunningServer,
  registerClient as registerClientVia,
  useServerWithAdmin,
  logIn,
  givePackage,
} from './support.js';
import { type RequestTracker, trackRequests } from './waits.js';

let server: RunningServer;
let browser: Browser;
const ADMIN = { email: 'jonas.weber@steuerhilfe.example', name: 'Jonas Weber', password: 'expert password' };
const PASSWORD = 'correct horse';
const failures: string[] = [];

/** The conversation made by the first test, which the second opens in German. */
let shared: { client: { email: string; id: string; cookie: string }; questionId: string; admin: Opened } | undefined;

interface Opened {
  page: Page;
  errors: string[];
  inFlight: RequestTracker;
}

useServerWithAdmin(ADMIN, (started, launched) => {
  [server, browser] = [started, launched];
});

const registerClient = (name: string) => registerClientVia(server, name, PASSWORD);

async function uploadDocument(cookie: string, title: string, filename: string) {
  const body = multipart({ title, folderId: '' }, { filename, content: pdfBytes() });
  const res = await server.app.inject({ method: 'POST', url: '/api/documents', cookies: { session: cookie }, headers: body.headers, payload: body.payload });
  expect(res.statusCode).toBe(201);
}

async function open(context: BrowserContext): Promise<Opened> {
  const page = await context.newPage();
  const inFlight = trackRequests(page);
  return { page, errors: watchPage(page).errors, inFlight };
}

describe('a conversation', () => {
  it('in English on a desktop: ask with a document, a reply with a file, a follow-up with an upload, a corrected reply', async () => {
    const client = await registerClient('Maya Brooks');
    await givePackage(server, client.id, 'Starter', { boughtDaysAgo: 3, validForDays: 360 });
    await uploadDocument(client.cookie, 'Payslip December', 'payslip.pdf');

    // The client asks, attaching a document of their own; the form tells the Starter response time.
    const maya = await open(await newContext(browser, { viewport: DESKTOP }));
    await logIn(maya.page, server, { email: client.email, password: PASSWORD }, '/dashboard', 'en');
    await maya.page.goto(`${server.url}/questions`);
    await maya.page.getByText('With your Starter package, our experts respond within 48 hours on business days.').waitFor();
    const question = 'Is the bonus on my December payslip taxed differently?';
    await maya.page.getByRole('textbox', { name: 'Your question' }).fill(question);
    await maya.page.getByRole('button', { name: 'Choose from my documents' }).click();
    // The checkbox's label takes the click (react-aria hides the input visually).
    await maya.page.getByRole('group', { name: 'Your documents' }).getByText('Payslip December').click();
    expect(await maya.page.getByRole('checkbox', { name: /Payslip December/ }).isChecked()).toBe(true);
    await maya.page.getByRole('list', { name: 'Attached documents' }).getByText('Payslip December').waitFor();
    await maya.page.getByRole('button', { name: 'Submit Question' }).click();
    await toast(maya.page).getByText('Question submitted').waitFor();
    await maya.page.getByRole('link', { name: 'Open the conversation (1 message)' }).click();
    await maya.page.waitForURL('**/questions/*');
    const questionId = new URL(maya.page.url()).pathname.split('/').pop()!;
    const conversation = maya.page.getByRole('list', { name: 'Conversation' });
    await conversation.getByText(question).waitFor();
    await conversation.getByRole('link', { name: 'Payslip December' }).waitFor();
    await axe(maya.page, maya.inFlight, '/questions/:id (pending)', failures);

    // The expert opens the conversation from the inbox and replies with a file.
    const admin = await open(await newContext(browser, { viewport: DESKTOP }));
    await logIn(admin.page, server, ADMIN, '/admin', 'en');
    const card = admin.page.getByRole('listitem').filter({ hasText: question });
    await card.getByRole('link', { name: 'Open the conversation (1 message)' }).click();
    await admin.page.waitForURL(`**/admin/questions/${questionId}`);
    await admin.page.getByRole('list', { name: 'Conversation' }).getByText(question).waitFor();
    const reply = 'Yes: the bonus is taxed as a one-off payment (sonstiger Bezug). The filled-in calculation is attached.';
    await admin.page.getByRole('textbox', { name: 'Your reply' }).fill(reply);
    await admin.page
      .locator('input[type="file"][name="file"]')
      .setInputFiles({ name: 'Bonus calculation.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await admin.page.getByRole('list', { name: 'Chosen files' }).getByText('Bonus calculation.pdf').waitFor();
    await admin.page.getByRole('button', { name: 'Send reply' }).click();
    await toast(admin.page).getByText('Reply sent').waitFor();
    await admin.page.getByRole('list', { name: 'Conversation' }).getByRole('link', { name: 'Bonus calculation' }).waitFor();
    await axe(admin.page, admin.inFlight, '/admin/questions/:id', failures);

    // The expert's file is the client's, in "From your expert".
    const folders = (await server.app.inject({ method: 'GET', url: '/api/folders', cookies: { session: client.cookie } })).json() as {
      id: string;
      kind: string;
    }[];
    const docs = (await server.app.inject({ method: 'GET', url: '/api/documents', cookies: { session: client.cookie } })).json() as {
      filename: string;
      folderId: string | null;
    }[];
    expect(docs.find((d) => d.filename === 'Bonus calculation.pdf')?.folderId).toBe(folders.find((f) => f.kind === 'expert')!.id);

    // The client sees the reply with the file, and follows up with a newly uploaded file.
    await maya.page.reload();
    await conversation.getByText(reply).waitFor();
    await conversation.getByRole('link', { name: 'Bonus calculation' }).waitFor();
    await maya.page.getByText('Answered', { exact: true }).first().waitFor();
    const followUp = maya.page.getByRole('region', { name: 'Ask a follow-up question' });
    await followUp.getByRole('textbox', { name: 'Your message' }).fill('Thanks! Does the same apply to my holiday pay? The statement is attached.');
    await followUp.locator('input[type="file"]').setInputFiles({ name: 'holiday-pay.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await followUp.getByRole('list', { name: 'Attached documents' }).getByText('holiday-pay').waitFor();
    await followUp.getByRole('button', { name: 'Send follow-up' }).click();
    await toast(maya.page).getByText('Follow-up sent').waitFor();
    await conversation.getByRole('link', { name: 'holiday-pay' }).waitFor();
    await maya.page.getByText('Pending', { exact: true }).first().waitFor();
    expect(await maya.page.locator('.message').count()).toBe(3);

    // The expert corrects the reply; the client sees it edited, with the time.
    await admin.page.reload();
    await admin.page.getByRole('list', { name: 'Conversation' }).getByRole('link', { name: 'holiday-pay' }).waitFor();
    await admin.page.getByRole('button', { name: 'Correct this reply' }).click();
    const corrected = 'Yes: the bonus is a one-off payment (sonstiger Bezug) and is taxed with the annual table. The calculation is attached.';
    await admin.page.getByRole('textbox', { name: 'Corrected reply' }).fill(corrected);
    await admin.page.getByRole('button', { name: 'Save correction' }).click();
    await toast(admin.page).getByText('Reply corrected').waitFor();
    await admin.page.getByRole('list', { name: 'Conversation' }).getByText(corrected).waitFor();

    await maya.page.reload();
    const expertMessage = maya.page.locator('.message--expert');
    await expertMessage.getByText(corrected).waitFor();
    await expertMessage.getByText(/^edited /).waitFor();
    expect(await expertMessage.locator('time').count()).toBe(2);
    await snap(maya.page, 'conversation-en-desktop');
    await axe(maya.page, maya.inFlight, '/questions/:id (edited)', failures);
    await maya.page.goto(`${server.url}/questions`);
    await maya.page.getByRole('link', { name: 'Open the conversation (3 messages)' }).waitFor();
    await axe(maya.page, maya.inFlight, '/questions', failures);

    expect(unexpected(maya.errors)).toEqual([]);
    expect(unexpected(admin.errors)).toEqual([]);
    shared = { client, questionId, admin };
  });

  it('in German on a phone: the same conversation, a follow-up with a document of one’s own; without hours, the way to buy them', async () => {
    expect(shared).toBeDefined();
    const { client, questionId, admin } = shared!;
    const maya = await open(await newContext(browser, { viewport: PHONE, language: 'de' }));
    await logIn(maya.page, server, { email: client.email, password: PASSWORD }, '/dashboard', 'de');
    await maya.page.goto(`${server.url}/questions/${questionId}`);
    const conversation = maya.page.getByRole('list', { name: 'Unterhaltung' });
    await conversation
      .locator('.message--expert')
      .getByText(/^bearbeitet am /)
      .waitFor();
    await conversation.getByText('Sie', { exact: true }).first().waitFor();
    await conversation.getByText('Experte', { exact: true }).first().waitFor();
    // Nothing overflows the phone's width.
    expect(await maya.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const followUp = maya.page.getByRole('region', { name: 'Rückfrage stellen' });
    await followUp.getByRole('textbox', { name: 'Ihre Nachricht' }).fill('Und gilt das auch für das Urlaubsgeld im Juni?');
    await followUp.getByRole('button', { name: 'Aus meinen Dokumenten wählen' }).click();
    await followUp.getByRole('group', { name: 'Ihre Dokumente' }).getByText('Payslip December').click();
    await followUp.getByRole('button', { name: 'Rückfrage senden' }).click();
    await toast(maya.page).getByText('Rückfrage gesendet').waitFor();
    await conversation.getByText('Und gilt das auch für das Urlaubsgeld im Juni?').waitFor();
    expect(await maya.page.locator('.message').count()).toBe(4);
    await snap(maya.page, 'conversation-de-phone');
    await axe(maya.page, maya.inFlight, '/questions/:id (de, phone)', failures);

    // A client without hours is told so before asking, with the way to buy hours, and may still ask.
    const broke = await registerClient('Jan Kowalski');
    const jan = await open(await newContext(browser, { viewport: PHONE, language: 'de' }));
    await logIn(jan.page, server, { email: broke.email, password: PASSWORD }, '/dashboard', 'de');
    await jan.page.goto(`${server.url}/questions`);
    await jan.page.getByText('Sie haben keine Stunden mehr').waitFor();
    await jan.page.getByText('Sie haben kein aktives Paket. Unser allgemeines Versprechen: eine Antwort innerhalb von 24 Stunden an Werktagen.').waitFor();
    const buy = jan.page.getByRole('link', { name: 'Stunden kaufen' });
    expect(new URL(await buy.evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toBe('/order');
    await axe(jan.page, jan.inFlight, '/questions (de, phone, no hours)', failures);
    const question = 'Ich habe keine Stunden mehr: Muss ich die Grundsteuer-Erklärung abgeben?';
    await jan.page.getByRole('textbox', { name: 'Ihre Frage' }).fill(question);
    await jan.page.getByRole('button', { name: 'Frage senden' }).click();
    await jan.page.getByRole('link', { name: 'Unterhaltung öffnen (1 Nachricht)' }).waitFor();

    // The console marks it "no hours".
    await admin.page.goto(`${server.url}/admin`);
    await admin.page.getByRole('listitem').filter({ hasText: question }).getByText('No hours').waitFor();

    expect(unexpected(maya.errors)).toEqual([]);
    expect(unexpected(jan.errors)).toEqual([]);
    expect(failures).toEqual([]);
  });
});

/**
 * The person's flows in real Chromium against the real server and built client:
 * register, ask a question, create a folder, upload a real PDF and download the same bytes;
 * then the same portal in German on a phone; login failures; logout and protected pages.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from './screenshots.js';
import { PHONE, newContext, type RunningServer, unexpected, useServerAndBrowser, givePackage, openContextPage } from './support.js';
import { pdfBytes } from '../src/scripts/sample-files.js';
import { rootEm } from '../src/db.js';

import { QuestionEntity } from '../src/modules/questions/question.entity.js';

let server: RunningServer;
let browser: Browser;

useServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

async function toast(page: Page) {
  return page.getByRole('region', { name: /Notifications \(F8\)|Benachrichtigungen \(F8\)/ });
}

async function registerThroughApi(name: string, language: 'en' | 'de' = 'en') {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
  const res = await server.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name, email, password: 'correct horse', language } });
  expect(res.statusCode).toBe(201);
  return { email, id: res.json().user.id as string };
}

describe('the client portal in English on a desktop', () => {
  it('register, ask, create a folder, upload a real PDF and download the same bytes, log out', async () => {
    const { context, page, watch } = await openContextPage(browser);

    // A protected page sends a visitor to /login.
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL('**/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    // Register.
    await page.getByRole('link', { name: 'Register' }).first().click();
    await page.waitForURL('**/register');
    const email = `anna-${randomUUID().slice(0, 8)}@example.com`;
    await page.getByLabel('Full name').fill('Anna Kowalski');
    await page.getByLabel('Email').fill(email);
    // A common password is refused with its own message (docs/decisions/019-password-policy.md).
    await page.getByLabel('Password').fill('password123');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('This password is too common or has appeared in a data breach. Please choose another one.').first().waitFor();
    expect(await page.getByText('This email is already registered').count()).toBe(0);
    await page.getByLabel('Password').fill('correct horse');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/dashboard');
    await (await toast(page)).getByText('Registration successful').waitFor();
    // The first visit, straight after registering: "Welcome", not "Welcome back" (docs/decisions/026-first-visit-welcome.md).
    await page.getByText('Welcome, Anna Kowalski!').waitFor();
    await page.getByText('No Packages Yet').waitFor();
    await snap(page, 'dashboard-empty-en-desktop');

    // Ask a question.
    await page
      .getByRole('link', { name: /Questions/ })
      .first()
      .click();
    await page.waitForURL('**/questions');
    await page.getByText('No questions yet').waitFor();
    await page.getByRole('textbox', { name: 'Your question' }).fill('What does "Vorbehalt der Nachprüfung" on my Steuerbescheid mean?');
    await page.getByRole('button', { name: 'Submit Question' }).click();
    await (await toast(page)).getByText('Question submitted').waitFor();
    await page.getByText('What does "Vorbehalt der Nachprüfung" on my Steuerbescheid mean?').waitFor();
    await page.getByText('Pending').first().waitFor();

    // Create a folder: Create stays disabled while the trimmed name is empty.
    await page.getByRole('link', { name: /Back to Dashboard/ }).click();
    await page
      .getByRole('link', { name: /Documents/ })
      .first()
      .click();
    await page.waitForURL('**/documents');
    await page.getByRole('button', { name: 'New Folder' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Folder name').fill('   ');
    expect(await dialog.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Folder name').fill('Steuerbescheide');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The sidebar lists the new folder with its document count.
    await page.getByRole('option', { name: 'Steuerbescheide 0' }).waitFor();

    // Uploading without a file says so and sends nothing.
    await page.getByLabel('Document title').fill('Steuerbescheid 2025');
    await page.getByRole('button', { name: 'Upload Document' }).click();
    await (await toast(page)).getByText('No file selected').waitFor();
    await (await toast(page)).getByText('Please select a file to upload.').waitFor();

    // Upload a real PDF into the folder.
    const pdf = pdfBytes('Einkommensteuerbescheid 2025 für Anna Kowalski');
    await page.getByRole('button', { name: /Folder \(optional\)/ }).click();
    await page.getByRole('option', { name: 'Steuerbescheide', exact: true }).click();
    await page.locator('input[type=file]').setInputFiles({ name: 'Bescheid 2025.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByText('Bescheid 2025.pdf').first().waitFor();
    await page.getByRole('button', { name: 'Upload Document' }).click();
    await (await toast(page)).getByText('Document uploaded').waitFor();
    const card = page
      .getByRole('article')
      .filter({ hasText: 'Steuerbescheid 2025' })
      .or(page.locator('li').filter({ hasText: 'Steuerbescheid 2025' }))
      .first();
    await card.waitFor();
    const cardText = await card.innerText();
    expect(cardText).toContain('Bescheid 2025.pdf');
    expect(pdf.length).toBeLessThan(1024); // shown in bytes below 1 KB (spec section 9)
    expect(cardText).toContain(`${pdf.length} B`);
    await snap(page, 'documents-en-desktop');

    // The Download link opens the file address in a new tab; the bytes are the same.
    const link = page.getByRole('link', { name: /Download Steuerbescheid 2025/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/documents\/[0-9a-f-]{36}\/download$/);
    // Chromium opens a tab for the link and turns the attachment into a download.
    const downloadPromise = new Promise<Download>((resolveDownload) => {
      // Depending on timing the download is reported on the opener or on the new tab.
      page.on('download', resolveDownload);
      context.on('page', (tab) => tab.on('download', resolveDownload));
    });
    await link.click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('Bescheid 2025.pdf');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(pdf)).toBe(true);

    // The folder lists its own document; All Documents lists every one.
    await page.getByRole('option', { name: 'Steuerbescheide 1' }).click();
    await page.getByRole('heading', { name: 'Steuerbescheide' }).waitFor();
    await page.getByText('Bescheid 2025.pdf').first().waitFor();
    await page.getByRole('option', { name: /^All Documents/ }).click();
    await page.getByText('Bescheid 2025.pdf').first().waitFor();

    // Log out: back to the landing page, and the portal is closed again.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/`);
    await (await toast(page)).getByText('Logged out successfully').waitFor();
    await page.goto(`${server.url}/documents`);
    // To the login, which brings the visitor back to the documents afterwards.
    await page.waitForURL('**/login?redirect=%2Fdocuments');

    expect(unexpected(watch.errors)).toEqual([]);
    await context.close();
  });

  it('shows the spec’s message when login fails, and logs in with the right password', async () => {
    const { email } = await registerThroughApi('Ben Okafor');
    const { context, page, watch } = await openContextPage(browser);
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Login' }).click();
    await (await toast(page)).getByText('Login failed').waitFor();
    await (await toast(page)).getByText('Invalid email or password').waitFor();
    expect(page.url()).toContain('/login');

    await page.getByLabel('Password').fill('correct horse');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');
    await (await toast(page)).getByText('Login successful').waitFor();
    // At most one toast at a time.
    expect(await (await toast(page)).getByRole('alertdialog').count()).toBe(1);
    expect(unexpected(watch.errors)).toEqual([]);
    await context.close();
  });
});

describe('the client portal in German on a phone', () => {
  it('shows hours, packages and an expert answer in German, and keeps the language across reloads', async () => {
    // Maria's account is German (the portal follows the account's language: docs/decisions/025-the-account-language-rules.md).
    const { email, id } = await registerThroughApi('Maria Schneider', 'de');
    // An active Professional with 2 hours used, and an answered question.
    await givePackage(server, id, 'Professional', { boughtDaysAgo: 10, validForDays: 355, hoursTotal: 10, minutesUsed: 120 });
    const em = rootEm(server.orm).fork();
    em.create(QuestionEntity, {
      userId: id,
      question: 'Muss ich gegen meinen Steuerbescheid Einspruch einlegen?',
      answer: 'Nur wenn er falsch ist: Sie haben einen Monat ab Bekanntgabe Zeit.',
      status: 'answered',
      askedAt: new Date(Date.now() - 2 * 86_400_000),
      answeredAt: new Date(Date.now() - 86_400_000),
    });
    await em.flush();

    const { context, page, watch } = await openContextPage(browser, { viewport: PHONE });
    await page.goto(`${server.url}/login`);
    // The prerendered form is enabled once the page has hydrated (and the toggle works).
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'DE', exact: true }).click();
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de');

    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Passwort').fill('correct horse');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Stunden gesamt').waitFor();
    const body = await page.locator('main').innerText();
    expect(body).toContain('10 h');
    expect(body).toContain('8 h');
    expect(body).toMatch(/1 aktives Paket/);
    await page.getByRole('progressbar').first().waitFor();
    expect(body).toContain('Professional'); // the package's name (the same in German)
    await snap(page, 'dashboard-de-phone');

    await page.reload();
    await page.getByText('Stunden gesamt').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');

    await page.goto(`${server.url}/questions`);
    await page.getByText('Expertenantwort').waitFor();
    await page.getByText('Nur wenn er falsch ist: Sie haben einen Monat ab Bekanntgabe Zeit.').waitFor();
    await page.getByText('Beantwortet').first().waitFor();
    await snap(page, 'questions-de-phone');

    await page.goto(`${server.url}/documents`);
    await page.getByRole('heading', { name: 'Dokumente', level: 1 }).waitFor();
    await snap(page, 'documents-de-phone');

    // Back to English with the toggle.
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(unexpected(watch.errors)).toEqual([]);
    await context.close();
  });

  it('an unknown address shows Page Not Found with status 404', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    const res = await page.goto(`${server.url}/no-such-page`);
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await context.close();
  });
});

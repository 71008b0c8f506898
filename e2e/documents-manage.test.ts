/**
 * A client manages their own files in real Chromium against the real server and built client:
 * renames, moves and deletes a document (after confirming), renames a folder (a name already taken
 * shows its message) and deletes a folder with its documents; the upload form refuses a file of the
 * wrong type and one over the server's limit before sending anything. Once in English on a desktop,
 * once in German on a 390-pixel phone; then a letter's page, which leads to its letter, deleted with
 * it after a confirmation. axe checks the page and the dialogs.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { rootEm } from '../src/db.js';
import { SESSION_COOKIE } from '../src/plugins/session.js';
import { pdfBytes } from '../src/scripts/sample-files.js';
import { multipart } from '../src/test/files.js';
import { axe } from './axe.js';
import { snap } from './screenshots.js';
import { DESKTOP, PHONE, newContext, toast, unexpected, watchPage, type RunningServer, useServerAndBrowser } from './support.js';
import { trackRequests, waitForData } from './waits.js';

let server: RunningServer;
let browser: Browser;
let counter = 0;

useServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

interface Seeded {
  cookie: string;
  userId: string;
  folders: Record<string, string>;
  documents: Record<string, string>;
}

/**
 * A client registered through the API with folders and uploaded documents (title -> folder name
 * or ''), with its account in `language` (the portal shows the account's language).
 */
async function seedClient(name: string, folders: string[], documents: Record<string, string>, language: 'en' | 'de' = 'en'): Promise<Seeded> {
  counter++;
  const email = `files-${counter}-${Date.now()}@example.com`;
  const res = await server.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name, email, password: 'correct horse', language } });
  expect(res.statusCode).toBe(201);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
  const cookies = { [SESSION_COOKIE]: cookie };
  // The browser gets the cookie as the server sent it (URL-encoded).
  const header = [res.headers['set-cookie']].flat().find((h) => h?.startsWith(`${SESSION_COOKIE}=`))!;
  const rawCookie = header.slice(SESSION_COOKIE.length + 1).split(';')[0]!;
  const folderIds: Record<string, string> = {};
  for (const f of folders) {
    const created = await server.app.inject({ method: 'POST', url: '/api/folders', cookies, payload: { name: f } });
    expect(created.statusCode).toBe(201);
    folderIds[f] = created.json().id;
  }
  const documentIds: Record<string, string> = {};
  for (const [title, folder] of Object.entries(documents)) {
    const body = multipart(
      { title, folderId: folder ? folderIds[folder]! : '' },
      { filename: `${title.toLowerCase().replace(/\W+/g, '-')}.pdf`, content: pdfBytes(title) },
    );
    const up = await server.app.inject({ method: 'POST', url: '/api/documents', headers: body.headers, payload: body.payload, cookies });
    expect(up.statusCode).toBe(201);
    documentIds[title] = up.json().id;
  }
  return { cookie: rawCookie, userId: res.json().user.id, folders: folderIds, documents: documentIds };
}

/** A browser context signed in as the seeded client. */
async function signedIn(seeded: Seeded, opts: { viewport: { width: number; height: number }; language?: 'en' | 'de' }): Promise<BrowserContext> {
  const context = await newContext(browser, opts);
  await context.addCookies([{ name: SESSION_COOKIE, value: seeded.cookie, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
  return context;
}

async function storageKeyOf(documentId: string): Promise<string | undefined> {
  const [row] = await rootEm(server.orm).fork().execute<{ storage_key: string }[]>(`select storage_key from documents where id = ?`, [documentId]);
  return row?.storage_key;
}

const fileOnDisk = (key: string) => existsSync(join(server.config.dataDir, 'uploads', key));

/** The card of the document titled `title`. */
function card(page: Page, title: string): Locator {
  return page.locator('.document-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Opens the actions menu of a document and picks `item`. */
async function documentAction(page: Page, title: string, menuLabel: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `${menuLabel} ${title}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Counts the document uploads (POST /api/documents) the page sends. */
function countUploads(page: Page): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/documents') n++;
  });
  return () => n;
}

interface Words {
  lang: 'en' | 'de';
  more: string;
  rename: string;
  move: string;
  del: string;
  renameTitle: string;
  docTitle: string;
  save: string;
  renamed: string;
  moveButton: string;
  moved: string;
  deleteQuestion: string;
  deleteButton: string;
  deleted: string;
  allDocuments: string;
  folderName: string;
  renameFolder: (name: string) => string;
  deleteFolder: (name: string) => string;
  taken: string;
  folderRenamed: string;
  deleteFolderAnd: string;
  folderDeleted: string;
  wrongType: string;
  tooLarge: RegExp;
  file: string;
}

const EN: Words = {
  lang: 'en',
  more: 'More actions for',
  rename: 'Rename',
  move: 'Move to folder',
  del: 'Delete',
  renameTitle: 'Rename document',
  docTitle: 'Document title',
  save: 'Save',
  renamed: 'Document renamed',
  moveButton: 'Move',
  moved: 'Document moved',
  deleteQuestion: 'Delete this document?',
  deleteButton: 'Delete document',
  deleted: 'Document deleted',
  allDocuments: 'All Documents',
  folderName: 'Folder name',
  renameFolder: (name) => `Rename folder ${name}`,
  deleteFolder: (name) => `Delete folder ${name}`,
  taken: 'You already have a folder with this name',
  folderRenamed: 'Folder renamed',
  deleteFolderAnd: 'Delete folder and 1 document',
  folderDeleted: 'Folder and its documents deleted',
  wrongType: 'Only PDF, Word (.doc, .docx), JPEG and PNG files are allowed',
  tooLarge: /This file is too large \(600\.0 KB\): files of up to 512\.0 KB can be uploaded\./,
  file: 'File',
};

const DE: Words = {
  lang: 'de',
  more: 'Weitere Aktionen für',
  rename: 'Umbenennen',
  move: 'In Ordner verschieben',
  del: 'Löschen',
  renameTitle: 'Dokument umbenennen',
  docTitle: 'Dokumenttitel',
  save: 'Speichern',
  renamed: 'Dokument umbenannt',
  moveButton: 'Verschieben',
  moved: 'Dokument verschoben',
  deleteQuestion: 'Dieses Dokument löschen?',
  deleteButton: 'Dokument löschen',
  deleted: 'Dokument gelöscht',
  allDocuments: 'Alle Dokumente',
  folderName: 'Ordnername',
  renameFolder: (name) => `Ordner ${name} umbenennen`,
  deleteFolder: (name) => `Ordner ${name} löschen`,
  taken: 'Sie haben bereits einen Ordner mit diesem Namen',
  folderRenamed: 'Ordner umbenannt',
  deleteFolderAnd: 'Ordner und 1 Dokument löschen',
  folderDeleted: 'Ordner und seine Dokumente gelöscht',
  wrongType: 'Nur PDF-, Word- (.doc, .docx), JPEG- und PNG-Dateien sind erlaubt',
  tooLarge: /Diese Datei ist zu groß \(600,0 KB\): Es können Dateien bis 512,0 KB hochgeladen werden\./,
  file: 'Datei',
};

/**
 * The whole flow in one language and viewport: rename, move and delete a document; the upload
 * form's own checks; renaming a folder (taken name first) and deleting it with its document.
 */
async function manageFiles(w: Words, viewport: { width: number; height: number }, shot: string): Promise<void> {
  const seeded = await seedClient(
    w.lang === 'de' ? 'Jana Schulz' : 'Tom Baker',
    ['Tax 2025', 'Receipts'],
    {
      'Old payslip': '',
      'Scanned receipt': 'Receipts',
      'Mistake upload': '',
    },
    w.lang,
  );
  const context = await signedIn(seeded, { viewport, language: w.lang });
  const page = await context.newPage();
  const watch = watchPage(page);
  const inFlight = trackRequests(page);
  const uploads = countUploads(page);
  const failures: string[] = [];

  await page.goto(`${server.url}/documents`);
  await waitForData(page, inFlight);
  expect(await page.locator('html').getAttribute('lang')).toBe(w.lang);
  await card(page, 'Old payslip').waitFor();
  await axe(page, inFlight, `${shot} documents`, failures);
  await snap(page, `${shot}-start`);

  // Rename.
  await documentAction(page, 'Old payslip', w.more, w.rename);
  const renameDialog = page.getByRole('dialog', { name: w.renameTitle });
  await renameDialog.waitFor();
  await axe(page, inFlight, `${shot} rename dialog`, failures);
  await renameDialog.getByLabel(w.docTitle).fill('Payslip March 2025');
  await renameDialog.getByRole('button', { name: w.save }).click();
  await toast(page).getByText(w.renamed).waitFor();
  await card(page, 'Payslip March 2025').waitFor();
  expect(await card(page, 'Old payslip').count()).toBe(0);

  // Move into the folder "Tax 2025".
  await documentAction(page, 'Payslip March 2025', w.more, w.move);
  const moveDialog = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: /Payslip March 2025/ }) });
  await moveDialog.waitFor();
  await moveDialog.locator('.select-button').click();
  await page.getByRole('option', { name: 'Tax 2025', exact: true }).click();
  await moveDialog.getByRole('button', { name: w.moveButton, exact: true }).click();
  await toast(page).getByText(w.moved).waitFor();
  await page.getByRole('option', { name: /^Tax 2025/ }).click();
  await card(page, 'Payslip March 2025').waitFor();
  expect(await card(page, 'Scanned receipt').count()).toBe(0);
  await page.getByRole('option', { name: new RegExp(`^${w.allDocuments}`) }).click();

  // Delete, after the confirmation: the card, the row and the file go.
  const key = (await storageKeyOf(seeded.documents['Mistake upload']!))!;
  expect(fileOnDisk(key)).toBe(true);
  await documentAction(page, 'Mistake upload', w.more, w.del);
  const confirm = page.getByRole('alertdialog', { name: w.deleteQuestion });
  await confirm.waitFor();
  await axe(page, inFlight, `${shot} delete confirmation`, failures);
  await snap(page, `${shot}-delete-confirmation`);
  await confirm.getByRole('button', { name: w.deleteButton }).click();
  await toast(page).getByText(w.deleted).waitFor();
  await card(page, 'Mistake upload').waitFor({ state: 'detached' });
  expect(await storageKeyOf(seeded.documents['Mistake upload']!)).toBeUndefined();
  expect(fileOnDisk(key)).toBe(false);

  // The upload form checks the type and the server's size limit before sending anything.
  const fileInput = page.locator('.upload-form input[type="file"]');
  await page.getByLabel(w.docTitle).fill('Not allowed');
  await fileInput.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.alloc(2048, 1) });
  await page.getByText(w.wrongType).waitFor();
  await page.locator('.upload-form button[type="submit"]').click();
  await page.getByText(w.wrongType).waitFor();
  await fileInput.setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([pdfBytes('big'), Buffer.alloc(600 * 1024 - pdfBytes('big').length, 0x20)]),
  });
  await page.getByText(w.tooLarge).waitFor();
  expect(await fileInput.getAttribute('aria-invalid')).toBe('true');
  await snap(page, `${shot}-too-large`);
  await page.locator('.upload-form button[type="submit"]').click();
  await page.getByText(w.tooLarge).waitFor();
  expect(uploads()).toBe(0);

  // Rename the folder "Receipts": a name already taken (in another case) shows its message.
  await page.getByRole('option', { name: /^Receipts/ }).click();
  await page.getByRole('button', { name: w.renameFolder('Receipts') }).click();
  const folderDialog = page.getByRole('dialog');
  const nameField = folderDialog.getByLabel(w.folderName);
  await nameField.fill('tax 2025');
  await folderDialog.getByRole('button', { name: w.save }).click();
  await folderDialog.getByText(w.taken).waitFor();
  expect(await nameField.getAttribute('aria-invalid')).toBe('true');
  await nameField.fill('Receipts 2025');
  await folderDialog.getByRole('button', { name: w.save }).click();
  await toast(page).getByText(w.folderRenamed).waitFor();
  await page.getByRole('option', { name: /^Receipts 2025/ }).waitFor();

  // Delete it with its document.
  const receiptKey = (await storageKeyOf(seeded.documents['Scanned receipt']!))!;
  await page.getByRole('button', { name: w.deleteFolder('Receipts 2025') }).click();
  const folderConfirm = page.getByRole('alertdialog', { name: /Receipts 2025/ });
  await folderConfirm.waitFor();
  await axe(page, inFlight, `${shot} folder delete confirmation`, failures);
  await folderConfirm.getByRole('button', { name: w.deleteFolderAnd }).click();
  await toast(page).getByText(w.folderDeleted).waitFor();
  await page.getByRole('option', { name: /^Receipts 2025/ }).waitFor({ state: 'detached' });
  expect(fileOnDisk(receiptKey)).toBe(false);
  await snap(page, shot);

  await axe(page, inFlight, `${shot} after`, failures);
  expect(failures).toEqual([]);
  // The one refused request is the taken folder name (409), shown under the field.
  expect(unexpected(watch.errors).filter((e) => !/status of 409 \(Conflict\)/.test(e))).toEqual([]);
  await context.close();
}

describe('managing documents and folders', () => {
  beforeAll(() => {
    // A small limit, so the refusal before sending is quick to show; the form learns it from the server.
    server.config.maxUploadBytes = 512 * 1024;
  });

  it('in English on a desktop: rename, move, delete with confirmation, folder rename and delete, the form’s own checks', async () => {
    await manageFiles(EN, DESKTOP, 'documents-manage-en-desktop');
  });

  it('in German on a 390-pixel phone', async () => {
    await manageFiles(DE, PHONE, 'documents-manage-de-phone');
  });
  it('a page of a Finanzamt letter is deleted with its letter, from the letter’s page, after a confirmation', async () => {
    const seeded = await seedClient('Lea Vogt', [], {});
    const body = multipart({}, { filename: 'bescheid.pdf', content: pdfBytes('Bescheid für 2025 über Einkommensteuer') });
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/api/letters',
      headers: body.headers,
      payload: body.payload,
      cookies: { [SESSION_COOKIE]: decodeURIComponent(seeded.cookie) },
    });
    expect(uploaded.statusCode).toBe(201);
    const letter = uploaded.json() as { id: string; pages: { id: string; title: string }[] };
    const page0 = letter.pages[0]!;
    const key = (await storageKeyOf(page0.id))!;

    const context = await signedIn(seeded, { viewport: DESKTOP });
    const page = await context.newPage();
    const watch = watchPage(page);
    const inFlight = trackRequests(page);
    const failures: string[] = [];
    await page.goto(`${server.url}/documents`);
    await waitForData(page, inFlight);
    const pageCard = card(page, page0.title);
    await pageCard.getByText('Page of a letter').waitFor();
    await documentAction(page, page0.title, EN.more, EN.del);
    const explain = page.getByRole('dialog', { name: 'This is a page of a letter' });
    await explain.waitFor();
    await axe(page, inFlight, 'letter page dialog', failures);
    await explain.getByRole('link', { name: 'Open the letter' }).click();
    await page.waitForURL(`**/letters/${letter.id}`);
    await waitForData(page, inFlight);

    await page.getByRole('button', { name: 'Delete letter' }).click();
    const confirm = page.getByRole('alertdialog', { name: /^Delete “/ });
    await confirm.getByText('The letter and its page (1 file) will be deleted for good. This cannot be undone.').waitFor();
    await axe(page, inFlight, 'letter delete confirmation', failures);
    await confirm.getByRole('button', { name: 'Delete letter' }).click();
    await toast(page).getByText('Letter deleted').waitFor();
    await page.waitForURL(/\/letters$/);
    expect(await storageKeyOf(page0.id)).toBeUndefined();
    expect(fileOnDisk(key)).toBe(false);

    await page.goto(`${server.url}/documents`);
    await waitForData(page, inFlight);
    expect(await card(page, page0.title).count()).toBe(0);
    expect(failures).toEqual([]);
    expect(unexpected(watch.errors)).toEqual([]);
    await context.close();
  });
});

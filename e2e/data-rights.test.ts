/**
 * A client's data rights in real Chromium (GDPR Art. 15, 17, 20; decision record 013): "Download
 * my data" in English on a desktop (the export is built in the background, the page shows it
 * ready, the ZIP is downloaded by the browser and opened with a zip reader: data.json and the
 * document byte for byte), and "Delete my account" in German on a 390-px phone (confirmation
 * dialog with the password, then signed out on the home page with a toast; signing in again
 * fails); the console's "Delete account" on a client's written request; axe on the account page
 * and the dialogs.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { multipart, pdfBytes, readZip } from '../src/test/files.js';
import { axe } from './axe.js';
import { snap } from './screenshots.js';
import {
  DESKTOP,
  PHONE,
  createAdmin,
  passSecondFactor,
  toast,
  unexpected,
  type RunningServer,
  useServerAndBrowser,
  logIn,
  submitLogin,
  openContextPage,
} from './support.js';
import { trackRequests } from './waits.js';

let server: RunningServer;
let browser: Browser;

useServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const PASSWORD = 'correct horse';

/** Registers a client through the API, with one uploaded document; returns its id, address and the document's bytes. */
async function clientWithDocument(name: string): Promise<{ id: string; email: string; bytes: Buffer }> {
  const email = `rights-${randomUUID().slice(0, 8)}@example.com`;
  const reg = await server.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name, email, password: PASSWORD } });
  expect(reg.statusCode).toBe(201);
  const cookie = reg.cookies.find((c) => c.name === 'session')!.value;
  const bytes = Buffer.concat([pdfBytes(), Buffer.from(`%${randomUUID()}`)]);
  const body = multipart({ title: 'Steuerbescheid 2025' }, { filename: 'Steuerbescheid 2025.pdf', content: bytes, contentType: 'application/pdf' });
  const up = await server.app.inject({ method: 'POST', url: '/api/documents', headers: body.headers, payload: body.payload, cookies: { session: cookie } });
  expect(up.statusCode).toBe(201);
  return { id: reg.json().user.id as string, email, bytes };
}

describe('in English on a desktop', () => {
  it('"Download my data": prepared in the background, downloaded as a ZIP with data.json and the original file; axe', async () => {
    const { email, bytes } = await clientWithDocument('Lena Export');
    const { context, page, errors } = await openContextPage(browser, { viewport: DESKTOP });
    const inFlight = trackRequests(page);
    const failures: string[] = [];
    await logIn(page, server, { email, password: PASSWORD }, '/dashboard', 'en');

    await page.goto(`${server.url}/account`);
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'Download my data' }).click();
    await toast(page).getByText('We are preparing your data').waitFor();
    // The runner builds it; the page asks every few seconds until it is ready.
    const link = section.getByRole('link', { name: 'Download ZIP' });
    await link.waitFor({ timeout: 30_000 });
    await section.getByText(/1 document · Available until/).waitFor();
    await axe(page, inFlight, 'account page with a ready export (en, desktop)', failures);
    await snap(page, 'data-export-en-desktop');

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^steuerhilfe-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const path = await download.path();
    const zip = await readZip(readFileSync(path));
    const data = JSON.parse(zip.get('data.json')!.toString('utf8'));
    expect(data.account).toMatchObject({ email, name: 'Lena Export' });
    expect(data.documents).toHaveLength(1);
    expect(zip.get(data.documents[0].file)!.equals(bytes)).toBe(true);
    expect(zip.has('README.txt')).toBe(true);

    expect(failures).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('in German on a phone', () => {
  it('"Mein Konto löschen": confirmation with the password, signed out on the home page with a toast; signing in fails; axe', async () => {
    const { email } = await clientWithDocument('Jonas Löschen');
    const { context, page, errors } = await openContextPage(browser, { viewport: PHONE, language: 'de' });
    const inFlight = trackRequests(page);
    const failures: string[] = [];
    await logIn(page, server, { email, password: PASSWORD }, '/dashboard', 'de');

    await page.goto(`${server.url}/account`);
    const section = page.getByRole('region', { name: 'Ihre Daten' });
    await section.getByRole('button', { name: 'Mein Konto löschen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Ihr Konto löschen?' });
    await dialog.waitFor();
    // A wrong password is refused in the dialog; nothing happens.
    await dialog.getByLabel('Passwort').fill('falsches Passwort');
    await dialog.getByRole('button', { name: 'Mein Konto endgültig löschen' }).click();
    await dialog.getByText('Das aktuelle Passwort ist falsch').waitFor();
    await axe(page, inFlight, 'delete-account dialog (de, phone)', failures);
    await snap(page, 'delete-account-de-phone');

    await dialog.getByLabel('Passwort').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Mein Konto endgültig löschen' }).click();
    await page.waitForURL(`${server.url}/`);
    await toast(page).getByText('Ihr Konto wurde gelöscht').waitFor();

    // The portal is closed to the deleted account, and its password no longer signs in.
    await submitLogin(page, server, { email, password: PASSWORD }, 'de');
    await toast(page).getByText('E-Mail-Adresse oder Passwort ist ungültig').waitFor();
    expect(page.url()).toContain('/login');

    expect(failures).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('in the console (English, desktop)', () => {
  it('"Delete account" on a client\'s written request: the confirmation is required; the client is gone from the portal; axe', async () => {
    const admin = { email: `rights-admin-${randomUUID().slice(0, 8)}@example.com`, name: 'Katrin Vogel', password: 'admin password' };
    await createAdmin(server, admin);
    const client = await clientWithDocument('Paul Schriftlich');
    const { email } = client;
    const { context, page, errors } = await openContextPage(browser, { viewport: DESKTOP });
    const inFlight = trackRequests(page);
    const failures: string[] = [];
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await passSecondFactor(page, server, admin.email);
    await page.waitForURL('**/admin');

    await page.goto(`${server.url}/admin/clients/${client.id}`);
    await page.getByRole('heading', { level: 1, name: 'Paul Schriftlich' }).waitFor();
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete the account of Paul Schriftlich?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByText('Confirm that the client has asked in writing').waitFor();
    await axe(page, inFlight, 'console delete-account dialog (en, desktop)', failures);
    await dialog.getByText('The client has asked in writing to delete the account, and the request is on file.').click();
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await toast(page).getByText('Account deleted').waitFor();
    await page.waitForURL('**/admin/clients');
    const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect(login.statusCode).toBe(401);

    expect(failures).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

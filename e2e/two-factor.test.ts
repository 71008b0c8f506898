/**
 * Two-factor sign-in and passkeys in real Chromium against the real server and built client
 * (decision record 012):
 * - English, desktop: a client sets up two-factor sign-in on the account page (the secret read from
 *   the page, the code computed with otplib as an authenticator app would), copies and downloads the
 *   recovery codes, and signs in with password and code; an admin without it is sent to the set-up page;
 * - German, 390-px phone: a client adds a passkey with Chromium's virtual authenticator (CDP
 *   WebAuthn domain) and signs in with it, without password or code;
 * - axe finds no WCAG 2.2 AA violations on the new pages and steps.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { generate as generateTotp, generateSecret } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rootEm } from '../src/db.js';
import { createOrPromoteAdmin } from '../src/modules/auth/admin-account.js';
import { enableTotpWithSecret } from '../src/modules/auth/two-factor.service.js';
import { axe } from './axe.js';
import { snap } from './screenshots.js';
import {
  DESKTOP,
  PHONE,
  toast,
  unexpected,
  type RunningServer,
  registerClient as registerClientVia,
  setAccountLanguage,
  useServerAndBrowser,
  openContextPage,
} from './support.js';
import { trackRequests } from './waits.js';

let server: RunningServer;
let browser: Browser;
const PASSWORD = 'correct horse';

useServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const registerClient = (name: string) => registerClientVia(server, name, PASSWORD);

/** The password step of the login page at `base`. */
async function enterPassword(page: Page, base: string, email: string, language: 'en' | 'de') {
  // The account works in the test's language (the portal follows it after sign-in: e2e/support.ts setAccountLanguage).
  await setAccountLanguage(server, email, language);
  await page.goto(`${base}/login`);
  await page.getByLabel(language === 'de' ? 'E-Mail' : 'Email').fill(email);
  await page.getByLabel(language === 'de' ? 'Passwort' : 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: language === 'de' ? 'Anmelden' : 'Login' }).click();
}

describe('two-factor sign-in (English, desktop)', () => {
  it('a client sets it up on the account page and signs in with password and code', async () => {
    const failures: string[] = [];
    const client = await registerClient('Ada Lovelace');
    const { context, page, errors } = await openContextPage(browser, { viewport: DESKTOP });
    const inFlight = trackRequests(page);

    await enterPassword(page, server.url, client.email, 'en');
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.url}/account`);
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByLabel('Current password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

    // The QR code and the key to type in by hand.
    await section.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await section.getByTestId('totp-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await axe(page, inFlight, '/account (two-factor set-up)', failures);
    await snap(page, 'two-factor-setup-en-desktop');

    await section.getByLabel('Code from the app').fill(await generateTotp({ secret }));
    await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await axe(page, inFlight, '/account (recovery codes)', failures);
    // "Copy" puts the codes on the clipboard, one a line, and says so; "Download" saves them as a text file with a header.
    const shown = await codes.allInnerTexts();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await section.getByRole('button', { name: 'Copy' }).click();
    await section.getByRole('status').getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown.join('\n'));
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('steuerhilfe-recovery-codes.txt');
    expect(readFileSync(await download.path(), 'utf8').split('\r\n')).toEqual([
      'Steuerhilfe: recovery codes for two-factor sign-in',
      `Account: ${client.email}`,
      expect.stringMatching(/^Created: \d{1,2} \w{3} \d{4}$/),
      'Each code signs you in once if you lose access to your authenticator app. Keep this file somewhere safe.',
      '',
      ...shown,
      '',
    ]);
    await section.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await section.getByText('Recovery codes left: 10').waitFor();
    await section.getByRole('button', { name: 'Turn off two-factor sign-in' }).waitFor();

    // Signed out, the password alone no longer signs in: the code step follows.
    await context.clearCookies();
    await enterPassword(page, server.url, client.email, 'en');
    const code = page.getByLabel('Authentication code');
    await code.waitFor();
    expect(page.url()).toContain('/login');
    await axe(page, inFlight, '/login (code step)', failures);
    await snap(page, 'two-factor-code-step-en-desktop');
    // A wrong code is refused under the field.
    await code.fill('000000' === (await generateTotp({ secret, epoch: Math.floor(Date.now() / 1000) + 30 })) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.getByText('The code is wrong or has already been used').waitFor();
    // The code of the next time step (the current one was used by the set-up: a code never counts twice).
    await code.fill(await generateTotp({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.waitForURL('**/dashboard');
    await toast(page).getByText('Login successful').waitFor();

    expect(unexpected(errors)).toEqual([]);
    expect(failures).toEqual([]);
    await context.close();
  });

  it('an admin without two-factor sign-in is sent to the set-up page before the console', async () => {
    const failures: string[] = [];
    const admin = { email: `admin-${randomUUID().slice(0, 8)}@steuerhilfe.example`, name: 'Grace Hopper', password: PASSWORD };
    await createOrPromoteAdmin(rootEm(server.orm).fork(), admin, async () => PASSWORD);
    const { context, page, errors } = await openContextPage(browser, { viewport: DESKTOP });
    const inFlight = trackRequests(page);

    await enterPassword(page, server.url, admin.email, 'en');
    await page.waitForURL('**/two-factor-setup');
    await page.getByRole('heading', { name: 'Set up two-factor sign-in', level: 1 }).waitFor();
    await axe(page, inFlight, '/two-factor-setup', failures);
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    await page.getByLabel('Code from the app').fill(await generateTotp({ secret }));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('navigation').first().waitFor();

    expect(unexpected(errors).filter((e) => !/status of 403/.test(e))).toEqual([]);
    expect(failures).toEqual([]);
    await context.close();
  });
});

describe('passkeys (German, phone)', () => {
  it('a client adds a passkey on the account page and signs in with it, without password or code', async () => {
    const failures: string[] = [];
    // WebAuthn needs a domain as relying party: localhost, not 127.0.0.1.
    const base = server.url.replace('127.0.0.1', 'localhost');
    const client = await registerClient('Tomasz Nowak');
    const { context, page, errors } = await openContextPage(browser, { viewport: PHONE, language: 'de' });
    const inFlight = trackRequests(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });

    await enterPassword(page, base, client.email, 'de');
    await page.waitForURL('**/dashboard');
    await page.goto(`${base}/account`);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    const section = page.getByRole('region', { name: 'Passkeys' });
    await section.getByText('Noch keine Passkeys.').waitFor();
    await section.getByLabel('Name des Passkeys').fill('Handy');
    await section.getByLabel('Aktuelles Passwort').fill(PASSWORD);
    await section.getByRole('button', { name: 'Passkey hinzufügen' }).click();
    await toast(page).getByText('Passkey hinzugefügt').waitFor();
    await section.getByText('Handy', { exact: true }).waitFor();
    await section.getByText('Noch nicht verwendet').waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);
    await axe(page, inFlight, '/account (passkeys, de, phone)', failures);
    await snap(page, 'passkeys-account-de-phone');

    // With two-factor sign-in on as well, a passkey still needs no code: it counts as strong.
    await enableTotpWithSecret(rootEm(server.orm).fork(), server.config, client.id, generateSecret());

    await context.clearCookies();
    await page.goto(`${base}/login`);
    const button = page.getByRole('button', { name: 'Anmeldung mit Passkey' });
    await button.waitFor();
    await axe(page, inFlight, '/login (de, phone)', failures);
    await snap(page, 'login-passkey-de-phone');
    await button.click();
    await page.waitForURL('**/dashboard');
    await toast(page).getByText('Anmeldung erfolgreich').waitFor();
    const me = await page.evaluate(() => fetch('/api/auth/me').then((r) => r.json()));
    expect(me.user.email).toBe(client.email);

    expect(unexpected(errors)).toEqual([]);
    expect(failures).toEqual([]);
    await context.close();
  });
});

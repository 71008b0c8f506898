import { randomUUID } from 'node:crypto';
/**
 * Browser-test support: the real server (buildApp on a fresh PGlite, the built client from
 * web/dist) listening on a free loopback port, and Debian's Chromium through playwright-core.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import type { MikroORM } from '@mikro-orm/core';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { openOrm, rootEm } from '../src/db.js';
import { generate as generateTotp, generateSecret } from 'otplib';
import { createOrPromoteAdmin } from '../src/modules/auth/admin-account.js';
import { enableTotpWithSecret } from '../src/modules/auth/two-factor.service.js';
import { RAISED_RATE_LIMITS, pgliteTemplate } from '../src/test/harness.js';
import { insertPackagePurchase } from '../src/test/purchases.js';
import { type RequestTracker, trackRequests } from './waits.js';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  orm: MikroORM;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * Starts the whole site as `npm start` does, on an in-memory PGlite and a temporary DATA_DIR;
 * `production: true` as with NODE_ENV=production (the go-live guard, decision record 021).
 */
export async function startServer({ production = false }: { production?: boolean } = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  // The run's migrated, seeded database (src/test/template.ts), as `npm start` leaves it.
  const orm = await openOrm({ databaseUrl: undefined, pgliteDir: 'memory://', pgliteLoad: pgliteTemplate() });
  const base = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  const config: AppConfig = {
    ...base,
    production,
    webDistDir: resolve('web/dist'),
    rateLimits: RAISED_RATE_LIMITS,
    // No load shedding and no embedded queue: the tests' browser calls must not meet a 503 on a busy
    // machine (src/plugins/health.test.ts covers both).
    health: { ...base.health, maxEventLoopDelayMs: 0, embeddedQueue: null },
  };
  const app = await buildApp({ config, orm, closeOrm: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    orm,
    config,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * How long one step may wait (a click on an element still to appear, a locator, a navigation):
 * Playwright's 30 s is not enough for a page on a machine busy with other work (decision record 031).
 */
export const STEP_TIMEOUT_MS = 90_000;

/**
 * The server and the browser a test file shares: both started before the file's tests (at the same
 * time), then handed to `ready`, which keeps them and does the file's own set-up (an admin, a
 * catalogue); both closed after the file's tests. `options` go to startServer.
 */
export function useServerAndBrowser(ready: (server: RunningServer, browser: Browser) => Promise<void> | void, options?: { production?: boolean }): void {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(options), launchBrowser()]);
    await ready(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
}

/**
 * useServerAndBrowser for a file whose tests sign in to the console: once both are started, creates
 * `admin` with createAdmin (two-factor sign-in on) and then hands both to `ready` for the file's
 * own set-up.
 */
export function useServerWithAdmin(admin: StaffAccount, ready: (server: RunningServer, browser: Browser) => Promise<void> | void): void {
  useServerAndBrowser(async (server, browser) => {
    await createAdmin(server, admin);
    await ready(server, browser);
  });
}

/** Debian's Chromium, whose every context (and page) waits up to STEP_TIMEOUT_MS per step. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, timeout: 120_000 });
  // Browser.newPage opens its context through newContext too.
  const open = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await open(options);
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    return context;
  };
  return browser;
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** A fresh browser context (own cookies and localStorage) at a viewport, optionally in German. */
export async function newContext(
  browser: Browser,
  opts: { viewport?: { width: number; height: number }; language?: 'en' | 'de' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: opts.viewport ?? DESKTOP, acceptDownloads: true });
  if (opts.language) {
    await context.addInitScript((lang) => {
      if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', lang);
    }, opts.language);
  }
  return context;
}

/**
 * A fresh browser context (newContext with `opts`) and a page in it whose console errors and
 * failed requests are collected: `{ context, page, watch, errors }` (watch as from watchPage,
 * errors its list).
 */
export async function openContextPage(
  browser: Browser,
  opts: { viewport?: { width: number; height: number }; language?: 'en' | 'de' } = {},
): Promise<{ context: BrowserContext; page: Page; watch: { errors: string[] }; errors: string[] }> {
  const context = await newContext(browser, opts);
  const page = await context.newPage();
  const watch = watchPage(page);
  return { context, page, watch, errors: watch.errors };
}

/** Collects console errors and failed requests of a page, for assertions. */
export function watchPage(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return { errors };
}

/** Console errors other than the browser's own "Failed to load resource: 401/400" lines (expected on redirects and refused forms). */
export function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 40[01]/.test(e));
}

/** The notification region (spec section 9: "Notifications (F8)"), in either language. */
export function toast(page: Page) {
  return page.getByRole('region', { name: /Notifications \(F8\)|Benachrichtigungen \(F8\)/ });
}

/** The TOTP secrets of the admins made by `createAdmin`, by e-mail. */
/** An admin account a test creates with createAdmin and signs in as. */
export interface StaffAccount {
  email: string;
  name: string;
  password: string;
}

/** The firm's owner whom the console's tests create (useServerWithAdmin) and sign in as. */
export const OWNER: StaffAccount = { email: 'katrin.vogel@steuerhilfe.example', name: 'Katrin Vogel', password: 'expert password' };

const totpSecrets = new Map<string, string>();

/**
 * Creates an admin as `npm run admin:create` does (an owner; `staffRole` 'expert' makes it an expert,
 * as an accepted invitation would) and turns on its two-factor sign-in (staff must have it; decision
 * record 012), as if the admin had scanned the QR code. Returns the TOTP secret.
 */
export async function createAdmin(server: RunningServer, admin: StaffAccount, staffRole: 'owner' | 'expert' = 'owner'): Promise<string> {
  const em = rootEm(server.orm).fork();
  await createOrPromoteAdmin(em, admin, async () => admin.password);
  if (staffRole === 'expert') await em.execute(`update users set staff_role = 'expert' where email = ?`, [admin.email]);
  const [row] = await em.execute<{ id: string }[]>(`select id from users where email = ?`, [admin.email]);
  const secret = generateSecret();
  await enableTotpWithSecret(em, server.config, row!.id, secret);
  totpSecrets.set(admin.email, secret);
  return secret;
}

/**
 * After the login page's password step: for an admin made by `createAdmin`, enters the current
 * TOTP code on the code step (as the authenticator app would show it). The step's last use is
 * forgotten first, so one admin can sign in several times within 30 seconds. Others: nothing.
 */
export async function passSecondFactor(page: Page, server: RunningServer, email: string, language: 'en' | 'de' = 'en'): Promise<void> {
  const secret = totpSecrets.get(email);
  if (!secret) return;
  const field = page.getByLabel(language === 'de' ? 'Bestätigungscode' : 'Authentication code');
  await field.waitFor();
  await rootEm(server.orm).fork().execute(`update two_factor set last_step = null where user_id = (select id from users where email = ?)`, [email]);
  await field.fill(await generateTotp({ secret }));
  await page.getByRole('button', { name: language === 'de' ? 'Bestätigen und anmelden' : 'Verify and log in' }).click();
}

/** An e-mail as postal-mime parses it. */
type Mail = Awaited<ReturnType<typeof PostalMime.parse>>;

/**
 * The newest e-mail of `kind` (e.g. 'password.reset') to `to` that `accept` takes, read from the
 * .eml files the sender wrote to DATA_DIR/outbox after delivering what is due; waits (up to about
 * five seconds) while the runner's own loop may still be writing it.
 * @throws when there is none
 */
export async function newestMail(server: RunningServer, to: string, kind: string, accept: (mail: Mail) => boolean = () => true): Promise<Mail> {
  await server.app.mailer.deliverDue();
  const dir = server.config.mail.outboxDir;
  for (let i = 0; i < 100; i++) {
    // The folder appears with the first e-mail written (a test run alone may be that one).
    const files = (existsSync(dir) ? readdirSync(dir) : [])
      .filter((f) => f.endsWith('.eml') && f.includes(kind))
      .sort()
      .reverse();
    for (const f of files) {
      const mail = await PostalMime.parse(readFileSync(join(dir, f)));
      if (mail.to?.some((a) => 'address' in a && a.address === to) && accept(mail)) return mail;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${kind} e-mail to ${to} in ${dir}`);
}

const VERIFY_LINK = /\/verify-email\?token=[\w-]+/;

/**
 * The newest address-confirmation link e-mailed to `email`, as a path (`/verify-email?token=…`),
 * read from the .eml the sender wrote to DATA_DIR/outbox (decision record 012).
 */
export async function confirmationLink(server: RunningServer, email: string): Promise<string> {
  const mail = await newestMail(server, email, 'email.verify', (m) => VERIFY_LINK.test(m.text ?? ''));
  return VERIFY_LINK.exec(mail.text ?? '')![0];
}

/**
 * Confirms `email` as its owner would, by opening the link of the confirmation e-mail (here without
 * a browser: the link's page posts its token). Mail that links into the portal, and password
 * resets, go only to a confirmed address.
 */
export async function confirmEmailAddress(server: RunningServer, email: string): Promise<void> {
  const token = new URL(await confirmationLink(server, email), server.url).searchParams.get('token');
  const res = await server.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  if (res.statusCode !== 200) throw new Error(`verify-email failed: ${res.statusCode} ${res.body}`);
}

/** A client registered through the API: its id, e-mail and session cookie value. */
interface RegisteredClient {
  id: string;
  email: string;
  cookie: string;
}

/**
 * Registers a client `name` with `password` through the API (a fresh e-mail address each call),
 * in `language` when given (else the server's default); with `confirm`, also confirms the address
 * as its owner would (see confirmEmailAddress).
 * @throws when the registration is not answered 201
 */
export async function registerClient(
  server: RunningServer,
  name: string,
  password: string,
  { confirm = false, language }: { confirm?: boolean; language?: 'en' | 'de' } = {},
): Promise<RegisteredClient> {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
  const res = await server.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name, email, password, language } });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'session')!.value;
  if (confirm) await confirmEmailAddress(server, email);
  return { email, id: res.json().user.id as string, cookie };
}

/**
 * Makes the account of `email` prefer `language`, as its owner would on the account page. The
 * account's language rules the portal after sign-in (docs/decisions/025-the-account-language-rules.md),
 * so a test that works in a language signs in with an account in that language.
 */
export async function setAccountLanguage(server: RunningServer, email: string, language: 'en' | 'de'): Promise<void> {
  await rootEm(server.orm).fork().execute(`update users set language = ? where email = ?`, [language, email.toLowerCase()]);
}

/**
 * Fills and sends the login form in `language` with an account in that language
 * (setAccountLanguage), without waiting for what follows (a refusal, or the second-factor step).
 */
export async function submitLogin(page: Page, server: RunningServer, user: { email: string; password: string }, language: 'en' | 'de'): Promise<void> {
  await setAccountLanguage(server, user.email, language);
  await page.goto(`${server.url}/login`);
  await page.getByLabel(language === 'de' ? 'E-Mail' : 'Email').fill(user.email);
  await page.getByLabel(language === 'de' ? 'Passwort' : 'Password').fill(user.password);
  await page.getByRole('button', { name: language === 'de' ? 'Anmelden' : 'Login' }).click();
}

/**
 * Logs in on the login page in `language` with an account in that language (submitLogin; the
 * admin's second factor too) and waits until the page the role lands on (`/admin`,
 * `/dashboard`) is reached.
 */
export async function logIn(page: Page, server: RunningServer, user: { email: string; password: string }, lands: string, language: 'en' | 'de'): Promise<void> {
  await submitLogin(page, server, user, language);
  await passSecondFactor(page, server, user.email, language);
  await page.waitForURL(`**${lands}`);
}

/**
 * `user` signed in on a page of a fresh context (newContext with `opts`; logIn in `opts.language`,
 * English by default), landing on `lands`. The page's requests are tracked from the start, so the
 * login's count too. Returns `{ context, page, errors, inFlight }` (errors as from openPage,
 * inFlight from trackRequests).
 */
export async function signedInPage(
  browser: Browser,
  server: RunningServer,
  user: { email: string; password: string },
  lands: string,
  opts: { viewport?: { width: number; height: number }; language?: 'en' | 'de' } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[]; inFlight: RequestTracker }> {
  const context = await newContext(browser, opts);
  const { page, errors } = await openPage(context);
  const inFlight = trackRequests(page);
  await logIn(page, server, user, lands, opts.language ?? 'en');
  return { context, page, errors, inFlight };
}

/**
 * A POST to the API as the session `cookie` (a signed-in user's, as registerClient returns it):
 * `payload` as the JSON body. Returns the injected response.
 */
export function postAs(server: RunningServer, cookie: string, url: string, payload: object) {
  return server.app.inject({ method: 'POST', url, cookies: { session: cookie }, payload });
}

/** The two ways a console page is checked: in English on a desktop and in German on a phone. */
export const CONSOLE_RUNS = [
  { language: 'en', viewport: DESKTOP },
  { language: 'de', viewport: PHONE },
] as const;

/**
 * `admin` signed in (signedInPage with `run`) on the console page at `path`: in English reached
 * through the console's navigation link named `link`, in German by loading its address, which must
 * answer 200. Returns what signedInPage returns.
 */
export async function openConsolePage(
  browser: Browser,
  server: RunningServer,
  admin: StaffAccount,
  path: string,
  link: string,
  run: (typeof CONSOLE_RUNS)[number],
): Promise<Awaited<ReturnType<typeof signedInPage>>> {
  const opened = await signedInPage(browser, server, admin, '/admin', run);
  if (run.language === 'en') await opened.page.getByRole('link', { name: link }).click();
  else expect((await opened.page.goto(`${server.url}${path}`))?.status()).toBe(200);
  return opened;
}

/** A new page of `context` and the console errors and failed requests it collects (watchPage). */
export async function openPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  return { page, errors: watchPage(page).errors };
}

/**
 * Gives the client `userId` the package named `packageName` as a purchase bought `boughtDaysAgo`
 * days ago and valid for `validForDays` more, with its hours unless `hoursTotal` says otherwise
 * and `minutesUsed` of them used (default none).
 */
export async function givePackage(
  server: RunningServer,
  userId: string,
  packageName: string,
  opts: { boughtDaysAgo: number; validForDays: number; hoursTotal?: number; minutesUsed?: number },
): Promise<void> {
  const { boughtDaysAgo, validForDays, ...rest } = opts;
  await insertPackagePurchase(rootEm(server.orm).fork(), userId, packageName, { ...rest, purchasedDaysAgo: boughtDaysAgo, expiresInDays: validForDays });
}

/**
 * The file a click on `page` downloads (Chromium may open a tab of `context` for a link and report
 * the download there): its suggested name and its bytes.
 */
export async function download(context: BrowserContext, page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const started = new Promise<Download>((resolve) => {
    page.on('download', resolve);
    context.on('page', (tab) => tab.on('download', resolve));
  });
  await click();
  const file = await started;
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

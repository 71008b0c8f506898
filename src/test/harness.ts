/**
 * Integration-test harness: a real app on a real database, one per test file.
 * TEST_DB=pglite (default): in-memory PGlite. TEST_DB=postgres: a fresh database created on the
 * server in TEST_DATABASE_URL and dropped afterwards. Either starts as a copy of the run's migrated
 * template (src/test/template.ts).
 * Server log lines at level error are collected in `serverErrors` so tests can assert none.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { buildApp, LOG_REDACT, LOG_SERIALIZERS } from '../app.js';
import {
  DEFAULT_RATE_LIMITS,
  loadConfig,
  type DatabasePoolConfig,
  type HttpConfig,
  testDatabaseKind,
  testDatabaseUrl,
  type AppConfig,
  type MailConfig,
  type RateLimits,
} from '../config.js';
import { openOrm, rootEm } from '../db.js';
import { generate as generateTotp, generateSecret } from 'otplib';
import { createOrPromoteAdmin } from '../modules/auth/admin-account.js';
import type { StaffRole } from '../shared/auth/auth.schema.js';
import type { ModuleManifest } from '../modules/module.js';
import { enableTotpWithSecret } from '../modules/auth/two-factor.service.js';
import { SESSION_COOKIE } from '../plugins/session.js';
import { multipart, type FilePart } from './files.js';
import { copyPostgresTemplate, databaseUrl, readPgliteTemplate } from './template.js';

export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  /** URL of the per-file database (postgres only). */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * Creates the database of one test file: a copy of the run's migrated, seeded template
 * (src/test/template.ts). On PGlite the copy is made when the ORM opens (`pgliteTemplate()`).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') return { kind: 'pglite', url: undefined, drop: async () => {} };
  const base = testDatabaseUrl();
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await copyPostgresTemplate(base, inject('postgresTemplate'), name);
  return {
    kind: 'postgres',
    url: databaseUrl(base, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** The run's migrated, seeded PGlite database as a dump to load (PGlite's `loadDataDir`). */
export function pgliteTemplate(): Blob {
  return readPgliteTemplate(inject('pgliteTemplate'));
}

export interface TestApp {
  app: FastifyInstance;
  orm: MikroORM;
  config: AppConfig;
  /** A fresh EntityManager fork for direct database checks. */
  em(): EntityManager;
  /** SQL statements logged since the last `queries.length = 0`. */
  queries: string[];
  /** Server log records at level >= error. */
  serverErrors: string[];
  close(): Promise<void>;
}

interface TestAppOptions {
  rateLimits?: Partial<RateLimits>;
  maxUploadBytes?: number;
  webDistDir?: string;
  publicUrl?: string;
  /** Mail settings over the test defaults (no SMTP: .eml files in DATA_DIR/outbox; no polling). */
  mail?: Partial<MailConfig>;
  /** PostgreSQL only: the URL the app connects through (e.g. a fault-injecting proxy in front of the test database). */
  connectVia?: (databaseUrl: string) => Promise<string> | string;
  /** PostgreSQL pool limits over the defaults. */
  databasePool?: Partial<DatabasePoolConfig>;
  /** Any other configuration over the test defaults (quota, free-disk reserve, ...). */
  config?: Partial<AppConfig>;
  /** HTTP timeouts and connection cap over the defaults. */
  http?: Partial<HttpConfig>;
  /** Server log level collected in `serverErrors` (default 'error'). */
  logLevel?: 'error' | 'info';
  /** The modules the app serves (default: the registry; buildApp's `modules`). */
  modules?: readonly ModuleManifest[];
}

/**
 * A test file's app: built before the file's tests (createTestApp with `opts`), handed to `ready`
 * (if given), which does the file's own set-up (accounts, packages); after each test no server
 * error may have been logged; closed after the file's tests. Called as `useTestApp(opts)` too.
 * @returns the app: an object filled in before the file's first test (use it in tests and hooks)
 */
export function useTestApp(ready?: ((t: TestApp) => Promise<void> | void) | TestAppOptions, opts: TestAppOptions = {}): TestApp {
  if (typeof ready === 'object') return useTestApp(undefined, ready);
  let t: TestApp | undefined;
  const handle = {} as TestApp;
  beforeAll(async () => {
    t = await createTestApp(opts);
    Object.assign(handle, t);
    await ready?.(t);
  });
  afterAll(async () => t?.close());
  afterEach(() => {
    expect(t?.serverErrors ?? []).toEqual([]);
  });
  return handle;
}

/** An account a test file registers before its tests: its role ('admin' is the firm's owner; decision record 064) and display name. */
type TestAccount = readonly ['client' | 'admin' | 'expert', string];

/** The callers of `useTestAccounts`' accounts: staff's with their `totpSecret`. */
type TestAccounts<A extends Record<string, TestAccount>> = { [K in keyof A]: A[K][0] extends 'admin' | 'expert' ? Client & { totpSecret: string } : Client };

/**
 * A test file's app (useTestApp with `opts`) and its accounts, registered in the order given
 * ('client' through registerClient, 'admin' (an owner) and 'expert' through registerAdmin) before the file's tests.
 * @param accounts name -> [role, display name], e.g. `{ anna: ['client', 'Anna'] }`
 * @returns `t` and a caller per account, objects filled in before the file's first test
 */
export function useTestAccounts<const A extends Record<string, TestAccount>>(accounts: A, opts: TestAppOptions = {}): { t: TestApp } & TestAccounts<A> {
  const callers = {} as Record<string, Client>;
  for (const name of Object.keys(accounts)) callers[name] = {} as Client;
  const t = useTestApp(async (app) => {
    for (const [name, [role, displayName]] of Object.entries(accounts)) {
      Object.assign(
        callers[name]!,
        role === 'client' ? await registerClient(app, displayName) : await registerAdmin(app, displayName, role === 'expert' ? 'expert' : 'owner'),
      );
    }
  }, opts);
  return { t, ...(callers as TestAccounts<A>) };
}

/**
 * The rate limits of a test run, which registers many users from one address and lets them ask,
 * file and write a lot: the defaults with sign-in, registration, contact, questions, folders,
 * documents and letters raised (the server tests raise more; the browser tests use these).
 */
export const RAISED_RATE_LIMITS: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  login: 1000,
  register: 1000,
  contact: 1000,
  questionsPerHour: 1000,
  foldersPerHour: 1000,
  documentsPerHour: 1000,
  lettersPerHour: 1000,
};

/** Builds the app on a fresh, migrated, seeded test database. */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const queries: string[] = [];
  const base = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  const databasePool = { ...base.databasePool, ...opts.databasePool };
  const url = db.url && opts.connectVia ? await opts.connectVia(db.url) : db.url;
  const orm = await openOrm({
    databaseUrl: url,
    pool: databasePool,
    pgliteDir: 'memory://',
    pgliteLoad: db.url ? undefined : pgliteTemplate(),
    debug: true,
    logger: (message) => {
      if (/\b(select|insert|update|delete)\b/i.test(message)) queries.push(message);
    },
  });
  queries.length = 0;

  const config: AppConfig = {
    ...base,
    databasePool,
    http: { ...base.http, ...opts.http },
    // No load shedding and no embedded queue unless a test asks: a long PGlite statement on a busy
    // machine would shed the next request, or keep a burst of calls waiting past the queue's bound.
    health: { ...base.health, maxEventLoopDelayMs: 0, embeddedQueue: null },
    databaseUrl: url,
    sessionSecret: randomBytes(32).toString('hex'),
    // The rate-limit tests lower these again.
    rateLimits: {
      ...RAISED_RATE_LIMITS,
      ordersPerHour: 1000,
      withdrawalsPerHour: 1000,
      followUpsPerHour: 1000,
      secondFactor: 1000,
      passkey: 1000,
      verificationMailsPerHour: 1000,
      ...opts.rateLimits,
    },
    maxUploadBytes: opts.maxUploadBytes ?? base.maxUploadBytes,
    webDistDir: opts.webDistDir ?? join(dataDir, 'no-web'),
    publicUrl: opts.publicUrl,
    // The sender does not poll in tests unless asked; tests deliver with app.mailer when they need to.
    mail: { ...base.mail, pollMs: 0, ...opts.mail },
    ...opts.config,
  };
  const serverErrors: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      serverErrors.push(String(chunk));
      cb();
    },
  });
  const app = await buildApp({
    config,
    orm,
    closeOrm: false,
    logger: { level: opts.logLevel ?? 'error', stream, redact: LOG_REDACT, serializers: LOG_SERIALIZERS },
    modules: opts.modules,
  });
  return {
    app,
    orm,
    config,
    em: () => rootEm(orm).fork(),
    queries,
    serverErrors,
    close: async () => {
      await app.close();
      await orm.close(true);
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the sessions this app checked before now have left its session cache
 * (SESSION_CACHE_MS): what a change made outside the app's requests (another process, a direct SQL
 * write, as by `npm run admin:create`) takes to reach it (decision record 058).
 */
export async function pastSessionCache(t: TestApp): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, t.config.sessionCacheMs + 20));
}

/** The session cookie value from a response's Set-Cookie, if any. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
}

/** A logged-in test client: its cookie and helpers to call both transports as that user. */
export interface Client {
  id: string;
  email: string;
  cookie: string;
  rest(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<LightMyRequestResponse>;
  /** tRPC query (GET) or mutation (POST) through /trpc, without batching. */
  trpc(kind: 'query' | 'mutation', path: string, input?: unknown): Promise<LightMyRequestResponse>;
  /**
   * POST of a multipart/form-data body to `url` (an upload): the text `fields`, then the file
   * parts named "file" (`multipart` of src/test/files.ts). Resolves to the response, whatever its status.
   */
  postMultipart(url: string, fields: Record<string, string>, file?: FilePart | FilePart[]): Promise<LightMyRequestResponse>;
}

/** The `data` of a tRPC response's `result` (what the procedure returned, as JSON). */
export function trpcData(res: { body: string }) {
  return JSON.parse(res.body).result.data;
}

/** The `error` of a tRPC error response (`{ message, code, data: { appCode, messageKey, issues?, … } }`). */
export function trpcError(res: { body: string }) {
  return JSON.parse(res.body).error;
}

let counter = 0;

/**
 * Registers a new client through the REST API and returns it logged in. Unless `verified: false`,
 * the client then confirms the address as a person would: by opening the link of the confirmation
 * e-mail in the outbox (mail with content links and password resets need a confirmed address).
 */
export async function registerClient(t: TestApp, name = 'Test Client', opts: { verified?: boolean } = {}): Promise<Client> {
  counter++;
  const email = `client${counter}-${randomBytes(3).toString('hex')}@example.com`;
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name, email, password: 'correct horse' } });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error('no session cookie');
  const client = clientFor(t, res.json().user.id, email, cookie);
  if (opts.verified !== false) await confirmEmail(t, email);
  return client;
}

/** The token of the newest confirmation link e-mailed to `email` (from the outbox row's text). */
export async function confirmationToken(t: TestApp, email: string): Promise<string> {
  const [row] = await t
    .em()
    .execute<{ text_body: string }[]>(
      `select text_body from mail_outbox where to_address = ? and kind in ('email.verify', 'email.change') order by created_at desc, id desc limit 1`,
      [email],
    );
  const token = row && /\/verify-email\?token=([\w-]+)/.exec(row.text_body)?.[1];
  if (!token) throw new Error(`no confirmation link for ${email} in the outbox`);
  return token;
}

/** Opens the newest confirmation link e-mailed to `email` (POST /api/auth/verify-email). */
export async function confirmEmail(t: TestApp, email: string): Promise<void> {
  const token = await confirmationToken(t, email);
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  if (res.statusCode !== 200) throw new Error(`verify-email failed: ${res.statusCode} ${res.body}`);
}

/** A TOTP code of `secret` (RFC 6238, as an authenticator app shows it) at `at` (default now). */
export function totpCode(secret: string, at = new Date()): Promise<string> {
  return generateTotp({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/**
 * Turns on two-factor sign-in (TOTP) for a user directly in the database, as if they had scanned
 * the QR code. Returns the base32 secret for `totpCode`.
 */
export async function enrollTotp(t: TestApp, userId: string): Promise<string> {
  const secret = generateSecret();
  await enableTotpWithSecret(t.em(), t.config, userId, secret);
  return secret;
}

/**
 * Signs in with e-mail and password and, when asked for it, the current TOTP code of `totpSecret`
 * (both steps on REST). Returns the session cookie.
 */
export async function signIn(t: TestApp, email: string, password: string, totpSecret?: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  let cookie = sessionCookieOf(res);
  if (res.json().twoFactorRequired) {
    if (!totpSecret) throw new Error('login asks for a second factor');
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/second-factor',
      cookies: { [SESSION_COOKIE]: cookie ?? '' },
      payload: { code: await totpCode(totpSecret) },
    });
    if (second.statusCode !== 200) throw new Error(`second factor failed: ${second.statusCode} ${second.body}`);
    cookie = sessionCookieOf(second);
  }
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

/**
 * Creates a staff account (the owner by default, or an expert) directly in the database (as `npm run
 * admin:create` does for owners), turns on its two-factor sign-in (staff must have it) and logs it in
 * through the normal login with a computed TOTP code. Returns it as a Client with its `totpSecret`.
 */
export async function registerAdmin(t: TestApp, name = 'Test Admin', staffRole: StaffRole = 'owner'): Promise<Client & { totpSecret: string }> {
  counter++;
  const email = `${staffRole === 'owner' ? 'admin' : 'expert'}${counter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = 'admin password';
  await createOrPromoteAdmin(t.em(), { email, name, password }, async () => password, staffRole);
  const [row] = await t.em().execute<{ id: string }[]>(`select id from users where email = ?`, [email]);
  const totpSecret = await enrollTotp(t, row!.id);
  const cookie = await signIn(t, email, password, totpSecret);
  return { ...clientFor(t, row!.id, email, cookie), totpSecret };
}

/** Helpers bound to a session cookie (undefined = visitor). */
export function clientFor(t: TestApp, id: string, email: string, cookie: string | undefined): Client {
  const cookies = cookie ? { [SESSION_COOKIE]: cookie } : undefined;
  return {
    id,
    email,
    cookie: cookie ?? '',
    rest: (method, url, body) => t.app.inject({ method, url, ...(cookies ? { cookies } : {}), ...(body !== undefined ? { payload: body as object } : {}) }),
    trpc: (kind, path, input) =>
      kind === 'query'
        ? t.app.inject({
            method: 'GET',
            url: `/trpc/${path}${input !== undefined ? `?input=${encodeURIComponent(JSON.stringify(input))}` : ''}`,
            ...(cookies ? { cookies } : {}),
          })
        : t.app.inject({ method: 'POST', url: `/trpc/${path}`, ...(cookies ? { cookies } : {}), payload: (input ?? {}) as object }),
    postMultipart: (url, fields, file) => {
      const body = multipart(fields, file);
      return t.app.inject({ method: 'POST', url, headers: body.headers, payload: body.payload, ...(cookies ? { cookies } : {}) });
    },
  };
}

/** A visitor (no cookie). */
export function visitor(t: TestApp): Client {
  return clientFor(t, '', '', undefined);
}

/**
 * Configuration from environment variables, validated once at start (zod).
 * This is the only module that reads `process.env`. Every variable is listed in README.
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_ORDER_PAY_DAYS } from './shared/orders/pricing.js';
import { BRAND } from './shared/company.js';
import { SAMPLE_FIRM } from './shared/firm/firm.js';
import { DEFAULT_MAX_UPLOAD_MB, LANGUAGES, type Language } from './shared/constants.js';
import type { AdmissionQueueOptions } from './admission-queue.js';

const booleanish = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** TRUST_PROXY: unset/false, true, a hop count, or a comma-separated list of addresses/CIDRs. */
const trustProxySchema = z
  .string()
  .trim()
  .transform((v, ctx): boolean | number | string[] => {
    if (v === '' || v === 'false' || v === '0') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.every((s) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(s))) return list;
    ctx.addIssue({ code: 'custom', message: 'must be true, false, a hop count, or a comma-separated list of IP addresses/CIDRs' });
    return z.NEVER;
  });

/** An optional variable's value, trimmed; unset or empty is undefined. */
function optionalText() {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined));
}

/** An optional secret, as given (not trimmed), of at least 32 characters; unset or empty is undefined. */
function optionalSecret() {
  return z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters');
}

/**
 * An optional origin (`http(s)://host[:port]`, trimmed, trailing slashes dropped; unset or empty is
 * undefined); a value with a path or another scheme fails with a message naming `example`.
 */
function optionalOrigin(example: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.replace(/\/+$/, '') : undefined))
    .refine((v) => v === undefined || /^https?:\/\/[^/]+$/.test(v), `must be an origin such as ${example}`);
}

/**
 * What a process does (decision record 048): `all` serves HTTP and runs the background work (the
 * job runner, mail delivery, schedules, hourly purges), as `npm start` always did; `web` only
 * serves HTTP; `worker` only runs the background work. `web` and `worker` need DATABASE_URL.
 */
export const PROCESS_ROLES = ['all', 'web', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

const EnvSchema = z.object({
  /** 'production' makes PUBLIC_URL required (`productionNeedsPublicUrl`); the portal reads it for nothing else. */
  NODE_ENV: z.string().trim().optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL'),
  SESSION_SECRET: optionalSecret(),
  /** How long a checked session may be served from this process's memory, ms (0 = check every request; at most 1 s; default 0.5 s, decision record 058). */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(1000).default(500),
  /** The secret the TOTP secrets are encrypted with (hashed to 32 bytes); unset: DATA_DIR/two-factor.key. */
  TWO_FACTOR_KEY: optionalSecret(),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(DEFAULT_MAX_UPLOAD_MB),
  PUBLIC_URL: optionalOrigin('https://example.com'),
  TRUST_PROXY: trustProxySchema.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_SQL: booleanish.default(false),
  SMTP_URL: optionalText().refine((v) => v === undefined || /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().trim().min(3).default(`${BRAND} <${SAMPLE_FIRM.email}>`),
  FIRM_EMAIL: z.email().default(SAMPLE_FIRM.email),
  FIRM_LANGUAGE: z.enum(LANGUAGES).default('en'),
  STORAGE_QUOTA_MB: z.coerce.number().positive().max(1_048_576).default(1024),
  MIN_FREE_DISK_MB: z.coerce.number().min(0).max(1_048_576).default(200),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  UPLOAD_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(3_600_000)
    .default(15 * 60_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).max(1_000_000).default(64),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  ORDER_PAY_DAYS: z.coerce.number().int().min(1).max(90).default(DEFAULT_ORDER_PAY_DAYS),
  CATALOG_REFRESH_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  EVENT_LOOP_MAX_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  EMBEDDED_MAX_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  PROCESS_ROLE: z.enum(PROCESS_ROLES).default('all'),
  METRICS_TOKEN: optionalSecret(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_SECRET_KEY: optionalText(),
  STRIPE_WEBHOOK_SECRET: optionalText(),
  STRIPE_API_BASE: optionalOrigin('http://127.0.0.1:12111'),
  /** Where stored files live (decision record 052): the local directory (default) or S3-compatible object storage. */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalOrigin('https://s3.eu-central-1.amazonaws.com'),
  S3_BUCKET: optionalText(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
});

/**
 * Rules across variables. A `web` or `worker` process needs DATABASE_URL (decision record 048). In
 * production PUBLIC_URL is required: without it the passkey relying party and the same-origin
 * check of state-changing requests follow the request's Host header, which the sender chooses
 * (docs/decisions/012-account-security.md). `npm start` leaves NODE_ENV unset, so a fresh machine
 * runs without configuration.
 */
function crossVariableRules(e: z.infer<typeof EnvSchema>, ctx: z.RefinementCtx): void {
  if (e.PROCESS_ROLE !== 'all' && !e.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PROCESS_ROLE'],
      message: `${e.PROCESS_ROLE} needs DATABASE_URL: the embedded database is opened by one process only, which serves HTTP and runs the background work (npm start)`,
    });
  }
  if (e.STORAGE === 's3' && !e.S3_BUCKET) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'must be set when STORAGE is s3' });
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: [e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (neither: the AWS SDK's default credential chain)",
    });
  }
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message:
        "must be set when NODE_ENV is production: the site's public origin, e.g. https://steuerhilfe.example (passkeys and the same-origin check must not follow the Host header)",
    });
  }
}

/** Rate limits for the endpoints that take credentials or unsolicited input (per client address). */
export interface RateLimits {
  /** Login attempts per window. */
  login: number;
  register: number;
  contact: number;
  /** Window length in milliseconds (login, register, contact). */
  windowMs: number;
  /** Per signed-in user and hour: questions asked, folders created, documents uploaded. */
  questionsPerHour: number;
  foldersPerHour: number;
  documentsPerHour: number;
  /** Letters entered by hand per client per hour (uploads count as documents). */
  lettersPerHour: number;
  /** Orders placed and card checkouts started per client per hour. */
  ordersPerHour: number;
  /** Withdrawal declarations per client address per hour (the function is reachable without login). */
  withdrawalsPerHour: number;
  /** Follow-ups a client adds to their conversations per hour (each e-mails the firm), counted on both transports. */
  followUpsPerHour: number;
  /** Replies an admin e-mails to contact messages per hour (each one leaves the firm as an e-mail), counted on both transports. */
  contactRepliesPerHour: number;
  /** Assignments a member of staff changes per hour (each may e-mail a colleague; decision record 068), counted on both transports. */
  assignmentsPerHour: number;
  /** Calls a user books, moves or cancels per hour (each e-mails both sides an invitation; decision record 072), counted on both transports. */
  bookingsPerHour: number;
  /** E-mail confirmation links sent (re-sent, or for a new address) per signed-in user per hour. */
  verificationMailsPerHour: number;
  /** "Download my data" requests per client and day (each builds a ZIP of all their files). */
  dataExportsPerDay: number;
  /** Renames, moves and deletions of documents, folders and letters per client per hour. */
  fileChangesPerHour: number;
  /**
   * Second-factor codes entered (sign-in, set-up, disabling, recovery codes) per client address and
   * window (`windowMs`), counted on both transports.
   */
  secondFactor: number;
  /** Wrong second-factor codes in a row after which the account's code entry is locked. */
  secondFactorMaxFailures: number;
  /** How long that lock lasts, in milliseconds. */
  secondFactorLockMs: number;
  /** Passkey sign-in and registration ceremonies started per client address and window. */
  passkey: number;
  /**
   * Wrong passwords for one account (one e-mail address, whatever the client address) after which
   * further password sign-ins are refused unevaluated, and the window they are counted in
   * (milliseconds, sliding); docs/decisions/020-per-account-sign-in-limits.md.
   */
  accountSignInFailures: number;
  accountSignInWindowMs: number;
}

/** Selling hours (decision record 011). */
export interface OrdersConfig {
  /** Days an unpaid order stays open before it expires (ORDER_PAY_DAYS, default 14). */
  payDays: number;
  /** Stripe Checkout, when both keys are set; otherwise card payment is not offered. */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | undefined;
}

/** The validated, resolved configuration. Sizes in bytes unless named otherwise. */
export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path of the data directory (embedded database, uploads, generated keys). */
  dataDir: string;
  /** PostgreSQL server URL; undefined means embedded PGlite in `dataDir/db`. */
  databaseUrl: string | undefined;
  /** Explicit session secret; undefined means a key generated once in `dataDir`. */
  sessionSecret: string | undefined;
  /** How long a checked session's user may be served from memory, in ms (SESSION_CACHE_MS; 0 = never). */
  sessionCacheMs: number;
  /** Explicit key secret for the encrypted TOTP secrets; undefined means a key generated once in `dataDir`. */
  twoFactorKey: string | undefined;
  /** Upload cap in bytes. */
  maxUploadBytes: number;
  /** Most bytes of documents one client may store (sum of their files). */
  storageQuotaBytes: number;
  /** Free space the disk must keep after an upload, in bytes (uploads that would eat into it get 507). */
  minFreeDiskBytes: number;
  publicUrl: string | undefined;
  /**
   * NODE_ENV=production: a real firm's server. Online ordering then waits until the firm's details
   * are complete and real (decision record 021); development and tests keep the sample values.
   */
  production: boolean;
  /** What this process does (PROCESS_ROLE; decision record 048). */
  role: ProcessRole;
  /** The bearer token `GET /metrics` requires (METRICS_TOKEN); undefined: no /metrics (decision record 050). */
  metricsToken: string | undefined;
  /**
   * A worker's port (METRICS_PORT) for its probes and `GET /metrics` (decision record 050), on HOST;
   * undefined: a worker listens on no port. The other roles serve both on PORT.
   */
  metricsPort: number | undefined;
  trustProxy: boolean | number | string[];
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  logSql: boolean;
  /** Timeouts and connection limits of the HTTP server. */
  http: HttpConfig;
  /** PostgreSQL connection pool (DATABASE_URL mode only). */
  databasePool: DatabasePoolConfig;
  /** Load shedding and the health probes (src/plugins/health.ts, decision record 046). */
  health: HealthConfig;
  rateLimits: RateLimits;
  /** Directory of the built web client (index.html and assets). */
  webDistDir: string;
  /** The Node build of web/entry-prerender.tsx (`npm run build:web`), which re-renders the public pages. */
  prerenderEntry: string;
  /**
   * How often the server compares the package catalogue with the one its public pages show, in
   * milliseconds (CATALOG_REFRESH_SECONDS, default 30 s; 0: only at start and after this
   * process's own changes). Other instances' changes reach its pages within this time.
   */
  catalogRefreshMs: number;
  mail: MailConfig;
  orders: OrdersConfig;
  /** Where stored files live (STORAGE; decision record 052). */
  storage: StorageConfig;
}

/** Where stored files live (decision record 052): `DATA_DIR/uploads` and `DATA_DIR/exports`, or a bucket. */
export type StorageConfig = { driver: 'local' } | ({ driver: 's3' } & S3Config);

/** S3-compatible object storage (STORAGE=s3). */
export interface S3Config {
  /** S3_ENDPOINT, e.g. http://127.0.0.1:9000; undefined: AWS's own endpoint of the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither (then the AWS SDK's default credential chain: environment, profile, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /**
   * Time to connect; most time for a request until its answer's headers, and for its socket to
   * stay idle (REQUEST_TIMEOUT_MS); in milliseconds.
   */
  connectTimeoutMs: number;
  requestTimeoutMs: number;
}

/** How long clients may take, in milliseconds, and how many connections one address may hold. */
export interface HttpConfig {
  /** Headers and body of an ordinary request must arrive within this time. */
  requestTimeoutMs: number;
  /** The whole document upload (multipart) must arrive within this time. */
  uploadTimeoutMs: number;
  /** An idle keep-alive connection is closed after this time. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic at all is closed after this time. */
  idleSocketTimeoutMs: number;
  /** Open connections per client address (0 = no cap). */
  maxConnectionsPerIp: number;
}

/** When the server sheds load (src/plugins/health.ts, decision record 046). */
export interface HealthConfig {
  /**
   * Requests are answered 503 with Retry-After while the event loop's mean delay over the last
   * sample exceeds this many milliseconds (EVENT_LOOP_MAX_DELAY_MS, default 1000; 0: never).
   */
  maxEventLoopDelayMs: number;
  /** How often the event loop's delay is sampled, in milliseconds (1000). */
  sampleIntervalMs: number;
  /**
   * On the embedded database, the queue in front of the API calls (src/admission-queue.ts,
   * decision record 054): at most `maxConcurrent` at work, and a call that waited `maxWaitMs`
   * (EMBEDDED_MAX_WAIT_MS, default 1000) for a place is answered 503 with Retry-After. Null on
   * PostgreSQL (its pool bounds the wait) or when EMBEDDED_MAX_WAIT_MS is 0.
   */
  embeddedQueue: AdmissionQueueOptions | null;
}

/** API calls at work at once on the embedded database (decision record 054). */
export const EMBEDDED_MAX_CONCURRENT = 8;

/** Limits of the PostgreSQL connection pool, so that no request ever waits for the database forever. */
export interface DatabasePoolConfig {
  /** Most connections open at once. */
  max: number;
  /** How long a request waits for a free connection (or a new one to connect), in milliseconds. */
  acquireTimeoutMs: number;
  /** PostgreSQL `statement_timeout` (and `idle_in_transaction_session_timeout`), in milliseconds. */
  statementTimeoutMs: number;
}

/** E-mail (decision record 004). Without `smtpUrl`, messages are written as .eml files to `outboxDir`. */
export interface MailConfig {
  /** smtp:// or smtps:// URL of the SMTP server (nodemailer), or undefined. */
  smtpUrl: string | undefined;
  /** From header, e.g. 'Steuerhilfe <info@steuerhilfe.example>'. */
  from: string;
  /** Where the firm's notifications go (new contact message, new question). */
  firmEmail: string;
  /** The language of the firm's notifications. */
  firmLanguage: Language;
  /** Directory for .eml files when there is no SMTP server: DATA_DIR/outbox. */
  outboxDir: string;
  /** How often the sender looks for due messages, in milliseconds. */
  pollMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: 10,
  register: 10,
  contact: 5,
  windowMs: 60_000,
  questionsPerHour: 30,
  foldersPerHour: 30,
  documentsPerHour: 100,
  lettersPerHour: 60,
  ordersPerHour: 20,
  withdrawalsPerHour: 10,
  followUpsPerHour: 60,
  contactRepliesPerHour: 60,
  assignmentsPerHour: 300,
  bookingsPerHour: 20,
  verificationMailsPerHour: 5,
  dataExportsPerDay: 5,
  fileChangesPerHour: 300,
  secondFactor: 10,
  secondFactorMaxFailures: 5,
  secondFactorLockMs: 15 * 60_000,
  passkey: 20,
  accountSignInFailures: 10,
  accountSignInWindowMs: 15 * 60_000,
};

/** Thrown when the environment is invalid; `message` lists every bad variable. */
export class ConfigError extends Error {}

/**
 * Reads and validates the environment.
 * @throws ConfigError listing each invalid variable and why.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.superRefine(crossVariableRules).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    sessionCacheMs: e.SESSION_CACHE_MS,
    twoFactorKey: e.TWO_FACTOR_KEY,
    maxUploadBytes: Math.floor(e.MAX_UPLOAD_MB * 1024 * 1024),
    storageQuotaBytes: Math.floor(e.STORAGE_QUOTA_MB * 1024 * 1024),
    minFreeDiskBytes: Math.floor(e.MIN_FREE_DISK_MB * 1024 * 1024),
    publicUrl: e.PUBLIC_URL,
    production: e.NODE_ENV === 'production',
    role: e.PROCESS_ROLE,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    logSql: e.LOG_SQL,
    http: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      uploadTimeoutMs: Math.max(e.UPLOAD_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      idleSocketTimeoutMs: 60_000,
      maxConnectionsPerIp: e.MAX_CONNECTIONS_PER_IP,
    },
    health: {
      maxEventLoopDelayMs: e.EVENT_LOOP_MAX_DELAY_MS,
      sampleIntervalMs: 1000,
      embeddedQueue: !e.DATABASE_URL && e.EMBEDDED_MAX_WAIT_MS > 0 ? { maxConcurrent: EMBEDDED_MAX_CONCURRENT, maxWaitMs: e.EMBEDDED_MAX_WAIT_MS } : null,
    },
    databasePool: { max: e.DATABASE_POOL_MAX, acquireTimeoutMs: e.DATABASE_ACQUIRE_TIMEOUT_MS, statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS },
    rateLimits: DEFAULT_RATE_LIMITS,
    webDistDir: resolve('web/dist'),
    prerenderEntry: resolve('dist/prerender/entry-prerender.js'),
    catalogRefreshMs: e.CATALOG_REFRESH_SECONDS * 1000,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      firmEmail: e.FIRM_EMAIL,
      firmLanguage: e.FIRM_LANGUAGE,
      outboxDir: resolve(e.DATA_DIR, 'outbox'),
      pollMs: 5000,
    },
    storage:
      e.STORAGE === 's3'
        ? {
            driver: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            connectTimeoutMs: 5000,
            requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
          }
        : { driver: 'local' },
    orders: {
      payDays: e.ORDER_PAY_DAYS,
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
          : undefined,
    },
  };
}

/** ADMIN_PASSWORD, read only by `npm run admin:create` (src/scripts/admin-create.ts). */
export function adminPasswordFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.ADMIN_PASSWORD || undefined;
}

/** Environment variables only the test suite reads (kept here so no other module touches process.env). */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.TEST_DATABASE_URL || undefined;
}

/** Which database the integration tests use: TEST_DB=postgres (set by the vitest project) or PGlite. */
export function testDatabaseKind(env: NodeJS.ProcessEnv = process.env): 'pglite' | 'postgres' {
  return env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

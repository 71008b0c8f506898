/**
 * Security basics (spec sections 6 and 7): helmet with a strict Content-Security-Policy, rate limits for
 * login/register/contact shared by REST and tRPC, and refusal of state-changing requests
 * from another origin (Origin / Sec-Fetch-Site, on top of SameSite=Lax cookies).
 *
 * The rate limits count in this process's memory on the embedded database (one process), and in
 * PostgreSQL's `rate_limits` table with DATABASE_URL, so that every web process counts the same
 * calls (decision record 049): ten attempts are ten across all of them.
 */
import { createHash } from 'node:crypto';
import helmet from 'helmet';
import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { clientAddressKey } from '../client-address.js';
import type { AppConfig } from '../config.js';
import { AppError } from '../errors.js';

/** Connections of the rate limits' own pool on PostgreSQL (decision record 049). */
const RATE_LIMIT_POOL_MAX = 4;

/** Per client address: login, register, contact. Per signed-in user: creating questions, folders, documents. */
type LimitedAction =
  | 'login'
  | 'register'
  | 'contact'
  | 'createQuestion'
  | 'createFolder'
  | 'uploadDocument'
  | 'createLetter'
  | 'createOrder'
  | 'withdraw'
  | 'changeFiles'
  | 'dataExport'
  | 'verificationMail'
  | 'secondFactor'
  | 'passkey'
  | 'followUp'
  | 'contactReply'
  | 'assign'
  | 'booking';

/** The actions counted per user (key: the session's user id) rather than per address. */
const PER_USER_ACTIONS = new Set<LimitedAction>([
  'createQuestion',
  'createFolder',
  'uploadDocument',
  'createLetter',
  'createOrder',
  'changeFiles',
  'dataExport',
  'verificationMail',
  'followUp',
  'contactReply',
  'assign',
  'booking',
]);

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandlers enforcing the limit of each action for one call (one counter per action, shared by REST and tRPC). */
    limiters: Record<LimitedAction, preHandlerAsyncHookHandler>;
    /**
     * Counts every call of a (batched) request against its action's limit, all at once.
     * @throws AppError RATE_LIMITED when any action's window would be exceeded
     */
    consumeLimits(request: FastifyRequest, actions: LimitedAction[]): Promise<void>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const HOUR_MS = 60 * 60 * 1000;

/**
 * The inline styles react-aria's VisuallyHidden renders: the radio and checkbox inputs, and the
 * native select hidden behind a react-aria Select (`position:fixed` variant; the deadline
 * calculator). In prerendered HTML they are `style` attributes, which style-src 'self' would
 * block; the policy allows exactly these attribute values by their hashes ('unsafe-hashes'),
 * nothing else inline.
 */
const PRERENDERED_INLINE_STYLES = [
  'border:0;clip:rect(0 0 0 0);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;width:1px;white-space:nowrap',
  'border:0;clip:rect(0 0 0 0);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:fixed;width:1px;white-space:nowrap;top:0;left:0',
];
const styleAttrHashes = PRERENDERED_INLINE_STYLES.map((style) => `'sha256-${createHash('sha256').update(style).digest('base64')}'`);

/** The built stylesheets' hash-sources, computed once each (a portal page carries about 60 kB of CSS). */
const styleHashes = new Map<string, string>();
function styleHash(css: string): string {
  let hash = styleHashes.get(css);
  if (hash === undefined) {
    hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    // Only the build's few stylesheets come here; the bound keeps it so.
    if (styleHashes.size < 100) styleHashes.set(css, hash);
  }
  return hash;
}

/**
 * `policy` (a Content-Security-Policy header value) allowing exactly these `<style>` elements'
 * texts besides style-src 'self', by their SHA-256 hashes (CSP Level 3, hash-source): the
 * stylesheets a portal page carries inline (`inlineStylesheets` in preload.ts, decision record
 * 042). A policy without a style-src directive is returned unchanged.
 */
export function policyWithInlineStyles(policy: string, styles: readonly string[]): string {
  if (styles.length === 0) return policy;
  const hashes = [...new Set(styles.map(styleHash))];
  return policy.replace(/(^|;)(\s*style-src [^;]*)/, (_match, start: string, directive: string) => `${start}${directive} ${hashes.join(' ')}`);
}

/**
 * The tRPC procedures that count against each limited action. A Map, so that a path named like an
 * object built-in (`constructor`, `__proto__`) is simply not limited here (and unknown to tRPC).
 */
const LIMITED_PROCEDURES: ReadonlyMap<string, LimitedAction> = new Map<string, LimitedAction>([
  ['auth.login', 'login'],
  ['auth.register', 'register'],
  // Password guessing and reset-mail flooding share the login budget.
  ['auth.changePassword', 'login'],
  ['auth.requestPasswordReset', 'login'],
  ['auth.resetPassword', 'login'],
  // Confirmation e-mails (resending the link, changing the address: the password check included) per user.
  ['auth.resendVerification', 'verificationMail'],
  ['auth.changeEmail', 'verificationMail'],
  // Opening a confirmation link shares the login budget, like a reset link.
  ['auth.verifyEmail', 'login'],
  ['contact.submit', 'contact'],
  ['questions.create', 'createQuestion'],
  ['folders.create', 'createFolder'],
  // Renaming, moving and deleting documents, folders and letters (each one an audit entry).
  ['folders.rename', 'changeFiles'],
  ['folders.delete', 'changeFiles'],
  ['documents.update', 'changeFiles'],
  ['documents.delete', 'changeFiles'],
  ['letters.delete', 'changeFiles'],
  ['letters.create', 'createLetter'],
  ['letters.ask', 'createQuestion'],
  // A client's follow-ups in their conversations (each one e-mails the firm).
  ['questions.followUp', 'followUp'],
  // The firm's replies to contact messages (each one an e-mail), per admin; an owner's staff
  // invitations are e-mails too and share that budget (decision record 064).
  ['admin.contact.reply', 'contactReply'],
  ['admin.staff.invite', 'contactReply'],
  // Assigning questions and letters (each may e-mail the new assignee; decision record 068).
  ['admin.assignment.assign', 'assign'],
  ['calls.book', 'booking'],
  ['calls.move', 'booking'],
  ['calls.cancel', 'booking'],
  ['admin.calls.move', 'booking'],
  ['admin.calls.cancel', 'booking'],
  // Opening an invitation link shares the login budget, like a reset link; accepting it creates an account.
  ['staffInvitations.open', 'login'],
  ['staffInvitations.accept', 'register'],
  ['orders.create', 'createOrder'],
  ['orders.checkout', 'createOrder'],
  ['withdrawals.submit', 'withdraw'],
  ['withdrawals.confirm', 'withdraw'],
  // Two-factor codes and passkeys (decision record 012): codes per address here, per user in the database.
  ['twoFactor.signIn', 'secondFactor'],
  ['twoFactor.beginSetup', 'login'],
  ['twoFactor.enable', 'secondFactor'],
  ['twoFactor.disable', 'secondFactor'],
  ['twoFactor.regenerateRecoveryCodes', 'secondFactor'],
  ['passkeys.registrationOptions', 'login'],
  ['passkeys.register', 'passkey'],
  ['passkeys.signInOptions', 'passkey'],
  ['passkeys.signIn', 'passkey'],
  // "Download my data" builds a ZIP of every file; deleting the account checks the password (GDPR Art. 15, 17).
  ['account.requestExport', 'dataExport'],
  ['account.delete', 'login'],
]);

/**
 * The limited actions of a (possibly batched) tRPC call, once per call: a batch of 20 logins counts
 * 20 attempts. `paths` is the comma-separated path of the URL.
 */
export function limitedActionsOf(paths: string): LimitedAction[] {
  return paths.split(',').flatMap((p) => {
    const action = LIMITED_PROCEDURES.get(p);
    return action ? [action] : [];
  });
}

/**
 * Permissions-Policy: the browser features this site never uses are switched off for it and for
 * anything it might embed (W3C Permissions Policy).
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  // Passkeys (WebAuthn) are used by this site's own pages only.
  'publickey-credentials-create=(self)',
  'publickey-credentials-get=(self)',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/**
 * Whether a state-changing request comes from this site. Requests without Origin and
 * Sec-Fetch-Site (curl, server-to-server integrators) are allowed; browsers always send one.
 */
function isSameOrigin(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const expected = publicUrl ?? `${request.protocol}://${request.host}`;
  return origin === expected;
}

export const securityPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    // helmet's middleware, built once: @fastify/helmet builds it again for every request (parsing the
    // CSP directives each time), a measurable share of an API request's CPU (decision record 057).
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          styleSrcAttr: ["'unsafe-hashes'", ...styleAttrHashes],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(config.publicUrl?.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // HSTS only makes sense behind HTTPS.
      strictTransportSecurity: config.publicUrl?.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // The same answer as CSP frame-ancestors 'none', for browsers that only know X-Frame-Options.
      frameguard: { action: 'deny' },
    });
    app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));

    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      // API answers are personal: never stored by a browser or a shared cache (downloads set their own).
      if ((request.url.startsWith('/api/') || request.url.startsWith('/trpc/')) && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });

    const { rateLimits: r } = config;
    const windows: Record<LimitedAction, { points: number; ms: number }> = {
      login: { points: r.login, ms: r.windowMs },
      register: { points: r.register, ms: r.windowMs },
      contact: { points: r.contact, ms: r.windowMs },
      createQuestion: { points: r.questionsPerHour, ms: HOUR_MS },
      createFolder: { points: r.foldersPerHour, ms: HOUR_MS },
      uploadDocument: { points: r.documentsPerHour, ms: HOUR_MS },
      createLetter: { points: r.lettersPerHour, ms: HOUR_MS },
      createOrder: { points: r.ordersPerHour, ms: HOUR_MS },
      withdraw: { points: r.withdrawalsPerHour, ms: HOUR_MS },
      secondFactor: { points: r.secondFactor, ms: r.windowMs },
      passkey: { points: r.passkey, ms: r.windowMs },
      verificationMail: { points: r.verificationMailsPerHour, ms: HOUR_MS },
      changeFiles: { points: r.fileChangesPerHour, ms: HOUR_MS },
      dataExport: { points: r.dataExportsPerDay, ms: 24 * HOUR_MS },
      followUp: { points: r.followUpsPerHour, ms: HOUR_MS },
      contactReply: { points: r.contactRepliesPerHour, ms: HOUR_MS },
      assign: { points: r.assignmentsPerHour, ms: HOUR_MS },
      booking: { points: r.bookingsPerHour, ms: HOUR_MS },
    };
    // On PostgreSQL, a small pool of its own (the counters' statements are rate-limiter-flexible's).
    const pool = config.databaseUrl
      ? new pg.Pool({
          connectionString: config.databaseUrl,
          max: RATE_LIMIT_POOL_MAX,
          connectionTimeoutMillis: config.databasePool.acquireTimeoutMs,
          statement_timeout: config.databasePool.statementTimeoutMs,
          idleTimeoutMillis: 30_000,
        })
      : undefined;
    // An idle connection the server closed: the pool replaces it; logged once per outage (dbHealth).
    pool?.on('error', (err) => app.dbHealth.report(err));
    if (pool) app.addHook('onClose', async () => pool.end());
    const counters = new Map<LimitedAction, RateLimiterAbstract>(
      (Object.keys(windows) as LimitedAction[]).map((a) => {
        const limits = { points: windows[a].points, duration: Math.ceil(windows[a].ms / 1000), keyPrefix: a };
        return [
          a,
          pool
            ? new RateLimiterPostgres({ ...limits, storeClient: pool, tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: false })
            : new RateLimiterMemory(limits),
        ];
      }),
    );

    /**
     * Counts `calls` uses of `action` by this request's client (per user for what a signed-in client
     * creates, since an address may be shared; per address otherwise, an IPv6 client by its /64:
     * clientAddressKey).
     * @throws AppError RATE_LIMITED (429, with `retryAfter` in seconds) when the window is used up
     */
    const consume = async (request: FastifyRequest, action: LimitedAction, calls: number): Promise<void> => {
      const address = clientAddressKey(request.ip);
      const who = PER_USER_ACTIONS.has(action) ? ((await request.loadUser())?.id ?? address) : address;
      try {
        await counters.get(action)!.consume(who, calls);
      } catch (res) {
        if (!(res instanceof RateLimiterRes)) throw res;
        throw new AppError('RATE_LIMITED', 'tooManyRequests', { retryAfter: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });
      }
    };
    app.decorate('consumeLimits', async (request: FastifyRequest, actions: LimitedAction[]) => {
      const counts = new Map<LimitedAction, number>();
      for (const a of actions) counts.set(a, (counts.get(a) ?? 0) + 1);
      for (const [action, calls] of counts) await consume(request, action, calls);
    });
    app.decorate(
      'limiters',
      Object.fromEntries(
        (Object.keys(windows) as LimitedAction[]).map((a) => [a, async (request: FastifyRequest) => consume(request, a, 1)]),
      ) as unknown as Record<LimitedAction, preHandlerAsyncHookHandler>,
    );

    app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (!isSameOrigin(request, config.publicUrl)) throw new AppError('FORBIDDEN', 'crossOrigin');
    });
  },
  { name: 'security' },
);

/**
 * Security basics (issue 2): helmet with a strict Content-Security-Policy, rate limits for
 * login/register/contact shared by REST and tRPC, and refusal of state-changing requests
 * from another origin (Origin / Sec-Fetch-Site, on top of SameSite=Lax cookies).
 */
import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { AppError } from '../errors.js';
import { MESSAGES } from '../shared/messages.js';

export type LimitedAction = 'login' | 'register' | 'contact';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandlers enforcing the per-address limit of each action (one counter per action). */
    limiters: Record<LimitedAction, preHandlerAsyncHookHandler>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The inline style react-aria's VisuallyHidden renders (radio inputs of the contact form). In
 * prerendered HTML it is a `style` attribute, which style-src 'self' would block; the policy
 * allows exactly this attribute value by its hash ('unsafe-hashes'), nothing else inline.
 */
export const PRERENDERED_INLINE_STYLES = [
  'border:0;clip:rect(0 0 0 0);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;width:1px;white-space:nowrap',
];
const styleAttrHashes = PRERENDERED_INLINE_STYLES.map(
  (style) => `'sha256-${createHash('sha256').update(style).digest('base64')}'`,
);

/** The tRPC procedures that count against each limited action. */
export const LIMITED_PROCEDURES: Record<string, LimitedAction> = {
  'auth.login': 'login',
  'auth.register': 'register',
  // Password guessing and reset-mail flooding share the login budget.
  'auth.changePassword': 'login',
  'auth.requestPasswordReset': 'login',
  'auth.resetPassword': 'login',
  'contact.submit': 'contact',
};

/**
 * Whether a state-changing request comes from this site. Requests without Origin and
 * Sec-Fetch-Site (curl, server-to-server integrators) are allowed; browsers always send one.
 */
export function isSameOrigin(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const expected = publicUrl ?? `${request.protocol}://${request.host}`;
  return origin === expected;
}

export const securityPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(helmet, {
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
    });

    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_req, ctx) => {
        const err = new AppError('RATE_LIMITED', MESSAGES.tooManyRequests);
        (err as unknown as { retryAfter: string }).retryAfter = ctx.after;
        return err;
      },
    });
    const limiter = (action: LimitedAction, max: number) =>
      app.rateLimit({
        max,
        timeWindow: config.rateLimits.windowMs,
        keyGenerator: (req) => `${action}:${req.ip}`,
      }) as preHandlerAsyncHookHandler;
    app.decorate('limiters', {
      login: limiter('login', config.rateLimits.login),
      register: limiter('register', config.rateLimits.register),
      contact: limiter('contact', config.rateLimits.contact),
    });

    app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (!isSameOrigin(request, config.publicUrl)) throw new AppError('FORBIDDEN', MESSAGES.crossOrigin);
    });
  },
  { name: 'security' },
);

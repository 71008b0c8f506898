/**
 * The firm's own details (decision record 021): kept by an owner in the console, stored as one
 * JSON value in `settings` (key `firm`), validated with FirmSchema (src/shared/firm/firm.ts). Until an
 * owner saves them, SAMPLE_FIRM stands in. Changes are audit-logged field by field; invoices keep
 * the seller data they were issued with (invoices.service.ts), orders the bank account they showed.
 *
 * The go-live guard: with NODE_ENV=production, ordering is refused (503 ORDERING_CLOSED) while the
 * details are incomplete or still the sample values (`assertOrderingOpen`).
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import type { AppConfig } from '../../config.js';
import { requireOwner, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { db, jsonb } from '../../kysely.js';
import { FirmSchema, SAMPLE_FIRM, firmReadiness, type Firm, type FirmReadiness } from '../../shared/firm/firm.js';
import { recordAudit } from '../audit/audit.service.js';

const FIRM_KEY = 'firm';

/** Seconds a client is told to wait while online ordering is closed (Retry-After). */
const ORDERING_CLOSED_RETRY_AFTER_SECONDS = 3600;

/**
 * The firm's saved details, or null when an owner has not saved them yet. A stored value that no
 * longer passes FirmSchema (a hand edit in the database) counts as not saved.
 */
export async function savedFirm(em: EntityManager): Promise<Firm | null> {
  const row = await db(em).selectFrom('settings').select('value').where('key', '=', FIRM_KEY).executeTakeFirst();
  if (!row) return null;
  const value: unknown = typeof row.value === 'string' ? JSON.parse(row.value) : row.value;
  const parsed = FirmSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The firm's details to show and print: the saved ones, else the sample values. */
export async function loadFirm(em: EntityManager): Promise<Firm> {
  return (await savedFirm(em)) ?? SAMPLE_FIRM;
}

/** Whether online ordering is open: always outside production; in production only with complete, real details. */
export function orderingOpen(config: Pick<AppConfig, 'production'>, readiness: FirmReadiness): boolean {
  return !config.production || readiness.complete;
}

/**
 * The go-live guard for placing an order (both transports call it through the order service).
 * @throws AppError ORDERING_CLOSED (503, Retry-After) in production while the firm's details are
 *   incomplete or still the sample values
 */
export async function assertOrderingOpen(em: EntityManager, config: Pick<AppConfig, 'production'>): Promise<void> {
  if (!config.production) return;
  if (orderingOpen(config, firmReadiness(await savedFirm(em)))) return;
  throw new AppError('ORDERING_CLOSED', undefined, { retryAfter: ORDERING_CLOSED_RETRY_AFTER_SECONDS });
}

/** What the console's firm page shows: the details (sample values until saved) and the checklist. */
interface FirmView {
  firm: Firm;
  readiness: FirmReadiness;
  /** Whether online ordering is open on this server (false in production until the details are complete). */
  orderingOpen: boolean;
}

/** The firm's details and the set-up checklist (admin). */
export async function getFirmView(ctx: ServiceContext): Promise<FirmView> {
  const { em, config } = requireOwner(ctx);
  const saved = await savedFirm(em);
  const readiness = firmReadiness(saved);
  return { firm: saved ?? SAMPLE_FIRM, readiness, orderingOpen: orderingOpen(config, readiness) };
}

/** The dotted paths whose values differ between `a` and `b` (objects and arrays compared by JSON). */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>, prefix = ''): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[key];
    const b = after[key];
    const path = prefix + key;
    if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
      Object.assign(out, changedFields(a as Record<string, unknown>, b as Record<string, unknown>, `${path}.`));
    } else if (JSON.stringify(a) !== JSON.stringify(b)) {
      out[path] = { from: a ?? null, to: b ?? null };
    }
  }
  return out;
}

/**
 * Saves the firm's details (admin), already parsed with FirmSchema at the edge; one transaction writes the value
 * and the audit entry `firm.update` with each changed field's old and new value. The caller
 * re-renders the public pages (they show the details).
 * @returns the new view
 */
export async function updateFirm(ctx: ServiceContext, firm: Firm): Promise<FirmView> {
  const { em, user, config } = requireOwner(ctx);
  await em.transactional(async (tx) => {
    // One writer at a time, so the audit's "from" is the value this save replaced.
    await db(tx)
      .selectNoFrom((eb) => eb.fn('pg_advisory_xact_lock', [eb.fn('hashtext', [sql.lit('settings.firm')])]).as('locked'))
      .execute();
    const before = await savedFirm(tx);
    await db(tx)
      .insertInto('settings')
      .values({ key: FIRM_KEY, value: jsonb(firm), updated_at: sql`now()` })
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), updated_at: sql`now()` })))
      .execute();
    // The first save replaces the sample values the pages showed until then.
    const changes = changedFields((before ?? SAMPLE_FIRM) as unknown as Record<string, unknown>, firm as unknown as Record<string, unknown>);
    await recordAudit(tx, { actorId: user.id, action: 'firm.update', details: { firstSave: before === null, changes } });
  });
  const readiness = firmReadiness(firm);
  return { firm, readiness, orderingOpen: orderingOpen(config, readiness) };
}

/**
 * Logs once at start, on a production server, when online ordering is closed because the firm's
 * details are incomplete or still the sample values, and when the mail settings still use the
 * sample domain (decision record 021). Never throws: the server starts either way.
 */
export async function logGoLiveState(
  log: { warn: (obj: object, msg: string) => void },
  em: EntityManager,
  config: Pick<AppConfig, 'production' | 'mail'>,
): Promise<void> {
  if (!config.production) return;
  try {
    const readiness = firmReadiness(await savedFirm(em));
    if (!readiness.complete) {
      log.warn(
        { pending: readiness.pending },
        "online ordering is closed until the firm's details are complete: an owner enters them in the console (/admin/firm)",
      );
    }
    const sample = [config.mail.from, config.mail.firmEmail].some((address) => /\.example>?$/i.test(address));
    if (sample) log.warn({ mailFrom: config.mail.from, firmEmail: config.mail.firmEmail }, 'MAIL_FROM or FIRM_EMAIL is still the sample address');
  } catch (err) {
    log.warn({ err }, "the firm's details could not be checked at start");
  }
}

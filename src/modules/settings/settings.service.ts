/**
 * Settings the firm keeps in the console (decision record 011): today the VAT rate applied to new
 * orders (`vatRatePercent`, default 19 %, § 12 (1) UStG). Stored in `settings` as JSON values.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import { requireAdmin, type ServiceContext } from '../../context.js';
import { db, jsonb } from '../../kysely.js';
import { DEFAULT_VAT_RATE_PERCENT } from '../../shared/orders/pricing.js';
import type { VatSettingInput } from '../../shared/settings/settings.schema.js';
import { recordAudit } from '../audit/audit.service.js';

const VAT_KEY = 'vatRatePercent';

/** The VAT rate for new orders, in percent (an integer). */
export async function vatRatePercent(em: EntityManager): Promise<number> {
  const row = await db(em).selectFrom('settings').select('value').where('key', '=', VAT_KEY).executeTakeFirst();
  const value = row ? (typeof row.value === 'string' ? JSON.parse(row.value) : row.value) : null;
  return typeof value === 'number' && Number.isInteger(value) ? value : DEFAULT_VAT_RATE_PERCENT;
}

/** The settings as the console shows them. */
export async function getSettings(ctx: ServiceContext): Promise<VatSettingInput> {
  const { em } = requireAdmin(ctx);
  return { vatRatePercent: await vatRatePercent(em) };
}

/**
 * Sets the VAT rate for orders placed from now on (orders already placed keep theirs); audit-logged.
 * Returns the settings.
 */
export async function setVatRate(ctx: ServiceContext, input: VatSettingInput): Promise<VatSettingInput> {
  const { em, user } = requireAdmin(ctx);
  await em.transactional(async (tx) => {
    const before = await vatRatePercent(tx);
    await db(tx)
      .insertInto('settings')
      .values({ key: VAT_KEY, value: jsonb(input.vatRatePercent), updated_at: sql`now()` })
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), updated_at: sql`now()` })))
      .execute();
    await recordAudit(tx, { actorId: user.id, action: 'settings.update', details: { vatRatePercent: { from: before, to: input.vatRatePercent } } });
  });
  return { vatRatePercent: input.vatRatePercent };
}

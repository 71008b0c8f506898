/**
 * Settings the firm keeps in the console (decision record 011): the VAT rate applied to new orders
 * (`vatRatePercent`, default 19 %, § 12 (1) UStG), the standard hourly rate of extra hours
 * (`hourlyRateCents`, net euro cents, decision record 071), the business hours the response-time clocks
 * count (`businessHours`, decision record 061) and the DATEV fields of the bookkeeping export
 * (`datev`, decision record 065). Stored in `settings` as JSON values.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import { requireOwner, type ServiceContext } from '../../context.js';
import { db, jsonb } from '../../kysely.js';
import { DEFAULT_HOURLY_RATE_CENTS } from '../../shared/orders/extra-hours.js';
import { DEFAULT_VAT_RATE_PERCENT } from '../../shared/orders/pricing.js';
import {
  BusinessHoursSchema,
  DEFAULT_BUSINESS_HOURS_SETTING,
  DEFAULT_DATEV_SETTINGS,
  storedDatevSettings,
  type BusinessHoursSetting,
  type DatevSettings,
  type DatevSettingsInput,
  type HourlyRateSettingInput,
  type Settings,
  type VatSettingInput,
} from '../../shared/settings/settings.schema.js';
import { recordAudit } from '../audit/audit.service.js';

const VAT_KEY = 'vatRatePercent';
const HOURLY_RATE_KEY = 'hourlyRateCents';
const BUSINESS_HOURS_KEY = 'businessHours';
const DATEV_KEY = 'datev';

/** The stored JSON value of setting `key`, or null. */
async function storedValue(em: EntityManager, key: string): Promise<unknown> {
  const row = await db(em).selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (typeof row.value === 'string' ? JSON.parse(row.value) : row.value) : null;
}

/** Stores setting `key` as JSON `value` in `tx`. */
async function storeValue(tx: EntityManager, key: string, value: unknown): Promise<void> {
  await db(tx)
    .insertInto('settings')
    .values({ key, value: jsonb(value), updated_at: sql`now()` })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), updated_at: sql`now()` })))
    .execute();
}

/** The VAT rate for new orders, in percent (an integer). */
export async function vatRatePercent(em: EntityManager): Promise<number> {
  const value = await storedValue(em, VAT_KEY);
  return typeof value === 'number' && Number.isInteger(value) ? value : DEFAULT_VAT_RATE_PERCENT;
}

/** The standard hourly rate of extra hours for new orders, net, in euro cents (DEFAULT_HOURLY_RATE_CENTS until an owner sets one). */
export async function hourlyRateCents(em: EntityManager): Promise<number> {
  const value = await storedValue(em, HOURLY_RATE_KEY);
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : DEFAULT_HOURLY_RATE_CENTS;
}

/** The firm's business hours (Monday to Friday, 9:00–18:00, Berlin, until an owner sets others). */
export async function businessHours(em: EntityManager): Promise<BusinessHoursSetting> {
  const parsed = BusinessHoursSchema.safeParse(await storedValue(em, BUSINESS_HOURS_KEY));
  return parsed.success ? parsed.data : DEFAULT_BUSINESS_HOURS_SETTING;
}

/**
 * The DATEV fields of the bookkeeping export (decision record 065): the stored ones, or
 * DEFAULT_DATEV_SETTINGS (no Beraternummer or Mandantennummer, SKR03 8400 and debtor 10000) until
 * an owner saves them.
 */
export async function datevSettings(em: EntityManager): Promise<DatevSettings> {
  return storedDatevSettings(await storedValue(em, DATEV_KEY)) ?? DEFAULT_DATEV_SETTINGS;
}

/** The settings as the console shows them. */
export async function getSettings(ctx: ServiceContext): Promise<Settings> {
  const { em } = requireOwner(ctx);
  return {
    vatRatePercent: await vatRatePercent(em),
    hourlyRateCents: await hourlyRateCents(em),
    businessHours: await businessHours(em),
    datev: await datevSettings(em),
  };
}

/**
 * Sets the DATEV fields of the bookkeeping export (decision record 065); audit-logged with the old
 * and the new value. Batches exported before keep what they were written with. Returns the settings.
 */
export async function setDatevSettings(ctx: ServiceContext, input: DatevSettingsInput): Promise<Settings> {
  const { em, user } = requireOwner(ctx);
  await em.transactional(async (tx) => {
    const before = await datevSettings(tx);
    await storeValue(tx, DATEV_KEY, input);
    await recordAudit(tx, { actorId: user.id, action: 'settings.update', details: { datev: { from: before, to: input } } });
  });
  return getSettings(ctx);
}

/**
 * Sets the business hours for response-time clocks started from now on (a running clock keeps the
 * answer-by time it was given, decision record 061); audit-logged. Returns the settings.
 */
export async function setBusinessHours(ctx: ServiceContext, input: BusinessHoursSetting): Promise<Settings> {
  const { em, user } = requireOwner(ctx);
  await em.transactional(async (tx) => {
    const before = await businessHours(tx);
    await storeValue(tx, BUSINESS_HOURS_KEY, input);
    await recordAudit(tx, { actorId: user.id, action: 'settings.update', details: { businessHours: { from: before, to: input } } });
  });
  return { vatRatePercent: await vatRatePercent(em), hourlyRateCents: await hourlyRateCents(em), businessHours: input, datev: await datevSettings(em) };
}

/**
 * Sets the VAT rate for orders placed from now on (orders already placed keep theirs); audit-logged.
 * Returns the settings.
 */
export async function setVatRate(ctx: ServiceContext, input: VatSettingInput): Promise<VatSettingInput> {
  const { em, user } = requireOwner(ctx);
  await em.transactional(async (tx) => {
    const before = await vatRatePercent(tx);
    await storeValue(tx, VAT_KEY, input.vatRatePercent);
    await recordAudit(tx, { actorId: user.id, action: 'settings.update', details: { vatRatePercent: { from: before, to: input.vatRatePercent } } });
  });
  return { vatRatePercent: input.vatRatePercent };
}

/**
 * Sets the standard hourly rate (net euro cents) of extra hours ordered from now on (orders already
 * placed keep their price, decision record 071); audit-logged with the old and the new value.
 * Returns the settings.
 */
export async function setHourlyRate(ctx: ServiceContext, input: HourlyRateSettingInput): Promise<Settings> {
  const { em, user } = requireOwner(ctx);
  await em.transactional(async (tx) => {
    const before = await hourlyRateCents(tx);
    await storeValue(tx, HOURLY_RATE_KEY, input.hourlyRateCents);
    await recordAudit(tx, { actorId: user.id, action: 'settings.update', details: { hourlyRateCents: { from: before, to: input.hourlyRateCents } } });
  });
  return getSettings(ctx);
}

/**
 * The settings the firm keeps in the console (decision record 011): the VAT rate for new orders,
 * the standard hourly rate of extra hours (decision record 071), the business hours the
 * response-time clocks count (decision record 061), and the DATEV fields of the bookkeeping export
 * (decision record 065).
 */
import { z } from 'zod';
import { GERMAN_STATES } from '../deadlines/engine.js';
import { MESSAGE_KEY } from '../messages.js';
import { HOURLY_RATE_MAX_CENTS, HOURLY_RATE_MIN_CENTS } from '../orders/extra-hours.js';

/** The VAT rate setting, an integer percentage. */
export const VatSettingInputSchema = z.object({
  vatRatePercent: z
    .number({ error: MESSAGE_KEY.vatRateInvalid })
    .int({ error: MESSAGE_KEY.vatRateInvalid })
    .min(0, { error: MESSAGE_KEY.vatRateInvalid })
    .max(100, { error: MESSAGE_KEY.vatRateInvalid }),
});
export type VatSettingInput = z.infer<typeof VatSettingInputSchema>;

/** The standard hourly rate of extra hours: net, whole euro cents, €1.00 to €1,000.00 (decision record 071). */
export const HourlyRateSettingInputSchema = z.object({
  hourlyRateCents: z
    .number({ error: MESSAGE_KEY.hourlyRateInvalid })
    .int({ error: MESSAGE_KEY.hourlyRateInvalid })
    .min(HOURLY_RATE_MIN_CENTS, { error: MESSAGE_KEY.hourlyRateInvalid })
    .max(HOURLY_RATE_MAX_CENTS, { error: MESSAGE_KEY.hourlyRateInvalid }),
});
export type HourlyRateSettingInput = z.infer<typeof HourlyRateSettingInputSchema>;

/** A time of day, "HH:MM" on the 24-hour clock. */
const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const TimeOfDaySchema = z.string({ error: MESSAGE_KEY.businessTimeInvalid }).regex(TIME_OF_DAY, { error: MESSAGE_KEY.businessTimeInvalid });

/**
 * When the firm answers, in Berlin time: ISO weekdays (1 Monday … 7 Sunday, each once, in order
 * after parsing), the opening and closing time ("HH:MM", closing after opening), and the Land whose
 * statutory holidays are closed days (the deadline engine's calendar).
 */
export const BusinessHoursSchema = z
  .object({
    days: z
      .array(z.number().int().min(1).max(7), { error: MESSAGE_KEY.businessDaysRequired })
      .min(1, { error: MESSAGE_KEY.businessDaysRequired })
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    opens: TimeOfDaySchema,
    closes: TimeOfDaySchema,
    state: z.enum(GERMAN_STATES),
  })
  // Compared only when both are times: a malformed one has its own message.
  .refine((h) => !TIME_OF_DAY.test(h.opens) || !TIME_OF_DAY.test(h.closes) || h.closes > h.opens, { error: MESSAGE_KEY.businessHoursOrder, path: ['closes'] });

/** The business hours as stored and read back (BusinessHoursSchema's output). */
const BusinessHoursSettingSchema = z.object({
  days: z.array(z.number().int().min(1).max(7)).min(1).max(7),
  opens: TimeOfDaySchema,
  closes: TimeOfDaySchema,
  state: z.enum(GERMAN_STATES),
});
export type BusinessHoursInput = z.input<typeof BusinessHoursSchema>;
export type BusinessHoursSetting = z.output<typeof BusinessHoursSchema>;

/** Monday to Friday, 9:00–18:00, Berlin's holidays: the firm's business hours until an owner changes them. */
export const DEFAULT_BUSINESS_HOURS_SETTING: BusinessHoursSetting = { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00', state: 'BE' };

/** A whole number from `min` to `max`, every failure under one message key. */
function wholeNumber(min: number, max: number, error: string) {
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/**
 * The DATEV fields of the bookkeeping export that the owner keeps in the console
 * (docs/decisions/065-datev-export.md): the tax advisor's Beraternummer and the firm's
 * Mandantennummer (the EXTF header's fields 11 and 12), the Sachkontenlänge (field 14), the
 * Erlöskonto every invoice is booked to (an automatic VAT account of the rate `revenueVatRatePercent`,
 * so no BU-Schlüssel is written), the one collective Debitorenkonto booked against it (one digit
 * longer than the Sachkonten, 1xxxx to 6xxxx), and the month the fiscal year begins (field 13).
 */
export const DatevSettingsSchema = z
  .object({
    consultantNumber: wholeNumber(1001, 9_999_999, MESSAGE_KEY.datevConsultantNumberInvalid),
    clientNumber: wholeNumber(1, 99_999, MESSAGE_KEY.datevClientNumberInvalid),
    accountLength: wholeNumber(4, 8, MESSAGE_KEY.datevAccountLengthInvalid),
    revenueAccount: z.string({ error: MESSAGE_KEY.datevRevenueAccountInvalid }).regex(/^\d{4,8}$/, { error: MESSAGE_KEY.datevRevenueAccountInvalid }),
    revenueVatRatePercent: VatSettingInputSchema.shape.vatRatePercent,
    debtorAccount: z.string({ error: MESSAGE_KEY.datevDebtorAccountInvalid }).regex(/^[1-6]\d{4,8}$/, { error: MESSAGE_KEY.datevDebtorAccountInvalid }),
    fiscalYearStartMonth: wholeNumber(1, 12, MESSAGE_KEY.fiscalYearStartInvalid),
  })
  // Compared only with a valid length: a malformed one has its own message.
  .refine((d) => !Number.isInteger(d.accountLength) || d.revenueAccount.length === d.accountLength, {
    error: MESSAGE_KEY.datevRevenueAccountInvalid,
    path: ['revenueAccount'],
  })
  .refine((d) => !Number.isInteger(d.accountLength) || d.debtorAccount.length === d.accountLength + 1, {
    error: MESSAGE_KEY.datevDebtorAccountInvalid,
    path: ['debtorAccount'],
  });
export type DatevSettingsInput = z.infer<typeof DatevSettingsSchema>;

/** The DATEV settings as stored and read back: the two numbers are null until the owner enters them. */
const DatevSettingsStoredSchema = z.object({
  ...DatevSettingsSchema.shape,
  consultantNumber: DatevSettingsSchema.shape.consultantNumber.nullable(),
  clientNumber: DatevSettingsSchema.shape.clientNumber.nullable(),
});
export type DatevSettings = z.output<typeof DatevSettingsStoredSchema>;

/**
 * Until the owner sets them: no Beraternummer or Mandantennummer (the tax advisor gives both; the
 * DATEV batch is refused without them), SKR03's 8400 "Erlöse 19 % USt" (an automatic account) and
 * its first debtor 10000 as the collective debtor, four-digit accounts, the calendar year.
 */
export const DEFAULT_DATEV_SETTINGS: DatevSettings = {
  consultantNumber: null,
  clientNumber: null,
  accountLength: 4,
  revenueAccount: '8400',
  revenueVatRatePercent: 19,
  debtorAccount: '10000',
  fiscalYearStartMonth: 1,
};

/** Parses a stored DATEV settings value; null when it is not one (the defaults apply). */
export function storedDatevSettings(value: unknown): DatevSettings | null {
  const parsed = DatevSettingsStoredSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The settings as the console reads them. */
export const SettingsSchema = VatSettingInputSchema.extend({
  hourlyRateCents: HourlyRateSettingInputSchema.shape.hourlyRateCents,
  businessHours: BusinessHoursSettingSchema,
  datev: DatevSettingsStoredSchema,
});
export type Settings = z.output<typeof SettingsSchema>;

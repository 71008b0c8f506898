/**
 * The settings the firm keeps in the console (decision record 011): the VAT rate for new orders,
 * and the business hours the response-time clocks count (decision record 061).
 */
import { z } from 'zod';
import { GERMAN_STATES } from '../deadlines/engine.js';
import { MESSAGE_KEY } from '../messages.js';

/** The VAT rate setting, an integer percentage. */
export const VatSettingInputSchema = z.object({
  vatRatePercent: z
    .number({ error: MESSAGE_KEY.vatRateInvalid })
    .int({ error: MESSAGE_KEY.vatRateInvalid })
    .min(0, { error: MESSAGE_KEY.vatRateInvalid })
    .max(100, { error: MESSAGE_KEY.vatRateInvalid }),
});
export type VatSettingInput = z.infer<typeof VatSettingInputSchema>;

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

/** The settings as the console reads them. */
export const SettingsSchema = VatSettingInputSchema.extend({ businessHours: BusinessHoursSettingSchema });
export type Settings = z.output<typeof SettingsSchema>;

/** The console's package editing (the public catalogue's packages: ./catalog.schema.ts). */
import { z } from 'zod';
import { CentsSchema, IdSchema } from '../common.schema.js';
import { PACKAGE_FEATURE_MAX_LENGTH, PACKAGE_FEATURES_MAX, PACKAGE_RESPONSE_HOURS_MAX, RESPONSE_PROMISE_HOURS } from '../constants.js';
import { MESSAGE_KEY } from '../messages.js';
import { NO_NUL, WELL_FORMED, optionalText, requiredText } from '../text.js';

/** An optional text of a package (German name, descriptions): trimmed, empty is null. */
const optionalPackageText = (max: number) => optionalText(max, MESSAGE_KEY.packageTextTooLong);

/** A feature list: short lines (empty lines dropped), at most PACKAGE_FEATURES_MAX. */
const FeaturesSchema = z
  .array(
    z
      .string({ error: MESSAGE_KEY.packageFeaturesInvalid })
      .trim()
      .refine(...NO_NUL)
      .refine(...WELL_FORMED)
      .max(PACKAGE_FEATURE_MAX_LENGTH, { error: MESSAGE_KEY.packageFeaturesInvalid }),
    { error: MESSAGE_KEY.packageFeaturesInvalid },
  )
  .max(PACKAGE_FEATURES_MAX, { error: MESSAGE_KEY.packageFeaturesInvalid })
  .transform((lines) => lines.filter((line) => line !== ''));

const ResponseHoursSchema = z
  .number({ error: MESSAGE_KEY.packageResponseHoursInvalid })
  .int({ error: MESSAGE_KEY.packageResponseHoursInvalid })
  .min(1, { error: MESSAGE_KEY.packageResponseHoursInvalid })
  .max(PACKAGE_RESPONSE_HOURS_MAX, { error: MESSAGE_KEY.packageResponseHoursInvalid });

/** The fields every package has: English name, hours, net price and description. */
const packageCore = {
  name: requiredText(120, MESSAGE_KEY.packageNameRequired),
  hours: z
    .number({ error: MESSAGE_KEY.packageHoursInvalid })
    .int({ error: MESSAGE_KEY.packageHoursInvalid })
    .min(1, { error: MESSAGE_KEY.packageHoursInvalid })
    .max(1000, { error: MESSAGE_KEY.packageHoursInvalid }),
  /** Net price in euro cents. */
  price: CentsSchema,
  description: optionalPackageText(2000),
};

/** What the public pages show besides: German texts, features, response time, "Most Popular". */
const packageExtras = {
  /** German name and description; null shows the English ones on the German site. */
  nameDe: optionalPackageText(120),
  descriptionDe: optionalPackageText(2000),
  features: FeaturesSchema,
  featuresDe: FeaturesSchema,
  /** The response promise: "within N hours" ("or less" with `responseOrLess`). */
  responseHours: ResponseHoursSchema,
  responseOrLess: z.boolean(),
  /** Marked "Most Popular"; one package at a time (marking one unmarks the others). */
  popular: z.boolean(),
  /** Includes a dedicated specialist (decision record 069). */
  dedicatedSpecialist: z.boolean(),
  /** Lets the client book calls; invites them to a check-in call each quarter (decision record 072). */
  calls: z.boolean(),
  quarterlyCheckIns: z.boolean(),
};

/** Creating a package (spec: all fields except id and createdAt); the public fields have defaults. */
export const PackageInputSchema = z.object({
  ...packageCore,
  nameDe: packageExtras.nameDe,
  descriptionDe: packageExtras.descriptionDe,
  features: packageExtras.features.default([]),
  featuresDe: packageExtras.featuresDe.default([]),
  responseHours: packageExtras.responseHours.default(RESPONSE_PROMISE_HOURS),
  responseOrLess: packageExtras.responseOrLess.default(false),
  popular: packageExtras.popular.default(false),
  dedicatedSpecialist: packageExtras.dedicatedSpecialist.default(false),
  calls: packageExtras.calls.default(false),
  quarterlyCheckIns: packageExtras.quarterlyCheckIns.default(false),
  active: z.boolean().default(true),
});

export type PackageInput = z.infer<typeof PackageInputSchema>;

/**
 * Editing a package: `active` is required (no default), so an edit never reactivates a package by
 * omission; the German texts, features, response time and "Most Popular" stay as they are when
 * omitted (an integrator's PUT written before they existed keeps them).
 */
export const UpdatePackageInputSchema = z.object({
  id: IdSchema,
  ...packageCore,
  nameDe: packageExtras.nameDe.optional(),
  descriptionDe: packageExtras.descriptionDe.optional(),
  features: packageExtras.features.optional(),
  featuresDe: packageExtras.featuresDe.optional(),
  responseHours: packageExtras.responseHours.optional(),
  responseOrLess: packageExtras.responseOrLess.optional(),
  popular: packageExtras.popular.optional(),
  dedicatedSpecialist: packageExtras.dedicatedSpecialist.optional(),
  calls: packageExtras.calls.optional(),
  quarterlyCheckIns: packageExtras.quarterlyCheckIns.optional(),
  active: z.boolean(),
});

export type UpdatePackageInput = z.infer<typeof UpdatePackageInputSchema>;

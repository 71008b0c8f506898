/**
 * Rules for free text that every shared schema applies, so text PostgreSQL cannot store is refused
 * at the edge with a clear 400 instead of failing in the database:
 * - the NUL character (U+0000) in text (SQLSTATE 22021);
 * - ill-formed UTF-16 (a lone surrogate, e.g. "\ud800"): text columns would silently store U+FFFD,
 *   and jsonb (the audit log's details) refuses the escape "\ud800" outright.
 *
 * The two shapes of a free-text field built on them (`requiredText`, `optionalText`) live here too,
 * for every domain's schemas.
 */
import { z } from 'zod';
import { MESSAGE_KEY, type MessageKey } from './messages.js';

/** True when `value` holds no NUL character. */
function hasNoNul(value: string): boolean {
  return !value.includes('\u0000');
}

/** A lone surrogate: in a `u` regex a paired surrogate is one code point, an unpaired one is in category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * True when `value` is well-formed UTF-16, i.e. holds no lone surrogate. The same answer as
 * `String.prototype.isWellFormed` (ES2024), which older browsers running the shared schemas lack.
 */
function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** Arguments for zod's `.refine()` on any free-text field: `z.string().trim().refine(...NO_NUL).refine(...WELL_FORMED)`. */
export const NO_NUL = [hasNoNul, { error: MESSAGE_KEY.invalidCharacters }] as const;

/** Arguments for zod's `.refine()` on any free-text field, beside NO_NUL: 400 'textNotStorable' for a lone surrogate. */
export const WELL_FORMED = [isWellFormedText, { error: MESSAGE_KEY.textNotStorable }] as const;

/**
 * A required free-text field: trimmed, storable (NO_NUL, WELL_FORMED), at least `min` characters
 * (default one) and at most `max`. `required` is the message for a missing or shorter value,
 * `tooLong` the one for a longer value (without it zod's own text, which the server answers as
 * 'invalidInput').
 */
export function requiredText(max: number, required: MessageKey, tooLong?: MessageKey, min = 1) {
  return z
    .string({ error: required })
    .trim()
    .refine(...NO_NUL)
    .refine(...WELL_FORMED)
    .min(min, { error: required })
    .max(max, tooLong ? { error: tooLong } : undefined);
}

/**
 * An optional free-text field: trimmed, storable, at most `max` characters (`tooLong` names the
 * message, else zod's own text); absent, null or empty becomes null.
 */
export function optionalText(max: number, tooLong?: MessageKey) {
  return z
    .string()
    .trim()
    .refine(...NO_NUL)
    .refine(...WELL_FORMED)
    .max(max, tooLong ? { error: tooLong } : undefined)
    .nullish()
    .transform((v) => (v ? v : null));
}

/**
 * An optional free-text field that may be left out: trimmed, storable, at most `max` characters
 * (zod's own text beyond); absent or empty becomes undefined.
 */
export function omittableText(max: number) {
  return z
    .string()
    .trim()
    .refine(...NO_NUL)
    .refine(...WELL_FORMED)
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));
}

/**
 * Rules for free text that every shared schema applies: PostgreSQL cannot store the NUL character
 * (U+0000) in text, so it is refused at the edge with a clear message instead of failing in the
 * database (SQLSTATE 22021).
 */
import { MESSAGE_KEY } from './messages.js';

/** True when `value` holds no NUL character. */
export function hasNoNul(value: string): boolean {
  return !value.includes('\u0000');
}

/** Arguments for zod's `.refine()` on any free-text field: `z.string().trim().refine(...NO_NUL)`. */
export const NO_NUL = [hasNoNul, { error: MESSAGE_KEY.invalidCharacters }] as const;

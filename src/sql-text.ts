/** Text helpers for hand-written SQL. */

/** `%text%` for ILIKE: matches `text` anywhere, with the pattern characters `\`, `%` and `_` escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

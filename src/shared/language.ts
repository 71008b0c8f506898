/**
 * Reading a language from untrusted text (spec section 4): the stored preference, where anything
 * but 'de' counts as 'en', and the `?lang=` of a crawlable address, which names one or nothing.
 * Shared by the server (which prerendered page to send) and the web client.
 */
import type { Language } from './constants.js';

/** The language a stored preference (localStorage, cookie) stands for: 'de', else 'en'. */
export function parseLanguage(stored: unknown): Language {
  return stored === 'de' ? 'de' : 'en';
}

/** The language an address parameter names exactly ('de' / 'en'), or null. */
export function languageParam(value: unknown): Language | null {
  return value === 'de' || value === 'en' ? value : null;
}

/**
 * The language a browser's `Accept-Language` header asks for (RFC 9110 §12.5.4), for a first
 * visit without a stored choice (docs/decisions/025-the-account-language-rules.md): of the
 * ranges naming German or English (by primary subtag, `de-DE` counts as `de`), the one with the
 * highest q-value wins; on equal q-values the earlier one. Ranges with q=0 are refused; `*` and
 * other languages are ignored.
 * @param header the raw header value (undefined or empty: none sent)
 * @returns 'de' or 'en', or null when the header names neither
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  let best: { language: Language; q: number } | null = null;
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (primary !== 'de' && primary !== 'en') continue;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split('=').map((s) => s.trim());
      if (name?.toLowerCase() === 'q') q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value ?? '') ? Number(value) : 0;
    }
    if (q > 0 && (!best || q > best.q)) best = { language: primary, q };
  }
  return best?.language ?? null;
}

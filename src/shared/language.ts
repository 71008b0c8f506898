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

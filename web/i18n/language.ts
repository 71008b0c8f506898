/**
 * The language preference (spec section 4): 'en' or 'de', stored in localStorage under
 * `language`, default 'en'; any stored value other than 'de' counts as 'en'.
 * Pure helpers plus guarded storage access (private modes may throw).
 */
import { LANGUAGE_STORAGE_KEY, type Language } from '../../src/shared/constants.js';

export type { Language };

/** The language a stored preference stands for. */
export function parseLanguage(stored: string | null | undefined): Language {
  return stored === 'de' ? 'de' : 'en';
}

/** The other language (what the toggle switches to). */
export function otherLanguage(language: Language): Language {
  return language === 'de' ? 'en' : 'de';
}

export function readStoredLanguage(): Language {
  try {
    return parseLanguage(globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null);
  } catch {
    return 'en';
  }
}

export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}

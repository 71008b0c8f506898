/**
 * The language preference (spec section 4): 'en' or 'de', stored in localStorage under
 * `language`, default 'en'; any stored value other than 'de' counts as 'en'. The choice is
 * mirrored to a `language` cookie so the server can pick the matching prerendered page.
 * A crawlable address may carry `?lang=de|en`, which wins over the stored choice and is stored.
 * Pure helpers plus guarded storage access (private modes may throw).
 */
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, LANGUAGE_STORAGE_KEY, type Language } from '#shared/constants.js';
import { languageParam, parseLanguage } from '#shared/language.js';
import { LANGUAGE_QUERY_PARAM } from '#shared/routes.js';

export type { Language };
export { parseLanguage };

/** The other language (what the toggle switches to). */
export function otherLanguage(language: Language): Language {
  return language === 'de' ? 'en' : 'de';
}

/** The language named by a URL query (`?lang=de` / `?lang=en`), or null when it names none. */
export function languageFromSearch(search: string): Language | null {
  return languageParam(new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM));
}

export function readStoredLanguage(): Language {
  try {
    return parseLanguage(globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null);
  } catch {
    return 'en';
  }
}

/** Stores the choice in localStorage and mirrors it to the `language` cookie. */
export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
  }
}

/**
 * The language to start with: the address's `?lang=` (stored, as the visitor chose that
 * address), else the stored preference.
 */
export function startLanguage(search: string): Language {
  const fromUrl = languageFromSearch(search);
  if (fromUrl) {
    storeLanguage(fromUrl);
    return fromUrl;
  }
  const stored = readStoredLanguage();
  // Keep the cookie in step with a stored German choice (the cookie may have expired).
  if (stored === 'de') storeLanguage(stored);
  return stored;
}

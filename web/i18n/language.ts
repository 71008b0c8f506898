/**
 * The language preference (spec section 4): 'en' or 'de', stored in localStorage under
 * `language`, default 'en'; any stored value other than 'de' counts as 'en'. The choice is
 * mirrored to a `language` cookie so the server can pick the matching prerendered page.
 * A crawlable address may carry `?lang=de|en`, which wins over the stored choice and is stored.
 * Without either, the `language` cookie the server set counts: on a first visit it holds the
 * language the browser's Accept-Language asked for, after a sign-in the account's
 * (docs/decisions/025-the-account-language-rules.md).
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

/** The value of the `language` cookie in a `document.cookie` string, or null when there is none. */
export function languageCookieValue(cookies: string): string | null {
  for (const pair of cookies.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === LANGUAGE_COOKIE) return value.join('=');
  }
  return null;
}

/** Whether localStorage holds a choice (any value: spec section 4 reads all but 'de' as 'en'). */
function hasLocalChoice(): boolean {
  try {
    return (globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null) !== null;
  } catch {
    return false;
  }
}

/**
 * The stored choice: localStorage's, else the `language` cookie's (set by the server for a first
 * visit from Accept-Language, or at sign-in from the account), else English.
 */
export function readStoredLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    // Storage unavailable: the cookie may still say.
  }
  if (stored === null && typeof document !== 'undefined') stored = languageCookieValue(document.cookie);
  return parseLanguage(stored);
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
  // Keep the cookie in step with the stored choice, so the server sends the next page in it: the
  // cookie may have expired, or the server may have set it from Accept-Language while
  // localStorage holds an earlier choice (docs/decisions/025-the-account-language-rules.md).
  if (stored === 'de' || hasLocalChoice()) storeLanguage(stored);
  return stored;
}

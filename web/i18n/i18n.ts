/**
 * Lingui runtime setup: loads a locale's catalog (the `.po` file, compiled by the Lingui Vite
 * plugin, one chunk per locale), activates it and mirrors the choice to localStorage, the
 * `language` cookie and `<html lang>`. Works in the browser and in the prerenderer (Node).
 */
import { i18n, type Messages } from '@lingui/core';
import { readStoredLanguage, startLanguage, storeLanguage, type Language } from './language.js';

export { i18n };

/**
 * The catalogs: `messages` (every page), `pages` (service and legal page texts), `portal` (the
 * client's pages), `admin` (the admin console), `auth` (login, register, password pages), `seo`
 * (page titles and descriptions) and `errors` (the server's messages). See lingui.config.ts.
 */
type CatalogName = 'messages' | 'pages' | 'portal' | 'admin' | 'auth' | 'seo' | 'errors';

const CATALOGS: Record<CatalogName, Record<Language, () => Promise<{ messages: Messages }>>> = {
  messages: {
    de: () => import('../locales/de/messages.po'),
    en: () => import('../locales/en/messages.po'),
  },
  pages: {
    de: () => import('../locales/de/pages.po'),
    en: () => import('../locales/en/pages.po'),
  },
  portal: {
    de: () => import('../locales/de/portal.po'),
    en: () => import('../locales/en/portal.po'),
  },
  admin: {
    de: () => import('../locales/de/admin.po'),
    en: () => import('../locales/en/admin.po'),
  },
  auth: {
    de: () => import('../locales/de/auth.po'),
    en: () => import('../locales/en/auth.po'),
  },
  seo: {
    de: () => import('../locales/de/seo.po'),
    en: () => import('../locales/en/seo.po'),
  },
  errors: {
    de: () => import('../locales/de/errors.po'),
    en: () => import('../locales/en/errors.po'),
  },
};

/** Catalogs in use besides `messages`; a language switch loads them in the new language too. */
const extraCatalogs = new Set<CatalogName>();

async function loadMessages(language: Language): Promise<Messages> {
  const names: CatalogName[] = ['messages', ...extraCatalogs];
  const catalogs = await Promise.all(names.map((name) => CATALOGS[name][language]()));
  return Object.assign({}, ...catalogs.map((c) => c.messages)) as Messages;
}

/** Loads and activates a language without storing it (initial load, prerendering). */
export async function activateLanguage(language: Language): Promise<void> {
  const messages = await loadMessages(language);
  i18n.loadAndActivate({ locale: language, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Makes a catalog available in the active language (and in any language switched to later).
 * Route loaders of the pages that use it call this, so it is loaded before they render.
 */
export async function requireCatalog(...names: CatalogName[]): Promise<void> {
  await Promise.all(names.map(loadCatalogOnce));
}

/** Loading catalogs by name and language, so concurrent callers wait for the same import. */
const loading = new Map<string, Promise<void>>();

function loadCatalogOnce(name: CatalogName): Promise<void> {
  extraCatalogs.add(name);
  const language: Language = i18n.locale === 'de' ? 'de' : 'en';
  const key = `${name}:${language}`;
  let done = loading.get(key);
  if (!done) {
    done = CATALOGS[name][language]().then(({ messages }) => i18n.load(language, messages));
    loading.set(key, done);
  }
  return done;
}

/**
 * Who makes the signed-in account follow a language the user chose (the data layer's
 * `followLanguage`, set by the route guards once it is loaded; null on pages that never loaded it).
 * Kept here so the language toggle needs no import of the data layer.
 */
let accountFollower: ((language: Language) => Promise<Language | null>) | null = null;

/** Sets who makes the signed-in account follow the chosen language (see `chooseLanguage`). */
export function setAccountFollower(follower: (language: Language) => Promise<Language | null>): void {
  accountFollower = follower;
}

/**
 * The choice of the header toggle or footer buttons: stores and activates `language`, and, when
 * the page knows the signed-in user, makes it the account's language too; if that fails, the
 * page goes back to the account's language (docs/decisions/025-the-account-language-rules.md).
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  const back = await accountFollower?.(language);
  if (back) await changeLanguage(back);
}

/** The user's choice: store it, then load and activate the catalog. */
async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await activateLanguage(language);
}

/**
 * The signed-in account's language rules the portal (docs/decisions/025-the-account-language-rules.md):
 * the route guards call this with the session user's language before the page renders, so the
 * portal never shows the other language first. Stores it (the next load starts in it) and
 * switches only when it differs from the active one.
 */
export async function applyAccountLanguage(language: Language): Promise<void> {
  if (i18n.locale === language && readStoredLanguage() === language) return;
  await changeLanguage(language);
}

/** The language to start the page in (see `startLanguage`); call once before the first render. */
export function initialLanguage(): Language {
  return startLanguage(window.location.search);
}

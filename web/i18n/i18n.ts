/**
 * Lingui runtime setup: loads a locale's catalog (the `.po` file, compiled by the Lingui Vite
 * plugin, one chunk per locale), activates it and mirrors the choice to localStorage, the
 * `language` cookie and `<html lang>`. Works in the browser and in the prerenderer (Node).
 */
import { i18n, type Messages } from '@lingui/core';
import { startLanguage, storeLanguage, type Language } from './language.js';

export { i18n };

/** The catalogs: `messages` (every page) and `pages` (service and legal page texts). */
export type CatalogName = 'messages' | 'pages';

const CATALOGS: Record<CatalogName, Record<Language, () => Promise<{ messages: Messages }>>> = {
  messages: {
    de: () => import('../locales/de/messages.po'),
    en: () => import('../locales/en/messages.po'),
  },
  pages: {
    de: () => import('../locales/de/pages.po'),
    en: () => import('../locales/en/pages.po'),
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
export async function requireCatalog(name: CatalogName): Promise<void> {
  if (extraCatalogs.has(name)) return;
  extraCatalogs.add(name);
  const language: Language = i18n.locale === 'de' ? 'de' : 'en';
  const { messages } = await CATALOGS[name][language]();
  i18n.load(language, messages);
}

/** The user's choice: store it, then load and activate the catalog. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await activateLanguage(language);
}

/** The language to start the page in (see `startLanguage`); call once before the first render. */
export function initialLanguage(): Language {
  return startLanguage(window.location.search);
}

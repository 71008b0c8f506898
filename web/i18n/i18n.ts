/**
 * Lingui runtime setup: loads a locale's catalog (the `.po` file, compiled by the Lingui Vite
 * plugin, one chunk per locale), activates it and mirrors the choice to localStorage, the
 * `language` cookie and `<html lang>`. Works in the browser and in the prerenderer (Node).
 */
import { i18n, type Messages } from '@lingui/core';
import { startLanguage, storeLanguage, type Language } from './language.js';

export { i18n };

async function loadMessages(language: Language): Promise<Messages> {
  const catalog =
    language === 'de'
      ? await import('../locales/de/messages.po')
      : await import('../locales/en/messages.po');
  return catalog.messages;
}

/** Loads and activates a language without storing it (initial load, prerendering). */
export async function activateLanguage(language: Language): Promise<void> {
  const messages = await loadMessages(language);
  i18n.loadAndActivate({ locale: language, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
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

/**
 * Lingui runtime setup: loads a locale's catalog (the `.po` file, compiled by the Lingui Vite
 * plugin, one chunk per locale), activates it and mirrors the choice to localStorage and
 * `<html lang>`.
 */
import { i18n, type Messages } from '@lingui/core';
import { readStoredLanguage, storeLanguage, type Language } from './language.js';

export { i18n };

async function loadMessages(language: Language): Promise<Messages> {
  const catalog =
    language === 'de'
      ? await import('../locales/de/messages.po')
      : await import('../locales/en/messages.po');
  return catalog.messages;
}

/** Loads and activates a language without storing it (initial load). */
export async function activateLanguage(language: Language): Promise<void> {
  const messages = await loadMessages(language);
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
}

/** The user's choice: store it, then load and activate the catalog. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await activateLanguage(language);
}

/** Activates the stored (or default) language; call once before the first render. */
export function initI18n(): Promise<void> {
  return activateLanguage(readStoredLanguage());
}

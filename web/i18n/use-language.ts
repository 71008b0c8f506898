import { useLingui } from '@lingui/react';
import { parseLanguage, type Language } from './language.js';

/** The active app language ('en' | 'de'); re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n } = useLingui();
  return parseLanguage(i18n.locale);
}

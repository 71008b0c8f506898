/**
 * Switching the language from the header toggle or the footer buttons: stores and activates
 * it, and drops a `?lang=` from the address (otherwise a reload would bring the old language
 * back, as the address wins over the stored choice). Signed in, the account's language follows
 * (i18n.ts chooseLanguage: the same `auth.updateProfile` the account page uses); public pages
 * that never asked who is signed in store the choice only
 * (docs/decisions/025-the-account-language-rules.md).
 */
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { chooseLanguage } from './i18n.js';
import { languageFromSearch, type Language } from './language.js';
import { LANGUAGE_QUERY_PARAM } from '#shared/routes.js';

export function useChangeLanguage(): (language: Language) => Promise<void> {
  const router = useRouter();
  return useCallback(
    async (language: Language) => {
      await chooseLanguage(language);
      const { pathname, search, hash } = window.location;
      const fromAddress = languageFromSearch(search);
      if (fromAddress && fromAddress !== language) {
        const params = new URLSearchParams(search);
        params.delete(LANGUAGE_QUERY_PARAM);
        const query = params.toString();
        router.history.replace(`${pathname}${query ? `?${query}` : ''}${hash}`);
      }
    },
    [router],
  );
}

/**
 * Switching the language from the header toggle or the footer buttons: stores and activates
 * it, and drops a `?lang=` from the address (otherwise a reload would bring the old language
 * back, as the address wins over the stored choice). Signed in, the account's language follows:
 * the same `auth.updateProfile` the account page uses, with the language alone
 * (docs/decisions/023-the-account-language-rules.md).
 */
import { msg } from '@lingui/core/macro';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { loadedApi } from '../lib/api.js';
import { toast } from '../lib/toast.js';
import { changeLanguage } from './i18n.js';
import { languageFromSearch, type Language } from './language.js';
import { LANGUAGE_QUERY_PARAM } from '#shared/routes.js';

export function useChangeLanguage(): (language: Language) => Promise<void> {
  const router = useRouter();
  return useCallback(
    async (language: Language) => {
      await changeLanguage(language);
      const { pathname, search, hash } = window.location;
      const fromAddress = languageFromSearch(search);
      if (fromAddress && fromAddress !== language) {
        const params = new URLSearchParams(search);
        params.delete(LANGUAGE_QUERY_PARAM);
        const query = params.toString();
        router.history.replace(`${pathname}${query ? `?${query}` : ''}${hash}`);
      }
      await saveToAccount(language);
    },
    [router],
  );
}

/**
 * When the page knows the signed-in user (the data layer is loaded and has `auth.me`; public pages
 * never ask for it), the account's language becomes `language`. The cached user changes first, so
 * a route guard running meanwhile does not switch back; if saving fails, both go back.
 */
async function saveToAccount(language: Language): Promise<void> {
  const api = loadedApi();
  const user = api?.cachedUser();
  if (!api || !user || user.language === language) return;
  api.utils.auth.me.setData(undefined, { user: { ...user, language } });
  try {
    api.utils.auth.me.setData(undefined, await api.saveAccountLanguage(language));
  } catch {
    api.utils.auth.me.setData(undefined, { user });
    await changeLanguage(user.language);
    toast.error(msg`Language not saved`, msg`Your account keeps its language. Please try again.`);
  }
}

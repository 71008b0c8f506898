/**
 * What the page says when the language toggle could not change the signed-in account's language
 * (web/lib/api-client.tsx). Only signed-in pages show it, so it lives in the `errors` catalog,
 * which they load (lingui.config.ts), and stays out of the landing page's `messages`.
 */
import { msg } from '@lingui/core/macro';

export const LANGUAGE_NOT_SAVED = {
  title: msg`Language not saved`,
  description: msg`Your account keeps its language. Please try again.`,
};

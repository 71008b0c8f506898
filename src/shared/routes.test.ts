/** Links that open their page in a language (docs/decisions/025-the-account-language-rules.md). */
import { describe, expect, it } from 'vitest';
import { withLanguageParam, isClientPortalPage } from './routes.js';

describe('withLanguageParam', () => {
  it('adds ?lang= to an address without a query, before any fragment', () => {
    expect(withLanguageParam('https://portal.example/dashboard', 'de')).toBe('https://portal.example/dashboard?lang=de');
    expect(withLanguageParam('https://portal.example/account#data', 'de')).toBe('https://portal.example/account?lang=de#data');
    expect(withLanguageParam('/login', 'en')).toBe('/login?lang=en');
  });

  it('keeps the query it had and replaces a lang= in it', () => {
    expect(withLanguageParam('https://portal.example/reset-password?token=abc_12-x', 'de')).toBe(
      'https://portal.example/reset-password?token=abc_12-x&lang=de',
    );
    expect(withLanguageParam('/orders/1?paid=1&lang=en#top', 'de')).toBe('/orders/1?paid=1&lang=de#top');
    expect(withLanguageParam('/x?', 'en')).toBe('/x?lang=en');
  });
});

describe('isClientPortalPage', () => {
  it('is true for the pages inside the portal’s frame and false for the other signed-in pages', () => {
    const id = '3bda24cd-36c2-474a-80ff-8846ed6039ba';
    for (const path of [
      '/dashboard',
      '/letters',
      `/letters/${id}`,
      '/questions/',
      `/questions/${id}`,
      '/calls',
      '/calls/new',
      '/documents',
      '/account',
      '/order',
      `/order/${id}`,
      `/orders/${id}`,
      '/invoices',
    ]) {
      expect(isClientPortalPage(path), path).toBe(true);
    }
    for (const path of [
      '/admin',
      `/admin/letters/${id}`,
      '/withdraw',
      '/withdraw/confirm',
      '/verify-email',
      '/reset-password',
      '/two-factor-setup',
      '/',
      '/letters/not-an-id',
      '/dashboardx',
    ]) {
      expect(isClientPortalPage(path), path).toBe(false);
    }
  });
});

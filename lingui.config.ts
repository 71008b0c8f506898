import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Lingui: English source strings in the code, generated ids, PO catalogs per locale.
 * The Vite plugin compiles the `.po` files on import (see web/i18n/i18n.ts).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  fallbackLocales: { default: 'en' },
  // Seven catalogs per locale, so the landing page loads only what it shows: `pages` holds the long
  // texts of the service and legal pages, `portal` the logged-in client's pages, `admin` the admin
  // console, `auth` the login, register and password pages, `seo` the page titles and
  // descriptions (the head is prerendered; it is rebuilt on navigation only). Each is loaded where
  // it is used (web/i18n/i18n.ts requireCatalog). `errors` holds the server's messages (loaded by
  // the pages with forms, and by the contact form when it is submitted). `messages` holds
  // everything else (public site, shared components).
  catalogs: [
    {
      path: '<rootDir>/web/locales/{locale}/pages',
      include: ['<rootDir>/web/features/legal', '<rootDir>/web/features/services'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/web/locales/{locale}/portal',
      include: [
        '<rootDir>/web/features/portal',
        '<rootDir>/web/features/signed-in',
        '<rootDir>/web/features/account',
        '<rootDir>/web/features/documents',
        '<rootDir>/web/routes/dashboard.tsx',
        '<rootDir>/web/routes/questions.tsx',
        '<rootDir>/web/routes/documents.tsx',
        '<rootDir>/web/routes/account.tsx',
      ],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/web/locales/{locale}/admin',
      // web/features/signed-in is shared with the portal: it is in both catalogs.
      include: ['<rootDir>/web/features/admin', '<rootDir>/web/features/signed-in', '<rootDir>/web/routes/admin', '<rootDir>/web/routes/admin.tsx'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/web/locales/{locale}/auth',
      include: [
        '<rootDir>/web/routes/login.tsx',
        '<rootDir>/web/routes/register.tsx',
        '<rootDir>/web/routes/forgot-password.tsx',
        '<rootDir>/web/routes/reset-password.tsx',
      ],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/web/locales/{locale}/seo',
      // Only what the head alone uses: the service and legal titles (web/seo/titles.ts) also
      // appear in page bodies and stay in `messages`.
      include: ['<rootDir>/web/seo'],
      exclude: ['<rootDir>/web/seo/titles.ts', '**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/web/locales/{locale}/errors',
      include: ['<rootDir>/web/i18n/server-messages.ts'],
    },
    {
      path: '<rootDir>/web/locales/{locale}/messages',
      include: ['<rootDir>/web'],
      exclude: [
        '**/node_modules/**',
        '<rootDir>/web/dist/**',
        '<rootDir>/web/features/legal/**',
        '<rootDir>/web/features/services/**',
        '<rootDir>/web/features/portal/**',
        '<rootDir>/web/features/signed-in/**',
        '<rootDir>/web/features/account/**',
        '<rootDir>/web/features/documents/**',
        '<rootDir>/web/features/admin/**',
        '<rootDir>/web/routes/admin/**',
        '<rootDir>/web/routes/admin.tsx',
        '<rootDir>/web/routes/dashboard.tsx',
        '<rootDir>/web/routes/questions.tsx',
        '<rootDir>/web/routes/documents.tsx',
        '<rootDir>/web/routes/account.tsx',
        '<rootDir>/web/routes/login.tsx',
        '<rootDir>/web/routes/register.tsx',
        '<rootDir>/web/routes/forgot-password.tsx',
        '<rootDir>/web/routes/reset-password.tsx',
        '<rootDir>/web/seo/head.ts',
        '<rootDir>/web/seo/meta-pages.ts',
        '<rootDir>/web/seo/meta-services.ts',
        '<rootDir>/web/seo/meta-legal.ts',
        '<rootDir>/web/seo/HeadManager.tsx',
        '<rootDir>/web/seo/types.ts',
        '<rootDir>/web/i18n/server-messages.ts',
        '**/*.test.ts',
        '**/*.test.tsx',
      ],
    },
  ],
  format: formatter({ lineNumbers: false }),
});

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
  // Two catalogs per locale: `pages` holds the long texts of the service and legal pages, loaded
  // by those routes only (web/i18n/i18n.ts requireCatalog); `messages` holds everything else.
  catalogs: [
    {
      path: '<rootDir>/web/locales/{locale}/pages',
      include: ['<rootDir>/web/features/legal', '<rootDir>/web/features/services'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/web/locales/{locale}/messages',
      include: ['<rootDir>/web'],
      exclude: [
        '**/node_modules/**',
        '<rootDir>/web/dist/**',
        '<rootDir>/web/features/legal/**',
        '<rootDir>/web/features/services/**',
        '**/*.test.ts',
        '**/*.test.tsx',
      ],
    },
  ],
  format: formatter({ lineNumbers: false }),
});

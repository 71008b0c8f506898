import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Lingui: English source strings in the code, generated ids, one PO catalog per locale.
 * The Vite plugin compiles the `.po` files on import (see web/i18n/i18n.ts).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/web/locales/{locale}/messages',
      include: ['<rootDir>/web'],
      exclude: ['**/node_modules/**', '<rootDir>/web/dist/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});

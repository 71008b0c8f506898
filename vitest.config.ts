/**
 * Test projects (all run by `npm test`):
 * - unit: pure code of server and web, fast (the gate `npm run check` runs it; a test of pure code
 *   that takes seconds, such as rendering invoices, is a server-project test without `.unit`);
 * - server-pglite: integration tests through app.inject on in-memory PGlite, always;
 * - server-postgres: the same tests on the PostgreSQL server in TEST_DATABASE_URL, when set;
 * - e2e: browser tests in Debian Chromium against the built client.
 */
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

const integration = ['src/**/*.test.ts'];
const unit = ['src/shared/**/*.test.ts', 'web/**/*.test.ts', 'src/**/*.unit.test.ts'];

const projects = [
  {
    // Lingui macros and .po catalogs compile as in the web build (vite.config.ts), so web code is
    // tested with its real German catalogs.
    plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
    test: { name: 'unit', include: unit, setupFiles: ['src/test/setup.ts'] },
  },
  {
    test: {
      name: 'server-pglite',
      include: integration,
      exclude: unit,
      env: { TEST_DB: 'pglite' },
      setupFiles: ['src/test/setup.ts'],
      globalSetup: ['src/test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          test: {
            name: 'server-postgres',
            include: integration,
            exclude: unit,
            env: { TEST_DB: 'postgres' },
            setupFiles: ['src/test/setup.ts'],
            globalSetup: ['src/test/global-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ]
    : []),
  {
    test: {
      name: 'e2e',
      include: ['e2e/**/*.test.ts'],
      setupFiles: ['src/test/setup.ts'],
      globalSetup: ['src/test/global-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      fileParallelism: false,
    },
  },
];

export default defineConfig({
  test: {
    projects,
    pool: 'forks',
    maxWorkers: 2,
  },
});

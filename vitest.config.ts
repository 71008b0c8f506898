/**
 * Test projects (all run by `npm test`; decision record 031 says how they share the machine):
 * - unit: pure code of server and web, fast (the gate `npm run check` runs it; a test of pure code
 *   that takes seconds, such as rendering invoices, is a server-project test without `.unit`);
 * - server-pglite: integration tests through app.inject on in-memory PGlite, always;
 * - server-postgres: the same database tests on the PostgreSQL server in TEST_DATABASE_URL, when set;
 * - e2e: browser tests in Debian Chromium against the built client.
 */
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './src/test/sequencer.js';

const integration = ['src/**/*.test.ts'];
const unit = ['src/shared/**/*.test.ts', 'web/**/*.test.ts', 'src/**/*.unit.test.ts'];

/**
 * Server-project tests whose subject is not the database (processes, sockets, external programs,
 * files, rendering): they run once, on PGlite, which every run has (decision record 031).
 */
const oneDatabase = [
  'src/process.test.ts',
  'src/backup.test.ts',
  'src/backup/archive.test.ts',
  'src/disk-full.test.ts',
  'src/plugins/timeouts.test.ts',
  'src/external/ocr.test.ts',
  'src/external/sandbox.test.ts',
  'src/modules/letters/reading.test.ts',
  'src/modules/letters/untrusted-files.test.ts',
  'src/modules/invoices/invoice-documents.test.ts',
  'src/modules/invoices/invoice-rendering.test.ts',
  'src/modules/orders/stripe.test.ts',
  'src/storage/storage-drivers.test.ts',
  'src/storage/storage-migrate.test.ts',
  'src/storage/s3-app.test.ts',
];

/**
 * The server and browser projects reuse a worker process for several test files instead of
 * starting one per file (`isolate: false`): each file still builds its own app, database and
 * browser, but Node, Fastify, MikroORM, PGlite, Chromium's driver and our own modules are loaded
 * once per worker rather than once per file, which was a third of the run (decision record 031,
 * and its amendment: our modules are no longer evaluated afresh for each file).
 */
const shared = { isolate: false, setupFiles: ['src/test/setup.ts'], globalSetup: ['src/test/global-setup.ts'] };

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
      // `*.postgres.test.ts`: about the PostgreSQL server itself (its client, its sessions).
      exclude: [...unit, 'src/**/*.postgres.test.ts'],
      env: { TEST_DB: 'pglite' },
      ...shared,
      testTimeout: 30_000,
      hookTimeout: 60_000,
      expect: { poll: { timeout: 20_000 } },
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          test: {
            name: 'server-postgres',
            include: integration,
            exclude: [...unit, ...oneDatabase],
            env: { TEST_DB: 'postgres' },
            ...shared,
            testTimeout: 30_000,
            hookTimeout: 60_000,
            expect: { poll: { timeout: 20_000 } },
          },
        },
      ]
    : []),
  {
    test: {
      name: 'e2e',
      include: ['e2e/**/*.test.ts'],
      ...shared,
      // A walk through several pages takes 10–30 s on a quiet machine and minutes on a busy one;
      // Playwright's steps wait up to 90 s (e2e/support.ts), and so does expect.poll.
      testTimeout: 180_000,
      hookTimeout: 120_000,
      expect: { poll: { timeout: 90_000 } },
    },
  },
];

export default defineConfig({
  test: {
    projects,
    pool: 'forks',
    // Longest files first within each project, by a measured run's durations (decision record 055).
    sequence: { sequencer: LongestFirstSequencer },
    // Two cores, three workers: a browser-test file mostly waits (for the page, the server, the
    // browser), about half a core; vitest runs the projects in name order, so the browser tests
    // run three at a time first and the CPU-bound server tests fill the cores after (decision record 031).
    maxWorkers: 3,
  },
});

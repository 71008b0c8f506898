/**
 * vitest global set-up of the server and browser projects: builds the run's migrated template
 * database once (src/test/template.ts) and hands its location to the test files through `provide`.
 */
import type { TestProject } from 'vitest/node';
import { testDatabaseUrl } from '../config.js';
import { buildPgliteTemplate, buildPostgresTemplate } from './template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the PGlite dump every test file starts from. */
    pgliteTemplate: string;
    /** Name of the PostgreSQL template database ('' when the project runs on PGlite). */
    postgresTemplate: string;
  }
}

/** One PGlite dump for every project of the run (the module may be set up once per project). */
let pglite: ReturnType<typeof buildPgliteTemplate> | undefined;
let users = 0;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const onPostgres = project.config.env?.TEST_DB === 'postgres';
  const base = testDatabaseUrl();
  users++;
  pglite ??= buildPgliteTemplate();
  // One after the other: PGlite migrates on this process's event loop, and a PostgreSQL connection
  // opened meanwhile can miss its connection timeout on a busy machine.
  const dump = await pglite;
  const postgres = onPostgres && base ? await buildPostgresTemplate(base) : undefined;
  project.provide('pgliteTemplate', dump.path);
  project.provide('postgresTemplate', postgres?.name ?? '');
  return async () => {
    await postgres?.remove();
    if (--users === 0) dump.remove();
  };
}

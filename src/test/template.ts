/**
 * One migrated, seeded database per test run, copied for each test file instead of migrating
 * afresh (PGlite's start from an empty cluster runs initdb: several seconds; loading a dump: about
 * one). Built by the projects' global set-up (src/test/global-setup.ts) and found by the harness
 * through vitest's `inject`.
 * - PGlite: a dump of the data directory (`dumpDataDir`), written to a temporary .tar file.
 * - PostgreSQL: a template database; each file's database is `create database … template …`.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrate, openOrm, rootEm } from '../db.js';
import { seedPackages } from '../modules/packages/packages.service.js';

/** Migrates and seeds an empty database through the ORM (the same steps as `npm start`). */
async function prepare(target: Parameters<typeof openOrm>[0]): Promise<void> {
  const orm = await openOrm(target);
  try {
    await migrate(orm);
    await seedPackages(rootEm(orm).fork());
  } finally {
    await orm.close(true);
  }
}

/** Builds the PGlite template. @returns the path of the dump (.tar) and a function removing it. */
export async function buildPgliteTemplate(): Promise<{ path: string; remove(): void }> {
  const dir = join(tmpdir(), `portal-template-${randomBytes(4).toString('hex')}`);
  await prepare({ databaseUrl: undefined, pgliteDir: dir });
  const db = await PGlite.create({ dataDir: dir });
  const dump = await db.dumpDataDir('none');
  await db.close();
  rmSync(dir, { recursive: true, force: true });
  const path = `${dir}.tar`;
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  return { path, remove: () => rmSync(path, { force: true }) };
}

/** The dump at `path` as the Blob PGlite's `loadDataDir` takes. */
export function readPgliteTemplate(path: string): Blob {
  return new Blob([readFileSync(path)]);
}

/** Runs one statement on the server's maintenance connection (`baseUrl`). */
async function onServer(baseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** `baseUrl` with its database name replaced. */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Builds the PostgreSQL template database. @returns its name and a function dropping it. */
export async function buildPostgresTemplate(baseUrl: string): Promise<{ name: string; remove(): Promise<void> }> {
  // A connection lost on a busy machine (a timeout while connecting) is retried with a new
  // database; the half-built one is dropped.
  for (let attempt = 1; ; attempt++) {
    const name = `tpl_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const remove = () => onServer(baseUrl, `drop database if exists "${name}" with (force)`);
    try {
      await onServer(baseUrl, `create database "${name}"`);
      await prepare({ databaseUrl: databaseUrl(baseUrl, name) });
      return { name, remove };
    } catch (err) {
      await remove().catch(() => undefined);
      if (attempt >= 3 || !/connection|terminat|timeout/i.test(String((err as Error).message))) throw err;
    }
  }
}

/**
 * Creates database `name` as a copy of `template`. Two copies of one template at the same moment
 * can meet "source database is being accessed by other users"; that is retried.
 */
export async function copyPostgresTemplate(baseUrl: string, template: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await onServer(baseUrl, `create database "${name}" template "${template}"`);
      return;
    } catch (err) {
      if (attempt >= 20 || !/being accessed by other users/.test(String((err as Error).message))) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

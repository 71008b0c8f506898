/**
 * What a module declares about itself (docs/decisions/032-modules-register-themselves.md): one
 * manifest per domain, `src/modules/<domain>/<domain>.module.ts`, listed once in
 * `src/modules/registry.ts`. The app (REST routes), the tRPC router (client and admin), the entity
 * list, the background runner (jobs, schedules), the e-mail renderers and the data rights (export,
 * erasure, retention purge; decision record 013) iterate the registry, so a new module touches its
 * own folder, one line of the registry, its migration and its message keys.
 *
 * Only types and identity helpers live here: this file imports no module.
 */
import type { EntitySchema } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { AnyRouter } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppConfig } from '../config.js';
import type { Logger } from '../context.js';
import type { Storage } from '../storage/storage.js';
import type { JobHandler } from './jobs/runner.js';
import type { AnyMailRenderer } from './mail/templates.js';

/** What the app hands a module's jobs, schedules and start-up checks (built once, in src/app.ts). */
export interface ModuleServices {
  /** A fresh EntityManager fork of the root ORM on each call. */
  em: () => EntityManager;
  config: AppConfig;
  log: Logger;
  /** Where documents' bytes live (DATA_DIR/uploads). */
  storage: Storage;
  /** Where "Download my data" ZIPs are written (DATA_DIR/exports; decision record 013). */
  exports: Storage;
  /** Every module's personal-data declaration, in registry order (the data rights iterate it). */
  personalData: readonly ModulePersonalData[];
}

/** Registers one module's REST routes (the spec's `/api` paths) on the app's `/api` scope. */
export type RestRoutes = (app: FastifyInstance) => Promise<void>;

/**
 * A typed background job (docs/decisions/010-finanzamt-letters.md): its kind, the zod schema of its
 * payload (parsed before `run`; a payload that does not parse throws, so the job is retried and
 * ends failed like any other error), the handler, and what the user sees when it fails for good.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** The `jobs.kind` value, `<domain>.<verb>` ('letter.read'). */
  kind: string;
  payload: S;
  /** Does the work; see JobHandler.run (throw to retry, PermanentJobError to fail at once). */
  run: JobHandler<z.infer<S>>['run'];
  /** Records the final failure in the transaction that marks the job failed (optional). */
  failed?: JobHandler<z.infer<S>>['failed'];
}

/** Declares a job with its payload type inferred from its schema. @returns the definition */
export function defineJob<S extends z.ZodType>(job: JobDefinition<S>): JobDefinition<S> {
  return job;
}

/**
 * The handler the job runner registers for `job`: parses the payload with the job's schema, then
 * runs it. @returns a JobHandler for JobRunner.register
 */
export function jobHandler<S extends z.ZodType>(job: JobDefinition<S>): JobHandler<unknown> {
  return {
    run: (payload, ctx) => job.run(job.payload.parse(payload), ctx),
    ...(job.failed ? { failed: (tx: EntityManager, payload: unknown, reason: string) => job.failed!(tx, job.payload.parse(payload), reason) } : {}),
  };
}

/**
 * An hourly scheduled task of the runner loop (src/plugins/runner.ts). `decorator` names the app
 * method that runs it now (tests call `app.<decorator>(now)`; the module declares its type).
 */
export interface ScheduleDefinition<R = unknown> {
  /** What the log calls it ('package expiry notices'). */
  name: string;
  /** The app method that runs it now, e.g. 'queueExpiryNotices'. */
  decorator: string;
  /** Milliseconds between runs across all instances (default: an hour, decision record 047). */
  intervalMs?: number;
  /** Runs the task once at `now`. @returns its outcome */
  run(now: Date): Promise<R>;
  /** How many things the outcome queued or removed (logged when not 0). */
  count(result: R): number;
}

/** Declares a schedule with its result type inferred. @returns the definition */
export function defineSchedule<R>(schedule: ScheduleDefinition<R>): ScheduleDefinition<R> {
  return schedule;
}

/** Whose data an export or an erasure is about: a live account, read before any section runs. */
export interface DataSubject {
  userId: string;
  /** The account's current address (contact messages and e-mails are found by it). */
  email: string;
}

/** A document's original file that goes into the export ZIP. */
export interface ExportFile {
  storageKey: string;
  /** Its path inside the ZIP, unique. */
  path: string;
  uploadedAt: Date;
}

/** What an export section may use besides the transaction: the snapshot time and the ZIP's files. */
export interface ExportContext {
  now: Date;
  /** Adds a stored file to the ZIP (in the order added). */
  attach(file: ExportFile): void;
}

/**
 * One key of the export's `data.json` (GDPR Art. 15, 20). Sections are written in `position` order:
 * data.json's layout (format version 1) is kept by the numbers, so a new section takes a number
 * above the highest (currently 180) and lands at the end.
 */
export interface ExportSection {
  /** The data.json key ('questions'). */
  key: string;
  position: number;
  /** Reads the subject's rows in the export's REPEATABLE READ transaction. @returns the JSON value */
  read(tx: EntityManager, subject: DataSubject, ctx: ExportContext): Promise<unknown>;
}

/** What an erasure step reports: files to remove after the commit, and counts for the audit entry. */
export interface ErasureResult {
  /** Storage keys of removed documents (DATA_DIR/uploads). */
  documentKeys?: string[];
  /** Storage keys of removed export ZIPs (DATA_DIR/exports). */
  exportKeys?: string[];
  /** Counts the deletion's audit entry and the firm's e-mail report (`ordersCancelled`). */
  counts?: Record<string, number>;
}

/** The deletion in progress: who is erased, who does it, and when. */
export interface ErasureContext {
  actorId: string;
  now: Date;
  config: AppConfig;
}

/**
 * A module's personal data (GDPR Art. 15, 17, 20 and 5 (1) (e); docs/decisions/013-data-rights.md).
 * `retained` says in words what stays after an erasure and why (law or contract), or that nothing
 * does; `erase` runs inside the deletion's one transaction, in registry order (a module is listed
 * before the modules its rows point at); `retention` is the module's part of the hourly purge.
 */
export interface ModulePersonalData {
  /** The tables holding user data, `table.column` of each reference to `users` (the foreign-key guard test reads it). */
  userReferences: readonly string[];
  /** What is kept after an erasure, and why. */
  retained: string;
  export?: readonly ExportSection[];
  erase?(tx: EntityManager, subject: DataSubject, ctx: ErasureContext): Promise<ErasureResult | void>;
  /** One purge round at `now`. @returns how many rows or files each step removed (merged into the purge's result) */
  retention?(em: EntityManager, services: ModuleServices, now: Date): Promise<Record<string, number>>;
}

/** One module's manifest; see the file comment. */
export interface ModuleManifest {
  /** The folder name under src/modules/. */
  name: string;
  /** Its MikroORM entities (`defineEntity`). */
  entities?: readonly EntitySchema<never, never>[] | readonly EntitySchema[];
  /** Its REST route plugins, registered on the `/api` scope in registry order. */
  rest?: readonly RestRoutes[];
  /** Its client tRPC routers by key (`appRouter.<key>`). */
  trpc?: Record<string, AnyRouter>;
  /** Its admin tRPC routers by key (`appRouter.admin.<key>`). */
  adminTrpc?: Record<string, AnyRouter>;
  /** Its background jobs. */
  jobs?(services: ModuleServices): readonly JobDefinition[];
  /** Its hourly scheduled tasks. */
  schedules?(services: ModuleServices): readonly ScheduleDefinition[];
  /** Runs once when the app is ready (e.g. a warning about a missing external program). Never throws. */
  onReady?(services: ModuleServices): void;
  /**
   * Its e-mails: kind → renderer, beside the domain in `<domain>.mails.ts` (`defineMails`;
   * docs/decisions/035-mail-wording-in-a-lingui-catalog.md). The app hands them to the mail module.
   */
  mails?: Readonly<Record<string, AnyMailRenderer>>;
  personalData?: ModulePersonalData;
}

/** Declares a module, keeping the literal types of its routers (so `AppRouter` stays exact). @returns the manifest */
export function defineModule<const M extends ModuleManifest>(manifest: M): M {
  return manifest;
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** The record of every module's `K` routers, with each key's router type. */
export type MergedRouters<Ms extends readonly ModuleManifest[], K extends 'trpc' | 'adminTrpc'> = UnionToIntersection<
  { [I in keyof Ms]: Ms[I][K] extends Record<string, AnyRouter> ? Ms[I][K] : Record<never, never> }[number]
>;

/**
 * Merges the modules' client (`trpc`) or admin (`adminTrpc`) routers into one record for `router()`.
 * @throws Error when two modules claim the same key
 */
export function mergeRouters<const Ms extends readonly ModuleManifest[], K extends 'trpc' | 'adminTrpc'>(modules: Ms, key: K): MergedRouters<Ms, K> {
  const merged: Record<string, AnyRouter> = {};
  for (const m of modules) {
    for (const [k, r] of Object.entries(m[key] ?? {}) as [string, AnyRouter][]) {
      if (k in merged) throw new Error(`tRPC key ${key}.${k} claimed twice (module ${m.name})`);
      merged[k] = r;
    }
  }
  return merged as MergedRouters<Ms, K>;
}

/** The record of every module's e-mail renderers, with each kind's renderer type. */
export type MergedMails<Ms extends readonly ModuleManifest[]> = UnionToIntersection<
  { [I in keyof Ms]: Ms[I]['mails'] extends Readonly<Record<string, AnyMailRenderer>> ? Ms[I]['mails'] : Record<never, never> }[number]
>;

/**
 * Merges the modules' e-mail renderers (`mails`) into one record, kind → renderer.
 * @throws Error when two modules declare the same kind
 */
export function mergeMails<const Ms extends readonly ModuleManifest[]>(modules: Ms): MergedMails<Ms> {
  const merged: Record<string, AnyMailRenderer> = {};
  for (const m of modules) {
    for (const [kind, render] of Object.entries(m.mails ?? {})) {
      if (kind in merged) throw new Error(`E-mail kind ${kind} declared twice (module ${m.name})`);
      merged[kind] = render;
    }
  }
  return merged as MergedMails<Ms>;
}

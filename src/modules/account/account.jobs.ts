/**
 * The data-rights jobs (docs/decisions/013-data-rights.md), run by the app's job runner:
 * - 'account.export' builds a "Download my data" ZIP (data-export.service.ts → buildDataExport);
 *   after its last failed attempt the export is marked failed;
 * - 'account.remove_files' removes the files of a deleted account (queued in the deletion's
 *   transaction, so a crash between the commit and the removal still removes them). Removing a
 *   missing file is fine, so running it twice is harmless.
 */
import type { AppConfig } from '../../config.js';
import type { Storage } from '../../storage/storage.js';
import { z } from 'zod';
import type { JobRunner } from '../jobs/runner.js';
import { defineJob, jobHandler, type JobDefinition, type ModulePersonalData } from '../module.js';
import { REMOVE_FILES_JOB } from './account-deletion.service.js';
import { EXPORT_JOB, buildDataExport, markExportFailed, type ExportHooks } from './data-export.service.js';

interface AccountJobDeps {
  storage: Storage;
  exports: Storage;
  config: AppConfig;
  /** Every module's personal data (the export's sections; src/modules/registry.ts). */
  personalData: readonly ModulePersonalData[];
  /** Test hooks of the export build. */
  hooks?: ExportHooks;
}

/** The data-rights jobs, for the app's runner (the account module's manifest). @returns their definitions */
export function accountJobs(deps: AccountJobDeps): JobDefinition[] {
  const exportJob = defineJob({
    kind: EXPORT_JOB,
    payload: z.object({ exportId: z.string() }),
    async run({ exportId }, { em, log, now }) {
      await buildDataExport(
        em,
        { storage: deps.storage, exports: deps.exports, config: deps.config, log, personalData: deps.personalData, hooks: deps.hooks },
        exportId,
        now,
      );
    },
    async failed(tx, { exportId }) {
      await markExportFailed(tx, exportId);
    },
  });
  const removeFilesJob = defineJob({
    kind: REMOVE_FILES_JOB,
    payload: z.object({ documentKeys: z.array(z.string()), exportKeys: z.array(z.string()) }),
    async run({ documentKeys, exportKeys }) {
      // Unlike the request's own attempt, a failure here throws, so the runner retries.
      for (const key of documentKeys) await deps.storage.remove(key);
      for (const key of exportKeys) await deps.exports.remove(key);
    },
  });
  return [exportJob, removeFilesJob];
}

/** Registers the data-rights jobs with `runner` (a runner of its own, e.g. in a test). */
export function registerAccountJobs(runner: JobRunner, deps: AccountJobDeps): void {
  for (const job of accountJobs(deps)) runner.register(job.kind, jobHandler(job));
}

/**
 * The order in which `npm test` starts its test files (decision record 055): the projects in name
 * order, as vitest does (a worker is reused only for files of its own project, decision record
 * 031), and within a project the longest files first, by the seconds each file took in a measured
 * run (`src/test/durations.json`, written by `npm run test:durations`). vitest's own order uses its
 * cache of the last run's durations, which a fresh clone (CI) does not have; it then falls back to
 * the files' sizes, which put the 3-minute process tests at the end of the run, alone on a core.
 * Files missing from the table go by vitest's cache, then by size (larger first), after the files
 * known to be longer.
 */
import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds per test file (path relative to the repository), from a measured run. */
const DURATIONS: Record<string, number> = JSON.parse(readFileSync(new URL('./durations.json', import.meta.url), 'utf8'));

/** Longest-first within each project; projects in name order. */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sizes = new Map<string, number>();
    await Promise.all(files.map(async (spec) => sizes.set(spec.moduleId, (await stat(spec.moduleId).catch(() => null))?.size ?? 0)));
    const seconds = (spec: TestSpecification): number => {
      const known = DURATIONS[relative(spec.project.config.root, spec.moduleId)];
      if (known !== undefined) return known;
      const cached = this.ctx.cache.getTestSpecificationResult(spec)?.duration;
      return cached !== undefined ? cached / 1000 : 0;
    };
    return [...files].sort((a, b) => {
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      return seconds(b) - seconds(a) || (sizes.get(b.moduleId) ?? 0) - (sizes.get(a.moduleId) ?? 0);
    });
  }
}

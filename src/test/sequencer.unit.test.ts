/**
 * The test run's order (decision record 055): projects in name order, the longest files of a
 * project first by the measured table, so a fresh clone does not leave a 3-minute file to the end.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestSpecification, Vitest } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import LongestFirstSequencer from './sequencer.js';

const durations: Record<string, number> = JSON.parse(readFileSync(resolve('src/test/durations.json'), 'utf8'));

/** A specification as the sequencer reads it: its project's name and root, and its file. */
function spec(project: string, path: string): TestSpecification {
  return { project: { name: project, config: { root: resolve('.') } }, moduleId: resolve(path) } as unknown as TestSpecification;
}

describe('the test sequencer', () => {
  it('names only test files that exist, with their seconds', () => {
    expect(Object.keys(durations).length).toBeGreaterThan(10);
    for (const [path, seconds] of Object.entries(durations)) {
      expect(existsSync(path), path).toBe(true);
      expect(path).toMatch(/\.test\.ts$/);
      expect(seconds).toBeGreaterThan(0);
    }
  });

  it('keeps the projects in name order and starts the longest files of each first, then unknown ones by size', async () => {
    const [longest, second] = Object.entries(durations)
      .filter(([path]) => path.startsWith('src/'))
      .sort((a, b) => b[1] - a[1])
      .map(([path]) => path);
    const unknown = 'src/modules/auth/password-policy.test.ts';
    expect(durations[unknown]).toBeUndefined();
    const ctx = { cache: { getTestSpecificationResult: () => undefined } } as unknown as Vitest;
    const sorted = await new LongestFirstSequencer(ctx).sort([
      spec('unit', 'src/test/sequencer.unit.test.ts'),
      spec('server-pglite', unknown),
      spec('server-pglite', second!),
      spec('e2e', 'e2e/glossary.test.ts'),
      spec('server-pglite', longest!),
    ]);
    expect(sorted.map((s) => `${s.project.name} ${s.moduleId.slice(resolve('.').length + 1)}`)).toEqual([
      'e2e e2e/glossary.test.ts',
      `server-pglite ${longest}`,
      `server-pglite ${second}`,
      `server-pglite ${unknown}`,
      'unit src/test/sequencer.unit.test.ts',
    ]);
  });
});

// `npm run check`: the fast gate before `npm test` (and in CI): typecheck, lint, format check and
// the unit tests, each timed. Stops at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'tsc', ['-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'eslint', ['--cache', '--cache-location', 'node_modules/.cache/eslint/', '.']],
  ['format', 'prettier', ['--check', '--cache', '--log-level', 'warn', '.']],
  ['unit tests', 'vitest', ['run', '--project', 'unit']],
];

const started = Date.now();
for (const [name, bin, args] of steps) {
  const t = Date.now();
  const res = spawnSync(`node_modules/.bin/${bin}`, args, { stdio: 'inherit' });
  const secs = ((Date.now() - t) / 1000).toFixed(1);
  if (res.status !== 0) {
    console.error(`check: ${name} failed after ${secs} s`);
    process.exit(res.status ?? 1);
  }
  console.log(`check: ${name} ok (${secs} s)`);
}
console.log(`check: all passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// `npm test`: builds the web client when needed (the browser tests use it), then runs every
// vitest project: unit, server on PGlite, server on PostgreSQL (when TEST_DATABASE_URL is set),
// and the browser tests. Extra arguments go to vitest (one run, as given).
//
// Without arguments the browser tests run in a second vitest process beside the others: vitest
// runs the e2e project (one file at a time) only after the server projects, which left one core
// idle for about five minutes on the 2-core CI machine. Both processes' output is printed as it
// comes; the exit code is the first failure's.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureWebBuilt, run } from './lib.mjs';

ensureWebBuilt();
const extra = process.argv.slice(2);
if (extra.length > 0) {
  run('vitest', ['run', ...extra]);
} else {
  const server = ['--project', 'unit', '--project', 'server-pglite', ...(process.env.TEST_DATABASE_URL ? ['--project', 'server-postgres'] : [])];
  const runs = [server, ['--project', 'e2e']].map(
    (projects) =>
      new Promise((resolve) => {
        const child = spawn(join('node_modules', '.bin', 'vitest'), ['run', ...projects], { stdio: 'inherit' });
        child.on('exit', (code, signal) => resolve({ projects, code: code ?? (signal ? 1 : 0) }));
      }),
  );
  const results = await Promise.all(runs);
  const failed = results.filter((r) => r.code !== 0);
  for (const f of failed) console.error(`vitest run ${f.projects.join(' ')} failed (exit ${f.code})`);
  process.exit(failed[0]?.code ?? 0);
}

// `npm test`: builds the web client when needed (the browser tests use it), then runs every
// vitest project: unit, server on PGlite, server on PostgreSQL (when TEST_DATABASE_URL is set),
// and the browser tests. Extra arguments go to vitest.
import { ensureWebBuilt, run } from './lib.mjs';

ensureWebBuilt();
run('vitest', ['run', ...process.argv.slice(2)]);

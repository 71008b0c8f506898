// `npm start`: builds what is missing or stale, then runs the server in this same process (it
// applies migrations and seeds the three packages itself). Runs on the Node from the `node`
// devDependency. `npm run start:web` / `npm run start:worker` pass `--role web|worker`, which sets
// PROCESS_ROLE (decision record 048): HTTP only, or the background work only; both need DATABASE_URL.
import { parseArgs } from 'node:util';
import { ensureServerBuilt, ensureWebBuilt } from './lib.mjs';

const { values } = parseArgs({ options: { role: { type: 'string' } } });
if (values.role) process.env.PROCESS_ROLE = values.role;

ensureServerBuilt();
// A worker serves no pages.
if (process.env.PROCESS_ROLE !== 'worker') ensureWebBuilt();

// Stack traces point into src/ (tsc's source maps), as `node --enable-source-maps` would.
process.setSourceMapsEnabled(true);
await import('../dist/src/main.js');

// `npm start`: builds what is missing or stale, then runs the server (it applies migrations
// and seeds the three packages itself). Runs on the Node from the `node` devDependency.
import { spawn } from 'node:child_process';
import { ensureServerBuilt, ensureWebBuilt } from './lib.mjs';

ensureServerBuilt();
ensureWebBuilt();

const child = spawn(process.execPath, ['--enable-source-maps', 'dist/src/main.js'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

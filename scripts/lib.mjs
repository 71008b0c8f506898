// Helpers shared by the npm scripts: freshness checks and running local binaries.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** Newest modification time (ms) among files under the given paths (files or directories). */
function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const e of readdirSync(p)) if (e !== 'node_modules' && e !== 'dist') walk(join(p, e));
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  paths.forEach(walk);
  return newest;
}

/** Whether `output` is missing or older than any of `inputs`. */
function isStale(output, inputs) {
  return !existsSync(output) || statSync(output).mtimeMs < newestMtime(inputs);
}

/** Runs a binary from node_modules/.bin (with this Node on PATH); exits the process on failure. */
export function run(bin, args, env = process.env) {
  const res = spawnSync(join('node_modules', '.bin', bin), args, { stdio: 'inherit', env });
  if (res.status !== 0) {
    console.error(`${bin} ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status ?? 1);
  }
}

const SERVER_INPUTS = ['src', 'migrations', 'mikro-orm.config.ts', 'tsconfig.json', 'tsconfig.build.json', 'package.json'];
const WEB_INPUTS = ['web', 'src/shared', 'vite.config.ts', 'lingui.config.ts', 'package.json'];

/** Builds the server into dist/ when missing or out of date. */
export function ensureServerBuilt() {
  if (isStale('dist/src/main.js', SERVER_INPUTS)) {
    console.log('Building the server (tsc)...');
    run('tsc', ['-p', 'tsconfig.build.json']);
  }
}

/** Written last by the web build (scripts/prerender.mjs): its age is the build's age. */
const WEB_BUILD_MARKER = 'web/dist/prerendered/pages.json';

/** Builds the web client into web/dist when missing or out of date. */
export function ensureWebBuilt() {
  // newestMtime skips every `dist` folder, so web/dist itself does not count as an input.
  if (isStale(WEB_BUILD_MARKER, WEB_INPUTS)) {
    console.log('Building the web client (vite, then prerendering the public pages)...');
    const res = spawnSync(process.execPath, ['scripts/build-web.mjs'], { stdio: 'inherit' });
    if (res.status !== 0) process.exit(res.status ?? 1);
  }
}

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolvePort(port));
    });
  });
}

/**
 * Registers a client account at the portal listening on `base` (`POST /api/auth/register`), as the
 * benchmarks' and measurements' first step.
 * @param {string} base the portal's origin, e.g. `http://127.0.0.1:3000`
 * @param {{ name: string, email: string, password: string }} account
 * @returns {Promise<{ cookie: string, user: { id: string } }>} the `session=…` cookie to send and the new user
 * @throws Error when the answer is not 201 or sets no session cookie
 */
export async function registerClient(base, account) {
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (reg.status !== 201) throw new Error(`register: HTTP ${reg.status} ${await reg.text()}`);
  const cookie = reg.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('session='));
  if (!cookie) throw new Error('register: no session cookie');
  return { cookie, user: (await reg.json()).user };
}

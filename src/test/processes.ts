/**
 * Test support for tests that run the real server as child processes (`node --import tsx
 * src/main.ts`): start one with an environment, collect its output, wait for it to answer, and kill
 * what a test started after it (register `afterEach(runCleanups)`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';

/** What to undo after each test, last first (process groups to kill, directories to remove). */
export const cleanups: (() => Promise<void> | void)[] = [];

/** Runs and empties `cleanups`, last first; for `afterEach`. */
export async function runCleanups(): Promise<void> {
  for (const c of cleanups.splice(0).reverse()) await c();
}

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

export interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts `node --import tsx <script> args` with the environment; collects its output. Not the tsx
 * command: it runs the script in a child process and relays signals, and when the child does not
 * confirm a signal within 30 ms (a busy machine) it kills the child and exits 143 itself, which
 * is not what the server does.
 */
export function run(script: string, args: string[], env: Record<string, string>): Run {
  // Its own process group, so that a clean-up kill reaches any child process too.
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    // No load shedding and no embedded queue unless a test asks: the suite keeps this machine busy,
    // and they would answer a test's call 503 (src/plugins/health.test.ts and the benches cover them).
    env: { ...process.env, LOG_LEVEL: 'info', EVENT_LOOP_MAX_DELAY_MS: '0', EMBEDDED_MAX_WAIT_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  cleanups.push(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // The group is gone already.
    }
  });
  return { child, output: () => out, exited };
}

/** GET a path; resolves with the status, or rejects (e.g. ECONNREFUSED). */
export function get(port: number, path: string): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      resolvePromise(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Polls `fn` every 100 ms until it returns true (a rejection counts as false). @throws after `ms` milliseconds */
export async function waitUntil(ms: number, fn: () => Promise<boolean> | boolean): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (
      await Promise.resolve()
        .then(fn)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`condition not met within ${ms} ms`);
}

/** Starts the server (`src/main.ts` with `env`, which sets PORT) and waits until it answers. @throws when it exits first */
export async function startServer(env: Record<string, string>): Promise<Run> {
  const server = run('src/main.ts', [], env);
  await waitUntil(90_000, async () => (await get(Number(env.PORT), '/api/packages')) === 401 || server.child.exitCode !== null);
  if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
  return server;
}

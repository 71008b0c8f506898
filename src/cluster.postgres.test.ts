/**
 * Several instances as production runs them (decision records 047–049, 052): two web processes
 * and one worker on one PostgreSQL and one S3-protocol server, behind nginx (round robin) on
 * loopback. Each process has its own DATA_DIR, as on separate machines: what they share lives in
 * the database and the bucket. Checked: a session made on one instance is used and revoked on the
 * other; the login limit counts across both; a document uploaded through one downloads through
 * the other; a letter uploaded through the balancer is read by the worker; each e-mail is written
 * exactly once (by the worker); a web process killed with SIGKILL under writes loses no
 * acknowledged write and the balancer keeps serving.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from './config.js';
import { createTestDatabase } from './test/harness.js';
import { multipart, pdfBytes, textPdf } from './test/files.js';
import { cleanups, freePort, run, runCleanups, startServer, waitUntil, type Run } from './test/processes.js';
import { s3Env, startS3Server, type TestS3Server } from './test/s3-server.js';

/** Debian's nginx (`.ci/run` installs it); without it this file says so and runs nothing. */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
if (!NGINX) console.warn('src/cluster.postgres.test.ts: nginx is not installed (apt-get install nginx); the multi-instance test is skipped');

/** nginx's configuration: round robin over `upstreams`, no buffering, the next instance on a refused connection. */
function nginxConf(dir: string, listen: number, upstreams: number[]): string {
  return `
${userInfo().uid === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 25m;
  upstream app {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_request_buffering off;
      proxy_buffering off;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

/** A client of one origin (an instance or the balancer) with a cookie jar of one session. */
class Client {
  cookie = '';
  constructor(
    public base: string,
    readonly origin: string,
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<Response> {
    const isForm = body instanceof Object && 'payload' in (body as object);
    const form = isForm ? (body as { payload: Buffer; headers: Record<string, string> }) : undefined;
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        origin: this.origin,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(form ? form.headers : body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: form ? new Uint8Array(form.payload) : body !== undefined ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0]!;
    return res;
  }

  /** The same session, sent to another origin. */
  at(base: string): Client {
    const c = new Client(base, this.origin);
    c.cookie = this.cookie;
    return c;
  }
}

describe.skipIf(!NGINX)('two web instances and a worker behind nginx, on PostgreSQL and S3', () => {
  let balancer: string;
  let webPorts: number[];
  let webs: Run[];
  let workerDataDir: string;
  let s3: TestS3Server;
  let env: (dataDir: string, role: string, port: number) => Record<string, string>;

  beforeAll(async () => {
    const db = await createTestDatabase();
    cleanups.push(() => db.drop());
    s3 = await startS3Server();
    cleanups.push(() => s3.close());
    const root = mkdtempSync(join(tmpdir(), 'portal-cluster-'));
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));

    const balancerPort = await freePort();
    balancer = `http://127.0.0.1:${balancerPort}`;
    env = (dataDir, role, port) => ({
      DATA_DIR: dataDir,
      DATABASE_URL: db.url!,
      PROCESS_ROLE: role,
      PORT: String(port),
      PUBLIC_URL: balancer,
      TRUST_PROXY: '1',
      ...s3Env(s3),
      // Two instances must sign and read each other's session cookies.
      SESSION_SECRET: 'a cluster test session secret of more than 32 characters',
      TWO_FACTOR_KEY: 'a cluster test two-factor key of more than 32 characters',
      MAX_CONNECTIONS_PER_IP: '0',
    });

    webPorts = [await freePort(), await freePort()];
    // The first web process applies the migrations; the others start on the migrated database.
    webs = [await startServer(env(join(root, 'web1'), 'web', webPorts[0]!))];
    webs.push(await startServer(env(join(root, 'web2'), 'web', webPorts[1]!)));
    workerDataDir = join(root, 'worker');
    const worker = run('src/main.ts', [], env(workerDataDir, 'worker', await freePort()));
    await waitUntil(90_000, () => worker.output().includes('worker started') || worker.child.exitCode !== null);
    expect(worker.child.exitCode, worker.output()).toBeNull();

    const nginxDir = join(root, 'nginx');
    mkdirSync(nginxDir);
    writeFileSync(join(nginxDir, 'nginx.conf'), nginxConf(nginxDir, balancerPort, webPorts));
    const nginx = spawn(NGINX!, ['-c', join(nginxDir, 'nginx.conf'), '-p', nginxDir, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let nginxErrors = '';
    nginx.stderr.on('data', (d) => (nginxErrors += d));
    cleanups.push(() => {
      nginx.kill('SIGTERM');
    });
    await waitUntil(10_000, async () => (await fetch(`${balancer}/livez`)).status === 200 || nginx.exitCode !== null);
    expect(nginx.exitCode, nginxErrors).toBeNull();
  }, 240_000);
  afterAll(runCleanups);

  const instance = (i: number) => `http://127.0.0.1:${webPorts[i]}`;

  it('share sessions, the login limit, documents, letters and e-mail between the instances', async () => {
    // Registered through the first instance, signed in on the second.
    const maya = new Client(instance(0), balancer);
    const registered = await maya.call('POST', '/api/auth/register', { name: 'Maya Cluster', email: 'maya@example.com', password: 'a long password 1' });
    expect(registered.status).toBe(201);
    const onSecond = maya.at(instance(1));
    expect((await onSecond.call('GET', '/api/auth/me')).status).toBe(200);

    // A document uploaded through one instance downloads through the other, from the bucket.
    const bytes = pdfBytes();
    const uploaded = await maya.call(
      'POST',
      '/api/documents',
      multipart({ title: 'Steuerbescheid 2025' }, { filename: 'bescheid.pdf', content: bytes, contentType: 'application/pdf' }),
    );
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const download = await onSecond.call('GET', `/api/documents/${id}/download`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    // A letter uploaded through the balancer is read by the worker (the web processes run no jobs).
    const viaBalancer = maya.at(balancer);
    const letter = await viaBalancer.call(
      'POST',
      '/api/letters',
      multipart(
        {},
        {
          filename: 'mahnung.pdf',
          content: textPdf(['Finanzamt Köln-Mitte', 'Mahnung', 'Bitte zahlen Sie 120,00 € bis zum 14.12.2026.']),
          contentType: 'application/pdf',
        },
      ),
    );
    expect(letter.status).toBe(201);
    const letterId = ((await letter.json()) as { id: string }).id;
    await waitUntil(
      90_000,
      async () => ((await (await viaBalancer.call('GET', `/api/letters/${letterId}`)).json()) as { readingStatus: string }).readingStatus === 'done',
    );

    // Signed out on the second instance: refused on the first within a second.
    expect((await onSecond.call('POST', '/api/auth/logout', {})).status).toBeLessThan(300);
    const signedOutAt = Date.now();
    await waitUntil(1_000, async () => (await maya.call('GET', '/api/auth/me')).status === 401);
    expect(Date.now() - signedOutAt).toBeLessThan(1_000);

    // The login limit counts attempts on both instances together.
    const limit = DEFAULT_RATE_LIMITS.login;
    const wrong = { email: 'maya@example.com', password: 'not the password' };
    for (let i = 0; i < limit; i++) expect((await new Client(instance(i % 2), balancer).call('POST', '/api/auth/login', wrong)).status).toBe(401);
    expect((await new Client(instance(0), balancer).call('POST', '/api/auth/login', wrong)).status).toBe(429);
    expect((await new Client(instance(1), balancer).call('POST', '/api/auth/login', wrong)).status).toBe(429);

    // More registrations through the balancer: each e-mail written once, by the worker alone.
    for (const name of ['ada', 'ben', 'cem']) {
      expect(
        (await new Client(balancer, balancer).call('POST', '/api/auth/register', { name, email: `${name}@example.com`, password: 'a long password 1' })).status,
      ).toBe(201);
    }
    const outbox = (dataDir: string) => (existsSync(join(dataDir, 'outbox')) ? readdirSync(join(dataDir, 'outbox')).filter((n) => n.endsWith('.eml')) : []);
    const recipients = () => outbox(workerDataDir).map((n) => /^To: (.*)$/m.exec(readFileSync(join(workerDataDir, 'outbox', n), 'utf8'))?.[1] ?? '');
    await waitUntil(60_000, () => ['ada', 'ben', 'cem'].every((n) => recipients().some((r) => r.includes(`${n}@example.com`))));
    await new Promise((r) => setTimeout(r, 6_000));
    for (const n of ['maya', 'ada', 'ben', 'cem']) expect(recipients().filter((r) => r.includes(`${n}@example.com`))).toHaveLength(1);
    expect(webs.every((w) => !w.output().includes('mail written'))).toBe(true);
  }, 240_000);

  it('loses no acknowledged write when a web process is killed with SIGKILL, and the balancer keeps serving', async () => {
    const ana = new Client(balancer, balancer);
    expect((await ana.call('POST', '/api/auth/register', { name: 'Ana Kill', email: 'ana@example.com', password: 'a long password 1' })).status).toBe(201);

    // Three writers through the balancer; the first web process dies under them after the sixth
    // acknowledged write. The writers stop after 27 attempts in all, under the 30 questions a
    // client may ask per hour (DEFAULT_RATE_LIMITS.questionsPerHour), however fast the machine.
    const limit = DEFAULT_RATE_LIMITS.questionsPerHour - 3;
    const acknowledged: string[] = [];
    let attempts = 0;
    let killedAt = -1;
    const writer = async (w: number) => {
      for (let i = 0; attempts < limit; i++) {
        attempts++;
        const question = `Frage ${w}-${i}: Wann ist die Einspruchsfrist abgelaufen?`;
        const res = await ana.call('POST', '/api/questions', { question }).catch(() => null);
        if (res?.status === 201) acknowledged.push(question);
        if (killedAt < 0 && acknowledged.length >= 6) {
          killedAt = acknowledged.length;
          process.kill(webs[0]!.child.pid!, 'SIGKILL');
        }
      }
    };
    await Promise.all([0, 1, 2].map(writer));
    expect(killedAt).toBeGreaterThan(0);
    // Only the writes in flight to the killed process may fail (502); the rest reach the survivor.
    expect(acknowledged.length - killedAt).toBeGreaterThanOrEqual(limit - killedAt - 3 - 3);

    const listed = await ana.call('GET', '/api/questions?limit=100');
    expect(listed.status).toBe(200);
    const stored = new Set(((await listed.json()) as { question: string }[]).map((q) => q.question));
    expect(acknowledged.filter((q) => !stored.has(q))).toEqual([]);
    expect((await fetch(`${balancer}/livez`)).status).toBe(200);
  }, 120_000);
});

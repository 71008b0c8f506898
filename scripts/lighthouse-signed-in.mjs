// Starts the built server (dist/, `npm run build` first) on a new embedded database and prepares a
// signed-in page for Lighthouse: registers a client, confirms the address from the outbox's e-mail,
// enters a letter by hand with its payment details, and prints the session cookie and the pages:
//   npx node scripts/lighthouse-signed-in.mjs [port]
// then, with the cookie it prints:
//   LIGHTHOUSE_COOKIE='…' npx node scripts/lighthouse.mjs http://127.0.0.1:PORT /letters/ID /dashboard
// The server keeps running (its output in .bench/lighthouse-server.log) until this script is stopped.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const port = Number(process.argv[2] ?? 3400);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-data-'));
mkdirSync('.bench', { recursive: true });
const log = openSync('.bench/lighthouse-server.log', 'w');
const server = spawn(process.execPath, ['dist/src/main.js'], {
  env: { ...process.env, NODE_ENV: 'production', PUBLIC_URL: base, PORT: String(port), DATA_DIR: dataDir },
  stdio: ['ignore', log, log],
});
process.on('SIGINT', () => server.kill('SIGTERM'));
process.on('SIGTERM', () => server.kill('SIGTERM'));

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 240) throw new Error('the server did not start; see .bench/lighthouse-server.log');
  await sleep(500);
}

let cookie = '';
/** A JSON request as the web client sends it (same origin), keeping the session cookie. */
async function api(method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const set = res.headers.getSetCookie();
  if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

await api('POST', '/api/auth/register', { name: 'Alex Lighthouse', email: 'alex@lighthouse.example', password: 'a long and good password 42', language: 'en' });
let token;
for (let i = 0; !token && i < 120; i++) {
  const outbox = join(dataDir, 'outbox');
  for (const file of (() => {
    try {
      return readdirSync(outbox);
    } catch {
      return [];
    }
  })()) {
    const text = readFileSync(join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    token = /verify-email\?token=([\w-]+)/.exec(text)?.[1] ?? token;
  }
  if (!token) await sleep(500);
}
if (!token) throw new Error('no confirmation e-mail in the outbox');
await api('POST', '/api/auth/verify-email', { token });
const letter = await api('POST', '/api/letters/manual', {
  letterType: 'einkommensteuerbescheid',
  finanzamt: 'Finanzamt Köln-Mitte',
  steuernummer: '214/5678/1234',
  letterDate: '2026-11-20',
  delivery: 'post',
  state: 'NW',
  taxYear: 2025,
  amountDueCents: 123456,
  dueDate: '2026-12-23',
  payee: 'Finanzamt Köln-Mitte',
  iban: 'DE89370400440532013000',
  paymentReference: '214/5678/1234 ESt 2025',
  hasInstructions: true,
});
console.log(`server: ${base} (data in ${dataDir})`);
console.log(`LIGHTHOUSE_COOKIE='${cookie}'`);
console.log(`pages: /letters/${letter.id} /dashboard`);
await new Promise((resolve) => server.on('exit', resolve));

/**
 * Slow and idle clients against a listening server (real sockets on loopback): a slow body is cut
 * after the request timeout, an idle keep-alive connection after the keep-alive timeout, the upload
 * gets its longer limit, and one address cannot hold more than its share of connections while
 * another address is still served.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerClient, type Client, type TestApp } from '../test/harness.js';

let t: TestApp;
let port: number;
let client: Client;
const REQUEST_TIMEOUT_MS = 1000;

beforeAll(async () => {
  t = await createTestApp({ http: { requestTimeoutMs: REQUEST_TIMEOUT_MS, uploadTimeoutMs: 3500, keepAliveTimeoutMs: 800, maxConnectionsPerIp: 8 } });
  client = await registerClient(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => t.close());

/** Opens a socket (optionally from another loopback address) and resolves once connected. */
function open(localAddress?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = connect({ port, host: '127.0.0.1', ...(localAddress ? { localAddress } : {}) }, () => resolve(s));
    s.on('error', reject);
  });
}

/** Milliseconds until the server closes `socket` (bounded by `maxMs`; -1 if it stays open). */
function closedAfter(socket: Socket, maxMs: number): Promise<number> {
  const start = Date.now();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(-1);
    }, maxMs);
    socket.on('error', () => {});
    socket.resume();
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - start);
    });
  });
}

/** Writes one byte of `body` every `everyMs` until the socket closes. */
function trickle(socket: Socket, head: string, body: string, everyMs: number): void {
  socket.write(head);
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= body.length) return clearInterval(timer);
    socket.write(body[i++]!);
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

describe('timeouts', () => {
  it('cut a JSON body sent a byte at a time after the request timeout', async () => {
    const s = await open();
    const body = JSON.stringify({ question: 'x'.repeat(200) });
    trickle(
      s,
      `POST /api/questions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nCookie: session=${encodeURIComponent(client.cookie)}\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
      200,
    );
    const ms = await closedAfter(s, 10_000);
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThan(REQUEST_TIMEOUT_MS + 2000);
  });

  it('give the upload its longer limit, then cut it too', async () => {
    const s = await open();
    trickle(
      s,
      `POST /api/documents HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=b\r\nCookie: session=${encodeURIComponent(client.cookie)}\r\nContent-Length: 100000\r\n\r\n`,
      '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\n' + 'x'.repeat(5000),
      100,
    );
    const ms = await closedAfter(s, 12_000);
    expect(ms).toBeGreaterThan(REQUEST_TIMEOUT_MS + 1000);
    expect(ms).toBeLessThan(3500 + 3000);
  });

  it('cut a body that keeps trickling in after an early answer (401 before the upload is read)', async () => {
    const s = await open();
    trickle(
      s,
      'POST /api/documents HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n',
      'x'.repeat(5000),
      100,
    );
    const ms = await closedAfter(s, 12_000);
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThan(3500 + 3000);
  });

  it('close an idle keep-alive connection after the keep-alive timeout', async () => {
    const s = await open();
    s.write('GET /api/packages HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const ms = await closedAfter(s, 10_000);
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThan(800 + 2000);
  });
});

describe('connections per address', () => {
  it('are capped; another address is still served', async () => {
    const held = await Promise.all(Array.from({ length: 8 }, () => open()));
    const extra = await open();
    expect(await closedAfter(extra, 3000)).toBeGreaterThanOrEqual(0);
    const other = await open('127.0.0.2');
    other.write('GET /api/packages HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    const answer = await new Promise<string>((resolve) => {
      let data = '';
      other.on('data', (d) => (data += d));
      other.on('close', () => resolve(data));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    for (const s of held) s.destroy();
  });
});

/**
 * A full disk is an operator's emergency: writes fail with 507 (the client sees 'Not enough storage
 * space on the server'), and the log says so once per episode at error level, then once at info
 * level when space is back (as a database outage does). A real ENOSPC, on a 2 MB tmpfs mounted over
 * the upload directory.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from './shared/messages.js';
import { multipart, pdfBytes } from './test/files.js';
import { createTestApp, registerClient, type TestApp } from './test/harness.js';
import { asLocal } from './storage/local-storage.js';

let t: TestApp;
let mounted = '';
beforeAll(async () => {
  t = await createTestApp({ config: { minFreeDiskBytes: 0 }, logLevel: 'info' });
});
afterAll(async () => {
  if (mounted) execFileSync('umount', [mounted]);
  await t?.close();
});

/** The server's log records at `level` or above whose message matches `re`. */
function logged(re: RegExp, level: number): { level: number; msg: string }[] {
  return t.serverErrors.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((r) => r.level >= level && re.test(r.msg));
}

describe('a full disk', () => {
  it('is logged once at error level while writes fail with 507, and once at info level when space is back', async () => {
    const c = await registerClient(t);
    mounted = asLocal(t.app.storage).root;
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mounted]);
    mkdirSync(join(mounted, 'tmp'));
    // Fill the disk but for about 100 KB.
    const filler = join(mounted, 'filler');
    const { bavail, bsize } = await statfs(mounted);
    writeFileSync(filler, Buffer.alloc(bavail * bsize - 100 * 1024));

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const body = multipart({ title: 'Big' }, { filename: 'big.pdf', content: pdfBytes('x'.repeat(500_000)), contentType: 'application/pdf' });
    // A chunked body has no Content-Length, so only the write itself can find out. (node:http, not
    // fetch: the server answers 507 before it has read the whole body, and fetch may then see the reset.)
    const uploadChunked = () =>
      new Promise<{ status: number; json: () => { message: string } }>((resolve, reject) => {
        const req = request({
          host: '127.0.0.1',
          port,
          path: '/api/documents',
          method: 'POST',
          agent: false,
          headers: { ...body.headers, cookie: `session=${encodeURIComponent(c.cookie)}` },
        });
        req.on('response', (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, json: () => JSON.parse(text) as { message: string } }));
        });
        req.on('error', (err) => {
          if (!req.writableEnded) reject(err);
        });
        for (let i = 0; i < body.payload.length; i += 64 * 1024) req.write(body.payload.subarray(i, i + 64 * 1024));
        req.end();
      });
    for (let i = 0; i < 3; i++) {
      const res = await uploadChunked();
      expect(res.status).toBe(507);
      expect(res.json().message).toBe(MESSAGES.diskFull);
    }
    const errors = logged(/disk/i, 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.msg).toMatch(/no space left|disk full/i);

    // Space is back: one line at info level, and uploads work again.
    rmSync(filler);
    await expect.poll(() => logged(/disk space available again/i, 30).length, { timeout: 15_000 }).toBe(1);
    expect((await uploadChunked()).status).toBe(201);
    expect(logged(/disk/i, 50)).toHaveLength(1);
    expect(t.serverErrors.filter((l) => (JSON.parse(l) as { level: number }).level >= 50 && !/disk/i.test(l))).toEqual([]);
  }, 60_000);
});

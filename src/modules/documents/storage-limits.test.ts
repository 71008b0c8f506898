/**
 * Storage limits and crash leftovers: the per-client quota (507, nothing kept, parallel uploads
 * never pass it together), a full disk (507 before reading the bytes, and a real ENOSPC on a small
 * tmpfs mid-upload), and the sweep that removes temporary files and files without a row.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.js';
import { multipart, pdfBytes } from '../../test/files.js';
import { createTestApp, registerClient, type Client, type TestApp } from '../../test/harness.js';
import { documentKeysReferenced } from '../../test/database.js';
import { asLocal } from '../../storage/local-storage.js';

/** A PDF of about `bytes` bytes. */
function pdfOf(bytes: number): Buffer {
  return pdfBytes('x'.repeat(Math.max(1, bytes - 400)));
}

function upload(t: TestApp, c: Client, content: Buffer, title = 'Steuerbescheid') {
  return c.postMultipart('/api/documents', { title }, { filename: 'bescheid.pdf', content, contentType: 'application/pdf' });
}

/** Stored files (uploads/) and temporary files (uploads/tmp) of an app. */
function filesOf(t: TestApp): { stored: string[]; temp: string[] } {
  const root = asLocal(t.app.storage).root;
  return { stored: readdirSync(root).filter((n) => n !== 'tmp'), temp: readdirSync(join(root, 'tmp')) };
}

describe('storage quota per client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { storageQuotaBytes: 10_000 } });
  });
  afterAll(async () => t.close());

  it('refuses the upload that would pass it with 507 and its message, keeping nothing', async () => {
    const c = await registerClient(t);
    expect((await upload(t, c, pdfOf(4000))).statusCode).toBe(201);
    expect((await upload(t, c, pdfOf(4000))).statusCode).toBe(201);
    const before = filesOf(t).stored.length;
    const refused = await upload(t, c, pdfOf(4000));
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toMatchObject({ code: 'INSUFFICIENT_STORAGE', message: MESSAGES.storageQuotaReached });
    expect(filesOf(t)).toEqual({ stored: expect.any(Array), temp: [] });
    expect(filesOf(t).stored).toHaveLength(before);
    const [row] = await t.em().execute<{ n: string }[]>('select count(*) as n from documents where user_id = ?', [c.id]);
    expect(Number(row!.n)).toBe(2);
    // Another client has their own quota.
    expect((await upload(t, await registerClient(t), pdfOf(4000))).statusCode).toBe(201);
  });

  it('is never passed by parallel uploads together', async () => {
    const c = await registerClient(t);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(t, c, pdfOf(3000), `Parallel ${i}`)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 507, 507, 507]);
    const [row] = await t.em().execute<{ bytes: string }[]>('select coalesce(sum(file_size), 0) as bytes from documents where user_id = ?', [c.id]);
    expect(Number(row!.bytes)).toBeLessThanOrEqual(10_000);
    expect(filesOf(t).temp).toEqual([]);
  });
});

describe('a full disk', () => {
  let t: TestApp;
  let mounted = '';
  beforeAll(async () => {
    t = await createTestApp({ config: { minFreeDiskBytes: 0 } });
  });
  afterAll(async () => {
    if (mounted) execFileSync('umount', [mounted]);
    await t.close();
  });

  it('is refused with 507 before the bytes are read when the free space is below the reserve', async () => {
    const strict = await createTestApp({ config: { minFreeDiskBytes: Number.MAX_SAFE_INTEGER } });
    try {
      const c = await registerClient(strict);
      const res = await upload(strict, c, pdfOf(2000));
      expect(res.statusCode).toBe(507);
      expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_STORAGE', message: MESSAGES.diskFull });
      expect(filesOf(strict)).toEqual({ stored: [], temp: [] });
    } finally {
      await strict.close();
    }
  });

  it('that fills up during an upload (real ENOSPC on a 2 MB tmpfs) answers 507 and leaves no file', async () => {
    const c = await registerClient(t);
    mounted = asLocal(t.app.storage).root;
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mounted]);
    mkdirSync(join(mounted, 'tmp'));
    // A chunked body has no Content-Length, so only the write itself can find out.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const body = multipart({ title: 'Big' }, { filename: 'big.pdf', content: pdfOf(3_000_000), contentType: 'application/pdf' });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < body.payload.length; i += 64 * 1024) controller.enqueue(body.payload.subarray(i, i + 64 * 1024));
        controller.close();
      },
    });
    const res = await fetch(`http://127.0.0.1:${port}/api/documents`, {
      method: 'POST',
      headers: { ...body.headers, cookie: `session=${encodeURIComponent(c.cookie)}` },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(507);
    expect((await res.json()).message).toBe(MESSAGES.diskFull);
    expect(filesOf(t)).toEqual({ stored: [], temp: [] });
    // Smaller files still fit and are stored.
    expect((await upload(t, c, pdfOf(5000))).statusCode).toBe(201);
  });
});

describe('the storage sweep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('removes dead temporary files and old files without a row, and keeps everything else', async () => {
    const c = await registerClient(t);
    expect((await upload(t, c, pdfOf(2000))).statusCode).toBe(201);
    const [{ storage_key: kept }] = (await t.em().execute('select storage_key from documents where user_id = ?', [c.id])) as [{ storage_key: string }];
    const root = asLocal(t.app.storage).root;
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    // Left by crashes: an upload cut off, and a file moved into place whose row never committed.
    writeFileSync(join(root, 'tmp', 'dead.part'), Buffer.alloc(1000));
    utimesSync(join(root, 'tmp', 'dead.part'), old, old);
    const orphan = '00000000-0000-4000-8000-000000000001';
    writeFileSync(join(root, orphan), Buffer.alloc(500));
    utimesSync(join(root, orphan), old, old);
    utimesSync(join(root, kept), old, old);
    // In flight right now: kept.
    writeFileSync(join(root, 'tmp', 'live.part'), Buffer.alloc(10));
    const fresh = '00000000-0000-4000-8000-000000000002';
    writeFileSync(join(root, fresh), Buffer.alloc(10));

    const removed = await t.app.storage.sweep({
      tempGraceMs: 10 * 60 * 1000,
      orphanGraceMs: 60 * 60 * 1000,
      isReferenced: documentKeysReferenced(t),
    });
    expect(removed).toEqual({ files: 2, bytes: 1500 });
    expect(filesOf(t).temp).toEqual(['live.part']);
    expect(filesOf(t).stored.sort()).toEqual([fresh, kept].sort());
    // The document still downloads.
    const doc = (await c.rest('GET', '/api/documents')).json()[0];
    expect((await c.rest('GET', doc.fileUrl)).statusCode).toBe(200);
  });
});

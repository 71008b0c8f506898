/**
 * The app on S3-compatible object storage (STORAGE=s3, decision record 052), against an
 * S3-protocol server on loopback (src/test/s3-server.ts): documents are uploaded, downloaded with
 * today's authorization and headers, and deleted through the HTTP API with their bytes in the
 * bucket (nothing stored on the local disk but temporary files, which are gone afterwards); a
 * letter's pages and the expert's attachments go to the bucket, and the letter's reading job reads
 * a local copy it removes; a deleted account's files leave the bucket; the
 * export ZIP is built from the bucket into the bucket; the readiness probe asks the bucket; and
 * an unreachable bucket is a 503 with Retry-After that leaves nothing behind.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, pngBytes, readZip, textPdf } from '../test/files.js';
import { documentKeysReferenced } from '../test/database.js';
import { createTestApp, registerAdmin, registerClient, type Client, type TestApp } from '../test/harness.js';
import { insertPackagePurchase } from '../test/purchases.js';
import { objectKeys, startS3Server, type TestS3Server } from '../test/s3-server.js';
import { DocumentEntity } from '../modules/documents/document.entity.js';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { STORAGE_RETRY_AFTER_SECONDS } from './storage.js';

let s3: TestS3Server;
let t: TestApp;
let anna: Client;
let ben: Client;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ config: { storage: s3.storage } });
  anna = await registerClient(t, 'Anna');
  ben = await registerClient(t, 'Ben');
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

/** Everything on the local disk under DATA_DIR/uploads: only the (empty) temporary directory. */
const localUploads = () => readdirSync(join(t.config.dataDir, 'uploads'));
const localTemps = () => readdirSync(join(t.config.dataDir, 'uploads', 'tmp'));

describe('the app on object storage', () => {
  it('uploads a document into the bucket, downloads it for its owner only, and deletes it from the bucket', async () => {
    const content = pdfBytes('Steuerbescheid 2025');
    const res = await anna.postMultipart('/api/documents', { title: 'Bescheid', folderId: '' }, { filename: 'bescheid.pdf', content });
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    const row = await t.em().findOneOrFail(DocumentEntity, { id: doc.id }, { populate: ['storageKey'] });
    expect(await objectKeys(s3, 'uploads/')).toEqual([`uploads/${row.storageKey}`]);
    expect(localUploads()).toEqual(['tmp']);
    expect(localTemps()).toEqual([]);

    const dl = await anna.rest('GET', doc.fileUrl);
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(content)).toBe(true);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-length']).toBe(String(content.length));
    expect(dl.headers['content-disposition']).toBe('attachment; filename="bescheid.pdf"');
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.headers['cache-control']).toBe('private, no-store');
    expect((await ben.rest('GET', doc.fileUrl)).statusCode).toBe(404);

    expect((await anna.rest('DELETE', `/api/documents/${doc.id}`)).statusCode).toBe(204);
    expect(await objectKeys(s3, 'uploads/')).toEqual([]);
    expect((await anna.rest('GET', doc.fileUrl)).statusCode).toBe(404);
    expect(t.serverErrors).toEqual([]);
  });

  it("builds the export ZIP from the bucket's files into the bucket, and serves it", async () => {
    const content = pdfBytes('Lohnsteuerbescheinigung');
    expect((await ben.postMultipart('/api/documents', { title: 'Lohn', folderId: '' }, { filename: 'lohn.pdf', content })).statusCode).toBe(201);
    const requested = await ben.rest('POST', '/api/account/export');
    expect(requested.statusCode).toBe(202);
    expect(await t.app.jobs.runDue()).toMatchObject({ failed: 0 });
    const [ready] = (await ben.rest('GET', '/api/account/exports')).json() as { status: string; downloadUrl: string; sizeBytes: number }[];
    expect(ready).toMatchObject({ status: 'ready' });
    expect(await objectKeys(s3, 'exports/')).toHaveLength(1);
    expect(readdirSync(join(t.config.dataDir, 'exports', 'tmp'))).toEqual([]);

    const got = await ben.rest('GET', ready!.downloadUrl);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/zip');
    expect(got.rawPayload.length).toBe(ready!.sizeBytes);
    const zip = await readZip(got.rawPayload);
    expect(zip.get('documents/Unfiled/lohn.pdf')?.equals(content)).toBe(true);
    expect(t.serverErrors).toEqual([]);
  });

  it("stores a letter's pages in the bucket, and the reading job reads them from a local copy it removes", async () => {
    const before = (await objectKeys(s3, 'uploads/')).length;
    const res = await anna.postMultipart('/api/letters', {}, [
      { filename: 'bescheid.pdf', content: textPdf(['Finanzamt München', 'Bescheid für 2025 über Einkommensteuer']) },
    ]);
    expect(res.statusCode).toBe(201);
    const letter = res.json();
    expect(await objectKeys(s3, 'uploads/')).toHaveLength(before + 1);
    expect(localTemps()).toEqual([]);

    expect(await t.app.jobs.runDue()).toMatchObject({ done: 1, failed: 0 });
    const [page] = await t.em().execute<{ extracted_text: string }[]>(`select extracted_text from documents where id = ?`, [letter.pages[0].id]);
    expect(page!.extracted_text).toContain('Bescheid für 2025 über Einkommensteuer');
    expect(localTemps()).toEqual([]);
    expect(t.serverErrors).toEqual([]);
  });

  it("stores the expert's attachments in the bucket, downloadable by the client", async () => {
    const expert = await registerAdmin(t, 'Katrin Vogel');
    await insertPackagePurchase(t.em(), anna.id, 'Starter', { expiresInDays: 300 });
    const asked = await anna.rest('POST', '/api/questions', { question: 'Can you send me the filled-in form?' });
    expect(asked.statusCode).toBe(201);
    const before = (await objectKeys(s3, 'uploads/')).length;
    const res = await expert.postMultipart(`/api/admin/questions/${asked.json().id}/reply`, { body: 'Here is the form.', minutes: '15' }, [
      { filename: 'Anlage N.pdf', content: pdfBytes('Anlage N') },
      { filename: 'scan.png', content: pngBytes() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const files = res.json().messages[1].attachments as { id: string }[];
    expect(files).toHaveLength(2);
    expect(await objectKeys(s3, 'uploads/')).toHaveLength(before + 2);
    expect(localTemps()).toEqual([]);
    const download = await anna.rest('GET', `/api/documents/${files[0]!.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdfBytes('Anlage N'))).toBe(true);
    expect(t.serverErrors).toEqual([]);
  });

  it("sweeps the bucket's objects that no document row refers to, and keeps the documents'", async () => {
    const kept = await objectKeys(s3, 'uploads/');
    expect(kept.length).toBeGreaterThan(0);
    const orphan = 'uploads/6f1c2e4a-0000-4000-8000-000000000001';
    await s3.client.send(new PutObjectCommand({ Bucket: s3.config.bucket, Key: orphan, Body: 'left by a crash' }));
    const hour = 60 * 60 * 1000;
    const swept = await t.app.storage.sweep({
      now: Date.now() + 2 * hour,
      tempGraceMs: Infinity,
      orphanGraceMs: hour,
      isReferenced: documentKeysReferenced(t),
    });
    expect(swept).toEqual({ files: 1, bytes: 'left by a crash'.length });
    expect(await objectKeys(s3, 'uploads/')).toEqual(kept);
  });

  it("removes a deleted account's documents and export from the bucket", async () => {
    const docs = await t.em().execute<{ storage_key: string }[]>(`select storage_key from documents where user_id = ?`, [ben.id]);
    const [zip] = await t.em().execute<{ file_key: string }[]>(`select file_key from data_exports where user_id = ? and file_key is not null`, [ben.id]);
    expect(docs.length).toBeGreaterThan(0);
    const bens = [...docs.map((d) => `uploads/${d.storage_key}`), `exports/${zip!.file_key}`];
    expect(await objectKeys(s3)).toEqual(expect.arrayContaining(bens));

    expect((await ben.rest('POST', '/api/account/delete', { password: 'correct horse' })).statusCode).toBe(200);
    await t.app.jobs.runDue();
    const left = await objectKeys(s3);
    expect(bens.filter((k) => left.includes(k))).toEqual([]);
    expect(t.serverErrors).toEqual([]);
  });

  it('is ready while the bucket answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().checks.storage).toBe('ok');
  });

  it('answers 503 with Retry-After when the bucket cannot be reached, and keeps nothing of the upload', async () => {
    const rows = await t.em().count(DocumentEntity, {});
    await s3.close();
    const res = await anna.postMultipart('/api/documents', { title: 'Später', folderId: '' }, { filename: 'later.pdf', content: pdfBytes('later') });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', messageKey: 'serviceUnavailable' });
    expect(await t.em().count(DocumentEntity, {})).toBe(rows);
    expect(localTemps()).toEqual([]);

    const again = await anna.postMultipart('/api/documents', { title: 'Später', folderId: '' }, { filename: 'later.pdf', content: pdfBytes('later') });
    expect(again.statusCode).toBe(503);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks.storage).toBe('failed');
    // One error line for the outage (not a database outage, not a line per request).
    expect(t.serverErrors).toHaveLength(1);
    expect(t.serverErrors[0]).toContain('object storage unavailable: answering 503 until it is back');
    t.serverErrors.length = 0;
  });
});

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enrollTotp, registerClient, visitor, type Client, useTestAccounts } from '../../test/harness.js';
import { docBytes, docxBytes, elfBytes, jpegBytes, pdfBytes, pngBytes, type FilePart } from '../../test/files.js';
import { UserEntity } from '../users/user.entity.js';
import { DocumentEntity } from './document.entity.js';

const MAX = 256 * 1024; // a small cap so the over-limit case is cheap

const { t, anna, ben } = useTestAccounts({ anna: ['client', 'Anna'], ben: ['client', 'Ben'] }, { maxUploadBytes: MAX });

function upload(c: Client | null, fields: Record<string, string>, file?: FilePart) {
  return (c ?? visitor(t)).postMultipart('/api/documents', fields, file);
}

const uploadsDir = () => join(t.config.dataDir, 'uploads');
const storedFiles = () => readdirSync(uploadsDir()).filter((f) => f !== 'tmp');
const tempFiles = () => readdirSync(join(uploadsDir(), 'tmp'));

async function expectNothingWritten(before: { rows: number; files: number }) {
  expect(await t.em().count(DocumentEntity, {})).toBe(before.rows);
  expect(storedFiles().length).toBe(before.files);
  expect(tempFiles()).toEqual([]);
}
async function snapshot() {
  return { rows: await t.em().count(DocumentEntity, {}), files: storedFiles().length };
}

describe('folders', () => {
  it('creates and lists own folders on both transports; a blank name is refused', async () => {
    const a = await anna.rest('POST', '/api/folders', { name: '  Steuerbescheide 2025 ' });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ name: 'Steuerbescheide 2025', userId: anna.id });
    const b = await anna.trpc('mutation', 'folders.create', { name: 'Finanzamt letters' });
    expect(b.statusCode).toBe(200);
    const blank = await anna.rest('POST', '/api/folders', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Folder name is required');

    const list = (await anna.rest('GET', '/api/folders')).json();
    expect(list.map((f: { name: string }) => f.name)).toEqual(['Finanzamt letters', 'Steuerbescheide 2025']);
    const viaTrpc = JSON.parse((await anna.trpc('query', 'folders.list')).body).result.data;
    expect(viaTrpc).toEqual(list);
    expect((await ben.rest('GET', '/api/folders')).json()).toEqual([]);
    expect((await visitor(t).rest('GET', '/api/folders')).statusCode).toBe(401);
  });
});

describe('upload', () => {
  it.each([
    ['bescheid.pdf', pdfBytes(), 'application/pdf'],
    ['scan.PNG', pngBytes(), 'image/png'],
    ['photo.jpg', jpegBytes(), 'image/jpeg'],
    ['photo.jpeg', jpegBytes(), 'image/jpeg'],
    ['letter.doc', docBytes(), 'application/msword'],
    ['letter.docx', docxBytes(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('stores %s with its sniffed type', async (filename, content, mime) => {
    const res = await upload(anna, { title: `Doc ${filename}`, folderId: '' }, { filename, content });
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ title: `Doc ${filename}`, filename, folderId: null, fileSize: content.length, mimeType: mime, userId: anna.id });
    expect(doc.fileUrl).toBe(`/api/documents/${doc.id}/download`);
    expect(tempFiles()).toEqual([]);
  });

  it('stores into an own folder, and the download returns the same bytes as an attachment', async () => {
    const folder = (await anna.rest('POST', '/api/folders', { name: 'Einspruch' })).json();
    const content = pdfBytes('Einspruch gegen den Steuerbescheid');
    const res = await upload(anna, { title: 'Einspruch', folderId: folder.id }, { filename: 'Einspruch Müller: <final>.pdf', content });
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc.folderId).toBe(folder.id);
    expect(doc.filename).toBe('Einspruch Müller_ _final_.pdf');

    const dl = await anna.rest('GET', doc.fileUrl);
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(content)).toBe(true);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.headers['content-disposition']).toBe(
      `attachment; filename="Einspruch M_ller_ _final_.pdf"; filename*=UTF-8''Einspruch%20M%C3%BCller_%20_final_.pdf`,
    );
    // Stored under a generated name, never the client's.
    expect(storedFiles().some((f) => f.includes('Einspruch'))).toBe(false);
  });

  it('lists own documents newest first on both transports, never another client’s', async () => {
    const own = (await anna.rest('GET', '/api/documents')).json();
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((d: { userId: string }) => d.userId === anna.id)).toBe(true);
    const dates = own.map((d: { uploadedAt: string }) => d.uploadedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(JSON.parse((await anna.trpc('query', 'documents.list')).body).result.data).toEqual(own);
    expect((await ben.rest('GET', '/api/documents')).json()).toEqual([]);
  });

  it('refuses a missing title with the spec message, keeping no file and no row', async () => {
    const before = await snapshot();
    const res = await upload(anna, { title: '  ', folderId: '' }, { filename: 'a.pdf', content: pdfBytes() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Document title is required');
    await expectNothingWritten(before);
  });

  it('refuses a request without a file', async () => {
    const before = await snapshot();
    const res = await upload(anna, { title: 'No file', folderId: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a file to upload.');
    await expectNothingWritten(before);
  });

  it('refuses an executable renamed .pdf and a PNG renamed .pdf', async () => {
    const before = await snapshot();
    const exe = await upload(anna, { title: 'Evil', folderId: '' }, { filename: 'invoice.pdf', content: elfBytes() });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe('The file content does not match its extension');
    const png = await upload(anna, { title: 'Mismatch', folderId: '' }, { filename: 'scan.pdf', content: pngBytes() });
    expect(png.statusCode).toBe(415);
    await expectNothingWritten(before);
  });

  it('refuses other extensions', async () => {
    const before = await snapshot();
    for (const filename of ['script.exe', 'page.html', 'noextension', 'archive.zip']) {
      const res = await upload(anna, { title: 'Bad', folderId: '' }, { filename, content: pdfBytes() });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Only PDF, Word (.doc, .docx), JPEG and PNG files are allowed');
    }
    await expectNothingWritten(before);
  });

  it('refuses a file over MAX_UPLOAD_MB with 413 and leaves no partial file', async () => {
    const before = await snapshot();
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(MAX + 1024, 0x20)]);
    const res = await upload(anna, { title: 'Too big', folderId: '' }, { filename: 'big.pdf', content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/^File is too large/);
    await expectNothingWritten(before);
  });

  it('refuses another client’s folder as folderId and writes nothing', async () => {
    const bensFolder = (await ben.rest('POST', '/api/folders', { name: 'Ben private' })).json();
    const before = await snapshot();
    const res = await upload(anna, { title: 'Sneaky', folderId: bensFolder.id }, { filename: 'a.pdf', content: pdfBytes() });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Folder not found');
    const bogus = await upload(anna, { title: 'Bogus', folderId: 'not-a-uuid' }, { filename: 'a.pdf', content: pdfBytes() });
    expect(bogus.statusCode).toBe(400);
    await expectNothingWritten(before);
  });

  it('answers a broken multipart body with 400, keeping nothing', async () => {
    const before = await snapshot();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      cookies: { session: anna.cookie },
      headers: { 'content-type': 'multipart/form-data; boundary=xx' },
      payload: '--xx\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut off',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Malformed request body');
    await expectNothingWritten(before);
  });

  it('refuses visitors and non-multipart bodies', async () => {
    const before = await snapshot();
    const res = await upload(null, { title: 'Visitor', folderId: '' }, { filename: 'a.pdf', content: pdfBytes() });
    expect(res.statusCode).toBe(401);
    const json = await anna.rest('POST', '/api/documents', { title: 'JSON', folderId: '' });
    expect(json.statusCode).toBe(415);
    await expectNothingWritten(before);
  });
});

describe('download authorisation', () => {
  it('another client and a visitor get 404 and 401; an admin may download', async () => {
    const doc = (await upload(anna, { title: 'Private', folderId: '' }, { filename: 'p.png', content: pngBytes() })).json();
    const byBen = await ben.rest('GET', doc.fileUrl);
    expect(byBen.statusCode).toBe(404);
    expect(byBen.body).not.toContain('PNG');
    expect((await visitor(t).rest('GET', doc.fileUrl)).statusCode).toBe(401);
    expect((await anna.rest('GET', '/api/documents/not-a-uuid/download')).statusCode).toBe(404);

    const admin = await registerClient(t, 'Expert');
    await t.em().nativeUpdate(UserEntity, { id: admin.id }, { role: 'admin' });
    await enrollTotp(t, admin.id); // admins act as the firm only with two-factor sign-in
    const byAdmin = await admin.rest('GET', doc.fileUrl);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.rawPayload.equals(pngBytes())).toBe(true);
  });
});

/**
 * A client manages their own files: renaming, moving and deleting documents; renaming and deleting
 * folders (empty, or with their documents); names unique per client ignoring case; the folder
 * "From your expert"; pages of Finanzamt letters and deleting a letter; the audit log; the limits
 * the upload form checks; what a failed file removal leaves for the storage sweep. Through both
 * transports, on PGlite and PostgreSQL, with real files in a real storage directory.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEDUPLICATE_FOLDER_NAMES } from '../../../migrations/Migration20261125020000_files.js';
import { MESSAGES } from '../../shared/messages.js';
import { createTestApp, registerAdmin, registerClient, visitor, type Client, trpcData, useTestAccounts } from '../../test/harness.js';
import { documentKeysReferenced } from '../../test/database.js';
import { pdfBytes, pngBytes, type FilePart } from '../../test/files.js';

const { t, anna, ben } = useTestAccounts({ anna: ['client', 'Anna'], ben: ['client', 'Ben'] });

const trpcError = (res: { body: string }) => JSON.parse(res.body).error.data;
const storedFiles = () => readdirSync(join(t.config.dataDir, 'uploads')).filter((f) => f !== 'tmp');

async function upload(c: Client, title: string, folderId = '', file: FilePart = { filename: `${title}.pdf`, content: pdfBytes(title) }) {
  const res = await c.postMultipart('/api/documents', { title, folderId }, file);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; title: string; folderId: string | null; fileUrl: string; letterId: string | null; letterRole: string | null };
}

async function folder(c: Client, name: string) {
  const res = await c.rest('POST', '/api/folders', { name });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; name: string; kind: string };
}

/** The storage key of a document (to check its file on disk). */
async function keyOf(id: string): Promise<string> {
  const [row] = await t.em().execute<{ storage_key: string }[]>(`select storage_key from documents where id = ?`, [id]);
  return row!.storage_key;
}

const fileExists = (key: string) => existsSync(join(t.config.dataDir, 'uploads', key));

async function auditRows(action: string, entityId: string) {
  return t
    .em()
    .execute<{ actor_id: string; client_id: string; details: Record<string, unknown>; created_at: Date }[]>(
      `select actor_id, client_id, details, created_at from audit_log where action = ? and entity_id = ? order by created_at, id`,
      [action, entityId],
    )
    .then((rows) => rows.map((r) => ({ ...r, details: typeof r.details === 'string' ? JSON.parse(r.details) : r.details })));
}

describe('documents: rename, move, delete', () => {
  it('renames and moves through REST and tRPC alike; each change is audited with who and when', async () => {
    const taxes = await folder(anna, 'Taxes 2025');
    const doc = await upload(anna, 'Bescheid');
    expect(doc).toMatchObject({ folderId: null, letterId: null, letterRole: null });

    const renamed = await anna.rest('PATCH', `/api/documents/${doc.id}`, { title: '  Steuerbescheid 2025 ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: doc.id, title: 'Steuerbescheid 2025', folderId: null, filename: 'Bescheid.pdf' });

    const moved = await anna.trpc('mutation', 'documents.update', { id: doc.id, folderId: taxes.id });
    expect(moved.statusCode).toBe(200);
    expect(trpcData(moved)).toMatchObject({ id: doc.id, title: 'Steuerbescheid 2025', folderId: taxes.id });
    const listed = (await anna.rest('GET', '/api/documents')).json().find((d: { id: string }) => d.id === doc.id);
    expect(listed).toMatchObject({ title: 'Steuerbescheid 2025', folderId: taxes.id });

    // Both at once, and back to no folder.
    const both = await anna.rest('PATCH', `/api/documents/${doc.id}`, { title: 'Bescheid 2025', folderId: null });
    expect(both.json()).toMatchObject({ title: 'Bescheid 2025', folderId: null });
    // The same values again change nothing and write no audit entry.
    expect((await anna.rest('PATCH', `/api/documents/${doc.id}`, { title: 'Bescheid 2025' })).statusCode).toBe(200);

    const audit = await auditRows('document.update', doc.id);
    expect(audit.map((a) => [a.actor_id, a.client_id])).toEqual([
      [anna.id, anna.id],
      [anna.id, anna.id],
      [anna.id, anna.id],
    ]);
    expect(audit.map((a) => a.details.changed)).toEqual([
      { title: { from: 'Bescheid', to: 'Steuerbescheid 2025' } },
      { folder: { from: null, to: 'Taxes 2025' } },
      { title: { from: 'Steuerbescheid 2025', to: 'Bescheid 2025' }, folder: { from: 'Taxes 2025', to: null } },
    ]);
    expect(audit.every((a) => Date.now() - new Date(a.created_at).getTime() < 60_000)).toBe(true);
  });

  it('refuses an empty change, a blank title and a folder that is not one of the client’s own', async () => {
    const doc = await upload(anna, 'Refusals');
    const empty = await anna.rest('PATCH', `/api/documents/${doc.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ messageKey: 'documentChangeRequired' });
    const blank = await anna.trpc('mutation', 'documents.update', { id: doc.id, title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(trpcError(blank).messageKey).toBe('documentTitleRequired');
    const bensFolder = await folder(ben, 'Ben only');
    const foreign = await anna.rest('PATCH', `/api/documents/${doc.id}`, { folderId: bensFolder.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MESSAGES.folderNotFound);
    expect((await anna.rest('PATCH', `/api/documents/${doc.id}`, { folderId: 'nope' })).statusCode).toBe(400);
    expect((await anna.rest('GET', '/api/documents')).json().find((d: { id: string }) => d.id === doc.id)).toMatchObject({ title: 'Refusals', folderId: null });
  });

  it('deletes a document with its file on both transports; the audit log keeps its title and who deleted it', async () => {
    const a = await upload(anna, 'Old payslip');
    const b = await upload(anna, 'Old receipt', '', { filename: 'receipt.png', content: pngBytes() });
    const [keyA, keyB] = [await keyOf(a.id), await keyOf(b.id)];
    expect(fileExists(keyA) && fileExists(keyB)).toBe(true);

    const viaRest = await anna.rest('DELETE', `/api/documents/${a.id}`);
    expect(viaRest.statusCode).toBe(204);
    expect(viaRest.body).toBe('');
    const viaTrpc = await anna.trpc('mutation', 'documents.delete', { id: b.id });
    expect(viaTrpc.statusCode).toBe(200);
    expect(trpcData(viaTrpc)).toEqual({ ok: true });

    expect(fileExists(keyA) || fileExists(keyB)).toBe(false);
    expect(await t.em().execute(`select id from documents where id in (?, ?)`, [a.id, b.id])).toEqual([]);
    expect((await anna.rest('GET', a.fileUrl)).statusCode).toBe(404);
    // A second delete finds nothing.
    expect((await anna.rest('DELETE', `/api/documents/${a.id}`)).statusCode).toBe(404);

    const [entry] = await auditRows('document.delete', a.id);
    expect(entry).toMatchObject({ actor_id: anna.id, client_id: anna.id, details: { title: 'Old payslip', filename: 'Old payslip.pdf' } });
    expect((await auditRows('document.delete', b.id))[0]?.details).toMatchObject({ title: 'Old receipt', filename: 'receipt.png' });
  });

  it('one client cannot rename, move or delete another’s documents or folders: they look unknown (404)', async () => {
    const annasFolder = await folder(anna, 'Anna private');
    const doc = await upload(anna, 'Anna contract', annasFolder.id);
    const key = await keyOf(doc.id);
    const bensFolder = await folder(ben, 'Ben target');

    const attempts = [
      await ben.rest('PATCH', `/api/documents/${doc.id}`, { title: 'Mine now' }),
      await ben.rest('PATCH', `/api/documents/${doc.id}`, { folderId: bensFolder.id }),
      await ben.trpc('mutation', 'documents.update', { id: doc.id, title: 'Mine now' }),
      await ben.rest('DELETE', `/api/documents/${doc.id}`),
      await ben.trpc('mutation', 'documents.delete', { id: doc.id }),
      await ben.rest('PATCH', `/api/folders/${annasFolder.id}`, { name: 'Taken over' }),
      await ben.trpc('mutation', 'folders.rename', { id: annasFolder.id, name: 'Taken over' }),
      await ben.rest('DELETE', `/api/folders/${annasFolder.id}?withDocuments=true`),
      await ben.trpc('mutation', 'folders.delete', { id: annasFolder.id, withDocuments: true }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual(Array(9).fill(404));
    // The same answers as for ids that do not exist or are no ids at all.
    expect((await ben.rest('PATCH', '/api/documents/00000000-0000-4000-8000-000000000000', { title: 'x' })).json()).toEqual(attempts[0]!.json());
    expect((await ben.rest('DELETE', '/api/documents/not-an-id')).statusCode).toBe(404);
    expect((await ben.rest('DELETE', '/api/folders/not-an-id')).statusCode).toBe(404);

    // Nothing changed for Anna.
    const mine = (await anna.rest('GET', '/api/documents')).json().find((d: { id: string }) => d.id === doc.id);
    expect(mine).toMatchObject({ title: 'Anna contract', folderId: annasFolder.id });
    expect((await anna.rest('GET', '/api/folders')).json().map((f: { name: string }) => f.name)).toContain('Anna private');
    expect(fileExists(key)).toBe(true);
    // Visitors are asked to sign in.
    expect((await visitor(t).rest('DELETE', `/api/documents/${doc.id}`)).statusCode).toBe(401);
    expect((await visitor(t).rest('PATCH', `/api/folders/${annasFolder.id}`, { name: 'x' })).statusCode).toBe(401);
  });

  it('deleting a document attached to a conversation message removes only the attachment; the message stays', async () => {
    const doc = await upload(anna, 'Attached payslip');
    const asked = await anna.rest('POST', '/api/questions', { question: 'Is my payslip right?' });
    expect(asked.statusCode).toBe(201);
    const em = t.em();
    const [message] = await em.execute<{ id: string }[]>(`select id from question_messages where question_id = ? order by created_at limit 1`, [
      asked.json().id,
    ]);
    await em.execute(`insert into question_message_documents (message_id, document_id) values (?, ?)`, [message!.id, doc.id]);
    expect((await anna.rest('DELETE', `/api/documents/${doc.id}`)).statusCode).toBe(204);
    expect(await em.execute(`select * from question_message_documents where document_id = ?`, [doc.id])).toEqual([]);
    expect(await em.execute(`select id from question_messages where id = ?`, [message!.id])).toHaveLength(1);
  });

  it('a file that cannot be removed at once is left without a row, and the storage sweep removes it later', async () => {
    const doc = await upload(anna, 'Stubborn file');
    const key = await keyOf(doc.id);
    const storage = t.app.storage;
    const remove = storage.remove.bind(storage);
    storage.remove = async () => {
      throw Object.assign(new Error('EBUSY: resource busy'), { code: 'EBUSY' });
    };
    try {
      expect((await anna.rest('DELETE', `/api/documents/${doc.id}`)).statusCode).toBe(204);
    } finally {
      storage.remove = remove;
    }
    // The row is gone, the file is still there: no row points to a missing file.
    expect(await t.em().execute(`select id from documents where id = ?`, [doc.id])).toEqual([]);
    expect(fileExists(key)).toBe(true);
    const removed = await storage.sweep({
      now: Date.now() + 2 * 60 * 60 * 1000,
      tempGraceMs: 10 * 60 * 1000,
      orphanGraceMs: 60 * 60 * 1000,
      isReferenced: documentKeysReferenced(t),
    });
    expect(removed.files).toBeGreaterThanOrEqual(1);
    expect(fileExists(key)).toBe(false);
    // Every document that still has a row kept its file.
    const keys = await t.em().execute<{ storage_key: string }[]>(`select storage_key from documents`);
    expect(keys.every((k) => fileExists(k.storage_key))).toBe(true);
  });
});

describe('folders: rename, delete, unique names', () => {
  it('renames a folder on both transports; audited with the old and the new name', async () => {
    const f = await folder(anna, 'Receipts');
    const res = await anna.rest('PATCH', `/api/folders/${f.id}`, { name: ' Receipts 2025 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: f.id, name: 'Receipts 2025', kind: 'own' });
    const viaTrpc = await anna.trpc('mutation', 'folders.rename', { id: f.id, name: 'receipts 2025' });
    // Changing only the case of its own name is allowed.
    expect(trpcData(viaTrpc)).toMatchObject({ name: 'receipts 2025' });
    expect((await auditRows('folder.rename', f.id)).map((a) => [a.actor_id, a.details])).toEqual([
      [anna.id, { name: 'Receipts 2025', from: 'Receipts' }],
      [anna.id, { name: 'receipts 2025', from: 'Receipts 2025' }],
    ]);
    const blank = await anna.rest('PATCH', `/api/folders/${f.id}`, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().messageKey).toBe('folderNameRequired');
  });

  it('names are unique per client ignoring case, on create and on rename; other clients may use the same name', async () => {
    await folder(anna, 'Insurance');
    const again = await anna.rest('POST', '/api/folders', { name: 'INSURANCE' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', messageKey: 'folderNameTaken', message: MESSAGES.folderNameTaken });
    expect(again.json().issues).toEqual([{ path: 'name', messageKey: 'folderNameTaken', message: MESSAGES.folderNameTaken }]);
    const viaTrpc = await anna.trpc('mutation', 'folders.create', { name: 'insurance' });
    expect(viaTrpc.statusCode).toBe(409);
    expect(trpcError(viaTrpc)).toMatchObject({ appCode: 'CONFLICT', messageKey: 'folderNameTaken' });

    const other = await folder(anna, 'Pension');
    const rename = await anna.rest('PATCH', `/api/folders/${other.id}`, { name: 'insurance' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().messageKey).toBe('folderNameTaken');
    // The name of the expert's folder is taken too (it would look like it), in either language.
    expect((await anna.rest('POST', '/api/folders', { name: 'from your expert' })).statusCode).toBe(409);
    expect((await anna.rest('PATCH', `/api/folders/${other.id}`, { name: 'Von Ihrem Experten' })).statusCode).toBe(409);

    expect((await ben.rest('POST', '/api/folders', { name: 'insurance' })).statusCode).toBe(201);
    const names = (await anna.rest('GET', '/api/folders')).json().map((f: { name: string }) => f.name.toLowerCase());
    expect(names.filter((n: string) => n === 'insurance')).toHaveLength(1);
  });

  it('of two creates racing for one name (in any case), exactly one wins', async () => {
    const results = await Promise.all([
      anna.rest('POST', '/api/folders', { name: 'Race' }),
      anna.trpc('mutation', 'folders.create', { name: 'RACE' }),
      anna.rest('POST', '/api/folders', { name: 'race' }),
    ]);
    // One created (REST 201, tRPC 200), the others refused as taken.
    expect(results.filter((r) => r.statusCode === 201 || r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2);
    const [row] = await t.em().execute<{ n: string | number }[]>(`select count(*) as n from folders where user_id = ? and lower(name) = 'race'`, [anna.id]);
    expect(Number(row!.n)).toBe(1);
    // The database refuses a duplicate even past the service.
    await expect(t.em().execute(`insert into folders (user_id, name) values (?, 'rAcE')`, [anna.id])).rejects.toThrow(/unique|duplicate/i);
  });

  it('deletes an empty folder; refuses one with documents unless asked to delete them too', async () => {
    const empty = await folder(anna, 'Empty one');
    const res = await anna.rest('DELETE', `/api/folders/${empty.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedDocuments: 0 });
    expect((await auditRows('folder.delete', empty.id))[0]).toMatchObject({ actor_id: anna.id, details: { name: 'Empty one', documents: 0 } });

    const full = await folder(anna, 'Full one');
    const doc = await upload(anna, 'Keep me safe', full.id);
    const refused = await anna.rest('DELETE', `/api/folders/${full.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ messageKey: 'folderNotEmpty' });
    const refusedTrpc = await anna.trpc('mutation', 'folders.delete', { id: full.id });
    expect(trpcError(refusedTrpc).messageKey).toBe('folderNotEmpty');
    expect((await anna.rest('DELETE', `/api/folders/${full.id}?withDocuments=maybe`)).statusCode).toBe(400);
    expect((await anna.rest('GET', '/api/documents')).json().some((d: { id: string }) => d.id === doc.id)).toBe(true);
    expect(fileExists(await keyOf(doc.id))).toBe(true);
  });

  it('deleting a folder with its documents removes their rows and files and nothing else: no orphan file', async () => {
    const doomed = await folder(anna, 'Doomed');
    const docs = [await upload(anna, 'One', doomed.id), await upload(anna, 'Two', doomed.id, { filename: 'two.png', content: pngBytes() })];
    const keys = [await keyOf(docs[0]!.id), await keyOf(docs[1]!.id)];
    const outside = await upload(anna, 'Outside');
    const bensDoc = await upload(ben, 'Ben elsewhere');
    const before = new Set(storedFiles());

    const res = await anna.rest('DELETE', `/api/folders/${doomed.id}?withDocuments=true`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedDocuments: 2 });

    // Exactly the folder's files left the storage directory; every remaining row has its file.
    expect(new Set(storedFiles())).toEqual(new Set([...before].filter((k) => !keys.includes(k))));
    const rows = await t.em().execute<{ storage_key: string }[]>(`select storage_key from documents`);
    expect(new Set(storedFiles())).toEqual(new Set(rows.map((r) => r.storage_key)));
    expect(readdirSync(join(t.config.dataDir, 'uploads', 'tmp'))).toEqual([]);
    expect(await t.em().execute(`select id from folders where id = ?`, [doomed.id])).toEqual([]);
    expect((await anna.rest('GET', '/api/documents')).json().some((d: { id: string }) => d.id === outside.id)).toBe(true);
    expect((await ben.rest('GET', '/api/documents')).json().some((d: { id: string }) => d.id === bensDoc.id)).toBe(true);

    expect((await auditRows('folder.delete', doomed.id))[0]).toMatchObject({ actor_id: anna.id, details: { name: 'Doomed', documents: 2 } });
    expect((await auditRows('document.delete', docs[1]!.id))[0]).toMatchObject({
      actor_id: anna.id,
      client_id: anna.id,
      details: { title: 'Two', filename: 'two.png', folder: 'Doomed' },
    });

    // Through tRPC alike.
    const another = await folder(anna, 'Doomed too');
    const d3 = await upload(anna, 'Three', another.id);
    const k3 = await keyOf(d3.id);
    expect(trpcData(await anna.trpc('mutation', 'folders.delete', { id: another.id, withDocuments: true }))).toEqual({ deletedDocuments: 1 });
    expect(fileExists(k3)).toBe(false);
  });
});

describe('the folder "From your expert"', () => {
  it('cannot be renamed, deleted, uploaded or moved into by the client; the client may rename, move out and delete the copies in it', async () => {
    const admin = await registerAdmin(t, 'Expert');
    const clara = await registerClient(t, 'Clara');
    const letter = (await clara.rest('POST', '/api/letters/manual', { letterType: 'anhoerung' })).json();
    const answered = await admin.postMultipart(`/api/admin/letters/${letter.id}/answer`, { summary: 'A hearing.', meaning: 'They ask.', action: 'Answer.' }, [
      { filename: 'translation.pdf', content: pdfBytes('Translation') },
      { filename: 'notes.pdf', content: pdfBytes('Notes') },
    ]);
    expect(answered.statusCode).toBe(200);
    const expert = (await clara.rest('GET', '/api/folders')).json().find((f: { kind: string }) => f.kind === 'expert');
    const copies = (await clara.rest('GET', '/api/documents'))
      .json()
      .filter((d: { folderId: string }) => d.folderId === expert.id)
      .sort((a: { title: string }, b: { title: string }) => b.title.localeCompare(a.title));
    expect(copies.map((c: { title: string }) => c.title)).toEqual(['translation', 'notes']);
    expect(copies[0]).toMatchObject({ letterId: letter.id, letterRole: 'answer' });

    const rename = await clara.rest('PATCH', `/api/folders/${expert.id}`, { name: 'Mine' });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().messageKey).toBe('expertFolderLocked');
    expect(trpcError(await clara.trpc('mutation', 'folders.delete', { id: expert.id, withDocuments: true })).messageKey).toBe('expertFolderLocked');
    expect((await clara.rest('DELETE', `/api/folders/${expert.id}`)).statusCode).toBe(403);
    const own = await upload(clara, 'My own');
    const moveIn = await clara.rest('PATCH', `/api/documents/${own.id}`, { folderId: expert.id });
    expect(moveIn.statusCode).toBe(403);
    expect(moveIn.json().messageKey).toBe('expertFolderReadOnly');
    const uploadIn = await clara.postMultipart('/api/documents', { title: 'Sneak in', folderId: expert.id }, { filename: 'x.pdf', content: pdfBytes() });
    expect(uploadIn.statusCode).toBe(403);

    // The copies are the client's: renamed, moved out, deleted (with their file).
    const renamed = await clara.rest('PATCH', `/api/documents/${copies[0].id}`, { title: 'Translation of the hearing' });
    expect(renamed.json()).toMatchObject({ title: 'Translation of the hearing', folderId: expert.id });
    const mine = await folder(clara, 'Hearing');
    expect((await clara.rest('PATCH', `/api/documents/${copies[0].id}`, { folderId: mine.id })).json().folderId).toBe(mine.id);
    const key = await keyOf(copies[1].id);
    expect((await clara.rest('DELETE', `/api/documents/${copies[1].id}`)).statusCode).toBe(204);
    expect(fileExists(key)).toBe(false);
    expect((await auditRows('document.delete', copies[1].id))[0]?.details).toMatchObject({ title: 'notes', folder: 'From your expert' });
    // The letter's answer shows the attachment left.
    const after = (await clara.rest('GET', `/api/letters/${letter.id}`)).json();
    expect(after.answer.attachments.map((a: { id: string }) => a.id)).toEqual([copies[0].id]);
  });
});

describe('pages of a Finanzamt letter', () => {
  it('go only with their letter; deleting the letter removes its pages and their files, keeps the expert’s files, and is audited', async () => {
    const admin = await registerAdmin(t, 'Expert Two');
    const dana = await registerClient(t, 'Dana');
    const uploaded = await dana.postMultipart('/api/letters', {}, [
      { filename: 'page1.png', content: pngBytes() },
      { filename: 'page2.png', content: pngBytes() },
    ]);
    expect(uploaded.statusCode).toBe(201);
    const letter = uploaded.json();
    const pages = letter.pages as { id: string; letterId: string; letterRole: string }[];
    expect(pages.map((p) => [p.letterId, p.letterRole])).toEqual([
      [letter.id, 'page'],
      [letter.id, 'page'],
    ]);
    const keys = [await keyOf(pages[0]!.id), await keyOf(pages[1]!.id)];

    // A page alone cannot be deleted; it can be renamed and filed.
    const alone = await dana.rest('DELETE', `/api/documents/${pages[0]!.id}`);
    expect(alone.statusCode).toBe(409);
    expect(alone.json().messageKey).toBe('letterPageNotDeletable');
    const filed = await folder(dana, 'Letters');
    expect((await dana.rest('PATCH', `/api/documents/${pages[0]!.id}`, { folderId: filed.id, title: 'Page one' })).statusCode).toBe(200);
    const withPages = await dana.rest('DELETE', `/api/folders/${filed.id}?withDocuments=true`);
    expect(withPages.statusCode).toBe(409);
    expect(withPages.json().messageKey).toBe('folderHoldsLetterPages');
    expect(keys.every(fileExists)).toBe(true);

    // The expert's answer with a file (it lands in "From your expert").
    const answered = await admin.postMultipart(
      `/api/admin/letters/${letter.id}/answer`,
      { summary: 's', meaning: 'm', action: 'a' },
      { filename: 'explained.pdf', content: pdfBytes('Explained') },
    );
    expect(answered.statusCode).toBe(200);
    const attachment = answered.json().answer.attachments[0] as { id: string };

    // Another client cannot delete it.
    expect((await ben.rest('DELETE', `/api/letters/${letter.id}`)).statusCode).toBe(404);
    expect((await ben.trpc('mutation', 'letters.delete', { id: letter.id })).statusCode).toBe(404);
    expect((await dana.rest('DELETE', '/api/letters/not-a-letter')).statusCode).toBe(404);

    const gone = await dana.rest('DELETE', `/api/letters/${letter.id}`);
    expect(gone.statusCode).toBe(204);
    expect((await dana.rest('GET', `/api/letters/${letter.id}`)).statusCode).toBe(404);
    expect(await t.em().execute(`select id from documents where id in (?, ?)`, [pages[0]!.id, pages[1]!.id])).toEqual([]);
    expect(keys.some(fileExists)).toBe(false);
    const kept = (await dana.rest('GET', '/api/documents')).json().find((d: { id: string }) => d.id === attachment.id);
    expect(kept).toMatchObject({ letterId: null, letterRole: null });
    expect(fileExists(await keyOf(attachment.id))).toBe(true);
    // Now the folder can go.
    expect((await dana.rest('DELETE', `/api/folders/${filed.id}`)).statusCode).toBe(200);
    expect((await auditRows('letter.delete', letter.id))[0]).toMatchObject({ actor_id: dana.id, client_id: dana.id, details: { pages: 2, answered: true } });

    // Through tRPC alike.
    const manual = (await dana.rest('POST', '/api/letters/manual', { letterType: 'mahnung' })).json();
    expect(trpcData(await dana.trpc('mutation', 'letters.delete', { id: manual.id }))).toEqual({ ok: true });
    expect((await dana.trpc('query', 'letters.get', { id: manual.id })).statusCode).toBe(404);
  });
});

describe('upload limits for the form', () => {
  it('tells the client the server’s file limit, their quota and what they store, on both transports', async () => {
    const erik = await registerClient(t, 'Erik');
    const before = (await erik.rest('GET', '/api/documents/limits')).json();
    expect(before).toEqual({
      maxUploadBytes: t.config.maxUploadBytes,
      quotaBytes: t.config.storageQuotaBytes,
      usedBytes: 0,
      extensions: ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'],
    });
    await upload(erik, 'Sized');
    const after = trpcData(await erik.trpc('query', 'documents.limits'));
    expect(after.usedBytes).toBe(pdfBytes('Sized').length);
    expect((await visitor(t).rest('GET', '/api/documents/limits')).statusCode).toBe(401);
  });
});

describe('the migration to unique folder names', () => {
  it('renames existing duplicates (ignoring case) deterministically, the oldest keeping its name', async () => {
    const fia = await registerClient(t, 'Fia');
    const em = t.em();
    await em.execute(`drop index "folders_user_id_name_lower_unique"`);
    try {
      const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
      for (const [name, s] of [
        ['Tax', 1],
        ['tax', 2],
        ['TAX', 3],
        ['Tax (2)', 4],
        ['Other', 5],
      ] as const) {
        await em.execute(`insert into folders (user_id, name, created_at) values (?, ?, ?)`, [fia.id, name, at(s)]);
      }
      await em.execute(`insert into folders (user_id, name, created_at) values (?, ?, ?)`, [fia.id, 'x'.repeat(100), at(6)]);
      await em.execute(`insert into folders (user_id, name, created_at) values (?, ?, ?)`, [fia.id, 'X'.repeat(100), at(7)]);
      for (const sql of DEDUPLICATE_FOLDER_NAMES) await em.execute(sql);
    } finally {
      await em.execute(`create unique index "folders_user_id_name_lower_unique" on "folders" ("user_id", lower("name")) where "kind" = 'own'`);
    }
    const rows = await em.execute<{ id: string; name: string }[]>(`select id, name from folders where user_id = ? order by created_at`, [fia.id]);
    expect(rows.map((r) => r.name)).toEqual(['Tax', 'tax (2)', 'TAX (3)', `Tax (2) (${rows[3]!.id})`, 'Other', 'x'.repeat(100), `${'X'.repeat(96)} (2)`]);
  });
});

describe('rate limit', () => {
  it('counts every rename, move and deletion, batched tRPC calls one by one', async () => {
    const limited = await createTestApp({ rateLimits: { fileChangesPerHour: 3 } });
    try {
      const gus = await registerClient(limited, 'Gus');
      const f = (await gus.rest('POST', '/api/folders', { name: 'A' })).json();
      expect((await gus.rest('PATCH', `/api/folders/${f.id}`, { name: 'B' })).statusCode).toBe(200);
      const batch = await limited.app.inject({
        method: 'POST',
        url: '/trpc/folders.rename,folders.rename?batch=1',
        cookies: { session: gus.cookie },
        payload: { 0: { id: f.id, name: 'C' }, 1: { id: f.id, name: 'D' } },
      });
      expect(batch.statusCode).toBe(200);
      const over = await gus.rest('PATCH', `/api/folders/${f.id}`, { name: 'E' });
      expect(over.statusCode).toBe(429);
      expect((await gus.rest('DELETE', `/api/folders/${f.id}`)).statusCode).toBe(429);
      expect(limited.serverErrors).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});

/**
 * Text with a lone UTF-16 surrogate ("\ud800", "\udc00x") is not well-formed Unicode: PostgreSQL's
 * jsonb (the audit log) refuses it and text columns would store U+FFFD instead. Every free-text
 * field refuses it at the edge with 400 'textNotStorable' (src/shared/text.ts), on both transports
 * and both databases; an uploaded file's name loses it; nothing is ever a 500.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestAccounts, visitor, type Client } from './test/harness.js';
import { pdfBytes } from './test/files.js';
import { MESSAGES } from './shared/messages.js';

const LONE = ['\ud800', '\udc00x'];

const { t, client, admin } = useTestAccounts({ client: ['client', 'Surrogate Tester'], admin: ['admin', 'Test Admin'] });
let folderId: string;
let documentId: string;

beforeAll(async () => {
  folderId = (await client.rest('POST', '/api/folders', { name: 'Belege' })).json().id;
  const res = await client.postMultipart(
    '/api/documents',
    { title: 'Lohnsteuerbescheinigung' },
    { filename: 'lohn.pdf', content: pdfBytes(), contentType: 'application/pdf' },
  );
  expect(res.statusCode).toBe(201);
  documentId = res.json().id;
});

/** What the database holds that a refused request could have changed. */
async function state() {
  const [row] = await t.em().execute<Record<string, string>[]>(
    `select (select count(*) from contact_forms) as contacts, (select count(*) from questions) as questions,
            (select count(*) from folders) as folders, (select count(*) from users) as users, (select count(*) from audit_log) as audit,
            (select string_agg(name, ',' order by name) from folders) as folder_names,
            (select string_agg(title, ',' order by title) from documents) as titles,
            (select string_agg(name, ',' order by name) from users) as user_names`,
  );
  return row;
}

describe('text with a lone surrogate', () => {
  it('is refused with 400 textNotStorable on every free-text field, through REST and tRPC, and nothing is written', async () => {
    const before = await state();
    for (const bad of LONE) {
      const cases: [Client, 'POST' | 'PATCH', string, string, unknown][] = [
        [client, 'PATCH', `/api/documents/${documentId}`, 'documents.update', { id: documentId, title: bad }],
        [client, 'PATCH', `/api/folders/${folderId}`, 'folders.rename', { id: folderId, name: bad }],
        [client, 'POST', '/api/folders', 'folders.create', { name: bad }],
        [client, 'POST', '/api/questions', 'questions.create', { question: `Is ${bad} deductible?` }],
        [client, 'POST', '/api/auth/profile', 'auth.updateProfile', { name: bad, language: 'de' }],
        [
          visitor(t),
          'POST',
          '/api/contact',
          'contact.submit',
          { name: `Ann${bad}`, email: 'a@example.com', language: 'en', message: `Hello there ${bad} friend` },
        ],
        [visitor(t), 'POST', '/api/auth/register', 'auth.register', { name: `Eve${bad}`, email: 'lone@example.com', password: 'Steuer-Brief-2026!x' }],
      ];
      for (const [who, method, url, path, body] of cases) {
        const { id: _id, ...restBody } = body as { id?: string };
        const rest = await who.rest(method, url, restBody);
        expect(rest.statusCode, `${url} ${JSON.stringify(bad)}`).toBe(400);
        expect(rest.json().messageKey, url).toBe('textNotStorable');
        expect(rest.json().message, url).toBe(MESSAGES.textNotStorable);
        const trpc = await who.trpc('mutation', path, body);
        expect(trpc.statusCode, path).toBe(400);
        expect(trpc.json().error.data.messageKey, path).toBe('textNotStorable');
      }
    }
    expect(await state()).toEqual(before);
    expect(t.serverErrors).toEqual([]);
  });

  it('in a search is a 400 on both transports, never a 500', async () => {
    for (const bad of LONE) {
      const trpc = await admin.trpc('query', 'admin.clients.list', { search: bad });
      expect(trpc.statusCode).toBe(400);
      expect(trpc.json().error.data.messageKey).toBe('textNotStorable');
      const inbox = await admin.trpc('query', 'admin.questions.list', { status: 'pending', search: `a${bad}` });
      expect(inbox.statusCode).toBe(400);
    }
    // A query string cannot carry a lone surrogate in UTF-8: broken percent-encoding is a 400 too.
    for (const url of ['/api/admin/clients?search=%ED%A0%80', '/api/admin/questions?search=%ED%B0%80x', '/api/admin/clients?search=%uD800']) {
      const rest = await admin.rest('GET', url);
      expect(rest.statusCode, url).toBeLessThan(500);
    }
    expect(t.serverErrors).toEqual([]);
  });

  it('in an upload: a title sent as UTF-16 is a 400, a file name sent as UTF-16 loses the lone surrogate', async () => {
    const boundary = 'utf16boundary';
    const part = (headers: string, content: Buffer) => Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), content, Buffer.from('\r\n')]);
    const send = (title: Buffer, filenameStar: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/documents',
        cookies: { session: client.cookie },
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          part('Content-Disposition: form-data; name="title"\r\nContent-Type: text/plain; charset=utf-16le', title),
          part(`Content-Disposition: form-data; name="file"; filename*=utf-16le''${filenameStar}\r\nContent-Type: application/pdf`, pdfBytes()),
          Buffer.from(`--${boundary}--\r\n`),
        ]),
      });
    const utf16 = (s: string) => [...Buffer.from(s, 'utf16le')].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');

    const before = await state();
    const badTitle = await send(Buffer.from('Bescheid\ud800', 'utf16le'), utf16('bescheid.pdf'));
    expect(badTitle.statusCode).toBe(400);
    expect(badTitle.json().messageKey).toBe('textNotStorable');
    expect(await state()).toEqual(before);

    const badName = await send(Buffer.from('Bescheid 2025', 'utf16le'), utf16('besch\udc00eid.pdf'));
    expect(badName.statusCode).toBe(201);
    expect(badName.json()).toMatchObject({ title: 'Bescheid 2025', filename: 'bescheid.pdf' });
    const [stored] = await t.em().execute<{ filename: string }[]>(`select filename from documents where id = ?`, [badName.json().id]);
    expect(stored!.filename).toBe('bescheid.pdf');
    expect(t.serverErrors).toEqual([]);
  });
});

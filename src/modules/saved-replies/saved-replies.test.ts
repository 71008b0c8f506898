/**
 * Saved replies (docs/decisions/063-saved-replies.md): the firm's staff create, list, edit and
 * delete bilingual snippets on both transports with the same results; titles are unique regardless
 * of case; at most 300; validation, unknown ids, and clients and visitors refused on every route.
 */
import { describe, expect, it } from 'vitest';
import { SAVED_REPLIES_MAX } from '../../shared/saved-replies/saved-replies.schema.js';
import { trpcData, trpcError, useTestAccounts, visitor } from '../../test/harness.js';
import { savedRepliesPersonalData } from './saved-replies.personal-data.js';

const { t, admin, jonas, anna } = useTestAccounts({
  admin: ['admin', 'Katrin Vogel'],
  jonas: ['admin', 'Jonas Roth'],
  anna: ['client', 'Anna Muster'],
});

const HOME_OFFICE = {
  title: 'Home office flat rate',
  bodyEn: 'You can deduct 6 euros per day worked at home, up to 1,260 euros a year.',
  bodyDe: 'Sie können 6 Euro pro Tag im Homeoffice absetzen, höchstens 1.260 Euro im Jahr.',
};
const RECEIPTS = {
  title: 'Ask for receipts',
  bodyEn: 'Please upload the receipts to your documents.',
  bodyDe: 'Bitte laden Sie die Belege in Ihre Dokumente hoch.',
};
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function clear() {
  await t.em().execute('delete from saved_replies');
}

describe('saved replies', () => {
  it('are created, listed by title, edited and deleted alike on REST and tRPC, and audited without their texts', async () => {
    await clear();
    const created = await admin.rest('POST', '/api/admin/saved-replies', { ...HOME_OFFICE, title: `  ${HOME_OFFICE.title}  ` });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...HOME_OFFICE, createdByName: 'Katrin Vogel' });
    const viaTrpc = await jonas.trpc('mutation', 'admin.savedReplies.create', RECEIPTS);
    expect(viaTrpc.statusCode).toBe(200);
    expect(trpcData(viaTrpc)).toMatchObject({ ...RECEIPTS, createdByName: 'Jonas Roth' });

    // Both transports list the same, ordered by title.
    const listed = await admin.rest('GET', '/api/admin/saved-replies');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((r: { title: string }) => r.title)).toEqual(['Ask for receipts', 'Home office flat rate']);
    expect(trpcData(await jonas.trpc('query', 'admin.savedReplies.list'))).toEqual(listed.json());

    // Edit: REST changes the German text only; tRPC the title; the other fields stay.
    const id = created.json().id as string;
    const patched = await admin.rest('PATCH', `/api/admin/saved-replies/${id}`, { bodyDe: 'Pro Tag im Homeoffice 6 Euro, bis 1.260 Euro im Jahr.' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ ...HOME_OFFICE, bodyDe: 'Pro Tag im Homeoffice 6 Euro, bis 1.260 Euro im Jahr.' });
    expect(Date.parse(patched.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.json().updatedAt));
    const renamed = await jonas.trpc('mutation', 'admin.savedReplies.update', { id, title: 'Arbeitszimmer: Tagespauschale' });
    expect(trpcData(renamed)).toMatchObject({ id, title: 'Arbeitszimmer: Tagespauschale', bodyEn: HOME_OFFICE.bodyEn, createdByName: 'Katrin Vogel' });
    // Renaming to its own title in another case is no conflict.
    expect((await admin.rest('PATCH', `/api/admin/saved-replies/${id}`, { title: 'ARBEITSZIMMER: Tagespauschale' })).statusCode).toBe(200);
    expect((await admin.rest('GET', '/api/admin/saved-replies')).json().map((r: { title: string }) => r.title)).toEqual([
      'ARBEITSZIMMER: Tagespauschale',
      'Ask for receipts',
    ]);

    // Delete on either transport; a deleted one is gone (404).
    expect((await admin.rest('DELETE', `/api/admin/saved-replies/${id}`)).statusCode).toBe(204);
    expect(trpcData(await admin.trpc('mutation', 'admin.savedReplies.remove', { id: trpcData(viaTrpc).id }))).toEqual({ ok: true });
    expect((await admin.rest('GET', '/api/admin/saved-replies')).json()).toEqual([]);
    expect(trpcData(await admin.trpc('query', 'admin.savedReplies.list'))).toEqual([]);

    const audit = await t
      .em()
      .execute<{ action: string; actor_id: string; client_id: string | null; entity_id: string; details: unknown }[]>(
        `select action, actor_id, client_id, entity_id, details from audit_log where action like 'savedReply.%' order by created_at, id`,
      );
    expect(audit.map((a) => a.action)).toEqual([
      'savedReply.create',
      'savedReply.create',
      'savedReply.update',
      'savedReply.update',
      'savedReply.update',
      'savedReply.delete',
      'savedReply.delete',
    ]);
    expect(audit.every((a) => a.client_id === null)).toBe(true);
    expect(audit[2]!.details).toEqual({ changed: ['bodyDe'] });
    expect(audit[3]!.details).toEqual({ changed: ['title'] });
    const logged = JSON.stringify(audit);
    for (const text of ['Homeoffice', 'Home office', 'receipts', 'Arbeitszimmer', 'Belege']) expect(logged).not.toContain(text);
    expect(t.serverErrors).toEqual([]);
  });

  it('refuse a title another one has, in any case, with 409 on both transports', async () => {
    await clear();
    const first = await admin.rest('POST', '/api/admin/saved-replies', HOME_OFFICE);
    expect(first.statusCode).toBe(201);
    const taken = await admin.rest('POST', '/api/admin/saved-replies', { ...RECEIPTS, title: 'HOME OFFICE flat rate' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CONFLICT', messageKey: 'savedReplyTitleTaken' });
    expect(taken.json().issues[0]).toMatchObject({ path: 'title', messageKey: 'savedReplyTitleTaken' });
    const takenTrpc = await admin.trpc('mutation', 'admin.savedReplies.create', { ...RECEIPTS, title: 'home office flat rate' });
    expect(takenTrpc.statusCode).toBe(409);
    expect(trpcError(takenTrpc).data).toMatchObject({ code: 'CONFLICT', messageKey: 'savedReplyTitleTaken' });

    const second = await admin.rest('POST', '/api/admin/saved-replies', RECEIPTS);
    const renamed = await admin.rest('PATCH', `/api/admin/saved-replies/${second.json().id}`, { title: 'Home Office Flat Rate' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().messageKey).toBe('savedReplyTitleTaken');
    const renamedTrpc = await admin.trpc('mutation', 'admin.savedReplies.update', { id: second.json().id, title: 'home office flat rate' });
    expect(trpcError(renamedTrpc).data).toMatchObject({ code: 'CONFLICT', messageKey: 'savedReplyTitleTaken' });
    expect((await admin.rest('GET', '/api/admin/saved-replies')).json().map((r: { title: string }) => r.title)).toEqual([
      'Ask for receipts',
      'Home office flat rate',
    ]);
    expect(t.serverErrors).toEqual([]);
  });

  it('refuse a missing or too long title or text with 400 and the field’s message key, and an unknown id with 404', async () => {
    await clear();
    const cases: [body: Record<string, unknown>, path: string, key: string][] = [
      [{ ...HOME_OFFICE, title: '   ' }, 'title', 'savedReplyTitleRequired'],
      [{ ...HOME_OFFICE, title: 'x'.repeat(121) }, 'title', 'savedReplyTitleTooLong'],
      [{ ...HOME_OFFICE, bodyEn: '' }, 'bodyEn', 'savedReplyBodyEnRequired'],
      [{ title: 'Only English', bodyEn: 'Hello' }, 'bodyDe', 'savedReplyBodyDeRequired'],
      [{ ...HOME_OFFICE, bodyDe: 'x'.repeat(10_001) }, 'bodyDe', 'savedReplyBodyTooLong'],
      [{ ...HOME_OFFICE, bodyEn: 'x'.repeat(10_001) }, 'bodyEn', 'savedReplyBodyTooLong'],
    ];
    for (const [body, path, key] of cases) {
      const res = await admin.rest('POST', '/api/admin/saved-replies', body);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().issues[0]).toMatchObject({ path, messageKey: key });
      const viaTrpc = await admin.trpc('mutation', 'admin.savedReplies.create', body);
      expect(viaTrpc.statusCode, key).toBe(400);
      expect(trpcError(viaTrpc).data).toMatchObject({ code: 'BAD_REQUEST', messageKey: key });
    }
    // The limits themselves are fine.
    const longest = await admin.rest('POST', '/api/admin/saved-replies', { title: 't'.repeat(120), bodyEn: 'e'.repeat(10_000), bodyDe: 'd'.repeat(10_000) });
    expect(longest.statusCode).toBe(201);
    const id = longest.json().id as string;
    const emptied = await admin.rest('PATCH', `/api/admin/saved-replies/${id}`, { bodyDe: ' ' });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().issues[0]).toMatchObject({ path: 'bodyDe', messageKey: 'savedReplyBodyDeRequired' });
    expect(trpcError(await admin.trpc('mutation', 'admin.savedReplies.update', { id, title: '' })).data.messageKey).toBe('savedReplyTitleRequired');
    expect((await admin.rest('PATCH', '/api/admin/saved-replies/not-an-id', { title: 'X' })).statusCode).toBe(400);

    for (const res of [
      await admin.rest('PATCH', `/api/admin/saved-replies/${UNKNOWN}`, { title: 'Nobody' }),
      await admin.rest('DELETE', `/api/admin/saved-replies/${UNKNOWN}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().messageKey).toBe('savedReplyNotFound');
    }
    for (const res of [
      await admin.trpc('mutation', 'admin.savedReplies.update', { id: UNKNOWN, title: 'Nobody' }),
      await admin.trpc('mutation', 'admin.savedReplies.remove', { id: UNKNOWN }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(trpcError(res).data).toMatchObject({ code: 'NOT_FOUND', messageKey: 'savedReplyNotFound' });
    }
    expect(t.serverErrors).toEqual([]);
  });

  it(`hold at most ${SAVED_REPLIES_MAX}`, async () => {
    await clear();
    await t
      .em()
      .execute(`insert into saved_replies (title, body_en, body_de, created_by) select 'Snippet ' || g, 'en', 'de', ? from generate_series(1, ?) g`, [
        admin.id,
        SAVED_REPLIES_MAX - 1,
      ]);
    expect((await admin.rest('POST', '/api/admin/saved-replies', { ...HOME_OFFICE, title: 'The last one' })).statusCode).toBe(201);
    const full = await admin.rest('POST', '/api/admin/saved-replies', { ...HOME_OFFICE, title: 'One too many' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'CONFLICT', messageKey: 'savedRepliesFull' });
    const fullTrpc = await jonas.trpc('mutation', 'admin.savedReplies.create', { ...HOME_OFFICE, title: 'One too many' });
    expect(trpcError(fullTrpc).data).toMatchObject({ code: 'CONFLICT', messageKey: 'savedRepliesFull' });
    const all = (await admin.rest('GET', '/api/admin/saved-replies')).json();
    expect(all).toHaveLength(SAVED_REPLIES_MAX);
    expect(trpcData(await admin.trpc('query', 'admin.savedReplies.list'))).toHaveLength(SAVED_REPLIES_MAX);
    // Editing still works at the quota, and deleting one makes room again.
    expect((await admin.rest('PATCH', `/api/admin/saved-replies/${all[0].id}`, { bodyEn: 'Changed' })).statusCode).toBe(200);
    expect((await admin.rest('DELETE', `/api/admin/saved-replies/${all[0].id}`)).statusCode).toBe(204);
    expect((await admin.rest('POST', '/api/admin/saved-replies', { ...HOME_OFFICE, title: 'One too many' })).statusCode).toBe(201);
    expect(t.serverErrors).toEqual([]);
  });

  it('refuse a client (403) and a visitor (401) on every route on both transports, changing nothing', async () => {
    await clear();
    const reply = (await admin.rest('POST', '/api/admin/saved-replies', HOME_OFFICE)).json();
    for (const caller of [anna, visitor(t)]) {
      const status = caller === anna ? 403 : 401;
      const code = caller === anna ? 'FORBIDDEN' : 'UNAUTHORIZED';
      for (const res of [
        await caller.rest('GET', '/api/admin/saved-replies'),
        await caller.rest('POST', '/api/admin/saved-replies', RECEIPTS),
        await caller.rest('PATCH', `/api/admin/saved-replies/${reply.id}`, { title: 'Mine now' }),
        await caller.rest('DELETE', `/api/admin/saved-replies/${reply.id}`),
      ]) {
        expect(res.statusCode).toBe(status);
        expect(res.body).not.toContain('Homeoffice');
      }
      for (const res of [
        await caller.trpc('query', 'admin.savedReplies.list'),
        await caller.trpc('mutation', 'admin.savedReplies.create', RECEIPTS),
        await caller.trpc('mutation', 'admin.savedReplies.update', { id: reply.id, title: 'Mine now' }),
        await caller.trpc('mutation', 'admin.savedReplies.remove', { id: reply.id }),
      ]) {
        expect(res.statusCode).toBe(status);
        expect(trpcError(res).data.code).toBe(code);
        expect(res.body).not.toContain('Homeoffice');
      }
      // 401/403 come before validation.
      expect((await caller.rest('POST', '/api/admin/saved-replies', {})).statusCode).toBe(status);
    }
    expect((await admin.rest('GET', '/api/admin/saved-replies')).json()).toEqual([reply]);
    expect(t.serverErrors).toEqual([]);
  });

  it('stay when the account that created them is erased, without their creator', async () => {
    await clear();
    const created = await jonas.rest('POST', '/api/admin/saved-replies', HOME_OFFICE);
    expect(created.statusCode).toBe(201);
    // The creator's name goes as soon as the account is marked deleted, and the erasure unlinks the row.
    await t.em().execute(`update users set deleted_at = now() where id = ?`, [jonas.id]);
    try {
      expect((await admin.rest('GET', '/api/admin/saved-replies')).json()).toEqual([{ ...created.json(), createdByName: null }]);
      await t
        .em()
        .transactional((tx) =>
          savedRepliesPersonalData.erase!(tx, { userId: jonas.id, email: jonas.email }, { actorId: jonas.id, now: new Date(), config: t.app.config }),
        );
      expect(await t.em().execute(`select title, created_by from saved_replies`)).toEqual([{ title: HOME_OFFICE.title, created_by: null }]);
    } finally {
      await t.em().execute(`update users set deleted_at = null where id = ?`, [jonas.id]);
    }
    expect(t.serverErrors).toEqual([]);
  });
});

/**
 * Internal notes (docs/decisions/062-internal-notes.md): the firm's staff write them on a question,
 * a letter or a client, on both transports; only the author deletes one; a client never reads them
 * (not through the notes' routes, nor in the question, the letter, e-mails or the data export);
 * erasing the client erases them.
 */
import { describe, expect, it } from 'vitest';
import { NOTES_PER_SUBJECT_MAX } from '../../shared/notes/notes.schema.js';
import { outboxFor } from '../../test/database.js';
import { readZip } from '../../test/files.js';
import { registerClient, trpcData, trpcError, useTestAccounts, visitor, type Client } from '../../test/harness.js';

const { t, admin, jonas, anna } = useTestAccounts({
  admin: ['admin', 'Katrin Vogel'],
  jonas: ['admin', 'Jonas Roth'],
  anna: ['client', 'Anna Muster'],
});

/** A question and a manual letter of `client`. @returns their ids */
async function subjectsOf(client: Client): Promise<{ questionId: string; letterId: string }> {
  const q = await client.rest('POST', '/api/questions', { question: 'Can I deduct my home office?' });
  expect(q.statusCode).toBe(201);
  const l = await client.rest('POST', '/api/letters/manual', { letterType: 'anhoerung' });
  expect(l.statusCode).toBe(201);
  return { questionId: q.json().id, letterId: l.json().id };
}

const SECRET = 'Client seems unsure about the Arbeitszimmer; check 2024 receipts';

describe('internal notes', () => {
  it('are added on a question, a letter and a client and listed alike on REST and tRPC; only the author deletes one', async () => {
    const { questionId, letterId } = await subjectsOf(anna);

    const onQuestion = await admin.rest('POST', '/api/admin/notes', { subject: { questionId }, body: `  ${SECRET}  ` });
    expect(onQuestion.statusCode).toBe(201);
    expect(onQuestion.json()).toMatchObject({ body: SECRET, authorName: 'Katrin Vogel', authorId: admin.id, mine: true });
    const second = await admin.trpc('mutation', 'admin.notes.add', { subject: { questionId }, body: 'Called her back on Monday.' });
    expect(second.statusCode).toBe(200);
    const onLetter = await admin.trpc('mutation', 'admin.notes.add', { subject: { letterId }, body: 'Deadline noted in the calendar.' });
    expect(trpcData(onLetter)).toMatchObject({ body: 'Deadline noted in the calendar.', mine: true });
    const onClient = await admin.rest('POST', '/api/admin/notes', { subject: { clientId: anna.id }, body: 'Prefers phone calls.' });
    expect(onClient.statusCode).toBe(201);

    // Oldest first, the same on both transports.
    const rest = await admin.rest('GET', `/api/admin/notes?questionId=${questionId}`);
    expect(rest.statusCode).toBe(200);
    expect(rest.json().map((n: { body: string }) => n.body)).toEqual([SECRET, 'Called her back on Monday.']);
    expect(trpcData(await admin.trpc('query', 'admin.notes.list', { questionId }))).toEqual(rest.json());
    expect((await admin.rest('GET', `/api/admin/notes?letterId=${letterId}`)).json()).toEqual([trpcData(onLetter)]);
    expect(trpcData(await admin.trpc('query', 'admin.notes.list', { clientId: anna.id }))).toEqual([onClient.json()]);

    // A second staff member sees them, but not as theirs, and cannot delete them.
    const seen = (await jonas.rest('GET', `/api/admin/notes?questionId=${questionId}`)).json();
    expect(seen[0]).toMatchObject({ body: SECRET, authorName: 'Katrin Vogel', mine: false });
    const refused = await jonas.rest('DELETE', `/api/admin/notes/${seen[0].id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageKey).toBe('noteNotYours');
    const refusedTrpc = await jonas.trpc('mutation', 'admin.notes.remove', { id: seen[0].id });
    expect(trpcError(refusedTrpc).data).toMatchObject({ code: 'FORBIDDEN', messageKey: 'noteNotYours' });

    // The author deletes theirs, on either transport.
    expect((await admin.rest('DELETE', `/api/admin/notes/${seen[0].id}`)).statusCode).toBe(204);
    expect(trpcData(await admin.trpc('mutation', 'admin.notes.remove', { id: trpcData(onLetter).id }))).toEqual({ ok: true });
    expect((await admin.rest('GET', `/api/admin/notes?questionId=${questionId}`)).json().map((n: { body: string }) => n.body)).toEqual([
      'Called her back on Monday.',
    ]);
    expect((await admin.rest('GET', `/api/admin/notes?letterId=${letterId}`)).json()).toEqual([]);
    const gone = await admin.rest('DELETE', `/api/admin/notes/${seen[0].id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().messageKey).toBe('noteNotFound');

    // Audited without the text, and naming no client (the client's export holds the audit log's entries about them).
    const audit = await t
      .em()
      .execute<{ action: string; client_id: string | null; details: unknown }[]>(
        `select action, client_id, details from audit_log where action like 'note.%' order by created_at, id`,
      );
    expect(audit.map((a) => a.action)).toEqual(['note.add', 'note.add', 'note.add', 'note.add', 'note.delete', 'note.delete']);
    expect(audit.every((a) => a.client_id === null)).toBe(true);
    expect(JSON.stringify(audit)).not.toContain('Arbeitszimmer');
    expect(t.serverErrors).toEqual([]);
  });

  it('refuse an empty or too long text, two subjects or none, and an unknown subject', async () => {
    const { questionId } = await subjectsOf(anna);
    const empty = await admin.rest('POST', '/api/admin/notes', { subject: { questionId }, body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues[0]).toMatchObject({ path: 'body', messageKey: 'noteBodyRequired' });
    const long = await admin.rest('POST', '/api/admin/notes', { subject: { questionId }, body: 'x'.repeat(5_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues[0]).toMatchObject({ path: 'body', messageKey: 'noteBodyTooLong' });
    expect((await admin.rest('POST', '/api/admin/notes', { subject: { questionId }, body: 'x'.repeat(5_000) })).statusCode).toBe(201);
    const longTrpc = await admin.trpc('mutation', 'admin.notes.add', { subject: { questionId }, body: 'x'.repeat(5_001) });
    expect(longTrpc.statusCode).toBe(400);
    expect(trpcError(longTrpc).data.code).toBe('BAD_REQUEST');
    expect((await admin.rest('POST', '/api/admin/notes', { subject: { questionId, clientId: anna.id }, body: 'Both' })).statusCode).toBe(400);
    expect((await admin.rest('POST', '/api/admin/notes', { subject: {}, body: 'Neither' })).statusCode).toBe(400);
    expect((await admin.rest('GET', '/api/admin/notes')).statusCode).toBe(400);

    const unknown = '00000000-0000-4000-8000-000000000000';
    const noQuestion = await admin.rest('POST', '/api/admin/notes', { subject: { questionId: unknown }, body: 'Hello' });
    expect(noQuestion.statusCode).toBe(404);
    expect(noQuestion.json().messageKey).toBe('questionNotFound');
    expect((await admin.rest('GET', `/api/admin/notes?letterId=${unknown}`)).json().messageKey).toBe('letterNotFound');
    // A staff account is no client.
    const noClient = await admin.trpc('mutation', 'admin.notes.add', { subject: { clientId: jonas.id }, body: 'Hello' });
    expect(trpcError(noClient).data).toMatchObject({ code: 'NOT_FOUND', messageKey: 'clientNotFound' });
    expect(t.serverErrors).toEqual([]);
  });

  it('hold at most 500 per subject', async () => {
    const { letterId } = await subjectsOf(anna);
    await t
      .em()
      .execute(`insert into internal_notes (letter_id, author_id, body) select ?, ?, 'n' || g from generate_series(1, ?) g`, [
        letterId,
        admin.id,
        NOTES_PER_SUBJECT_MAX - 1,
      ]);
    expect((await admin.rest('POST', '/api/admin/notes', { subject: { letterId }, body: 'The last one' })).statusCode).toBe(201);
    const full = await admin.rest('POST', '/api/admin/notes', { subject: { letterId }, body: 'One too many' });
    expect(full.statusCode).toBe(409);
    expect(full.json().messageKey).toBe('notesFull');
    expect(trpcError(await jonas.trpc('mutation', 'admin.notes.add', { subject: { letterId }, body: 'One too many' })).data.messageKey).toBe('notesFull');
    expect((await admin.rest('GET', `/api/admin/notes?letterId=${letterId}`)).json()).toHaveLength(NOTES_PER_SUBJECT_MAX);
    expect(t.serverErrors).toEqual([]);
  });

  it('a client can reach none of them: not on the notes routes (either transport), the question, the letter, e-mails or the export', async () => {
    const { questionId, letterId } = await subjectsOf(anna);
    const note = await admin.rest('POST', '/api/admin/notes', { subject: { questionId }, body: SECRET });
    await admin.rest('POST', '/api/admin/notes', { subject: { letterId }, body: SECRET });
    await admin.rest('POST', '/api/admin/notes', { subject: { clientId: anna.id }, body: SECRET });
    // The firm answers, so the client gets e-mails about the question.
    expect((await admin.rest('POST', `/api/admin/questions/${questionId}/answer`, { answer: 'Yes, within limits.' })).statusCode).toBe(200);

    for (const caller of [anna, visitor(t)]) {
      const status = caller === anna ? 403 : 401;
      expect((await caller.rest('GET', `/api/admin/notes?questionId=${questionId}`)).statusCode).toBe(status);
      expect((await caller.rest('POST', '/api/admin/notes', { subject: { questionId }, body: 'Mine now' })).statusCode).toBe(status);
      expect((await caller.rest('DELETE', `/api/admin/notes/${note.json().id}`)).statusCode).toBe(status);
      const code = caller === anna ? 'FORBIDDEN' : 'UNAUTHORIZED';
      expect(trpcError(await caller.trpc('query', 'admin.notes.list', { questionId })).data.code).toBe(code);
      expect(trpcError(await caller.trpc('mutation', 'admin.notes.add', { subject: { questionId }, body: 'Mine now' })).data.code).toBe(code);
      expect(trpcError(await caller.trpc('mutation', 'admin.notes.remove', { id: note.json().id })).data.code).toBe(code);
    }
    expect((await admin.rest('GET', `/api/admin/notes?questionId=${questionId}`)).json()).toHaveLength(1);

    const reads = [
      await anna.rest('GET', `/api/questions/${questionId}`),
      await anna.rest('GET', '/api/questions'),
      await anna.rest('GET', `/api/letters/${letterId}`),
      await anna.rest('GET', '/api/letters'),
      await anna.trpc('query', 'questions.get', { id: questionId }),
    ];
    for (const res of reads) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Arbeitszimmer');
    }
    await t.app.mailer.deliverDue();
    const mails = await outboxFor(t, anna.email);
    expect(mails.length).toBeGreaterThan(0);
    expect(JSON.stringify(mails)).not.toContain('Arbeitszimmer');

    expect((await anna.rest('POST', '/api/account/export')).statusCode).toBe(202);
    expect(await t.app.jobs.runDue()).toMatchObject({ failed: 0 });
    const ready = (await anna.rest('GET', '/api/account/exports')).json()[0];
    expect(ready.status).toBe('ready');
    const zip = await readZip((await anna.rest('GET', ready.downloadUrl)).rawPayload);
    const data = zip.get('data.json')!.toString('utf8');
    expect(data).toContain('Can I deduct my home office?');
    expect(data).not.toContain('Arbeitszimmer');
    expect(data).not.toContain('note.');
    expect(t.serverErrors).toEqual([]);
  });

  it("go with the client when the account is deleted (on the client, their questions and letters); others' notes stay", async () => {
    const ben = await registerClient(t, 'Ben Berger');
    const { questionId, letterId } = await subjectsOf(ben);
    const annas = await subjectsOf(anna);
    for (const subject of [{ questionId }, { letterId }, { clientId: ben.id }, { questionId: annas.questionId }]) {
      expect((await jonas.rest('POST', '/api/admin/notes', { subject, body: 'About this one' })).statusCode).toBe(201);
    }
    const count = async () =>
      (await t.em().execute<{ n: number }[]>(`select count(*)::int as n from internal_notes where author_id = ? and body = 'About this one'`, [jonas.id]))[0]!
        .n;
    expect(await count()).toBe(4);
    expect((await ben.rest('POST', '/api/account/delete', { password: 'correct horse' })).statusCode).toBe(200);
    expect(await count()).toBe(1);
    const left = await t
      .em()
      .execute<{ question_id: string }[]>(`select question_id from internal_notes where author_id = ? and body = 'About this one'`, [jonas.id]);
    expect(left).toEqual([{ question_id: annas.questionId }]);
    expect(await t.em().execute(`select 1 from internal_notes where client_id = ?`, [ben.id])).toEqual([]);
    expect(t.serverErrors).toEqual([]);
  });
});

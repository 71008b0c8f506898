/**
 * Assignment of questions and Finanzamt letters (docs/decisions/068-assignment.md), on both
 * transports: an expert takes an unassigned item, hands their own to a colleague (who is e-mailed in
 * their language) or gives it back; a colleague's item only the owner reassigns; two experts taking
 * one item at once: one wins; the inbox filters mine / unassigned / everyone's; a question about a
 * letter follows the letter's assignee; the owner's team page counts open items per expert; a
 * deactivated expert's open items go back to the unassigned; the clock's warning goes to the
 * assignee alone.
 */
import { describe, expect, it } from 'vitest';
import { outboxFor } from '../../test/database.js';
import { trpcData, trpcError, useTestAccounts } from '../../test/harness.js';

const { t, owner, mara, lea, anna } = useTestAccounts({
  owner: ['admin', 'Katrin Vogel'],
  mara: ['expert', 'Mara Roth'],
  lea: ['expert', 'Lea Neumann'],
  anna: ['client', 'Anna Muster'],
});

/** Asks a question as Anna. @returns its id */
async function ask(question = 'What does “Vorbehalt der Nachprüfung” mean?'): Promise<string> {
  const res = await anna.rest('POST', '/api/questions', { question });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

/** Enters a letter by hand as Anna. @returns its id */
async function letter(): Promise<string> {
  const res = await anna.rest('POST', '/api/letters/manual', { letterType: 'einkommensteuerbescheid', letterDate: '2026-11-20' });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

/** The assignment e-mails in `email`'s outbox. */
const assignmentMails = (email: string) => outboxFor(t, email, 'assignment.assigned');

/** The ids of the inbox's rows for `caller` with the filter. */
async function inboxIds(caller: typeof mara, assignee: 'all' | 'mine' | 'unassigned'): Promise<string[]> {
  const res = await caller.rest('GET', `/api/admin/letters/inbox?assignee=${assignee}`);
  expect(res.statusCode).toBe(200);
  return res.json().map((i: { id: string }) => i.id);
}

describe('taking and handing over', () => {
  it('an expert takes an unassigned question; the inbox filters it; nobody is e-mailed for taking it', async () => {
    const id = await ask();
    expect(await inboxIds(mara, 'unassigned')).toContain(id);
    const taken = await mara.trpc('mutation', 'admin.assignment.assign', { kind: 'question', id, assigneeId: mara.id, expectedAssigneeId: null });
    expect(trpcData(taken)).toEqual({ assignee: { id: mara.id, name: 'Mara Roth' } });

    expect(await inboxIds(mara, 'mine')).toContain(id);
    expect(await inboxIds(mara, 'unassigned')).not.toContain(id);
    expect(await inboxIds(lea, 'mine')).not.toContain(id);
    expect(await inboxIds(lea, 'all')).toContain(id);
    const row = (await lea.rest('GET', '/api/admin/letters/inbox')).json().find((i: { id: string }) => i.id === id);
    expect(row.assignee).toEqual({ id: mara.id, name: 'Mara Roth' });
    // The question list and the conversation say the same, on both transports.
    const mine = trpcData(await mara.trpc('query', 'admin.questions.list', { status: 'pending', assignee: 'mine' }));
    expect(mine.map((q: { id: string }) => q.id)).toContain(id);
    expect((await lea.rest('GET', '/api/admin/questions?status=pending&assignee=mine')).json().map((q: { id: string }) => q.id)).not.toContain(id);
    expect((await lea.rest('GET', `/api/admin/questions/${id}`)).json().assignee).toEqual({ id: mara.id, name: 'Mara Roth' });
    expect(await assignmentMails(mara.email)).toEqual([]);
    // The audit log keeps who did it.
    const audit = await owner.rest('GET', '/api/admin/audit');
    expect(audit.statusCode).toBe(200);
    const entry = audit.json().find((e: { action: string; entityId: string }) => e.action === 'assignment.change' && e.entityId === id);
    expect(entry).toMatchObject({ actorName: 'Mara Roth', details: { kind: 'question', from: null, to: 'Mara Roth' } });
  });

  it('an expert hands their item to a colleague, who is e-mailed; a colleague’s item only the owner reassigns', async () => {
    const id = await ask();
    await t.em().execute(`update users set language = 'de' where id = ?`, [lea.id]);
    expect((await mara.rest('PUT', `/api/admin/questions/${id}/assignee`, { assigneeId: mara.id })).statusCode).toBe(200);
    const handed = await mara.rest('PUT', `/api/admin/questions/${id}/assignee`, { assigneeId: lea.id });
    expect(handed.statusCode).toBe(200);
    expect(handed.json()).toEqual({ assignee: { id: lea.id, name: 'Lea Neumann' } });
    const mails = await assignmentMails(lea.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ language: 'de', subject: 'Ihnen zugewiesen: eine Frage von Anna Muster' });
    expect(mails[0]!.text_body).toContain('Mara Roth');
    expect(mails[0]!.text_body).toContain(`/admin/questions/${id}`);

    // Lea's now: Mara can neither take it back nor give it away, on either transport.
    const back = await mara.rest('PUT', `/api/admin/questions/${id}/assignee`, { assigneeId: mara.id });
    expect(back.statusCode).toBe(403);
    expect(back.json()).toMatchObject({ messageKey: 'notYourItem' });
    const away = await mara.trpc('mutation', 'admin.assignment.assign', { kind: 'question', id, assigneeId: null });
    expect(trpcError(away).data).toMatchObject({ code: 'FORBIDDEN', messageKey: 'notYourItem' });
    // The owner reassigns it; Mara is e-mailed in English.
    expect((await owner.rest('PUT', `/api/admin/questions/${id}/assignee`, { assigneeId: mara.id })).statusCode).toBe(200);
    const toMara = await assignmentMails(mara.email);
    expect(toMara.at(-1)).toMatchObject({ language: 'en', subject: 'Assigned to you: a question from Anna Muster' });
    expect(toMara.at(-1)!.text_body).toContain('Katrin Vogel has assigned you the question of Anna Muster.');
    // Mara gives it back: nobody has it, nobody is e-mailed.
    const before = (await assignmentMails(mara.email)).length + (await assignmentMails(lea.email)).length;
    expect((await mara.rest('PUT', `/api/admin/questions/${id}/assignee`, { assigneeId: null })).json()).toEqual({ assignee: null });
    expect((await assignmentMails(mara.email)).length + (await assignmentMails(lea.email)).length).toBe(before);
  });

  it('refuses an assignee who is no active member of staff, an unknown item and a client', async () => {
    const id = await ask();
    const toClient = await owner.rest('PUT', `/api/admin/questions/${id}/assignee`, { assigneeId: anna.id });
    expect(toClient.statusCode).toBe(400);
    expect(toClient.json()).toMatchObject({ messageKey: 'assigneeInvalid' });
    const unknown = await owner.rest('PUT', `/api/admin/letters/${id}/assignee`, { assigneeId: null });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ messageKey: 'letterNotFound' });
    expect((await anna.rest('PUT', `/api/admin/questions/${id}/assignee`, { assigneeId: anna.id })).statusCode).toBe(403);
    expect((await anna.trpc('mutation', 'admin.assignment.assign', { kind: 'question', id, assigneeId: anna.id })).statusCode).toBe(403);
    expect((await anna.rest('GET', '/api/admin/colleagues')).statusCode).toBe(403);
    // The colleagues' list: active staff only, on both transports.
    const colleagues = (await mara.rest('GET', '/api/admin/colleagues')).json();
    expect(colleagues.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Katrin Vogel', 'Mara Roth', 'Lea Neumann']));
    expect(colleagues.map((c: { id: string }) => c.id)).not.toContain(anna.id);
    expect(trpcData(await mara.trpc('query', 'admin.assignment.colleagues'))).toEqual(colleagues);
  });

  it('two experts taking one item at once: one gets it, the other is told it changed', async () => {
    const id = await ask();
    const [a, b] = await Promise.all([
      mara.rest('PUT', `/api/admin/questions/${id}/assignee`, { assigneeId: mara.id, expectedAssigneeId: null }),
      lea.rest('PUT', `/api/admin/questions/${id}/assignee`, { assigneeId: lea.id, expectedAssigneeId: null }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({ messageKey: 'assignmentChanged' });
    const winner = a.statusCode === 200 ? mara : lea;
    expect((await owner.rest('GET', `/api/admin/questions/${id}`)).json().assignee.id).toBe(winner.id);
  });
});

describe('letters and the team', () => {
  it('a letter’s questions follow it; the owner sees open items per expert; a deactivated expert’s items go back', async () => {
    await t.em().execute(`update users set language = 'en' where id = ?`, [lea.id]);
    const letterId = await letter();
    expect((await owner.rest('PUT', `/api/admin/letters/${letterId}/assignee`, { assigneeId: lea.id })).statusCode).toBe(200);
    const letterMail = (await assignmentMails(lea.email)).at(-1);
    expect(letterMail!.text_body).toContain(`/admin/letters/${letterId}`);
    expect((await mara.rest('GET', `/api/admin/letters/${letterId}`)).json().assignee).toEqual({ id: lea.id, name: 'Lea Neumann' });

    // Anna asks about the letter: the question is Lea's too, and Lea is told.
    const asked = await anna.rest('POST', `/api/letters/${letterId}/questions`, { question: 'Do I have to pay this?' });
    expect(asked.statusCode).toBe(201);
    const questionId = asked.json().id as string;
    expect((await owner.rest('GET', `/api/admin/questions/${questionId}`)).json().assignee).toEqual({ id: lea.id, name: 'Lea Neumann' });
    const auto = (await assignmentMails(lea.email)).at(-1);
    expect(auto!.text_body).toContain('a Finanzamt letter that is assigned to you');
    expect(await inboxIds(lea, 'mine')).toContain(letterId);

    const team = (await owner.rest('GET', '/api/admin/staff')).json().members;
    const count = (name: string) => team.find((m: { name: string }) => m.name === name).openItems;
    // The letter and its question count once.
    const leasOwn = (await lea.rest('GET', '/api/admin/letters/inbox?assignee=mine')).json().length;
    expect(count('Lea Neumann')).toBe(leasOwn);
    expect(count('Lea Neumann')).toBeGreaterThanOrEqual(1);

    // Deactivating Lea gives her open letter and its question back to the inbox's unassigned.
    const deactivated = await owner.rest('POST', `/api/admin/staff/${lea.id}/deactivate`);
    expect(deactivated.json()).toMatchObject({ openItems: 0 });
    expect(await inboxIds(mara, 'unassigned')).toContain(letterId);
    expect((await owner.rest('GET', `/api/admin/questions/${questionId}`)).json().assignee).toBeNull();
    // And a deactivated expert cannot be given anything.
    const refused = await owner.rest('PUT', `/api/admin/letters/${letterId}/assignee`, { assigneeId: lea.id });
    expect(refused.json()).toMatchObject({ messageKey: 'assigneeInvalid' });
    await owner.rest('POST', `/api/admin/staff/${lea.id}/reactivate`);
  });

  it('the clock’s warning goes to the assignee alone', async () => {
    const id = await ask('When is my Einspruch due?');
    // Monday 30 November 2026, 9:00 in Berlin: the site's 24 business hours; three quarters on Tuesday at 18:00.
    const at = '2026-11-30T08:00:00Z';
    await t.em().execute(`update questions set asked_at = ?, waiting_since = ?, last_message_at = ? where id = ?`, [at, at, at, id]);
    expect((await mara.rest('PUT', `/api/admin/questions/${id}/assignee`, { assigneeId: mara.id })).statusCode).toBe(200);
    // Other pending questions of this file warn everyone; this one only its assignee.
    const warnings = async (email: string) =>
      (await outboxFor(t, email, 'question.clock-warning')).filter((m) => m.text_body.includes(`/admin/questions/${id}`)).length;
    await t.app.queueResponseClockNotices(new Date('2026-12-01T16:59:00Z'));
    expect([await warnings(mara.email), await warnings(lea.email)]).toEqual([0, 0]);
    await t.app.queueResponseClockNotices(new Date('2026-12-01T17:00:00Z'));
    expect([await warnings(mara.email), await warnings(lea.email), await warnings(owner.email)]).toEqual([1, 0, 0]);
  });
});

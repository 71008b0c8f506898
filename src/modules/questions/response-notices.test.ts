/**
 * The response-time clock's notices (decision records 061, 064): every expert is e-mailed once when
 * a pending question has used three quarters of its promised business hours, every owner once when
 * the promise breaks (a deactivated expert never), never for an answered question, and anew for the
 * clock a follow-up starts.
 */
import { describe, expect, it } from 'vitest';
import { outboxFor } from '../../test/database.js';
import { trpcData, useTestAccounts } from '../../test/harness.js';
import { insertPackagePurchase } from '../../test/purchases.js';

const { t, admin, mara, lea, anna, ben } = useTestAccounts({
  admin: ['admin', 'Katrin Vogel'],
  mara: ['expert', 'Mara Roth'],
  lea: ['expert', 'Lea Neumann'],
  anna: ['client', 'Anna Muster'],
  ben: ['client', 'Ben Okafor'],
});

/** Asks a question as `anna` and moves its clock's start to `startedAt`. @returns its id */
async function askAt(question: string, startedAt: string): Promise<string> {
  const res = await anna.rest('POST', '/api/questions', { question });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as string;
  await t.em().execute(`update questions set asked_at = ?, waiting_since = ?, last_message_at = ? where id = ?`, [startedAt, startedAt, startedAt, id]);
  return id;
}

describe('the response-time notices', () => {
  it('warn the experts once at three quarters of the promise and the owner once when it breaks, in business hours', async () => {
    // Lea is deactivated: she gets nothing.
    await t.em().execute(`update users set deactivated_at = now() where id = ?`, [lea.id]);
    const notices = async () =>
      (await Promise.all([mara.email, admin.email, lea.email, t.config.mail.firmEmail].map((to) => outboxFor(t, to))))
        .flat()
        .filter((m) => m.kind.startsWith('question.clock-'));
    // Monday 30 November 2026, 9:00 in Berlin; no package: the site's 24 business hours (9:00–18:00):
    // three quarters (18 hours) are used on Tuesday at 18:00, the promise breaks on Wednesday at 15:00.
    const id = await askAt('When is my Einspruch due?', '2026-11-30T08:00:00Z');
    expect(await t.app.queueResponseClockNotices(new Date('2026-12-01T16:59:00Z'))).toBe(0);
    expect(await t.app.queueResponseClockNotices(new Date('2026-12-01T17:00:00Z'))).toBe(1);
    expect(await t.app.queueResponseClockNotices(new Date('2026-12-01T20:00:00Z'))).toBe(0);
    expect(await t.app.queueResponseClockNotices(new Date('2026-12-02T13:59:00Z'))).toBe(0);
    expect(await t.app.queueResponseClockNotices(new Date('2026-12-02T14:00:00Z'))).toBe(1);
    expect(await t.app.queueResponseClockNotices(new Date('2026-12-03T14:00:00Z'))).toBe(0);

    const [warning, broken] = await notices();
    const kinds = async (to: string) => (await outboxFor(t, to)).map((m) => m.kind).filter((k) => k.startsWith('question.clock-'));
    expect(await kinds(mara.email)).toEqual(['question.clock-warning']);
    expect(await kinds(admin.email)).toEqual(['question.clock-broken']);
    expect(await kinds(lea.email)).toEqual([]);
    expect((await outboxFor(t, t.config.mail.firmEmail)).filter((m) => m.kind.startsWith('question.clock-'))).toEqual([]);
    expect(warning).toMatchObject({
      kind: 'question.clock-warning',
      language: 'en',
      subject: 'Answer due soon: question from Anna Muster',
    });
    expect(warning!.text_body).toContain('three quarters of the 24 business hours');
    expect(warning!.text_body).toContain('Please answer it by Wednesday, 2 December 2026 at 15:00 (Berlin time).');
    expect(warning!.text_body).toContain(`/admin/questions/${id}`);
    // No tax content in an e-mail: the question's text stays in the console.
    expect(warning!.text_body).not.toContain('Einspruch');
    expect(broken).toMatchObject({ kind: 'question.clock-broken', subject: 'Response time exceeded: question from Anna Muster' });
    expect(broken!.text_body).toContain('by Wednesday, 2 December 2026 at 15:00 (Berlin time)');

    // Answered: off the clock. A follow-up starts a new clock with notices of its own.
    expect((await admin.rest('POST', `/api/admin/questions/${id}/answer`, { answer: 'One month after the Bekanntgabe.' })).statusCode).toBe(200);
    expect(await t.app.queueResponseClockNotices(new Date('2026-12-10T14:00:00Z'))).toBe(0);
    expect((await anna.rest('POST', `/api/questions/${id}/messages`, { body: 'And if I was abroad?' })).statusCode).toBe(201);
    await t.em().execute(`update questions set waiting_since = ? where id = ?`, ['2026-12-07T08:00:00Z', id]);
    // A week later the new clock is broken: only the broken-promise notice, no late warning.
    expect(await t.app.queueResponseClockNotices(new Date('2026-12-14T08:00:00Z'))).toBe(1);
    expect((await notices()).map((m) => m.kind)).toEqual(['question.clock-warning', 'question.clock-broken', 'question.clock-broken']);
  });
});

describe('the response-time clocks as promised', () => {
  it('keep the promise made when the client asked; a follow-up after an answer makes a new one under the package then', async () => {
    const clocks = async (id: string) =>
      t
        .em()
        .execute<{ promised_hours: number; answered_at: Date | null; answered_by: string | null }[]>(
          `select promised_hours, answered_at, answered_by from response_clocks where question_id = ? order by started_at`,
          [id],
        );
    const asked = await ben.rest('POST', '/api/questions', { question: 'Do I need an Umsatzsteuer-Voranmeldung?' });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().id as string;
    expect(await clocks(id)).toEqual([{ promised_hours: 24, answered_at: null, answered_by: null }]);

    // Premium bought while Ben waits: the promise made stays 24 hours, on both transports.
    await insertPackagePurchase(t.em(), ben.id, 'Premium', { expiresInDays: 365 });
    expect((await admin.rest('GET', `/api/admin/questions/${id}`)).json().responseClock).toMatchObject({ promisedHours: 24 });
    expect(trpcData(await admin.trpc('query', 'admin.questions.list', {})).find((q: { id: string }) => q.id === id).responseClock).toMatchObject({
      promisedHours: 24,
    });
    const inbox = (await admin.rest('GET', '/api/admin/letters/inbox')).json() as { id: string; answerBy: string }[];
    expect(inbox.find((i) => i.id === id)!.answerBy).toBe((await admin.rest('GET', `/api/admin/questions/${id}`)).json().responseClock.answerBy);

    // Answered: the clock stops, with the expert who answered; a second follow-up while waiting starts none.
    expect((await admin.rest('POST', `/api/admin/questions/${id}/answer`, { answer: 'Yes, quarterly in your first years.' })).statusCode).toBe(200);
    expect((await ben.rest('POST', `/api/questions/${id}/messages`, { body: 'Monthly or quarterly?' })).statusCode).toBe(201);
    expect((await ben.rest('POST', `/api/questions/${id}/messages`, { body: 'And where do I file it?' })).statusCode).toBe(201);
    const [first, second, ...more] = await clocks(id);
    expect(first).toMatchObject({ promised_hours: 24, answered_by: admin.id });
    expect(first!.answered_at).not.toBeNull();
    expect(second).toEqual({ promised_hours: 12, answered_at: null, answered_by: null });
    expect(more).toEqual([]);
    expect((await admin.rest('GET', `/api/admin/questions/${id}`)).json().responseClock).toMatchObject({ promisedHours: 12 });
  });
});

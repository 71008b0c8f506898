/**
 * The console for the day's work: a client's orders on their page (and the open order "Record
 * purchase" warns about), the inbox showing a conversation's latest message, abandoned letters
 * entered by hand left out of the inbox, and deleted accounts left out of the client list while
 * their retained orders still lead to their page. Both transports where both exist.
 */
import { describe, expect, it } from 'vitest';
import { germanToday } from '../../shared/deadlines/calendar-date.js';
import { registerClient, type Client, trpcData as data, useTestAccounts } from '../../test/harness.js';
import { PackageEntity } from '../packages/package.entity.js';

const { t, admin } = useTestAccounts({ admin: ['admin', 'Katrin Vogel'] });

const BILLING = { name: 'Jane Doe', street: 'Torstraße 1', postalCode: '10119', city: 'Berlin', countryCode: 'DE' };
const HOUR = 3_600_000;

async function packageId(name: string): Promise<string> {
  return (await t.em().findOneOrFail(PackageEntity, { name })).id;
}

async function order(c: Client, name: string): Promise<{ id: string; reference: string }> {
  const res = await c.rest('POST', '/api/orders', { packageId: await packageId(name), customerType: 'consumer', billing: BILLING, acceptTerms: true });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order;
}

describe("a client's orders in the console", () => {
  it('lists one client’s orders, newest first, with status, reference, package, amount and dates (REST and tRPC)', async () => {
    const anna = await registerClient(t, 'Anna Orders');
    const other = await registerClient(t, 'Someone Else');
    const starter = await order(anna, 'Starter');
    const professional = await order(anna, 'Professional');
    await order(other, 'Starter');
    const receivedOn = germanToday(new Date());
    expect((await admin.rest('POST', `/api/admin/orders/${starter.id}/mark-paid`, { receivedOn })).statusCode).toBe(200);

    const rest = await admin.rest('GET', `/api/admin/orders?clientId=${anna.id}`);
    expect(rest.statusCode).toBe(200);
    const items = rest.json();
    expect(items.map((o: { reference: string; status: string; packageName: string }) => [o.reference, o.status, o.packageName])).toEqual([
      [professional.reference, 'open', 'Professional'],
      [starter.reference, 'paid', 'Starter'],
    ]);
    expect(items[0]).toMatchObject({ userId: anna.id, grossCents: expect.any(Number), createdAt: expect.any(String), payBy: expect.any(String), paidAt: null });
    expect(items[1].paidAt).toEqual(expect.any(String));
    expect(items[0].grossCents).toBeGreaterThan(0);

    const trpc = data(await admin.trpc('query', 'admin.orders.list', { clientId: anna.id, status: 'open' }));
    expect(trpc.items.map((o: { id: string; packageId: string }) => [o.id, o.packageId])).toEqual([[professional.id, await packageId('Professional')]]);
    // Not a client id: refused like an unknown client.
    expect((await admin.rest('GET', '/api/admin/orders?clientId=nope')).statusCode).toBe(400);
  });
});

describe('the inbox', () => {
  it('shows the latest message of a conversation, not the first question', async () => {
    const ben = await registerClient(t, 'Ben Follow-Up');
    const asked = await ben.rest('POST', '/api/questions', { question: 'What is a Vorauszahlungsbescheid?' });
    expect(asked.statusCode).toBe(201);
    const questionId = asked.json().id;
    expect((await admin.trpc('mutation', 'admin.questions.reply', { questionId, body: 'An advance payment notice.' })).statusCode).toBe(200);
    expect((await ben.rest('POST', `/api/questions/${questionId}/messages`, { body: 'Thanks. Can I ask to lower the payments?' })).statusCode).toBe(201);

    const pending = (await admin.rest('GET', '/api/admin/questions?status=pending')).json().find((q: { id: string }) => q.id === questionId);
    expect(pending.latestClientMessage).toEqual({ body: 'Thanks. Can I ask to lower the payments?', createdAt: expect.any(String) });
    expect(pending.latestReply).toEqual({ body: 'An advance payment notice.', createdAt: expect.any(String) });
    const inbox = data(await admin.trpc('query', 'admin.letters.inbox'));
    expect(inbox.find((i: { id: string }) => i.id === questionId).text).toBe('Thanks. Can I ask to lower the payments?');

    // Answered again: the answered list shows the latest reply.
    expect((await admin.rest('POST', `/api/admin/questions/${questionId}/reply`, { body: 'Yes, with a Herabsetzungsantrag.' })).statusCode).toBe(200);
    const answered = data(await admin.trpc('query', 'admin.questions.list', { status: 'answered' })).find((q: { id: string }) => q.id === questionId);
    expect(answered.latestReply.body).toBe('Yes, with a Herabsetzungsantrag.');
    expect(answered.latestClientMessage.body).toBe('Thanks. Can I ask to lower the payments?');
  });

  it('shows a letter with the latest client message of the question about it', async () => {
    const cara = await registerClient(t, 'Cara Letter');
    const letter = (await cara.rest('POST', '/api/letters/manual', { letterType: 'anhoerung' })).json();
    const asked = await cara.rest('POST', `/api/letters/${letter.id}/questions`, { question: 'What does this letter want?' });
    expect(asked.statusCode).toBe(201);
    const questionId = asked.json().id;
    // A reply on the question's page, then the client follows up: the letter still waits for its explanation.
    expect((await admin.trpc('mutation', 'admin.questions.reply', { questionId, body: 'I will explain it on the letter.' })).statusCode).toBe(200);
    expect((await cara.rest('POST', `/api/questions/${questionId}/messages`, { body: 'The deadline is next week, please hurry.' })).statusCode).toBe(201);
    const item = (await admin.rest('GET', '/api/admin/letters/inbox')).json().find((i: { id: string }) => i.id === letter.id);
    expect(item).toMatchObject({ kind: 'letter', text: 'The deadline is next week, please hurry.' });
  });

  it('leaves out letters entered by hand and left empty for 24 hours', async () => {
    const dora = await registerClient(t, 'Dora Empty');
    const create = async (fields: object) => (await dora.rest('POST', '/api/letters/manual', fields)).json().id as string;
    const abandoned = await create({});
    const freshEmpty = await create({});
    const oldWithData = await create({ letterType: 'anhoerung' });
    const oldWithQuestion = await create({});
    expect((await dora.rest('POST', `/api/letters/${oldWithQuestion}/questions`, { question: 'I could not enter anything, can you help?' })).statusCode).toBe(
      201,
    );
    const backdate = (id: string, hours: number) =>
      t
        .em()
        .execute(`update letters set created_at = ?, updated_at = ? where id = ?`, [
          new Date(Date.now() - hours * HOUR),
          new Date(Date.now() - hours * HOUR),
          id,
        ]);
    await backdate(abandoned, 25);
    await backdate(oldWithData, 25);
    await backdate(oldWithQuestion, 25);
    await backdate(freshEmpty, 23);

    const letterIds = (items: { kind: string; id: string; letterId: string | null }[]) => items.filter((i) => i.kind === 'letter').map((i) => i.id);
    const rest = letterIds((await admin.rest('GET', '/api/admin/letters/inbox')).json());
    expect(rest).toEqual(expect.arrayContaining([freshEmpty, oldWithData, oldWithQuestion]));
    expect(rest).not.toContain(abandoned);
    expect(letterIds(data(await admin.trpc('query', 'admin.letters.inbox')))).not.toContain(abandoned);

    // Filling in a field brings it back.
    expect((await dora.rest('PATCH', `/api/letters/${abandoned}`, { fields: { letterDate: '2026-11-10' } })).statusCode).toBe(200);
    expect(letterIds((await admin.rest('GET', '/api/admin/letters/inbox')).json())).toContain(abandoned);
  });
});

describe('deleted accounts', () => {
  it('leave the client list and stay reachable from their retained orders', async () => {
    const eva = await registerClient(t, 'Eva Leaving');
    const paid = await order(eva, 'Starter');
    expect((await admin.rest('POST', `/api/admin/orders/${paid.id}/mark-paid`, { receivedOn: germanToday(new Date()) })).statusCode).toBe(200);
    const listed = async () => (await admin.rest('GET', '/api/admin/clients')).json().map((c: { id: string }) => c.id);
    expect(await listed()).toContain(eva.id);

    const deleted = await admin.rest('POST', `/api/admin/clients/${eva.id}/delete-account`, {
      requestReceivedOn: germanToday(new Date()),
      writtenRequest: true,
    });
    expect(deleted.statusCode).toBe(200);

    expect(await listed()).not.toContain(eva.id);
    expect(data(await admin.trpc('query', 'admin.clients.list', { search: 'Deleted account' })).map((c: { id: string }) => c.id)).not.toContain(eva.id);
    // The retained order still names the client, and that client's page opens.
    const [retained] = (await admin.rest('GET', `/api/admin/orders?search=${paid.reference}`)).json();
    expect(retained).toMatchObject({ id: paid.id, userId: eva.id, status: 'paid' });
    const page = await admin.rest('GET', `/api/admin/clients/${retained.userId}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().client).toMatchObject({ id: eva.id, deletedAt: expect.any(String) });
    expect((await admin.rest('GET', `/api/admin/orders?clientId=${eva.id}`)).json().map((o: { id: string }) => o.id)).toEqual([paid.id]);
  });
});

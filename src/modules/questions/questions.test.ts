import { describe, expect, it } from 'vitest';
import { registerClient, visitor, useTestAccounts } from '../../test/harness.js';
import { QuestionEntity } from './question.entity.js';

const { t, anna, ben } = useTestAccounts({ anna: ['client', 'Anna'], ben: ['client', 'Ben'] });

describe('questions', () => {
  it('asks through REST and tRPC; the list is own questions, newest first, on both transports', async () => {
    const first = await anna.rest('POST', '/api/questions', { question: 'What does "Vorbehalt der Nachprüfung" mean?' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'pending', answer: null, answeredAt: null, userId: anna.id });
    const second = await anna.trpc('mutation', 'questions.create', { question: 'Do I need to file a Umsatzsteuer-Voranmeldung?' });
    expect(second.statusCode).toBe(200);
    await ben.rest('POST', '/api/questions', { question: 'Ben’s own question' });

    const rest = (await anna.rest('GET', '/api/questions')).json();
    expect(rest.map((q: { question: string }) => q.question)).toEqual([
      'Do I need to file a Umsatzsteuer-Voranmeldung?',
      'What does "Vorbehalt der Nachprüfung" mean?',
    ]);
    const trpc = JSON.parse((await anna.trpc('query', 'questions.list')).body).result.data;
    expect(trpc).toEqual({ items: rest, nextCursor: null });
  });

  it('takes only the question text: a client cannot set answer or status', async () => {
    const res = await anna.rest('POST', '/api/questions', {
      question: 'Can I answer myself?',
      answer: 'Yes',
      status: 'answered',
      answeredAt: new Date().toISOString(),
      userId: ben.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', answer: null, answeredAt: null, userId: anna.id });
    const row = await t.em().findOneOrFail(QuestionEntity, { id: res.json().id });
    expect(row).toMatchObject({ status: 'pending', answer: null, userId: anna.id });
  });

  it('refuses an empty question on both transports and writes nothing', async () => {
    const before = await t.em().count(QuestionEntity, {});
    const rest = await anna.rest('POST', '/api/questions', { question: '   ' });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().message).toBe('Question is required');
    const trpc = await anna.trpc('mutation', 'questions.create', {});
    expect(trpc.statusCode).toBe(400);
    expect(await t.em().count(QuestionEntity, {})).toBe(before);
  });

  it('shows an expert answer with its date once answered', async () => {
    const q = (await anna.rest('POST', '/api/questions', { question: 'Is my Steuerbescheid correct?' })).json();
    const answeredAt = new Date('2026-11-20T10:00:00Z');
    await t.em().nativeUpdate(QuestionEntity, { id: q.id }, { answer: 'Yes, it matches your return.', status: 'answered', answeredAt });
    const list = (await anna.rest('GET', '/api/questions')).json();
    expect(list.find((x: { id: string }) => x.id === q.id)).toMatchObject({
      status: 'answered',
      answer: 'Yes, it matches your return.',
      answeredAt: answeredAt.toISOString(),
    });
  });

  it('refuses visitors', async () => {
    expect((await visitor(t).rest('GET', '/api/questions')).statusCode).toBe(401);
    expect((await visitor(t).rest('POST', '/api/questions', { question: 'Hi there' })).statusCode).toBe(401);
    expect((await visitor(t).trpc('query', 'questions.list')).statusCode).toBe(401);
  });

  it('lists with a constant number of SQL statements whatever the list length', async () => {
    const carla = await registerClient(t, 'Carla');
    const countFor = async () => {
      t.queries.length = 0;
      const res = await carla.rest('GET', '/api/questions');
      expect(res.statusCode).toBe(200);
      return { n: res.json().length, statements: t.queries.length };
    };
    await carla.rest('POST', '/api/questions', { question: 'One' });
    const one = await countFor();
    for (let i = 0; i < 25; i++) await carla.rest('POST', '/api/questions', { question: `Question ${i}` });
    const many = await countFor();
    expect(one.n).toBe(1);
    expect(many.n).toBe(26);
    expect(many.statements).toBe(one.statements);
    expect(one.statements).toBeLessThanOrEqual(2); // session check + the list
  });

  it('come in pages of 50 newest first; following the cursors yields every question exactly once', async () => {
    const dora = await registerClient(t, 'Dora');
    // 120 questions, several sharing the same askedAt to the millisecond.
    const at = new Date('2026-06-01T10:00:00.000Z').getTime();
    await t.em().execute(
      `insert into questions (id, user_id, question, status, asked_at)
       select gen_random_uuid(), ?, 'Question ' || i, 'pending', ?::timestamptz - (i / 3) * interval '1 millisecond' - (i % 3) * interval '1 microsecond'
         from generate_series(1, 120) as i`,
      [dora.id, new Date(at).toISOString()],
    );
    const seen: string[] = [];
    let url = '/api/questions';
    let pages = 0;
    for (;;) {
      const res = await dora.rest('GET', url);
      expect(res.statusCode).toBe(200);
      const page = res.json() as { id: string; askedAt: string }[];
      seen.push(...page.map((q) => q.id));
      pages++;
      const link = res.headers.link as string | undefined;
      if (!link) break;
      expect(page).toHaveLength(50);
      url = /<([^>]+)>; rel="next"/.exec(link)![1]!;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    // The same through tRPC, with a page size of its own; and nobody else's questions appear.
    const trpcSeen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await dora.trpc('query', 'questions.list', { limit: 100, ...(cursor ? { cursor } : {}) });
      const data = res.json().result.data as { items: { id: string; userId: string }[]; nextCursor: string | null };
      expect(data.items.every((q) => q.userId === dora.id)).toBe(true);
      trpcSeen.push(...data.items.map((q) => q.id));
      cursor = data.nextCursor;
    } while (cursor);
    expect(trpcSeen).toEqual(seen);
  });

  it('refuses a page size over the maximum and a malformed cursor with 400', async () => {
    expect((await anna.rest('GET', '/api/questions?limit=101')).statusCode).toBe(400);
    expect((await anna.rest('GET', '/api/questions?limit=0')).statusCode).toBe(400);
    expect((await anna.rest('GET', '/api/questions?cursor=garbage')).statusCode).toBe(400);
    expect((await anna.trpc('query', 'questions.list', { cursor: "x' or 1=1 --" })).statusCode).toBe(400);
  });
});

/**
 * A question about a Finanzamt letter carries the expert's whole explanation of the letter where
 * the question is shown: the conversation (`GET /api/questions/:id`, `questions.get`) has it as
 * `letterAnswer` with the files, and the list (`GET /api/questions`, `questions.list`) says
 * `letterExplained`. Only the client's own letter is ever read.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { textPdf } from '../../test/files.js';
import { trpcData, useTestAccounts } from '../../test/harness.js';

const { t, anna, ben, admin } = useTestAccounts({ anna: ['client', 'Anna Muster'], ben: ['client', 'Ben Beispiel'], admin: ['admin', 'Erika Expertin'] });

describe('a question about a letter', () => {
  let letterId: string;
  let questionId: string;
  const translation = textPdf(['MUSTER', 'Translation: Income tax assessment 2025']);

  it('shows no explanation while the expert has not explained the letter', async () => {
    const letter = await anna.rest('POST', '/api/letters/manual', {
      letterType: 'einkommensteuerbescheid',
      letterDate: '2026-11-10',
      delivery: 'post',
      state: 'BY',
    });
    expect(letter.statusCode).toBe(201);
    letterId = letter.json().id;
    const asked = await anna.rest('POST', `/api/letters/${letterId}/questions`, { question: 'Should I file an Einspruch? What do I have to do and by when?' });
    expect(asked.statusCode).toBe(201);
    questionId = asked.json().id;
    expect(asked.json()).toMatchObject({ letterId, letterExplained: false, status: 'pending' });

    const thread = await anna.rest('GET', `/api/questions/${questionId}`);
    expect(thread.statusCode).toBe(200);
    expect(thread.json()).toMatchObject({ letterId, letterExplained: false, letterAnswer: null });
    expect(trpcData(await anna.trpc('query', 'questions.get', { id: questionId }))).toEqual(thread.json());
  });

  it('once explained, the conversation has the whole explanation with its files on both transports, and the list says so', async () => {
    const answered = await admin.postMultipart(
      `/api/admin/letters/${letterId}/answer`,
      {
        summary: 'No Einspruch needed: the assessment matches your return.',
        meaning: 'The Finanzamt accepted your 2025 return as filed.',
        action: 'Pay the balance by 14 December 2026.',
        actionBy: '2026-12-14',
      },
      { filename: 'Translation.pdf', content: translation },
    );
    expect(answered.statusCode).toBe(200);

    const rest = await anna.rest('GET', `/api/questions/${questionId}`);
    expect(rest.statusCode).toBe(200);
    const thread = rest.json();
    expect(thread).toMatchObject({
      status: 'answered',
      letterId,
      letterExplained: true,
      letterAnswer: {
        summary: 'No Einspruch needed: the assessment matches your return.',
        meaning: 'The Finanzamt accepted your 2025 return as filed.',
        action: 'Pay the balance by 14 December 2026.',
        actionBy: '2026-12-14',
      },
    });
    // The conversation's reply is the summary; the rest of the explanation comes with letterAnswer.
    expect(thread.messages.map((m: { authorRole: string; body: string }) => [m.authorRole, m.body])).toEqual([
      ['client', 'Should I file an Einspruch? What do I have to do and by when?'],
      ['expert', 'No Einspruch needed: the assessment matches your return.'],
    ]);
    expect(thread.letterAnswer.attachments).toHaveLength(1);
    expect(thread.letterAnswer.attachments[0]).toMatchObject({ filename: 'Translation.pdf', letterId, letterRole: 'answer' });
    const download = await anna.rest('GET', thread.letterAnswer.attachments[0].fileUrl);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(translation)).toBe(true);
    // The letter's page shows the same explanation.
    expect((await anna.rest('GET', `/api/letters/${letterId}`)).json().answer).toEqual(thread.letterAnswer);
    expect(trpcData(await anna.trpc('query', 'questions.get', { id: questionId }))).toEqual(thread);

    const list = (await anna.rest('GET', '/api/questions')).json();
    expect(list.find((q: { id: string }) => q.id === questionId)).toMatchObject({ letterExplained: true, letterId });
    expect(trpcData(await anna.trpc('query', 'questions.list')).items).toEqual(list);
  });

  it('another client reaches neither the question nor the letter’s explanation, on either transport', async () => {
    expect((await ben.rest('GET', `/api/questions/${questionId}`)).statusCode).toBe(404);
    expect((await ben.trpc('query', 'questions.get', { id: questionId })).statusCode).toBe(404);
    expect((await ben.rest('GET', `/api/letters/${letterId}`)).statusCode).toBe(404);

    // Even a question of Ben's that pointed at Anna's letter (the API never links one; a row
    // written by hand) shows nothing of it.
    const forged = randomUUID();
    await t.em().execute(
      `insert into questions (id, user_id, letter_id, question, status, asked_at, message_count, last_message_at, waiting_since)
       values (?, ?, ?, 'Whose letter?', 'pending', now(), 1, now(), now())`,
      [forged, ben.id, letterId],
    );
    const rest = await ben.rest('GET', `/api/questions/${forged}`);
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({ letterExplained: false, letterAnswer: null });
    expect(rest.body).not.toContain('Einspruch');
    expect(rest.body).not.toContain('Translation.pdf');
    const trpc = trpcData(await ben.trpc('query', 'questions.get', { id: forged }));
    expect(trpc).toMatchObject({ letterExplained: false, letterAnswer: null });
    expect((await ben.rest('GET', '/api/questions')).json()).toEqual([expect.objectContaining({ id: forged, letterExplained: false })]);
    expect(trpcData(await ben.trpc('query', 'questions.list')).items).toEqual([expect.objectContaining({ id: forged, letterExplained: false })]);
  });
});

/**
 * Questions as conversations: follow-ups, several expert replies, corrected replies, attachments
 * (the client's own documents; the expert's files in "From your expert"), the spec's fields, the
 * content-free e-mails, the limits, the "no hours" mark and the response time of the client's
 * package. Through both transports, on a real database, with real files.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerClient, type Client, trpcData as data, trpcError, useTestAccounts } from '../../test/harness.js';
import { pdfBytes, pngBytes } from '../../test/files.js';

import { insertPackagePurchase } from '../../test/purchases.js';

import { carryOverConversations } from './questions.service.js';

const { t, admin, anna, ben } = useTestAccounts(
  { admin: ['admin', 'Katrin Vogel'], anna: ['client', 'Anna Schmidt'], ben: ['client', 'Ben Carter'] },
  { publicUrl: 'https://portal.example' },
);

/** Marks every account's address as confirmed, so notifications to clients are queued. */
async function confirmAddresses() {
  const [col] = await t
    .em()
    .execute<{ n: string | number }[]>(`select count(*) as n from information_schema.columns where table_name = 'users' and column_name = 'email_verified_at'`);
  if (Number(col?.n) > 0) await t.em().execute(`update users set email_verified_at = now() where email_verified_at is null`);
}

async function ask(c: Client, question: string, documentIds?: string[]): Promise<{ id: string }> {
  const res = await c.rest('POST', '/api/questions', { question, ...(documentIds ? { documentIds } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function upload(c: Client, title: string, filename = 'receipt.pdf', content = pdfBytes()): Promise<{ id: string }> {
  const res = await c.postMultipart('/api/documents', { title, folderId: '' }, { filename, content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function reply(questionId: string, body: string, extra: Record<string, unknown> = {}) {
  const res = await admin.trpc('mutation', 'admin.questions.reply', { questionId, body, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return data(res);
}

async function thread(c: Client, id: string) {
  const res = await c.rest('GET', `/api/questions/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function outbox(kind: string, to?: string) {
  return t
    .em()
    .execute<{ to_address: string; subject: string; text_body: string; html_body: string }[]>(
      `select to_address, subject, text_body, html_body from mail_outbox where kind = ? ${to ? 'and to_address = ?' : ''} order by created_at, id`,
      to ? [kind, to] : [kind],
    );
}

async function buy(c: Client, pkgName: string, opts: { minutesUsed?: number; expired?: boolean } = {}) {
  const [purchasedDaysAgo, expiresInDays] = opts.expired ? [400, -35] : [10, 355];
  await insertPackagePurchase(t.em(), c.id, pkgName, { minutesUsed: opts.minutesUsed, purchasedDaysAgo, expiresInDays });
}

describe('a question is a conversation', () => {
  it('follow-ups make it pending, replies answered; question/answer/answeredAt stay the first message and the first reply', async () => {
    const q = await ask(anna, 'Do I have to file a tax return for 2025?');
    let own = await thread(anna, q.id);
    expect(own).toMatchObject({ status: 'pending', question: 'Do I have to file a tax return for 2025?', answer: null, answeredAt: null, messageCount: 1 });
    expect(own.messages).toEqual([expect.objectContaining({ authorRole: 'client', body: 'Do I have to file a tax return for 2025?', editedAt: null })]);

    const first = await reply(q.id, 'Yes, because of your freelance income.');
    expect(first).toMatchObject({ status: 'answered', answer: 'Yes, because of your freelance income.', messageCount: 2 });
    const answeredAt = first.answeredAt as string;
    expect(answeredAt).not.toBeNull();

    // A follow-up (REST) makes it pending again; the first answer stays the spec's answer.
    const fu = await anna.rest('POST', `/api/questions/${q.id}/messages`, { body: 'By when?' });
    expect(fu.statusCode, fu.body).toBe(201);
    expect(fu.json()).toMatchObject({ status: 'pending', answer: 'Yes, because of your freelance income.', answeredAt, messageCount: 3 });

    // A second expert reply: answered again, the answer is still the first reply.
    const second = await reply(q.id, 'By 31 July 2026.');
    expect(second).toMatchObject({ status: 'answered', answer: 'Yes, because of your freelance income.', answeredAt, messageCount: 4 });
    expect(second.messages.map((m: { authorRole: string; authorName: string | null }) => [m.authorRole, m.authorName])).toEqual([
      ['client', 'Anna Schmidt'],
      ['expert', 'Katrin Vogel'],
      ['client', 'Anna Schmidt'],
      ['expert', 'Katrin Vogel'],
    ]);

    // A follow-up through tRPC, and the spec's list agrees with the conversation.
    const viaTrpc = await anna.trpc('mutation', 'questions.followUp', { questionId: q.id, body: 'And for 2026?' });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect(data(viaTrpc)).toMatchObject({ status: 'pending', messageCount: 5 });
    const listed = (await anna.rest('GET', '/api/questions')).json().find((x: { id: string }) => x.id === q.id);
    expect(listed).toMatchObject({
      status: 'pending',
      question: 'Do I have to file a tax return for 2025?',
      answer: 'Yes, because of your freelance income.',
      answeredAt,
      messageCount: 5,
    });
    own = data(await anna.trpc('query', 'questions.get', { id: q.id }));
    expect(own).toEqual(await thread(anna, q.id));
    // The client's view names nobody; the console's does.
    expect(own.messages.every((m: { authorName: string | null }) => m.authorName === null)).toBe(true);
    expect(own.messages.map((m: { body: string }) => m.body)).toEqual([
      'Do I have to file a tax return for 2025?',
      'Yes, because of your freelance income.',
      'By when?',
      'By 31 July 2026.',
      'And for 2026?',
    ]);

    // The inbox lists it as pending again; the spec's one-answer endpoint still works on it once.
    const inbox = (await admin.rest('GET', '/api/admin/questions?status=pending')).json();
    expect(inbox.find((x: { id: string }) => x.id === q.id)).toMatchObject({ status: 'pending', messageCount: 5 });
    const answered = await admin.rest('POST', `/api/admin/questions/${q.id}/answer`, { answer: 'Yes, for 2026 too.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'answered', answer: 'Yes, because of your freelance income.', messageCount: 6 });
    const again = await admin.rest('POST', `/api/admin/questions/${q.id}/answer`, { answer: 'Twice?' });
    expect(again.statusCode).toBe(409);
    // Replies are audited: the first as the answer, later ones as replies.
    const audit = await t.em().execute<{ action: string }[]>(`select action from audit_log where entity_id = ? order by created_at, id`, [q.id]);
    expect(audit.map((a) => a.action)).toEqual(['question.answer', 'question.reply', 'question.reply']);
  });

  it('an expert corrects a reply: the client sees it edited with the time; the first reply keeps the answer in step', async () => {
    const q = await ask(anna, 'Is my Kindergeld taxable?');
    const r1 = await reply(q.id, 'No, Kindergeld is tax free.');
    await anna.rest('POST', `/api/questions/${q.id}/messages`, { body: 'Even abroad?' });
    const r2 = await reply(q.id, 'Yes, also abroad.');
    const [firstReply, , secondReply] = r2.messages.slice(1);
    expect(r1.messages[1].id).toBe(firstReply.id);

    // Correcting the second reply (REST) leaves the spec's answer alone.
    const edit2 = await admin.rest('PATCH', `/api/admin/questions/messages/${secondReply.id}`, { body: 'Yes, within the EU.' });
    expect(edit2.statusCode, edit2.body).toBe(200);
    expect(edit2.json()).toMatchObject({ answer: 'No, Kindergeld is tax free.', status: 'answered' });
    // Correcting the first reply (tRPC) changes the answer; answeredAt stays when it was sent.
    const edit1 = await admin.trpc('mutation', 'admin.questions.editReply', { messageId: firstReply.id, body: 'No: Kindergeld is not taxable.' });
    expect(edit1.statusCode, edit1.body).toBe(200);
    expect(data(edit1)).toMatchObject({ answer: 'No: Kindergeld is not taxable.', answeredAt: r1.answeredAt });

    const own = await thread(anna, q.id);
    const [, m1, m2, m3] = own.messages;
    expect(m1).toMatchObject({ body: 'No: Kindergeld is not taxable.', editedAt: expect.any(String) });
    expect(m2).toMatchObject({ authorRole: 'client', editedAt: null });
    expect(m3).toMatchObject({ body: 'Yes, within the EU.', editedAt: expect.any(String) });
    expect(Date.parse(m1.editedAt)).toBeGreaterThanOrEqual(Date.parse(m1.createdAt));
    expect((await anna.rest('GET', '/api/questions')).json().find((x: { id: string }) => x.id === q.id).answer).toBe('No: Kindergeld is not taxable.');

    // The client's own message is not an expert's reply: 404, unchanged; an unknown id too.
    const clientMsg = await admin.rest('PATCH', `/api/admin/questions/messages/${m2.id}`, { body: 'Rewritten' });
    expect(clientMsg.statusCode).toBe(404);
    expect(clientMsg.json().messageKey).toBe('messageNotFound');
    expect((await admin.rest('PATCH', `/api/admin/questions/messages/${randomUUID()}`, { body: 'x' })).statusCode).toBe(404);
    expect((await thread(anna, q.id)).messages[2].body).toBe('Even abroad?');
    // A client cannot edit at all.
    expect((await anna.rest('PATCH', `/api/admin/questions/messages/${m1.id}`, { body: 'Mine now' })).statusCode).toBe(403);

    const audit = await t
      .em()
      .execute<{ actor_id: string; details: { messageId: string; previous: string } }[]>(
        `select actor_id, details from audit_log where action = 'question.reply.edit' and entity_id = ? order by created_at`,
        [q.id],
      );
    expect(audit.map((a) => [a.actor_id, a.details.messageId, a.details.previous])).toEqual([
      [admin.id, secondReply.id, 'Yes, also abroad.'],
      [admin.id, firstReply.id, 'No, Kindergeld is tax free.'],
    ]);
  });

  it('a client attaches their own documents; never another client’s, and nobody reads or follows up another’s conversation', async () => {
    const mine = await upload(anna, 'Lohnsteuerbescheinigung');
    const mine2 = await upload(anna, 'Photo', 'photo.png', pngBytes());
    const bens = await upload(ben, 'Ben’s payslip');
    const q = await ask(anna, 'Please check my documents.', [mine.id]);
    const fu = await anna.trpc('mutation', 'questions.followUp', { questionId: q.id, body: 'And this one.', documentIds: [mine2.id, mine2.id] });
    expect(fu.statusCode, fu.body).toBe(200);
    const own = await thread(anna, q.id);
    expect(own.messages.map((m: { attachments: { id: string }[] }) => m.attachments.map((a) => a.id))).toEqual([[mine.id], [mine2.id]]);
    expect(own.messages[0].attachments[0]).toMatchObject({ title: 'Lohnsteuerbescheinigung', fileUrl: `/api/documents/${mine.id}/download` });

    const countMessages = async () =>
      Number((await t.em().execute<{ n: string }[]>(`select count(*) as n from question_messages where question_id = ?`, [q.id]))[0]!.n);
    const before = await countMessages();
    // Another client's document: 404 as if unknown, nothing saved (REST and tRPC, follow-up and new question).
    const steal = await anna.rest('POST', `/api/questions/${q.id}/messages`, { body: 'Look at Ben’s', documentIds: [bens.id] });
    expect(steal.statusCode).toBe(404);
    expect(steal.json().messageKey).toBe('documentNotFound');
    const stealTrpc = await anna.trpc('mutation', 'questions.followUp', { questionId: q.id, body: 'Look at Ben’s', documentIds: [mine.id, bens.id] });
    expect(stealTrpc.statusCode).toBe(404);
    const questionsBefore = (await anna.rest('GET', '/api/questions')).json().length;
    expect((await anna.rest('POST', '/api/questions', { question: 'With Ben’s file', documentIds: [bens.id] })).statusCode).toBe(404);
    expect((await anna.rest('GET', '/api/questions')).json().length).toBe(questionsBefore);
    expect(await countMessages()).toBe(before);

    // Ben can neither read nor follow up Anna's conversation (404 like an unknown one), nor attach to it.
    for (const res of [
      await ben.rest('GET', `/api/questions/${q.id}`),
      await ben.trpc('query', 'questions.get', { id: q.id }),
      await ben.rest('POST', `/api/questions/${q.id}/messages`, { body: 'Hi Anna' }),
      await ben.trpc('mutation', 'questions.followUp', { questionId: q.id, body: 'Hi Anna', documentIds: [bens.id] }),
      await anna.rest('GET', `/api/questions/${randomUUID()}`),
      await anna.rest('GET', '/api/questions/not-a-uuid'),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    expect(trpcError(await ben.trpc('query', 'questions.get', { id: q.id })).data.messageKey).toBe('questionNotFound');
    expect(await countMessages()).toBe(before);
    // Ben cannot download Anna's attachment either.
    expect((await ben.rest('GET', `/api/documents/${mine.id}/download`)).statusCode).toBe(404);

    // A deleted document leaves the message, without the attachment.
    await t.em().execute(`delete from documents where id = ?`, [mine2.id]);
    expect((await thread(anna, q.id)).messages[1].attachments).toEqual([]);
  });

  it('the expert’s files land in the client’s folder "From your expert", attached to the reply, downloadable by the client', async () => {
    const q = await ask(anna, 'Can you send me the filled-in form?');
    await buy(anna, 'Starter');
    const res = await admin.postMultipart(`/api/admin/questions/${q.id}/reply`, { body: 'Here is the form, filled in.', minutes: '30' }, [
      { filename: 'Anlage N.pdf', content: pdfBytes() },
      { filename: 'scan.png', content: pngBytes() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const files = res.json().messages[1].attachments as { id: string; folderId: string; userId: string; filename: string }[];
    expect(files.map((f) => f.filename)).toEqual(['Anlage N.pdf', 'scan.png']);
    const folders = (await anna.rest('GET', '/api/folders')).json() as { id: string; kind: string }[];
    const expert = folders.find((f) => f.kind === 'expert')!;
    expect(files.every((f) => f.folderId === expert.id && f.userId === anna.id)).toBe(true);
    const docs = (await anna.rest('GET', '/api/documents')).json() as { id: string; folderId: string }[];
    expect(docs.filter((d) => d.folderId === expert.id).map((d) => d.id)).toEqual(expect.arrayContaining(files.map((f) => f.id)));
    const download = await anna.rest('GET', `/api/documents/${files[0]!.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdfBytes())).toBe(true);
    // The time was drawn from Anna's hours, on this question.
    const [entry] = await t.em().execute<{ minutes: number }[]>(`select minutes from time_entries where question_id = ?`, [q.id]);
    expect(entry!.minutes).toBe(30);

    // A file of a type documents refuse: 415, nothing saved, no file left behind.
    const countDocs = async () => Number((await t.em().execute<{ n: string }[]>(`select count(*) as n from documents where user_id = ?`, [anna.id]))[0]!.n);
    const before = await countDocs();
    const refused = await admin.postMultipart(`/api/admin/questions/${q.id}/reply`, { body: 'An executable' }, [
      { filename: 'ok.pdf', content: pdfBytes() },
      { filename: 'evil.pdf', content: Buffer.from('MZ not a pdf at all') },
    ]);
    expect(refused.statusCode).toBe(415);
    expect(await countDocs()).toBe(before);
    expect((await thread(anna, q.id)).messages).toHaveLength(2);
  });

  it('e-mails say there is something new and link to it, with no question, answer or amount in them', async () => {
    await confirmAddresses();
    const secret = 'My Nachzahlung of 4.321,50 € for 2024';
    const answerText = 'Pay the 4.321,50 € by 15 December';
    const q = await ask(anna, secret);
    await confirmAddresses();
    await reply(q.id, answerText);
    await anna.rest('POST', `/api/questions/${q.id}/messages`, { body: 'Can I pay in instalments of 500 €?' });
    const second = await reply(q.id, 'Yes, ask for Ratenzahlung of 500 €.');
    await admin.trpc('mutation', 'admin.questions.editReply', { messageId: second.messages[3].id, body: 'Yes, ask for a Ratenzahlung.' });

    const received = (await outbox('question.received', t.config.mail.firmEmail)).at(-1)!;
    const followUp = (await outbox('question.follow-up', t.config.mail.firmEmail)).at(-1)!;
    const answered = (await outbox('question.answered', anna.email)).at(-1)!;
    const replied = await outbox('question.replied', anna.email);
    expect(replied.map((m) => m.subject).slice(-2)).toEqual(['New reply to your question', 'A reply to your question was corrected']);
    expect(received.subject).toBe('New question from Anna Schmidt');
    expect(answered.subject).toBe('Your question has been answered');
    expect(received.text_body).toContain(`https://portal.example/admin/questions/${q.id}`);
    expect(followUp.text_body).toContain(`https://portal.example/admin/questions/${q.id}`);
    expect(answered.text_body).toContain(`https://portal.example/questions/${q.id}`);
    for (const m of [received, followUp, answered, ...replied.slice(-2)]) {
      for (const part of [m.subject, m.text_body, m.html_body]) {
        // No content of the conversation: no text of any message, no amount, no quoted block.
        for (const text of [secret, answerText, 'instalments', 'Ratenzahlung', '4.321', '500 €', 'Nachzahlung']) expect(part).not.toContain(text);
        expect(part).not.toContain('<blockquote');
        expect(part).not.toMatch(/€|\d+,\d\d/);
      }
    }
  });

  it('limits: message length, attachments per message, messages per conversation; nothing saved when refused', async () => {
    const q = await ask(anna, 'Limits?');
    const long = await anna.rest('POST', `/api/questions/${q.id}/messages`, { body: 'x'.repeat(10_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues[0]).toMatchObject({ path: 'body', messageKey: 'messageTooLong' });
    expect((await anna.rest('POST', `/api/questions/${q.id}/messages`, { body: '   ' })).json().issues[0].messageKey).toBe('messageRequired');
    expect((await anna.rest('POST', '/api/questions', { question: 'y'.repeat(10_001) })).statusCode).toBe(400);
    expect((await admin.trpc('mutation', 'admin.questions.reply', { questionId: q.id, body: 'z'.repeat(10_001) })).statusCode).toBe(400);

    const many = Array.from({ length: 11 }, () => randomUUID());
    const tooMany = await anna.trpc('mutation', 'questions.followUp', { questionId: q.id, body: 'Eleven', documentIds: many });
    expect(tooMany.statusCode).toBe(400);
    expect(trpcError(tooMany).data.issues[0].messageKey).toBe('tooManyAttachments');
    const tooManyFiles = await admin.postMultipart(
      `/api/admin/questions/${q.id}/reply`,
      { body: 'Eleven files' },
      Array.from({ length: 11 }, (_, i) => ({ filename: `f${i}.pdf`, content: pdfBytes() })),
    );
    expect(tooManyFiles.statusCode).toBe(400);
    expect(tooManyFiles.json().messageKey).toBe('tooManyAttachments');

    // A full conversation takes no more messages from either side.
    await t.em().execute(`update questions set message_count = 100 where id = ?`, [q.id]);
    const full = await anna.rest('POST', `/api/questions/${q.id}/messages`, { body: 'One more' });
    expect(full.statusCode).toBe(409);
    expect(full.json().messageKey).toBe('conversationFull');
    expect((await admin.trpc('mutation', 'admin.questions.reply', { questionId: q.id, body: 'One more' })).statusCode).toBe(409);
    expect((await thread(anna, q.id)).messages).toHaveLength(1);
  });

  it('follow-ups are rate limited per client, each call counted on both transports', async () => {
    const limited = await createTestApp({ rateLimits: { followUpsPerHour: 3 } });
    try {
      const carla = await registerClient(limited, 'Carla');
      const dora = await registerClient(limited, 'Dora');
      const q = (await carla.rest('POST', '/api/questions', { question: 'Rate?' })).json();
      const qd = (await dora.rest('POST', '/api/questions', { question: 'Rate?' })).json();
      expect((await carla.rest('POST', `/api/questions/${q.id}/messages`, { body: '1' })).statusCode).toBe(201);
      expect((await carla.trpc('mutation', 'questions.followUp', { questionId: q.id, body: '2' })).statusCode).toBe(200);
      // A refused call (another's question) counts too.
      expect((await carla.rest('POST', `/api/questions/${qd.id}/messages`, { body: '3' })).statusCode).toBe(404);
      const over = await carla.trpc('mutation', 'questions.followUp', { questionId: q.id, body: '4' });
      expect(over.statusCode).toBe(429);
      const overRest = await carla.rest('POST', `/api/questions/${q.id}/messages`, { body: '5' });
      expect(overRest.statusCode).toBe(429);
      expect(overRest.headers['retry-after']).toBeDefined();
      // Another client has their own budget.
      expect((await dora.rest('POST', `/api/questions/${qd.id}/messages`, { body: 'mine' })).statusCode).toBe(201);
      expect(limited.serverErrors).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it('a client without hours is told so before asking, may still ask, and the inbox marks it "no hours"', async () => {
    const erik = await registerClient(t, 'Erik');
    const info = await erik.rest('GET', '/api/questions/ask-info');
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ hoursRemaining: 0, responseHours: null, responseOrLess: false, packageName: null, packageNameDe: null });
    expect(data(await erik.trpc('query', 'questions.askInfo'))).toEqual(info.json());
    const q = await ask(erik, 'I have no hours, can I still ask?');
    const inbox = (await admin.rest('GET', '/api/admin/questions?status=pending')).json();
    expect(inbox.find((x: { id: string }) => x.id === q.id)).toMatchObject({ noHours: true, hoursRemaining: 0 });
    const expertInbox = (await admin.rest('GET', '/api/admin/letters/inbox')).json();
    expect(expertInbox.find((x: { id: string }) => x.id === q.id)).toMatchObject({ kind: 'question', noHours: true });
    expect(data(await admin.trpc('query', 'admin.questions.get', { id: q.id }))).toMatchObject({ noHours: true });

    // Hours bought: the mark goes.
    await buy(erik, 'Starter');
    const after = (await admin.rest('GET', '/api/admin/questions?status=pending')).json();
    expect(after.find((x: { id: string }) => x.id === q.id)).toMatchObject({ noHours: false, hoursRemaining: 5 });
    expect((await admin.rest('GET', '/api/admin/letters/inbox')).json().find((x: { id: string }) => x.id === q.id).noHours).toBe(false);
  });

  it('the response time is that of the client’s fastest active package (48 h Starter, 24 h Professional, 12 h Premium)', async () => {
    const fay = await registerClient(t, 'Fay');
    const info = async () => (await fay.rest('GET', '/api/questions/ask-info')).json();
    // Expired and used-up packages do not count.
    await buy(fay, 'Premium', { expired: true });
    await buy(fay, 'Professional', { minutesUsed: 600 });
    expect(await info()).toMatchObject({ hoursRemaining: 0, responseHours: null });
    await buy(fay, 'Starter');
    expect(await info()).toMatchObject({ hoursRemaining: 5, responseHours: 48, responseOrLess: false, packageName: 'Starter' });
    await buy(fay, 'Professional', { minutesUsed: 60 });
    expect(await info()).toMatchObject({ hoursRemaining: 14, responseHours: 24, packageName: 'Professional' });
    await buy(fay, 'Premium');
    expect(await info()).toMatchObject({ hoursRemaining: 29, responseHours: 12, responseOrLess: true, packageName: 'Premium' });
  });

  it('explaining a letter replies in the conversations of its open questions', async () => {
    const letter = (await anna.rest('POST', '/api/letters/manual', { letterType: 'anhoerung' })).json();
    const asked = await anna.rest('POST', `/api/letters/${letter.id}/questions`, { question: 'What is this letter?' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ letterId: letter.id, status: 'pending' });
    const answered = await admin.trpc('mutation', 'admin.letters.answer', {
      id: letter.id,
      summary: 'A hearing before a decision.',
      meaning: 'm',
      action: 'a',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const own = await thread(anna, asked.json().id);
    expect(own).toMatchObject({ status: 'answered', answer: 'A hearing before a decision.', letterId: letter.id, messageCount: 2 });
    expect(own.messages.map((m: { authorRole: string }) => m.authorRole)).toEqual(['client', 'expert']);
    // The letter's mail carries no content of the explanation either.
    await confirmAddresses();
    const mails = await outbox('letter.answered', anna.email);
    for (const m of mails) expect(m.text_body).not.toContain('A hearing before a decision.');
  });

  it('questions inserted without their conversation get it carried over (as the migration did)', async () => {
    const [q] = await t
      .em()
      .execute<{ id: string }[]>(
        `insert into questions (user_id, question, answer, status, asked_at, answered_at) values (?, 'Old question', 'Old answer', 'answered', now() - interval '2 days', now() - interval '1 day') returning id`,
        [anna.id],
      );
    expect(await carryOverConversations(t.em())).toBeGreaterThanOrEqual(1);
    const own = await thread(anna, q!.id);
    expect(own).toMatchObject({ question: 'Old question', answer: 'Old answer', messageCount: 2, status: 'answered' });
    expect(own.messages.map((m: { authorRole: string; body: string }) => [m.authorRole, m.body])).toEqual([
      ['client', 'Old question'],
      ['expert', 'Old answer'],
    ]);
    expect(await carryOverConversations(t.em())).toBe(0);
  });
});

/**
 * Answering contact messages from the console: the reply is kept with the message, e-mailed to
 * the sender in the message's language through the outbox, audit-logged, limited in length and
 * per admin and hour, on both transports; it goes with the message when the account of that
 * address is deleted.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerAdmin, registerClient, visitor, type TestApp, trpcData as data, useTestAccounts } from '../../test/harness.js';

const accounts = useTestAccounts({ admin: ['admin', 'Katrin Vogel'], admin2: ['admin', 'Jonas Weber'] });
const { admin, admin2 } = accounts;
/** The app the helpers below call: the file's, or the rate-limit test's own while it runs. */
let t: TestApp = accounts.t;

/** A visitor's contact message; returns its id. */
async function contact(email: string, language: 'en' | 'de', message: string, name = 'Priya Sharma'): Promise<string> {
  const res = await visitor(t).rest('POST', '/api/contact', { name, email, language, message });
  expect(res.statusCode).toBe(201);
  const [row] = await t
    .em()
    .execute<{ id: string }[]>(`select id from contact_forms where email = ? order by submitted_at desc limit 1`, [email.toLowerCase()]);
  return row!.id;
}

async function repliesMailedTo(email: string) {
  return t
    .em()
    .execute<{ kind: string; language: string; subject: string; text_body: string; html_body: string; reply_to: string | null }[]>(
      `select kind, language, subject, text_body, html_body, reply_to from mail_outbox where to_address = ? and kind = 'contact.reply' order by created_at, id`,
      [email],
    );
}

describe('replying to a contact message', () => {
  it('keeps the reply with the message and e-mails it in the sender’s language (REST), marking the message handled', async () => {
    const email = `hanna-${randomUUID().slice(0, 6)}@example.com`;
    const id = await contact(email, 'de', 'Ich habe einen Steuerbescheid bekommen und verstehe ihn nicht.', 'Hanna Schulz');
    const body = 'Vielen Dank für Ihre Nachricht.\n\nGern erklären wir Ihnen den Bescheid in einem Termin.';

    const res = await admin.rest('POST', `/api/admin/contact/${id}/reply`, { body: `  ${body}  ` });
    expect(res.statusCode).toBe(201);
    const message = res.json();
    expect(message).toMatchObject({ id, email, language: 'de', handledByName: 'Katrin Vogel' });
    expect(message.replies).toEqual([{ id: expect.any(String), body, authorName: 'Katrin Vogel', sentAt: expect.any(String) }]);
    expect(Date.parse(message.replies[0].sentAt)).toBeGreaterThan(Date.now() - 60_000);

    const [mail, ...more] = await repliesMailedTo(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ language: 'de', subject: expect.stringMatching(/^Ihre Nachricht an /), reply_to: t.config.mail.firmEmail });
    expect(mail!.text_body).toContain('Guten Tag Hanna Schulz,');
    expect(mail!.text_body).toContain('Gern erklären wir Ihnen den Bescheid in einem Termin.');
    // Their own message is quoted below the reply.
    expect(mail!.text_body).toMatch(/Ihre Nachricht vom .*:\n> Ich habe einen Steuerbescheid bekommen/);

    // The console's list shows the reply with the message.
    const listed = (await admin.rest('GET', '/api/admin/contact')).json().find((m: { id: string }) => m.id === id);
    expect(listed).toEqual(message);
    const [audit] = await t
      .em()
      .execute<{ actor_id: string; details: unknown }[]>(`select actor_id, details from audit_log where action = 'contact.reply' and entity_id = ?`, [id]);
    expect(audit).toMatchObject({ actor_id: admin.id });
  });

  it('answers in English over tRPC; a second reply is kept too, oldest first, and the first handler stays', async () => {
    const email = `ian-${randomUUID().slice(0, 6)}@example.com`;
    const id = await contact(email, 'en', 'Do you help with a Fragebogen zur steuerlichen Erfassung?', 'Ian Murphy');
    expect((await admin.trpc('mutation', 'admin.contact.reply', { id, body: 'Yes, we explain it field by field.' })).statusCode).toBe(200);
    const second = await admin2.trpc('mutation', 'admin.contact.reply', { id, body: 'P.S. Your Steuernummer comes after you send it.' });
    expect(second.statusCode).toBe(200);
    const message = data(second);
    expect(message.handledByName).toBe('Katrin Vogel');
    expect(message.replies.map((r: { body: string; authorName: string }) => [r.authorName, r.body])).toEqual([
      ['Katrin Vogel', 'Yes, we explain it field by field.'],
      ['Jonas Weber', 'P.S. Your Steuernummer comes after you send it.'],
    ]);
    const mails = await repliesMailedTo(email);
    expect(mails.map((m) => [m.language, m.subject])).toEqual([
      ['en', expect.stringMatching(/^Your message to /)],
      ['en', expect.stringMatching(/^Your message to /)],
    ]);
    expect(mails[0]!.text_body).toContain('Dear Ian Murphy,');
    expect(mails[0]!.text_body).toMatch(/Your message of .*:\n> Do you help with a Fragebogen/);
  });

  it('refuses an empty or an over-long reply and an unknown message, and sends nothing', async () => {
    const email = `long-${randomUUID().slice(0, 6)}@example.com`;
    const id = await contact(email, 'en', 'A question about my Einkommensteuerbescheid.');
    const empty = await admin.rest('POST', `/api/admin/contact/${id}/reply`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Message is required');
    const long = await admin.trpc('mutation', 'admin.contact.reply', { id, body: 'x'.repeat(10_001) });
    expect(long.statusCode).toBe(400);
    expect(JSON.parse(long.body).error.data.messageKey).toBe('messageTooLong');
    const unknown = await admin.rest('POST', `/api/admin/contact/${randomUUID()}/reply`, { body: 'Hello' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Message not found');
    expect(await repliesMailedTo(email)).toEqual([]);
    // Exactly 10,000 characters are fine.
    expect((await admin.rest('POST', `/api/admin/contact/${id}/reply`, { body: 'y'.repeat(10_000) })).statusCode).toBe(201);
  });

  it('reaches an address whose account has not confirmed it yet (the sender wrote from it)', async () => {
    const client = await registerClient(t, 'Unconfirmed Ulla', { verified: false });
    const id = await contact(client.email, 'en', 'I cannot find the confirmation e-mail, can you help?', 'Ulla');
    expect((await admin.rest('POST', `/api/admin/contact/${id}/reply`, { body: 'We have sent it again.' })).statusCode).toBe(201);
    expect(await repliesMailedTo(client.email)).toHaveLength(1);
  });

  it('is limited per admin and hour on both transports', async () => {
    const main = t;
    t = await createTestApp({ rateLimits: { contactRepliesPerHour: 4 } });
    try {
      await limitedReplies();
    } finally {
      await t.close();
      t = main;
    }
  });

  async function limitedReplies() {
    const limited = await registerAdmin(t, 'Busy Admin');
    const colleague = await registerAdmin(t, 'Colleague');
    const id = await contact(`limit-${randomUUID().slice(0, 6)}@example.com`, 'en', 'Please write back, several times.');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await limited.rest('POST', `/api/admin/contact/${id}/reply`, { body: `Reply ${i}` })).statusCode);
    statuses.push((await limited.trpc('mutation', 'admin.contact.reply', { id, body: 'Reply 3' })).statusCode);
    statuses.push((await limited.trpc('mutation', 'admin.contact.reply', { id, body: 'Reply 4' })).statusCode);
    statuses.push((await limited.rest('POST', `/api/admin/contact/${id}/reply`, { body: 'Reply 5' })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 200, 429, 429]);
    const [count] = await t.em().execute<{ n: number }[]>(`select count(*)::int as n from contact_replies where contact_form_id = ?`, [id]);
    expect(count!.n).toBe(4);
    // Another admin is not affected.
    expect((await colleague.rest('POST', `/api/admin/contact/${id}/reply`, { body: 'From a colleague' })).statusCode).toBe(201);
  }

  it('goes with the messages of the address when that account is deleted', async () => {
    const client = await registerClient(t, 'Deleted Dora');
    const mine = await contact(client.email.toUpperCase(), 'de', 'Bitte löschen Sie später mein Konto.', 'Dora');
    const other = await contact(`keep-${randomUUID().slice(0, 6)}@example.com`, 'en', 'Someone else’s message stays.');
    for (const id of [mine, other]) expect((await admin.rest('POST', `/api/admin/contact/${id}/reply`, { body: 'Noted.' })).statusCode).toBe(201);

    const today = new Date().toISOString().slice(0, 10);
    const deleted = await admin.rest('POST', `/api/admin/clients/${client.id}/delete-account`, { requestReceivedOn: today, writtenRequest: true });
    expect(deleted.statusCode).toBe(200);
    const left = await t
      .em()
      .execute<{ contact_form_id: string }[]>(`select contact_form_id from contact_replies where contact_form_id in (?, ?)`, [mine, other]);
    expect(left.map((r) => r.contact_form_id)).toEqual([other]);
    const listed = (await admin.rest('GET', '/api/admin/contact')).json().map((m: { id: string }) => m.id);
    expect(listed).toContain(other);
    expect(listed).not.toContain(mine);
  });
});

/**
 * The migration that makes questions conversations (Migration20261125010000_conversations) on a
 * database that already holds questions: each becomes its messages (the question, and the answer
 * by the admin the audit log names), with the counts and dates the lists read; down() goes back.
 * Runs the real migrations on a fresh in-memory PGlite (plain SQL, as on PostgreSQL).
 */
import { describe, expect, it } from 'vitest';
import { rootEm } from '../../db.js';
import { useDatabaseMigratedTo } from '../../test/database.js';

const BEFORE = 'Migration20261125000000_security_log';
const CONVERSATIONS = 'Migration20261125010000_conversations';

const orm = useDatabaseMigratedTo(BEFORE);

describe('the conversations migration', () => {
  it('carries existing questions over as messages, and back', async () => {
    const em = rootEm(orm()).fork();
    const [client] = await em.execute<{ id: string }[]>(`insert into users (email, password, name) values ('c@example.com', 'x', 'Client') returning id`);
    const [admin] = await em.execute<{ id: string }[]>(
      `insert into users (email, password, name, role) values ('a@example.com', 'x', 'Admin', 'admin') returning id`,
    );
    const [pending] = await em.execute<{ id: string }[]>(
      `insert into questions (user_id, question, asked_at) values (?, 'Still waiting', '2026-11-01T10:00:00Z') returning id`,
      [client!.id],
    );
    const [answered] = await em.execute<{ id: string }[]>(
      `insert into questions (user_id, question, answer, status, asked_at, answered_at)
       values (?, 'Answered', 'Yes.', 'answered', '2026-11-02T10:00:00Z', '2026-11-03T09:00:00Z') returning id`,
      [client!.id],
    );
    await em.execute(`insert into audit_log (actor_id, action, client_id, entity_id) values (?, 'question.answer', ?, ?)`, [
      admin!.id,
      client!.id,
      answered!.id,
    ]);

    await orm().migrator.up({ to: CONVERSATIONS });
    const messages = await em.execute<{ question_id: string; author_id: string | null; author_role: string; body: string; created_at: Date | string }[]>(
      `select question_id, author_id, author_role, body, created_at from question_messages order by created_at`,
    );
    expect(messages.map((m) => [m.question_id, m.author_id, m.author_role, m.body, new Date(m.created_at).toISOString()])).toEqual([
      [pending!.id, client!.id, 'client', 'Still waiting', '2026-11-01T10:00:00.000Z'],
      [answered!.id, client!.id, 'client', 'Answered', '2026-11-02T10:00:00.000Z'],
      [answered!.id, admin!.id, 'expert', 'Yes.', '2026-11-03T09:00:00.000Z'],
    ]);
    const rows = await em.execute<{ id: string; message_count: number; last_message_at: Date | string; waiting_since: Date | string | null }[]>(
      `select id, message_count, last_message_at, waiting_since from questions order by asked_at`,
    );
    expect(rows.map((r) => [r.message_count, new Date(r.last_message_at).toISOString(), r.waiting_since && new Date(r.waiting_since).toISOString()])).toEqual([
      [1, '2026-11-01T10:00:00.000Z', '2026-11-01T10:00:00.000Z'],
      [2, '2026-11-03T09:00:00.000Z', null],
    ]);
    // A pending question may now keep its first answer (a follow-up after it); an answer still needs its date.
    await em.execute(`update questions set status = 'pending' where id = ?`, [answered!.id]);
    await expect(em.execute(`update questions set answered_at = null where id = ?`, [answered!.id])).rejects.toThrow(/check/i);

    await orm().migrator.down({ to: BEFORE });
    const back = await em.execute<{ status: string; answer: string | null; answered_at: unknown }[]>(
      `select status, answer, answered_at from questions order by asked_at`,
    );
    // Back to one answer per question: a pending question keeps none (the old check holds again).
    expect(back).toEqual([
      { status: 'pending', answer: null, answered_at: null },
      { status: 'pending', answer: null, answered_at: null },
    ]);
    expect(await em.execute(`select 1 from information_schema.tables where table_name = 'question_messages'`)).toEqual([]);
  });
});

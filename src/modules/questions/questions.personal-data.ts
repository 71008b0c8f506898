/** The questions module's personal data (decision records 013, 014): questions and their conversations. */
import type { ModulePersonalData } from '../module.js';
import { exportRows, type Json } from '../personal-data.js';

export const questionsPersonalData: ModulePersonalData = {
  userReferences: ['questions.user_id', 'question_messages.author_id'],
  retained: 'nothing: a deleted account loses its questions and their conversations (messages go with their question, on delete cascade)',
  export: [
    {
      key: 'questions',
      position: 20,
      async read(tx, { userId }) {
        const questions = await exportRows(tx, `select to_jsonb(q) - 'user_id' as row from questions q where q.user_id = ? order by q.asked_at, q.id`, [
          userId,
        ]);
        const messages = await exportRows(
          tx,
          `select to_jsonb(m) - 'author_id' || jsonb_build_object('documentIds',
                coalesce((select jsonb_agg(md.document_id order by md.document_id) from question_message_documents md where md.message_id = m.id), '[]'::jsonb)) as row
           from question_messages m join questions q on q.id = m.question_id
          where q.user_id = ? order by m.created_at, m.id`,
          [userId],
        );
        const byQuestion = new Map<string, Json[]>();
        for (const m of messages) {
          const questionId = String(m.questionId);
          delete m.questionId;
          byQuestion.set(questionId, [...(byQuestion.get(questionId) ?? []), m]);
        }
        return questions.map((q) => ({ ...q, messages: byQuestion.get(String(q.id)) ?? [] }));
      },
    },
  ],
  async erase(tx, { userId }) {
    // Questions take their conversation messages with them (on delete cascade).
    await tx.execute(`delete from questions where user_id = ?`, [userId]);
  },
};

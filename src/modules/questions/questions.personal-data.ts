/** The questions module's personal data (decision records 013, 014): questions and their conversations. */
import { sql } from 'kysely';
import { db, jsonbObject, rowJsonb } from '../../kysely.js';
import type { ModulePersonalData } from '../module.js';
import { exportRows, ownRows, type Json } from '../personal-data.js';

export const questionsPersonalData: ModulePersonalData = {
  userReferences: ['questions.user_id', 'question_messages.author_id', 'response_clocks.answered_by'],
  retained:
    "nothing: a deleted account loses its questions and their conversations (messages and response-time clocks go with their question, on delete cascade); a deleted expert's clocks stay, without the expert",
  export: [
    {
      key: 'questions',
      position: 20,
      async read(tx, { userId }) {
        const questions = await exportRows(ownRows(tx, 'questions', userId, ['asked_at', 'id']));
        const messages = await exportRows(
          db(tx)
            .selectFrom('question_messages as m')
            .innerJoin('questions as q', 'q.id', 'm.question_id')
            .select((eb) =>
              sql<Json>`${rowJsonb('question_messages', 'm', 'author_id')} || ${jsonbObject({
                documentIds: sql`coalesce(${eb
                  .selectFrom('question_message_documents as md')
                  .select((md) => sql`jsonb_agg(${md.ref('md.document_id')} order by ${md.ref('md.document_id')})`.as('ids'))
                  .whereRef('md.message_id', '=', 'm.id')}, '[]'::jsonb)`,
              })}`.as('row'),
            )
            .where('q.user_id', '=', userId)
            .orderBy('m.created_at')
            .orderBy('m.id'),
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
    await db(tx).deleteFrom('questions').where('user_id', '=', userId).execute();
  },
};

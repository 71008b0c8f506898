/**
 * `questions` (spec section 3): a client's question and, once answered, the expert's first answer.
 * The conversation itself is `question_messages` (question-message.entity.ts).
 */
import { defineEntity, p } from '@mikro-orm/core';
import { nowOnCreate, generatedUuidKey } from '../../entity-columns.js';

export const QuestionEntity = defineEntity({
  name: 'Question',
  tableName: 'questions',
  properties: {
    id: generatedUuidKey(),
    userId: p.uuid(),
    /** The Finanzamt letter this question is about, if any ("Ask an expert about this letter"). */
    letterId: p.uuid().nullable(),
    question: p.text(),
    answer: p.text().nullable(),
    status: p.enum(['pending', 'answered'] as const).default('pending'),
    askedAt: nowOnCreate(),
    answeredAt: p.datetime().nullable(),
    /** Messages in the conversation (question_messages), kept with each message written. */
    messageCount: p.integer().default(1),
    /** When the latest message was written. */
    lastMessageAt: nowOnCreate(),
    /** While pending: when the client's oldest unanswered message was written; null while answered. */
    waitingSince: p.datetime().nullable(),
    /** The staff account handling it (null: nobody yet; decision record 068). */
    assigneeId: p.uuid().nullable(),
    /** Since when it has its assignee. */
    assignedAt: p.datetime().nullable(),
  },
});

/**
 * `question_messages` and `question_message_documents`: a question's conversation (migration
 * Migration20261125010000_conversations). The client's and the experts' messages in order; an
 * expert's message may be corrected (`editedAt`). Attachments are documents of the client.
 */
import { defineEntity, p } from '@mikro-orm/core';
import { nowOnCreate, generatedUuidKey } from '../../entity-columns.js';

export const QuestionMessageEntity = defineEntity({
  name: 'QuestionMessage',
  tableName: 'question_messages',
  properties: {
    id: generatedUuidKey(),
    questionId: p.uuid(),
    /** Who wrote it; null once that account is deleted (or for carried-over answers of unknown authorship). */
    authorId: p.uuid().nullable(),
    authorRole: p.string().length(10),
    body: p.text(),
    createdAt: nowOnCreate(),
    /** When an expert last corrected the message; null if never. */
    editedAt: p.datetime().nullable(),
  },
});

export const QuestionMessageDocumentEntity = defineEntity({
  name: 'QuestionMessageDocument',
  tableName: 'question_message_documents',
  properties: {
    messageId: p.uuid().primary(),
    documentId: p.uuid().primary(),
  },
});

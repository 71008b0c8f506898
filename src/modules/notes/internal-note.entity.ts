/**
 * `internal_notes` (docs/decisions/062-internal-notes.md): the firm's staff's working notes on
 * exactly one subject (a question with its conversation, a Finanzamt letter, or a client), never
 * shown to the client. The migration adds the foreign keys, the one-subject check and the indexes.
 */
import { defineEntity, p } from '@mikro-orm/core';
import { generatedUuidKey, nowOnCreate } from '../../entity-columns.js';

export const InternalNoteEntity = defineEntity({
  name: 'InternalNote',
  tableName: 'internal_notes',
  properties: {
    id: generatedUuidKey(),
    /** The question (and its conversation) the note is about, or null. */
    questionId: p.uuid().nullable(),
    /** The Finanzamt letter the note is about, or null. */
    letterId: p.uuid().nullable(),
    /** The client (a `users` row) the note is about, or null. */
    clientId: p.uuid().nullable(),
    /** The staff member who wrote it; null once that account is deleted. */
    authorId: p.uuid().nullable(),
    body: p.text(),
    createdAt: nowOnCreate(),
  },
});

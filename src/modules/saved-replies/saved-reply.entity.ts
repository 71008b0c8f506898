/**
 * `saved_replies` (docs/decisions/063-saved-replies.md): the firm's bilingual text snippets that
 * the staff insert into answers, replies and letter explanations. The migration adds the foreign
 * key, the checks and the case-insensitive unique index on the title.
 */
import { defineEntity, p } from '@mikro-orm/core';
import { generatedUuidKey, nowOnCreate } from '../../entity-columns.js';

export const SavedReplyEntity = defineEntity({
  name: 'SavedReply',
  tableName: 'saved_replies',
  properties: {
    id: generatedUuidKey(),
    /** 1–120 characters, unique regardless of case (`lower(title)`). */
    title: p.string().length(120),
    /** The English text, 1–10,000 characters. */
    bodyEn: p.text(),
    /** The German text, 1–10,000 characters. */
    bodyDe: p.text(),
    /** The staff member who created it; null once that account is deleted. */
    createdBy: p.uuid().nullable(),
    createdAt: nowOnCreate(),
    /** Set on every edit. */
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

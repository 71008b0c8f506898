/**
 * Saved replies (docs/decisions/063-saved-replies.md): the firm's bilingual text snippets (English
 * and German) that the staff insert into answers, replies and letter explanations, in the client's
 * language. Staff only: no client procedure reads them.
 */
import { z } from 'zod';
import type { Language } from '../constants.js';
import { IdSchema } from '../common.schema.js';
import { MESSAGE_KEY } from '../messages.js';
import { requiredText } from '../text.js';

/** The longest title, in characters (after trimming). */
export const SAVED_REPLY_TITLE_MAX = 120;

/** The longest text of either language, in characters (after trimming). */
export const SAVED_REPLY_BODY_MAX = 10_000;

/** The most saved replies the firm can keep; the list shows them all. */
export const SAVED_REPLIES_MAX = 300;

/** A title: trimmed, 1–120 characters, unique regardless of case. */
export const SavedReplyTitleSchema = requiredText(SAVED_REPLY_TITLE_MAX, MESSAGE_KEY.savedReplyTitleRequired, MESSAGE_KEY.savedReplyTitleTooLong);

/** The English text: trimmed, 1–10,000 characters. */
export const SavedReplyBodyEnSchema = requiredText(SAVED_REPLY_BODY_MAX, MESSAGE_KEY.savedReplyBodyEnRequired, MESSAGE_KEY.savedReplyBodyTooLong);

/** The German text: trimmed, 1–10,000 characters. */
export const SavedReplyBodyDeSchema = requiredText(SAVED_REPLY_BODY_MAX, MESSAGE_KEY.savedReplyBodyDeRequired, MESSAGE_KEY.savedReplyBodyTooLong);

/** Creating a saved reply (`POST /api/admin/saved-replies`, `admin.savedReplies.create`): both languages required. */
export const CreateSavedReplyInputSchema = z.object({
  title: SavedReplyTitleSchema,
  bodyEn: SavedReplyBodyEnSchema,
  bodyDe: SavedReplyBodyDeSchema,
});

export type CreateSavedReplyInput = z.infer<typeof CreateSavedReplyInputSchema>;

/** The body of `PATCH /api/admin/saved-replies/:id`: the fields to change (an omitted one stays). */
export const SavedReplyChangesSchema = z.object({
  title: SavedReplyTitleSchema.optional(),
  bodyEn: SavedReplyBodyEnSchema.optional(),
  bodyDe: SavedReplyBodyDeSchema.optional(),
});

/** Editing a saved reply (`admin.savedReplies.update`; REST: the id in the path, the changes in the body). */
export const UpdateSavedReplyInputSchema = SavedReplyChangesSchema.extend({ id: IdSchema });

export type UpdateSavedReplyInput = z.infer<typeof UpdateSavedReplyInputSchema>;

/** One saved reply as the console shows it. */
export const SavedReplySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  bodyEn: z.string(),
  bodyDe: z.string(),
  /** Who created it; null once that account is gone. */
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type SavedReply = z.infer<typeof SavedReplySchema>;

/** A saved reply's text in `language` (the client's, when inserted into a message to them). */
export function savedReplyText(reply: Pick<SavedReply, 'bodyEn' | 'bodyDe'>, language: Language): string {
  return language === 'de' ? reply.bodyDe : reply.bodyEn;
}

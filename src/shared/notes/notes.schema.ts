/**
 * Internal notes (docs/decisions/062-internal-notes.md): the firm's staff's working notes on a
 * question (with its conversation), a Finanzamt letter or a client. Staff only: never in the
 * client's portal, e-mails or data export.
 */
import { z } from 'zod';
import { IdSchema } from '../common.schema.js';
import { MESSAGE_KEY } from '../messages.js';
import { requiredText } from '../text.js';

/** The longest note, in characters (after trimming). */
export const NOTE_BODY_MAX = 5_000;

/** The most notes one subject (question, letter or client) can hold; the list shows them all. */
export const NOTES_PER_SUBJECT_MAX = 500;

/**
 * What a note is about: exactly one of a question (its conversation), a letter or a client. The
 * same shape is the query string of `GET /api/admin/notes?questionId=…`.
 */
export const NoteSubjectSchema = z
  .object({
    questionId: IdSchema.optional(),
    letterId: IdSchema.optional(),
    clientId: IdSchema.optional(),
  })
  .refine((s) => [s.questionId, s.letterId, s.clientId].filter((id) => id !== undefined).length === 1, { error: MESSAGE_KEY.malformedRequest });

export type NoteSubject = z.infer<typeof NoteSubjectSchema>;

/** A note's text: trimmed, 1–5,000 characters. */
export const NoteBodySchema = requiredText(NOTE_BODY_MAX, MESSAGE_KEY.noteBodyRequired, MESSAGE_KEY.noteBodyTooLong);

/** Adding a note (`POST /api/admin/notes`, `admin.notes.add`). */
export const AddNoteInputSchema = z.object({
  subject: NoteSubjectSchema,
  body: NoteBodySchema,
});

export type AddNoteInput = z.infer<typeof AddNoteInputSchema>;

/** One note as the console shows it. */
export const InternalNoteSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  /** The author's name; null once the author's account is gone. */
  authorName: z.string().nullable(),
  authorId: z.uuid().nullable(),
  createdAt: z.string(),
  /** Whether the signed-in staff member wrote it (only the author may delete a note). */
  mine: z.boolean(),
});

export type InternalNote = z.infer<typeof InternalNoteSchema>;

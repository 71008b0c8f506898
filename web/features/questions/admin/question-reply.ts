/**
 * The expert's reply in a conversation with its files, through the REST endpoint (multipart is not
 * a tRPC call): POST /api/admin/questions/:id/reply with the text fields body, minutes and note,
 * then one part `file` per attachment (they land in the client's folder "From your expert").
 */
import type { AdminQuestionThread } from '#shared/questions/questions.admin.schema.js';
import { throwIfNotOk } from '../../../lib/errors.js';

interface QuestionReplyUpload {
  questionId: string;
  body: string;
  /** A multiple of 15 (0: no time logged). */
  minutes: number;
  /** '' for none. */
  note: string;
  files: readonly File[];
}

export async function sendQuestionReply({ questionId, body, minutes, note, files }: QuestionReplyUpload): Promise<AdminQuestionThread> {
  const form = new FormData();
  form.append('body', body);
  form.append('minutes', String(minutes));
  form.append('note', note);
  for (const file of files) form.append('file', file);
  const response = await fetch(`/api/admin/questions/${encodeURIComponent(questionId)}/reply`, { method: 'POST', body: form, credentials: 'include' });
  await throwIfNotOk(response);
  return (await response.json()) as AdminQuestionThread;
}

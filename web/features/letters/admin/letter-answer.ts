/**
 * The expert's answer to a letter with its files, through the REST endpoint (multipart is not a
 * tRPC call): POST /api/admin/letters/:id/answer with the text fields summary, meaning, action,
 * actionBy ('' for none) and minutes, then one part `file` per attachment.
 */
import type { AdminLetter } from '#shared/letters/letters.schema.js';
import { throwIfNotOk } from '../../../lib/errors.js';

interface LetterAnswerUpload {
  id: string;
  summary: string;
  meaning: string;
  action: string;
  /** `YYYY-MM-DD`, or '' when the expert gives no date. */
  actionBy: string;
  /** A multiple of 15 (0: no time logged). */
  minutes: number;
  files: readonly File[];
}

export async function sendLetterAnswer({ id, summary, meaning, action, actionBy, minutes, files }: LetterAnswerUpload): Promise<AdminLetter> {
  const body = new FormData();
  body.append('summary', summary);
  body.append('meaning', meaning);
  body.append('action', action);
  body.append('actionBy', actionBy);
  body.append('minutes', String(minutes));
  for (const file of files) body.append('file', file);
  const response = await fetch(`/api/admin/letters/${encodeURIComponent(id)}/answer`, { method: 'POST', body, credentials: 'include' });
  await throwIfNotOk(response);
  return (await response.json()) as AdminLetter;
}

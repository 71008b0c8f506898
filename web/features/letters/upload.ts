/**
 * A letter's files through the REST endpoint (multipart is not a tRPC call): POST /api/letters
 * with one part `file` per file (one PDF, or up to LETTER_FILES_MAX photos in page order). The
 * answer is the new letter; its reading runs in the background (`readingStatus` queued).
 */
import type { Letter } from '#shared/letters/letters.schema.js';
import { throwIfNotOk } from '../../lib/errors.js';

export async function uploadLetter(files: readonly File[]): Promise<Letter> {
  const body = new FormData();
  for (const file of files) body.append('file', file);
  const response = await fetch('/api/letters', { method: 'POST', body, credentials: 'include' });
  await throwIfNotOk(response);
  return (await response.json()) as Letter;
}

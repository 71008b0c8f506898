/**
 * Document upload through the REST endpoint (multipart is not a tRPC call): POST /api/documents
 * with the fields title, folderId ('' for no folder) and file, in that order.
 */
import type { Document } from '#shared/documents/documents.schema.js';
import { throwIfNotOk } from '../../lib/errors.js';

interface UploadDocumentInput {
  title: string;
  /** '' when the document goes into no folder. */
  folderId: string;
  file: File;
}

export async function uploadDocument({ title, folderId, file }: UploadDocumentInput): Promise<Document> {
  const body = new FormData();
  body.append('title', title);
  body.append('folderId', folderId);
  body.append('file', file);
  const response = await fetch('/api/documents', { method: 'POST', body, credentials: 'include' });
  await throwIfNotOk(response);
  return (await response.json()) as Document;
}

/**
 * Typed reads of `documents` for other modules' DTOs (decision record 033): the columns of a
 * Document DTO, named as the DTO, for `toDocumentDto` in documents.service.ts.
 */
import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../kysely.js';

/**
 * The columns of a Document DTO from the `documents` table (unaliased), as a Kysely selection:
 * `select(documentColumns)` on any query that has `documents` in its from clause.
 */
export function documentColumns(eb: ExpressionBuilder<DB, 'documents'>) {
  return [
    eb.ref('documents.id').as('id'),
    eb.ref('documents.user_id').as('userId'),
    eb.ref('documents.folder_id').as('folderId'),
    eb.ref('documents.title').as('title'),
    eb.ref('documents.filename').as('filename'),
    eb.ref('documents.file_url').as('fileUrl'),
    eb.ref('documents.file_size').as('fileSize'),
    eb.ref('documents.mime_type').as('mimeType'),
    eb.ref('documents.uploaded_at').as('uploadedAt'),
    eb.ref('documents.letter_id').as('letterId'),
    eb.ref('documents.letter_role').as('letterRole'),
  ] as const;
}

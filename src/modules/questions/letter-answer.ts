/**
 * Reads the expert's explanation of a Finanzamt letter (docs/decisions/010-finanzamt-letters.md)
 * for the conversation of a question about it. It lives in the questions module, its only reader
 * (letters.service.ts imports the questions module, so a reader in letters/ would close a cycle;
 * docs/decisions/032-modules-register-themselves.md).
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { LetterAnswer } from '../../shared/letters/letter-answer.schema.js';
import { isoDate } from '../../timestamps.js';
import { sql } from 'kysely';
import { prepare } from '../../kysely.js';
import { documentColumns } from '../documents/documents.queries.js';
import { toDocumentDto } from '../documents/documents.service.js';

/**
 * The expert's explanation of the letter `letterId` of the client `userId`, with the files
 * delivered with it (oldest first).
 * @returns null when the letter is not that client's (another client's letter reads as none), is
 *   unknown, or has no explanation yet
 */
export async function letterAnswerOf(em: EntityManager, letterId: string, userId: string): Promise<LetterAnswer | null> {
  const [row] = await explanation(em, { letterId, userId });
  if (!row || row.answeredAt === null || row.summary === null) return null;
  const files = await answerFiles(em, { letterId, userId });
  return {
    summary: row.summary,
    meaning: row.meaning ?? '',
    action: row.action ?? '',
    actionBy: row.actionBy,
    answeredAt: isoDate(row.answeredAt),
    attachments: files.map(toDocumentDto),
  };
}

const explanation = prepare((k, p: { letterId: string; userId: string }) =>
  k
    .selectFrom('letters')
    .select((eb) => [
      'answer_summary as summary',
      'answer_meaning as meaning',
      'answer_action as action',
      sql<string | null>`to_char(${eb.ref('answer_action_by')}, 'YYYY-MM-DD')`.as('actionBy'),
      'answered_at as answeredAt',
    ])
    .where('id', '=', p.letterId)
    .where('user_id', '=', p.userId),
);

const answerFiles = prepare((k, p: { letterId: string; userId: string }) =>
  k
    .selectFrom('documents')
    .select(documentColumns)
    .where('documents.letter_id', '=', p.letterId)
    .where('documents.letter_role', '=', 'answer')
    .where('documents.user_id', '=', p.userId)
    .orderBy('documents.uploaded_at')
    .orderBy('documents.title')
    .orderBy('documents.id'),
);

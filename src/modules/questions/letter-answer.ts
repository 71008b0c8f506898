/**
 * Reads the expert's explanation of a Finanzamt letter (docs/decisions/010-finanzamt-letters.md)
 * for the conversation of a question about it. It lives in the questions module, its only reader
 * (letters.service.ts imports the questions module, so a reader in letters/ would close a cycle;
 * docs/decisions/032-modules-register-themselves.md).
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { LetterAnswer } from '../../shared/letters/letter-answer.schema.js';
import { isoDate } from '../../timestamps.js';
import { DOCUMENT_COLUMNS, toDocumentDto } from '../documents/documents.service.js';

/**
 * The expert's explanation of the letter `letterId` of the client `userId`, with the files
 * delivered with it (oldest first).
 * @returns null when the letter is not that client's (another client's letter reads as none), is
 *   unknown, or has no explanation yet
 */
export async function letterAnswerOf(em: EntityManager, letterId: string, userId: string): Promise<LetterAnswer | null> {
  const [row] = await em.execute<
    { summary: string | null; meaning: string | null; action: string | null; action_by: string | null; answered_at: Date | string | null }[]
  >(
    `select answer_summary as summary, answer_meaning as meaning, answer_action as action,
            to_char(answer_action_by, 'YYYY-MM-DD') as action_by, answered_at
       from letters where id = ? and user_id = ?`,
    [letterId, userId],
  );
  if (!row || row.answered_at === null || row.summary === null) return null;
  const files = await em.execute<Parameters<typeof toDocumentDto>[0][]>(
    `select ${DOCUMENT_COLUMNS} from documents where letter_id = ? and letter_role = 'answer' and user_id = ? order by uploaded_at, title, id`,
    [letterId, userId],
  );
  return {
    summary: row.summary,
    meaning: row.meaning ?? '',
    action: row.action ?? '',
    actionBy: row.action_by,
    answeredAt: isoDate(row.answered_at),
    attachments: files.map(toDocumentDto),
  };
}

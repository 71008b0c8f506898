/**
 * The typed reads of Finanzamt letters (decision record 033, decision record 010): Kysely statements
 * typed from the entities, selecting the letter's columns under the names of its DTOs
 * (src/shared/letters/letters.schema.ts). letters.service.ts builds the DTOs (fields, sources,
 * deadlines) from these rows and keeps the access rules, locks and transactions.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { camelColumns, keysetPages, newestFirst, prepare, type DB } from '../../kysely.js';
import type { FieldSource, Letter, LetterDeadlineKind, LetterFields } from '../../shared/letters/letters.schema.js';
import { calendarDay, cursorTimestamp } from '../../timestamps.js';
import { documentColumns } from '../documents/documents.queries.js';

/** The columns of a letter (unaliased `letters`), named for its DTOs. int8 cents come as text: the service makes numbers of them. */
export function letterColumns(eb: ExpressionBuilder<DB, 'letters'>) {
  return [
    ...camelColumns(eb, 'letters', ['id', 'user_id', 'reading_status', 'reading_error', 'letter_type', 'finanzamt', 'steuernummer', 'steuer_id']),
    calendarDay(eb.ref('letters.letter_date')).as('letterDate'),
    ...camelColumns(eb, 'letters', ['delivery', 'state', 'tax_year']),
    eb.cast<string | null>('letters.amount_due_cents', 'text').as('amountDueCents'),
    eb.cast<string | null>('letters.refund_cents', 'text').as('refundCents'),
    calendarDay(eb.ref('letters.due_date')).as('dueDate'),
    ...camelColumns(eb, 'letters', ['payee', 'iban', 'bic', 'payment_reference', 'has_instructions', 'field_sources']),
    calendarDay(eb.ref('letters.next_deadline')).as('nextDeadline'),
    eb.ref('letters.next_deadline_kind').as('nextDeadlineKind'),
    // The grace end of the nearest deadline (payment), from the stored deadlines.
    sql<string | null>`${eb.ref('letters.deadlines')}->0->>'graceEndsOn'`.as('nextGrace'),
    ...camelColumns(eb, 'letters', ['done_at', 'answer_summary', 'answer_meaning', 'answer_action']),
    calendarDay(eb.ref('letters.answer_action_by')).as('answerActionBy'),
    ...camelColumns(eb, 'letters', ['answered_at', 'created_at', 'updated_at']),
  ] as const;
}

/**
 * Letters with letterColumns. The text columns that hold one of the DTOs' enumerations are
 * narrowed to it: they are only written from zod-checked input (LetterFieldsSchema) and by the
 * reading job, which writes the same values.
 */
function selectLetters(k: Kysely<DB>) {
  return k.selectFrom('letters').select(letterColumns).$narrowType<{
    readingStatus: Letter['readingStatus'];
    letterType: LetterFields['letterType'];
    delivery: LetterFields['delivery'];
    state: LetterFields['state'];
    nextDeadlineKind: LetterDeadlineKind | null;
    fieldSources: Record<string, FieldSource>;
  }>();
}

/** A letter's row as selected by selectLetters (inferred from the statement). */
export type LetterRow = Awaited<ReturnType<ReturnType<typeof selectLetters>['executeTakeFirstOrThrow']>>;

const letterOfAnyone = prepare((k, p: { id: string }) => selectLetters(k).where('letters.id', '=', p.id));
const letterOfUser = prepare((k, p: { id: string; userId: string }) => selectLetters(k).where('letters.id', '=', p.id).where('letters.user_id', '=', p.userId));
const lockedLetterOfAnyone = prepare((k, p: { id: string }) => selectLetters(k).where('letters.id', '=', p.id).forNoKeyUpdate());
const lockedLetterOfUser = prepare((k, p: { id: string; userId: string }) =>
  selectLetters(k).where('letters.id', '=', p.id).where('letters.user_id', '=', p.userId).forNoKeyUpdate(),
);

/**
 * The letter `id`.
 * @param userId when given, only that user's letter (another's reads as none)
 * @param lock take `for no key update` on its row (inside the caller's transaction)
 * @returns the row, or undefined
 */
export async function letterRow(em: EntityManager, id: string, userId: string | undefined, lock = false): Promise<LetterRow | undefined> {
  const [row] =
    userId === undefined
      ? await (lock ? lockedLetterOfAnyone : letterOfAnyone)(em, { id })
      : await (lock ? lockedLetterOfUser : letterOfUser)(em, { id, userId });
  return row;
}

/** Letters of a user with the cursor text of createdAt, newest first by (createdAt, id). */
const pages = keysetPages((k, p: { userId: string }, after) =>
  selectLetters(k)
    .select((eb) => cursorTimestamp(eb.ref('letters.created_at')).as('at'))
    .where('letters.user_id', '=', p.userId)
    .$call((b) => newestFirst(b, 'letters.created_at', 'letters.id', after)),
);

/**
 * Up to `limit` letters of a user, newest first by (createdAt, id), after the keyset `after`
 * (`keysetAfter(cursor)`: createdAt to the microsecond and id), each with `at`, its cursor text.
 */
export async function letterRowsOf(em: EntityManager, userId: string, limit: number, after: string[]): Promise<(LetterRow & { at: string })[]> {
  return pages(em, { userId }, limit, after);
}

/** A letter's documents with role `role` in page order; `withText`: each one's recognised text, else null. */
function selectLetterDocuments(k: Kysely<DB>, letterId: string, role: string, withText: boolean) {
  return k
    .selectFrom('documents')
    .select(documentColumns)
    .select((eb) => (withText ? eb.ref('documents.extracted_text').as('text') : sql<string | null>`null`.as('text')))
    .where('documents.letter_id', '=', letterId)
    .where('documents.letter_role', '=', role)
    .orderBy('documents.uploaded_at')
    .orderBy('documents.title')
    .orderBy('documents.id');
}

const documentsWithText = prepare((k, p: { letterId: string; role: string }) => selectLetterDocuments(k, p.letterId, p.role, true));
const documentsWithoutText = prepare((k, p: { letterId: string; role: string }) => selectLetterDocuments(k, p.letterId, p.role, false));

/**
 * The documents of a letter with role `role` ('page' or 'answer'), in page order, as rows for
 * toDocumentDto; with `withText`, each one's recognised text (the expert's view), else null.
 */
export async function letterDocumentRows(em: EntityManager, letterId: string, role: 'page' | 'answer', withText: boolean) {
  return (withText ? documentsWithText : documentsWithoutText)(em, { letterId, role });
}

/**
 * Saved replies (docs/decisions/063-saved-replies.md): the firm's bilingual text snippets (English
 * and German) that the staff insert into answers, replies and letter explanations. Staff only
 * (today: every admin; owner-only once roles exist). At most SAVED_REPLIES_MAX, titles unique
 * regardless of case. Creating, editing and deleting one is audited without its title or texts.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import { requireOwner, requireStaff, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { db, isUniqueViolation } from '../../kysely.js';
import { SAVED_REPLIES_MAX, type CreateSavedReplyInput, type SavedReply, type UpdateSavedReplyInput } from '../../shared/saved-replies/saved-replies.schema.js';
import { isoDate } from '../../timestamps.js';
import { recordAudit } from '../audit/audit.service.js';
import { savedReplyCount, savedReplyRow, savedReplyRows } from './saved-replies.queries.js';

type SavedReplyRow = NonNullable<Awaited<ReturnType<typeof savedReplyRow>>>;

function toDto(row: SavedReplyRow): SavedReply {
  return { ...row, createdAt: isoDate(row.createdAt), updatedAt: isoDate(row.updatedAt) };
}

/** A title another saved reply has (in any case), as the title field's error. */
function titleTaken(err: unknown): unknown {
  return isUniqueViolation(err) ? new AppError('CONFLICT', 'savedReplyTitleTaken', { field: 'title' }) : err;
}

/** One writer of the set at a time, so the quota's count holds until the transaction ends. */
async function lockSavedReplies(tx: EntityManager): Promise<void> {
  await db(tx)
    .selectNoFrom((eb) => eb.fn('pg_advisory_xact_lock', [eb.fn('hashtext', [sql.lit('saved_replies')])]).as('locked'))
    .execute();
}

/** Every saved reply, ordered by title (all of them: at most SAVED_REPLIES_MAX). */
export async function listSavedReplies(ctx: ServiceContext): Promise<SavedReply[]> {
  const { em } = requireStaff(ctx);
  return (await savedReplyRows(em)).map(toDto);
}

/**
 * Creates a saved reply by the signed-in staff member, with its audit entry ('savedReply.create';
 * no title or text in the log), in one transaction.
 * @throws AppError CONFLICT 409 'savedRepliesFull' at SAVED_REPLIES_MAX; CONFLICT 409
 *   'savedReplyTitleTaken' (field title) when another has the title in any case
 */
export async function createSavedReply(ctx: ServiceContext, input: CreateSavedReplyInput): Promise<SavedReply> {
  const { em, user } = requireOwner(ctx);
  try {
    return await em.transactional(async (tx) => {
      await lockSavedReplies(tx);
      if ((await savedReplyCount(tx)) >= SAVED_REPLIES_MAX) throw new AppError('CONFLICT', 'savedRepliesFull');
      const { id } = await db(tx)
        .insertInto('saved_replies')
        .values({
          id: sql<string>`default`,
          title: input.title,
          body_en: input.bodyEn,
          body_de: input.bodyDe,
          created_by: user.id,
          created_at: sql<Date>`default`,
          updated_at: sql<Date>`default`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(tx, { actorId: user.id, action: 'savedReply.create', entityId: id });
      return toDto((await savedReplyRow(tx, id))!);
    });
  } catch (err) {
    throw titleTaken(err);
  }
}

/**
 * Changes a saved reply's title or texts (an omitted field stays), with its audit entry
 * ('savedReply.update', naming only the changed fields) when anything changed, in one transaction.
 * @throws AppError NOT_FOUND 'savedReplyNotFound'; CONFLICT 409 'savedReplyTitleTaken' (field title)
 */
export async function updateSavedReply(ctx: ServiceContext, { id, ...changes }: UpdateSavedReplyInput): Promise<SavedReply> {
  const { em, user } = requireOwner(ctx);
  try {
    return await em.transactional(async (tx) => {
      const before = await db(tx).selectFrom('saved_replies').select(['title', 'body_en', 'body_de']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!before) throw new AppError('NOT_FOUND', 'savedReplyNotFound');
      const set = {
        ...(changes.title !== undefined && changes.title !== before.title ? { title: changes.title } : {}),
        ...(changes.bodyEn !== undefined && changes.bodyEn !== before.body_en ? { body_en: changes.bodyEn } : {}),
        ...(changes.bodyDe !== undefined && changes.bodyDe !== before.body_de ? { body_de: changes.bodyDe } : {}),
      };
      const changed = Object.keys(set).map((column) => ({ title: 'title', body_en: 'bodyEn', body_de: 'bodyDe' })[column]);
      if (changed.length > 0) {
        await db(tx)
          .updateTable('saved_replies')
          .set({ ...set, updated_at: sql<Date>`now()` })
          .where('id', '=', id)
          .execute();
        await recordAudit(tx, { actorId: user.id, action: 'savedReply.update', entityId: id, details: { changed } });
      }
      return toDto((await savedReplyRow(tx, id))!);
    });
  } catch (err) {
    throw titleTaken(err);
  }
}

/**
 * Deletes a saved reply, with its audit entry ('savedReply.delete'), in one transaction. Text
 * already inserted into messages stays there.
 * @throws AppError NOT_FOUND 'savedReplyNotFound'
 */
export async function deleteSavedReply(ctx: ServiceContext, { id }: { id: string }): Promise<void> {
  const { em, user } = requireOwner(ctx);
  await em.transactional(async (tx) => {
    const deleted = await db(tx).deleteFrom('saved_replies').where('id', '=', id).returning('id').executeTakeFirst();
    if (!deleted) throw new AppError('NOT_FOUND', 'savedReplyNotFound');
    await recordAudit(tx, { actorId: user.id, action: 'savedReply.delete', entityId: id });
  });
}

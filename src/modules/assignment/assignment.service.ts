/**
 * Assignment of questions and Finanzamt letters to the firm's experts
 * (docs/decisions/068-assignment.md). Every item has an assignee (a member of staff) or nobody.
 * An expert takes an item nobody has, hands their own to a colleague, or gives it back; the owner
 * assigns any item to anyone on the team. Assigning a letter assigns the pending questions about it
 * too, and a question asked about a letter gets the letter's assignee. Every change is audit-logged
 * ('assignment.change') and e-mails the new assignee unless they took it themselves, in the change's
 * own transaction.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { AppConfig } from '../../config.js';
import { requireStaff, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { db } from '../../kysely.js';
import type { AssignableKind, Assignee, AssignInput, Assignment, Colleague } from '../../shared/assignment/assignment.schema.js';
import { recordAudit } from '../audit/audit.service.js';
import { queueMail, siteUrl } from '../mail/outbox.service.js';
import { activeStaffMember, isActiveStaff } from './staff-members.js';
import { currentSpecialist } from './specialist.service.js';

/** Members of staff listed as colleagues at most (a firm's team). */
const COLLEAGUES_MAX = 200;

/** The item's row, locked for the change, with its client's name; undefined for an unknown id. */
async function lockItem(tx: EntityManager, kind: AssignableKind, id: string) {
  const k = db(tx);
  const query =
    kind === 'question'
      ? k.selectFrom('questions as i').innerJoin('users as c', 'c.id', 'i.user_id').select(['i.id', 'i.user_id', 'i.assignee_id', 'c.name as client_name'])
      : k.selectFrom('letters as i').innerJoin('users as c', 'c.id', 'i.user_id').select(['i.id', 'i.user_id', 'i.assignee_id', 'c.name as client_name']);
  return query.where('i.id', '=', id).forUpdate('i').executeTakeFirst();
}

/** The console's page of an item, for e-mails. */
function adminPath(kind: AssignableKind, id: string): string {
  return kind === 'question' ? `/admin/questions/${id}` : `/admin/letters/${id}`;
}

/**
 * Assigns a question or a letter to a member of staff, or to nobody.
 * - An expert may change an item that is unassigned or their own (take it, hand it to a colleague,
 *   give it back); a colleague's item only the owner reassigns.
 * - A letter's pending questions follow their letter.
 * @returns the item's assignee after the change (unchanged when it already had that assignee)
 * @throws AppError NOT_FOUND 404 'questionNotFound' / 'letterNotFound'; FORBIDDEN 403 'notYourItem'
 *   (an expert and a colleague's item); VALIDATION 400 'assigneeInvalid' (not an active member of
 *   staff); CONFLICT 409 'assignmentChanged' when `expectedAssigneeId` is not the assignee any more
 */
export async function assignItem(ctx: ServiceContext, input: AssignInput, now = new Date()): Promise<Assignment> {
  const { em, user, config } = requireStaff(ctx);
  return em.transactional(async (tx) => {
    const k = db(tx);
    const item = await lockItem(tx, input.kind, input.id);
    if (!item) throw new AppError('NOT_FOUND', input.kind === 'question' ? 'questionNotFound' : 'letterNotFound');
    if (input.expectedAssigneeId !== undefined && input.expectedAssigneeId !== item.assignee_id) throw new AppError('CONFLICT', 'assignmentChanged');
    const target = input.assigneeId === null ? null : await activeStaffMember(tx, input.assigneeId);
    if (input.assigneeId !== null && !target) throw new AppError('VALIDATION', 'assigneeInvalid', { field: 'assigneeId' });
    if (item.assignee_id === input.assigneeId) return { assignee: target ? { id: target.id, name: target.name } : null };
    if (user.staffRole !== 'owner' && item.assignee_id !== null && item.assignee_id !== user.id) throw new AppError('FORBIDDEN', 'notYourItem');
    const previous = item.assignee_id ? await k.selectFrom('users').select('name').where('id', '=', item.assignee_id).executeTakeFirst() : undefined;
    const values = { assignee_id: input.assigneeId, assigned_at: input.assigneeId ? now : null };
    if (input.kind === 'letter') {
      await k.updateTable('letters').set(values).where('id', '=', item.id).execute();
      await k.updateTable('questions').set(values).where('letter_id', '=', item.id).where('status', '=', 'pending').execute();
    } else {
      await k.updateTable('questions').set(values).where('id', '=', item.id).execute();
    }
    await recordAudit(tx, {
      actorId: user.id,
      action: 'assignment.change',
      clientId: item.user_id,
      entityId: item.id,
      details: { kind: input.kind, from: previous?.name ?? null, to: target?.name ?? null },
    });
    if (target && target.id !== user.id) {
      await queueAssignmentMail(tx, config, target, { assignerName: user.name, kind: input.kind, id: item.id, clientName: item.client_name });
    }
    return { assignee: target ? { id: target.id, name: target.name } : null };
  });
}

/** Queues the 'assignment.assigned' e-mail to `to` in their language. */
async function queueAssignmentMail(
  tx: EntityManager,
  config: AppConfig,
  to: { name: string; email: string; language: 'en' | 'de' },
  item: { assignerName: string | null; via?: 'letter' | 'specialist'; kind: AssignableKind; id: string; clientName: string },
): Promise<void> {
  await queueMail(tx, {
    to: to.email,
    language: to.language,
    content: {
      kind: 'assignment.assigned',
      params: {
        name: to.name,
        assignerName: item.assignerName,
        ...(item.via ? { via: item.via } : {}),
        itemKind: item.kind,
        clientName: item.clientName,
        adminUrl: siteUrl(config, adminPath(item.kind, item.id)),
      },
    },
  });
}

/**
 * The assignee of client `clientId`'s new question or letter `item` when it has no other: their
 * dedicated specialist while that applies (decision record 069), e-mailed in `tx`; undefined
 * otherwise (the item stays unassigned).
 */
export async function specialistAssignee(
  tx: EntityManager,
  config: AppConfig,
  clientId: string,
  item: { kind: AssignableKind; id: string; clientName: string },
): Promise<string | undefined> {
  const specialist = await currentSpecialist(tx, clientId);
  if (!specialist) return undefined;
  await queueAssignmentMail(tx, config, specialist, { assignerName: null, via: 'specialist', ...item });
  return specialist.id;
}

/**
 * The assignee a new question about letter `letterId` takes over (the letter's, when it has an
 * active one), e-mailing them in `tx`; undefined when the letter has none.
 */
export async function inheritLetterAssignee(
  tx: EntityManager,
  config: AppConfig,
  letterId: string,
  question: { id: string; clientName: string },
): Promise<string | undefined> {
  const row = await db(tx)
    .selectFrom('letters as l')
    .innerJoin('users as a', 'a.id', 'l.assignee_id')
    .select(['a.id', 'a.name', 'a.email', 'a.language'])
    .where('l.id', '=', letterId)
    .where(isActiveStaff('a'))
    .executeTakeFirst();
  if (!row) return undefined;
  await queueAssignmentMail(tx, config, row, { assignerName: null, via: 'letter', kind: 'question', id: question.id, clientName: question.clientName });
  return row.id;
}

/**
 * Gives back every open item of `expertId` (pending questions, letters not done and not answered)
 * in `tx`: for a deactivated expert, whose work must not wait for them. Audited once per item.
 * @returns how many items were given back
 */
export async function unassignOpenItems(tx: EntityManager, expertId: string, actorId: string): Promise<number> {
  const k = db(tx);
  const questions = await k
    .updateTable('questions')
    .set({ assignee_id: null, assigned_at: null })
    .where('assignee_id', '=', expertId)
    .where('status', '=', 'pending')
    .returning(['id', 'user_id'])
    .execute();
  const letters = await k
    .updateTable('letters')
    .set({ assignee_id: null, assigned_at: null })
    .where('assignee_id', '=', expertId)
    .where('done_at', 'is', null)
    .where('answered_at', 'is', null)
    .returning(['id', 'user_id'])
    .execute();
  const name = (await k.selectFrom('users').select('name').where('id', '=', expertId).executeTakeFirst())?.name ?? null;
  for (const [kind, rows] of [
    ['question', questions],
    ['letter', letters],
  ] as const) {
    for (const r of rows) {
      await recordAudit(tx, { actorId, action: 'assignment.change', clientId: r.user_id, entityId: r.id, details: { kind, from: name, to: null } });
    }
  }
  return questions.length + letters.length;
}

/**
 * Open items (pending questions; letters neither done nor answered, not counting the questions
 * about them) per assignee, for the owner's team page.
 * @returns a map from staff id to the count
 */
export async function openItemsByAssignee(em: EntityManager): Promise<Map<string, number>> {
  const k = db(em);
  const rows = await k
    .selectFrom(
      k
        .selectFrom('questions as q')
        .leftJoin('letters as l', 'l.id', 'q.letter_id')
        .select('q.assignee_id')
        .where('q.status', '=', 'pending')
        .where('q.assignee_id', 'is not', null)
        // A question about an open letter is counted with its letter.
        .where((eb) => eb.or([eb('q.letter_id', 'is', null), eb('l.done_at', 'is not', null), eb('l.answered_at', 'is not', null)]))
        .unionAll(
          k.selectFrom('letters').select('assignee_id').where('done_at', 'is', null).where('answered_at', 'is', null).where('assignee_id', 'is not', null),
        )
        .as('open'),
    )
    .select((eb) => ['open.assignee_id', eb.fn.countAll<string>().as('n')])
    .groupBy('open.assignee_id')
    .execute();
  return new Map(rows.map((r) => [r.assignee_id as string, Number(r.n)]));
}

/** The active members of staff by name, whom an item can be handed to. */
export async function listColleagues(ctx: ServiceContext): Promise<Colleague[]> {
  const { em } = requireStaff(ctx);
  const rows = await db(em)
    .selectFrom('users as u')
    .select(['u.id', 'u.name', 'u.staff_role'])
    .where(isActiveStaff('u'))
    .orderBy('u.name')
    .orderBy('u.id')
    .limit(COLLEAGUES_MAX)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, staffRole: r.staff_role ?? 'owner' }));
}

/** `{ id, name }` of an assignee from a row's joined columns, or null. */
export function toAssignee(id: string | null, name: string | null): Assignee | null {
  return id && name !== null ? { id, name } : null;
}

/**
 * The dedicated specialist (docs/decisions/069-dedicated-specialist.md): a client whose active
 * package includes one (`packages.dedicated_specialist`; Premium today) gets a member of staff the
 * owner chose (`users.specialist_id`). While the package is active and the specialist is active,
 * the client's new questions and letters are assigned to them (decision record 068) and the portal
 * shows the client who they are. A deactivated specialist, or a package that ran out, leaves the
 * items unassigned as before; the choice stays recorded for when it applies again.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql, type Expression, type SqlBool } from 'kysely';
import { requireOwner, requireStaff, requireUser, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { compiler, db } from '../../kysely.js';
import type { ClientSpecialist, SetSpecialistInput, Specialist } from '../../shared/assignment/assignment.schema.js';
import { recordAudit } from '../audit/audit.service.js';
import { hasHoursLeft } from '../ledger/ledger.service.js';
import { germanToday } from '../../shared/deadlines/calendar-date.js';
import { activeStaffMember, isActiveStaff, notAwayOn } from './staff-members.js';

/**
 * Whether client `userId` (the outer query's column) has an active package (unexpired, hours left;
 * decision record 003) that includes a dedicated specialist, as a typed SQL condition.
 */
export function specialistIncluded(userId: Expression<string>): Expression<SqlBool> {
  return sql<SqlBool>`exists (${compiler
    .selectFrom('purchases as pu_spec')
    .innerJoin('packages as pa_spec', 'pa_spec.id', 'pu_spec.package_id')
    .select(sql.lit(1).as('one'))
    .where('pu_spec.user_id', '=', userId)
    .where('pa_spec.dedicated_specialist', '=', true)
    .where('pu_spec.expires_at', '>', sql<Date>`now()`)
    .where(hasHoursLeft('pu_spec'))})`;
}

/**
 * The specialist who takes client `clientId`'s new items now: their chosen specialist while an
 * active package includes one and the specialist is an active member of staff who is not away
 * today (`evenIfAway`: also then); undefined otherwise.
 */
export async function currentSpecialist(em: EntityManager, clientId: string, { evenIfAway = false }: { evenIfAway?: boolean } = {}) {
  return db(em)
    .selectFrom('users as c')
    .innerJoin('users as s', 's.id', 'c.specialist_id')
    .select(['s.id', 's.name', 's.email', 's.language'])
    .where('c.id', '=', clientId)
    .where(isActiveStaff('s'))
    .$if(!evenIfAway, (qb) => qb.where(notAwayOn('s', germanToday(new Date()))))
    .where(specialistIncluded(sql.ref('c.id')))
    .executeTakeFirst();
}

/**
 * A query of client `clientId`'s row (`c`; not erased) with `included`: whether an active package
 * of theirs includes a specialist. Add the columns wanted and execute.
 */
function clientRow(em: EntityManager, clientId: string) {
  return db(em)
    .selectFrom('users as c')
    .select((eb) =>
      eb
        .case()
        .when(specialistIncluded(eb.ref('c.id')))
        .then(true)
        .else(false)
        .end()
        .as('included'),
    )
    .where('c.id', '=', clientId)
    .where('c.role', '=', 'client')
    .where('c.deleted_at', 'is', null);
}

/** The name and initial the portal shows of a specialist. */
function toSpecialist(s: { id: string; name: string }): Specialist {
  return { id: s.id, name: s.name, initial: (s.name.trim()[0] ?? '?').toLocaleUpperCase() };
}

/**
 * The signed-in client's dedicated specialist, when their package includes one and it is set and
 * active (`GET /api/specialist`, `specialist.mine`); null otherwise.
 */
export async function mySpecialist(ctx: ServiceContext): Promise<Specialist | null> {
  const { em, user } = requireUser(ctx);
  // The client sees their specialist on a day off too; only new items wait for the team meanwhile.
  const s = await currentSpecialist(em, user.id, { evenIfAway: true });
  return s ? toSpecialist(s) : null;
}

/**
 * A client's specialist as the console's client page shows it: who is chosen (also when inactive),
 * whether they take the client's items now, whether an active package includes one, and whether
 * the specialist is away today (a day off in their hours for calls: their items stay unassigned).
 * @throws AppError NOT_FOUND 'clientNotFound'
 */
export async function clientSpecialist(em: EntityManager, clientId: string): Promise<ClientSpecialist> {
  const today = germanToday(new Date());
  const row = await clientRow(em, clientId)
    .leftJoin('users as s', 's.id', 'c.specialist_id')
    .select(['s.id', 's.name', 's.deactivated_at'])
    .select((eb) => eb.case().when(notAwayOn('s', today)).then(false).else(true).end().as('away'))
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'clientNotFound');
  const chosen = row.id && row.name !== null ? toSpecialist({ id: row.id, name: row.name }) : null;
  const away = !!chosen && row.away === true;
  return { specialist: chosen, active: !!chosen && !row.deactivated_at && row.included === true && !away, included: row.included === true, away };
}

/** `clientSpecialist` for the console (staff). @throws AppError NOT_FOUND 'clientNotFound' */
export async function getClientSpecialist(ctx: ServiceContext, { id }: { id: string }): Promise<ClientSpecialist> {
  const { em } = requireStaff(ctx);
  return clientSpecialist(em, id);
}

/**
 * Chooses client `clientId`'s dedicated specialist (an active member of staff), or none (`null`);
 * audited 'specialist.set' under the client. Their items from then on go to the specialist; items
 * already in the inbox keep their assignee.
 * @returns the client's specialist as the console shows it
 * @throws AppError NOT_FOUND 'clientNotFound'; VALIDATION 'assigneeInvalid' (not an active member of
 *   staff); CONFLICT 409 'specialistNotIncluded' when no active package of the client includes one
 */
export async function setSpecialist(ctx: ServiceContext, { clientId, specialistId }: SetSpecialistInput): Promise<ClientSpecialist> {
  const { em, user } = requireOwner(ctx);
  return em.transactional(async (tx) => {
    const k = db(tx);
    const client = await clientRow(tx, clientId).select('c.specialist_id').forUpdate('c').executeTakeFirst();
    if (!client) throw new AppError('NOT_FOUND', 'clientNotFound');
    let name: string | null = null;
    if (specialistId !== null) {
      const staff = await activeStaffMember(tx, specialistId);
      if (!staff) throw new AppError('VALIDATION', 'assigneeInvalid', { field: 'specialistId' });
      if (client.included !== true) throw new AppError('CONFLICT', 'specialistNotIncluded');
      name = staff.name;
    }
    if (client.specialist_id !== specialistId) {
      await k.updateTable('users').set({ specialist_id: specialistId }).where('id', '=', clientId).execute();
      await recordAudit(tx, { actorId: user.id, action: 'specialist.set', clientId, entityId: clientId, details: { to: name } });
    }
    return clientSpecialist(tx, clientId);
  });
}

/** How many clients have `staffId` as their dedicated specialist, by staff id (the owner's team page). */
export async function specialistClientCounts(em: EntityManager): Promise<Map<string, number>> {
  const rows = await db(em)
    .selectFrom('users')
    .select((eb) => ['specialist_id', eb.fn.countAll<string>().as('n')])
    .where('specialist_id', 'is not', null)
    .where('deleted_at', 'is', null)
    .groupBy('specialist_id')
    .execute();
  return new Map(rows.map((r) => [r.specialist_id as string, Number(r.n)]));
}

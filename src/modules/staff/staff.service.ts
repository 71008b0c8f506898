/**
 * The firm's staff (docs/decisions/064-staff-roles.md): the owner invites experts by e-mail (a
 * single-use link valid STAFF_INVITATION_TTL_MS), withdraws invitations, deactivates and reactivates
 * experts; the invitee reads and accepts the link, which creates an expert's account (role admin,
 * staff role expert) and signs it in. The console then waits for two-factor sign-in as for every
 * admin (decision record 012). Every change is audit-logged.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { requireOwner, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { db, isUniqueViolation } from '../../kysely.js';
import type { User } from '../../shared/auth/auth.schema.js';
import {
  OPEN_INVITATIONS_MAX,
  STAFF_INVITATION_TTL_MS,
  STAFF_LIST_MAX,
  type AcceptInvitationInput,
  type InvitationIdInput,
  type InvitationTokenInput,
  type InvitationView,
  type InviteStaffInput,
  type StaffInvitation,
  type StaffMember,
  type StaffOverview,
} from '../../shared/staff/staff.schema.js';
import { isoDate } from '../../timestamps.js';
import type { EntityManager } from '@mikro-orm/sql';
import { openItemsByAssignee, unassignOpenItems } from '../assignment/assignment.service.js';
import { upcomingCallsByExpert } from '../bookings/bookings.service.js';
import { specialistClientCounts } from '../assignment/specialist.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { finishSignIn, hashPassword, sessionId, toUserDto } from '../auth/auth.service.js';
import { hasTwoFactor } from '../auth/two-factor.service.js';
import { accountWords, assertPasswordNotCommon } from '../auth/password-policy.js';
import { queueMail, siteUrl } from '../mail/outbox.service.js';

/**
 * A staff account's row as the owner's list shows it; `twoFactor`: whether two-factor sign-in is on;
 * `counts`: the open questions and letters assigned to it, the clients it is the specialist of, its calls coming up.
 */
function toStaffMember(
  m: { id: string; name: string; email: string; staff_role: 'owner' | 'expert' | null; deactivated_at: Date | string | null; created_at: Date | string },
  twoFactor: boolean,
  counts: StaffCounts,
): StaffMember {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    staffRole: m.staff_role ?? 'owner',
    twoFactorEnabled: twoFactor,
    deactivatedAt: m.deactivated_at ? isoDate(m.deactivated_at) : null,
    createdAt: isoDate(m.created_at),
    ...counts,
  };
}

type StaffCounts = Pick<StaffMember, 'openItems' | 'specialistFor' | 'upcomingCalls'>;

/** The open items, the specialist's clients and the calls coming up of each member of staff, as a lookup by id. */
async function staffCounts(em: EntityManager): Promise<(id: string) => StaffCounts> {
  const [open, clients, calls] = await Promise.all([openItemsByAssignee(em), specialistClientCounts(em), upcomingCallsByExpert(em)]);
  return (id) => ({ openItems: open.get(id) ?? 0, specialistFor: clients.get(id) ?? 0, upcomingCalls: calls.get(id) ?? 0 });
}

/** The staff (owners first, then by name) and the open invitations (newest first), for the owner's page. */
export async function staffOverview(ctx: ServiceContext, now = new Date()): Promise<StaffOverview> {
  const { em } = requireOwner(ctx);
  const k = db(em);
  const members = await k
    .selectFrom('users as u')
    .select((eb) => [
      'u.id',
      'u.name',
      'u.email',
      'u.staff_role',
      'u.deactivated_at',
      'u.created_at',
      eb
        .exists(eb.selectFrom('two_factor as t').select(eb.lit(1).as('one')).whereRef('t.user_id', '=', 'u.id').where('t.enabled_at', 'is not', null))
        .as('two_factor'),
    ])
    .where('u.role', '=', 'admin')
    .where('u.deleted_at', 'is', null)
    .orderBy(sql`u.staff_role = 'owner'`, 'desc')
    .orderBy('u.name')
    .orderBy('u.id')
    .limit(STAFF_LIST_MAX)
    .execute();
  const invitations = await k
    .selectFrom('staff_invitations as i')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .select(['i.id', 'i.email', 'i.name', 'i.language', 'u.name as invited_by_name', 'i.created_at', 'i.expires_at'])
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', now)
    .orderBy('i.created_at', 'desc')
    .limit(OPEN_INVITATIONS_MAX)
    .execute();
  const counts = await staffCounts(em);
  return {
    members: members.map((m) => toStaffMember(m, m.two_factor === true, counts(m.id))),
    invitations: invitations.map((i): StaffInvitation => ({
      id: i.id,
      email: i.email,
      name: i.name,
      language: i.language,
      invitedByName: i.invited_by_name,
      createdAt: isoDate(i.created_at),
      expiresAt: isoDate(i.expires_at),
    })),
  };
}

/**
 * Invites an expert: stores the invitation (the token's SHA-256 only), queues the e-mail with the
 * link `/invitation?token=…` in `language`, and audits 'staff.invite', in one transaction. An
 * expired invitation of the same address is closed first (withdrawn), so it can be invited again.
 * @returns the invitation as the owner's list shows it
 * @throws AppError EMAIL_TAKEN 400 'emailTaken' when an account has the address; CONFLICT 409
 *   'invitationPending' when an open invitation has it; CONFLICT 409 'invitationsFull' at
 *   OPEN_INVITATIONS_MAX open invitations
 */
export async function inviteStaff(ctx: ServiceContext, input: InviteStaffInput, now = new Date()): Promise<StaffInvitation> {
  const { em, user, config } = requireOwner(ctx);
  const token = randomBytes(32).toString('base64url');
  const id = sessionId(token);
  const expiresAt = new Date(now.getTime() + STAFF_INVITATION_TTL_MS);
  try {
    await em.transactional(async (tx) => {
      const k = db(tx);
      // One invitation at a time decides the quota (two owners inviting at once are counted in turn).
      await k.selectNoFrom((eb) => eb.fn('pg_advisory_xact_lock', [eb.fn('hashtext', [sql.lit('staff_invitations')])]).as('locked')).execute();
      const taken = await k.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
      if (taken) throw new AppError('EMAIL_TAKEN', 'emailTaken');
      await k
        .updateTable('staff_invitations')
        .set({ revoked_at: now })
        .where(sql`lower(email)`, '=', input.email)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '<=', now)
        .execute();
      const open = await k
        .selectFrom('staff_invitations')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirstOrThrow();
      if (Number(open.n) >= OPEN_INVITATIONS_MAX) throw new AppError('CONFLICT', 'invitationsFull');
      await k
        .insertInto('staff_invitations')
        .values({
          id,
          email: input.email,
          name: input.name,
          language: input.language,
          invited_by: user.id,
          created_at: now,
          expires_at: expiresAt,
          accepted_at: null,
          user_id: null,
          revoked_at: null,
        })
        .execute();
      await queueMail(tx, {
        to: input.email,
        language: input.language,
        content: {
          kind: 'staff.invitation',
          params: {
            name: input.name,
            inviterName: user.name,
            acceptUrl: siteUrl(config, `/invitation?token=${token}`),
            validDays: STAFF_INVITATION_TTL_MS / 86_400_000,
          },
        },
      });
      await recordAudit(tx, { actorId: user.id, action: 'staff.invite', entityId: null, details: { invitation: id } });
    });
  } catch (err) {
    // Two invitations of one address at the same moment: the partial unique index decides.
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'invitationPending');
    throw err;
  }
  return {
    id,
    email: input.email,
    name: input.name,
    language: input.language,
    invitedByName: user.name,
    createdAt: isoDate(now),
    expiresAt: isoDate(expiresAt),
  };
}

/**
 * Withdraws an open invitation (its link then counts for nothing), audited 'staff.invitation.revoke'.
 * @throws AppError NOT_FOUND 'invitationNotFound' when no open invitation has the id
 */
export async function revokeInvitation(ctx: ServiceContext, { id }: InvitationIdInput, now = new Date()): Promise<void> {
  const { em, user } = requireOwner(ctx);
  await em.transactional(async (tx) => {
    const closed = await db(tx)
      .updateTable('staff_invitations')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!closed) throw new AppError('NOT_FOUND', 'invitationNotFound');
    await recordAudit(tx, { actorId: user.id, action: 'staff.invitation.revoke', entityId: null, details: { invitation: id } });
  });
}

/**
 * What an invitation link is for (open to anyone holding the link): the address, the name and
 * language the owner gave, and until when it is valid.
 * @throws AppError NOT_FOUND 404 'invitationInvalid' for an unknown, expired, used or withdrawn link
 */
export async function invitationByToken(ctx: ServiceContext, { token }: InvitationTokenInput, now = new Date()): Promise<InvitationView> {
  const row = await db(ctx.em)
    .selectFrom('staff_invitations')
    .select(['email', 'name', 'language', 'expires_at'])
    .where('id', '=', sessionId(token))
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'invitationInvalid');
  return { email: row.email, name: row.name, language: row.language, expiresAt: isoDate(row.expires_at) };
}

/**
 * Accepts an invitation: creates the expert's account (role admin, staff role expert, the address
 * confirmed by the link, the invitation's language) with the chosen name and password, uses the
 * link up, audits 'staff.invitation.accept', and signs the new account in. The console stays closed
 * until two-factor sign-in is set up (decision record 012).
 * @returns the new user and the session token for the transport's cookie
 * @throws AppError NOT_FOUND 404 'invitationInvalid' for an unknown, expired, used or withdrawn link
 *   (also when two tabs accept at once: one wins); EMAIL_TAKEN 400 'emailTaken' when an account got
 *   the address meanwhile; VALIDATION 'passwordTooCommon' (decision record 019; the link stays usable)
 */
export async function acceptInvitation(ctx: ServiceContext, input: AcceptInvitationInput, now = new Date()): Promise<{ user: User; sessionToken: string }> {
  const view = await invitationByToken(ctx, input, now);
  await assertPasswordNotCommon(input.password, accountWords(view.email, input.name));
  const password = await hashPassword(input.password);
  const userId = randomUUID();
  try {
    await ctx.em.transactional(async (tx) => {
      const k = db(tx);
      // Lock the invitation: two acceptances of one link at the same moment cannot both succeed.
      const open = await k
        .selectFrom('staff_invitations')
        .select(['id', 'invited_by'])
        .where('id', '=', sessionId(input.token))
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .forUpdate()
        .executeTakeFirst();
      if (!open) throw new AppError('NOT_FOUND', 'invitationInvalid');
      if (await k.selectFrom('users').select('id').where('email', '=', view.email).executeTakeFirst()) throw new AppError('EMAIL_TAKEN', 'emailTaken');
      await k
        .insertInto('users')
        .values({
          id: userId,
          email: view.email,
          password,
          name: input.name,
          role: 'admin',
          staff_role: 'expert',
          language: view.language,
          created_at: now,
          email_verified_at: now,
          deleted_at: null,
          deactivated_at: null,
        })
        .execute();
      await k.updateTable('staff_invitations').set({ accepted_at: now, user_id: userId }).where('id', '=', open.id).execute();
      await recordAudit(tx, { actorId: userId, action: 'staff.invitation.accept', entityId: userId, details: { invitation: open.id } });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN', 'emailTaken');
    throw err;
  }
  const sessionToken = await finishSignIn(ctx, userId, 'invitation', now);
  return {
    user: toUserDto(
      { id: userId, email: view.email, name: input.name, role: 'admin', staffRole: 'expert', language: view.language, createdAt: now, emailVerifiedAt: now },
      false,
      true,
    ),
    sessionToken,
  };
}

/**
 * Deactivates an expert (`active` false) or reactivates one (`active` true). Deactivating ends every
 * session of the account at once and refuses its sign-ins from then on, and gives its open questions
 * and letters back to the unassigned ones; its answers, notes and time entries stay attributed to it. Audited 'staff.deactivate' / 'staff.reactivate'; a repeat changes
 * nothing and is not logged again.
 * @returns the member as the owner's list shows them
 * @throws AppError NOT_FOUND 'staffMemberNotFound' for an id that is no staff account;
 *   VALIDATION 400 'onlyExpertsDeactivated' for an owner's account (one's own included)
 */
export async function setStaffActive(ctx: ServiceContext, { id, active }: { id: string; active: boolean }, now = new Date()): Promise<StaffMember> {
  const { em, user } = requireOwner(ctx);
  return em.transactional(async (tx) => {
    const k = db(tx);
    const member = await k
      .selectFrom('users')
      .select(['id', 'name', 'email', 'staff_role', 'deactivated_at', 'created_at'])
      .where('id', '=', id)
      .where('role', '=', 'admin')
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw new AppError('NOT_FOUND', 'staffMemberNotFound');
    if (member.staff_role !== 'expert') throw new AppError('VALIDATION', 'onlyExpertsDeactivated');
    let deactivatedAt = member.deactivated_at;
    if (active && deactivatedAt) {
      deactivatedAt = null;
      await k.updateTable('users').set({ deactivated_at: null }).where('id', '=', id).execute();
      await recordAudit(tx, { actorId: user.id, action: 'staff.reactivate', entityId: id });
    } else if (!active && !deactivatedAt) {
      deactivatedAt = now;
      await k.updateTable('users').set({ deactivated_at: now }).where('id', '=', id).execute();
      await k.deleteFrom('sessions').where('user_id', '=', id).execute();
      await k.deleteFrom('auth_challenges').where('user_id', '=', id).execute();
      await recordAudit(tx, { actorId: user.id, action: 'staff.deactivate', entityId: id });
      // Their open work goes back to the inbox's unassigned items (decision record 068).
      await unassignOpenItems(tx, id, user.id);
    }
    return toStaffMember({ ...member, deactivated_at: deactivatedAt }, await hasTwoFactor(tx, id), (await staffCounts(tx))(id));
  });
}

/**
 * The firm's staff (docs/decisions/064-staff-roles.md), on both transports: the owner invites an
 * expert by e-mail; the link opens once, creates an expert's account and signs it in; the console
 * waits for two-factor sign-in; an expert cannot do the owner's tasks; the owner withdraws an
 * invitation and deactivates an expert, whose sessions end at once (their cookie gets 401) and whose
 * sign-ins are refused, while their answers stay theirs.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OPEN_INVITATIONS_MAX } from '../../shared/staff/staff.schema.js';
import { outboxFor } from '../../test/database.js';
import {
  clientFor,
  enrollTotp,
  registerClient,
  sessionCookieOf,
  signIn,
  trpcData,
  trpcError,
  useTestAccounts,
  visitor,
  type Client,
} from '../../test/harness.js';

const { t, owner, anna } = useTestAccounts({ owner: ['admin', 'Katrin Vogel'], anna: ['client', 'Anna Muster'] });

/** The token of the newest invitation link e-mailed to `email` (from the outbox row's text). */
async function invitationToken(email: string): Promise<string> {
  const mails = await outboxFor(t, email, 'staff.invitation');
  const token = /\/invitation\?token=([\w-]+)/.exec(mails.at(-1)?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${email}`);
  return token;
}

/** A new address for each test. */
const newAddress = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

/** Invites `email` and accepts the link with `password`; returns the new expert signed in (without two-factor sign-in yet). */
async function invitedExpert(email: string, name = 'Lea Neumann', password = 'expert password 7'): Promise<Client> {
  expect((await owner.rest('POST', '/api/admin/staff/invitations', { email, name, language: 'de' })).statusCode).toBe(201);
  const accepted = await visitor(t).rest('POST', '/api/staff-invitations/accept', { token: await invitationToken(email), name, password });
  expect(accepted.statusCode).toBe(201);
  return clientFor(t, accepted.json().user.id, email, sessionCookieOf(accepted));
}

describe('inviting an expert', () => {
  it('e-mails a single-use link in the chosen language; accepting it creates a signed-in expert whose console waits for two-factor sign-in', async () => {
    const email = newAddress('lea');
    const invited = await owner.rest('POST', '/api/admin/staff/invitations', { email: `  ${email.toUpperCase()} `, name: 'Lea Neumann', language: 'de' });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email, name: 'Lea Neumann', language: 'de', invitedByName: 'Katrin Vogel' });
    const overview = trpcData(await owner.trpc('query', 'admin.staff.overview'));
    expect(overview.invitations.map((i: { email: string }) => i.email)).toContain(email);
    expect((await owner.rest('GET', '/api/admin/staff')).json()).toEqual(overview);

    const [mail] = await outboxFor(t, email, 'staff.invitation');
    expect(mail).toMatchObject({ language: 'de', subject: expect.stringContaining('Team') });
    expect(mail!.text_body).toContain('Katrin Vogel');
    expect(mail!.text_body).toContain('7 Tage');
    const token = await invitationToken(email);

    // The invitee sees whom it is for, on either transport.
    const view = await visitor(t).rest('POST', '/api/staff-invitations/open', { token });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ email, name: 'Lea Neumann', language: 'de' });
    expect(trpcData(await visitor(t).trpc('mutation', 'staffInvitations.open', { token }))).toEqual(view.json());

    // A common password is refused and the link stays usable.
    const weak = await visitor(t).trpc('mutation', 'staffInvitations.accept', { token, name: 'Lea Neumann', password: 'password123' });
    expect(trpcError(weak).data).toMatchObject({ code: 'BAD_REQUEST', messageKey: 'passwordTooCommon' });
    const accepted = await visitor(t).trpc('mutation', 'staffInvitations.accept', { token, name: 'Lea Neumann', password: 'expert password 7' });
    expect(accepted.statusCode).toBe(200);
    const user = trpcData(accepted).user;
    expect(user).toMatchObject({
      email,
      name: 'Lea Neumann',
      role: 'admin',
      staffRole: 'expert',
      language: 'de',
      emailVerified: true,
      twoFactorEnabled: false,
    });
    const lea = clientFor(t, user.id, email, accepted.cookies.find((c) => c.name === 'session')?.value);
    expect((await lea.rest('GET', '/api/auth/me')).json().user).toMatchObject({ staffRole: 'expert' });

    // Used once: a second acceptance and a look at the link are refused.
    const again = await visitor(t).rest('POST', '/api/staff-invitations/accept', { token, name: 'Someone', password: 'another password 8' });
    expect(again.statusCode).toBe(404);
    expect(again.json().messageKey).toBe('invitationInvalid');
    expect((await visitor(t).rest('POST', '/api/staff-invitations/open', { token })).statusCode).toBe(404);

    // The console stays closed until two-factor sign-in is set up, then opens the expert's part.
    const closed = await lea.rest('GET', '/api/admin/questions?status=pending');
    expect(closed.json()).toMatchObject({ code: 'TWO_FACTOR_SETUP_REQUIRED' });
    const secret = await enrollTotp(t, user.id);
    const signedIn = clientFor(t, user.id, email, await signIn(t, email, 'expert password 7', secret));
    expect((await signedIn.rest('GET', '/api/admin/questions?status=pending')).statusCode).toBe(200);
    expect((await signedIn.rest('GET', '/api/admin/orders?status=open')).statusCode).toBe(403);
    expect((await signedIn.rest('GET', '/api/admin/staff')).statusCode).toBe(403);
    expect((await signedIn.rest('POST', '/api/admin/staff/invitations', { email: newAddress('x'), name: 'X', language: 'en' })).statusCode).toBe(403);

    // The owner's list shows the new expert; the invitation is no longer open.
    const after = (await owner.rest('GET', '/api/admin/staff')).json();
    expect(after.members).toContainEqual(expect.objectContaining({ id: user.id, staffRole: 'expert', twoFactorEnabled: true, deactivatedAt: null }));
    expect(after.members[0]).toMatchObject({ staffRole: 'owner' });
    expect(after.invitations.map((i: { email: string }) => i.email)).not.toContain(email);
    expect(t.serverErrors).toEqual([]);
  });

  it("refuses an address that has an account or an open invitation, a bad address or name, and a client's or expert's attempt", async () => {
    const taken = await owner.rest('POST', '/api/admin/staff/invitations', { email: anna.email, name: 'Anna', language: 'en' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().messageKey).toBe('emailTaken');
    const email = newAddress('twice');
    expect((await owner.trpc('mutation', 'admin.staff.invite', { email, name: 'Twice', language: 'en' })).statusCode).toBe(200);
    const twice = await owner.trpc('mutation', 'admin.staff.invite', { email, name: 'Twice', language: 'en' });
    expect(trpcError(twice).data).toMatchObject({ code: 'CONFLICT', messageKey: 'invitationPending' });
    const bad = await owner.rest('POST', '/api/admin/staff/invitations', { email: 'not-an-address', name: ' ', language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['email', 'language', 'name']);
    expect(await outboxFor(t, 'not-an-address')).toEqual([]);
    const client = await registerClient(t, 'Curious Client');
    expect((await client.rest('POST', '/api/admin/staff/invitations', { email: newAddress('c'), name: 'C', language: 'en' })).statusCode).toBe(403);
  });

  it('a withdrawn or expired link counts for nothing; an expired invitation can be sent again', async () => {
    const email = newAddress('withdrawn');
    const invitation = (await owner.rest('POST', '/api/admin/staff/invitations', { email, name: 'Withdrawn', language: 'en' })).json();
    const token = await invitationToken(email);
    expect((await owner.rest('DELETE', `/api/admin/staff/invitations/${invitation.id}`)).statusCode).toBe(204);
    const gone = await owner.trpc('mutation', 'admin.staff.revokeInvitation', { id: invitation.id });
    expect(trpcError(gone).data).toMatchObject({ code: 'NOT_FOUND', messageKey: 'invitationNotFound' });
    const refused = await visitor(t).rest('POST', '/api/staff-invitations/accept', { token, name: 'Withdrawn', password: 'expert password 7' });
    expect(refused.json()).toMatchObject({ messageKey: 'invitationInvalid' });

    const late = newAddress('late');
    await owner.rest('POST', '/api/admin/staff/invitations', { email: late, name: 'Late', language: 'en' });
    const lateToken = await invitationToken(late);
    await t.em().execute(`update staff_invitations set expires_at = now() - interval '1 minute' where email = ?`, [late]);
    expect((await visitor(t).rest('POST', '/api/staff-invitations/open', { token: lateToken })).statusCode).toBe(404);
    expect((await owner.rest('POST', '/api/admin/staff/invitations', { email: late, name: 'Late', language: 'en' })).statusCode).toBe(201);
    const rows = await t.em().execute<{ n: string }[]>(`select count(*) as n from users where email = ?`, [late]);
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it(`holds at most ${OPEN_INVITATIONS_MAX} open invitations`, async () => {
    const open = await t
      .em()
      .execute<{ n: string }[]>(`select count(*) as n from staff_invitations where accepted_at is null and revoked_at is null and expires_at > now()`);
    const missing = OPEN_INVITATIONS_MAX - Number(open[0]!.n);
    await t
      .em()
      .execute(
        `insert into staff_invitations (id, email, name, language, invited_by, expires_at) select md5(g::text || random()::text) || md5(g::text), 'filler' || g || '@example.com', 'Filler', 'en', ?, now() + interval '1 day' from generate_series(1, ?) g`,
        [owner.id, missing],
      );
    const full = await owner.rest('POST', '/api/admin/staff/invitations', { email: newAddress('full'), name: 'Full', language: 'en' });
    expect(full.statusCode).toBe(409);
    expect(full.json().messageKey).toBe('invitationsFull');
    await t.em().execute(`delete from staff_invitations where email like 'filler%'`);
  });
});

describe('deactivating an expert', () => {
  it("ends the expert's sessions at once, refuses their sign-ins and keeps their work; reactivating lets them in again", async () => {
    const email = newAddress('mara');
    const mara = await invitedExpert(email, 'Mara Roth');
    const secret = await enrollTotp(t, mara.id);
    const signedIn = clientFor(t, mara.id, email, await signIn(t, email, 'expert password 7', secret));
    // She writes a note on a client's question.
    const asked = await anna.rest('POST', '/api/questions', { question: 'Do I need to file a return for 2025?' });
    const questionId = asked.json().id;
    expect((await signedIn.rest('POST', '/api/admin/notes', { subject: { questionId }, body: 'Asked for her 2025 payslips.' })).statusCode).toBe(201);

    const owners = (await owner.rest('GET', '/api/admin/staff')).json().members.filter((m: { staffRole: string }) => m.staffRole === 'owner');
    const notOwner = await owner.rest('POST', `/api/admin/staff/${owners[0].id}/deactivate`);
    expect(notOwner.statusCode).toBe(400);
    expect(notOwner.json().messageKey).toBe('onlyExpertsDeactivated');
    expect((await owner.rest('POST', `/api/admin/staff/${anna.id}/deactivate`)).json().messageKey).toBe('staffMemberNotFound');

    const off = await owner.rest('POST', `/api/admin/staff/${mara.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: mara.id, staffRole: 'expert', deactivatedAt: expect.any(String) });
    // Her cookie gets 401 at once, on both transports.
    expect((await signedIn.rest('GET', '/api/admin/questions?status=pending')).statusCode).toBe(401);
    expect((await signedIn.trpc('query', 'admin.questions.list', { status: 'pending' })).statusCode).toBe(401);
    expect((await signedIn.rest('GET', '/api/auth/me')).statusCode).toBe(401);
    // The right password no longer signs in; a wrong one says nothing more than before.
    const login = await visitor(t).rest('POST', '/api/auth/login', { email, password: 'expert password 7' });
    expect(login.statusCode).toBe(403);
    expect(login.json().messageKey).toBe('accountDeactivated');
    expect((await visitor(t).rest('POST', '/api/auth/login', { email, password: 'wrong password 1' })).json().messageKey).toBe('invalidCredentials');
    // Her work stays hers.
    const notes = (await owner.rest('GET', `/api/admin/notes?questionId=${questionId}`)).json();
    expect(notes).toEqual([expect.objectContaining({ body: 'Asked for her 2025 payslips.', authorName: 'Mara Roth', authorId: mara.id })]);
    // A repeat changes nothing.
    expect((await owner.trpc('mutation', 'admin.staff.deactivate', { id: mara.id })).statusCode).toBe(200);

    const on = trpcData(await owner.trpc('mutation', 'admin.staff.reactivate', { id: mara.id }));
    expect(on).toMatchObject({ deactivatedAt: null });
    // The authenticator's code of this half-minute was used above (a code counts once): as if the next one had come.
    await t.em().execute(`update two_factor set last_step = null where user_id = ?`, [mara.id]);
    const back = clientFor(t, mara.id, email, await signIn(t, email, 'expert password 7', secret));
    expect((await back.rest('GET', '/api/admin/questions?status=pending')).statusCode).toBe(200);

    const audit = await t
      .em()
      .execute<{ action: string }[]>(`select action from audit_log where entity_id = ? and action like 'staff.%' order by created_at, id`, [mara.id]);
    expect(audit.map((a) => a.action)).toEqual(['staff.invitation.accept', 'staff.deactivate', 'staff.reactivate']);
    expect(t.serverErrors).toEqual([]);
  });

  it('a deactivated expert cannot get back in with a password reset link', async () => {
    const email = newAddress('reset');
    const expert = await invitedExpert(email, 'Reset Expert');
    await owner.rest('POST', `/api/admin/staff/${expert.id}/deactivate`);
    expect((await visitor(t).rest('POST', '/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const mails = await outboxFor(t, email, 'password.reset');
    const token = /token=([\w-]+)/.exec(mails.at(-1)?.text_body ?? '')?.[1];
    expect(token).toBeDefined();
    const reset = await visitor(t).rest('POST', '/api/auth/reset-password', { token, password: 'a brand new password 9' });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().messageKey).toBe('accountDeactivated');
    // The old password still is the one on record (nothing was changed).
    expect((await visitor(t).rest('POST', '/api/auth/login', { email, password: 'expert password 7' })).json().messageKey).toBe('accountDeactivated');
  });
});

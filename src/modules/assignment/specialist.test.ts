/**
 * The dedicated specialist (docs/decisions/069-dedicated-specialist.md), on both transports: the
 * owner chooses one for a client whose active package includes it (Premium) and not for others;
 * the client's new questions and letters go to the specialist, who is e-mailed; the portal shows the
 * client their specialist (name and initial); a deactivated specialist or a used-up package leaves
 * new items unassigned and the portal without one; experts read but do not choose.
 */
import { describe, expect, it } from 'vitest';
import { outboxFor } from '../../test/database.js';
import { registerClient, trpcData, trpcError, useTestAccounts } from '../../test/harness.js';
import { insertPackagePurchase } from '../../test/purchases.js';

const { t, owner, lea, mara } = useTestAccounts({
  owner: ['admin', 'Katrin Vogel'],
  lea: ['expert', 'Lea Neumann'],
  mara: ['expert', 'Mara Roth'],
});

describe('the dedicated specialist', () => {
  it('a Premium client’s new questions and letters go to the specialist the owner chose; the portal shows who it is', async () => {
    const client = await registerClient(t, 'Jana Premium');
    // Without Premium: no specialist can be chosen.
    const refused = await owner.rest('PUT', `/api/admin/clients/${client.id}/specialist`, { specialistId: lea.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ messageKey: 'specialistNotIncluded' });
    expect((await owner.rest('GET', `/api/admin/clients/${client.id}/specialist`)).json()).toEqual({
      specialist: null,
      active: false,
      included: false,
      away: false,
    });

    const purchase = await insertPackagePurchase(t.em(), client.id, 'Premium', { expiresInDays: 300 });
    // An expert reads it but cannot choose.
    expect((await lea.rest('GET', `/api/admin/clients/${client.id}/specialist`)).json()).toEqual({
      specialist: null,
      active: false,
      included: true,
      away: false,
    });
    const byExpert = await lea.trpc('mutation', 'admin.assignment.setSpecialist', { clientId: client.id, specialistId: lea.id });
    expect(trpcError(byExpert).data).toMatchObject({ code: 'FORBIDDEN' });
    const chosen = await owner.trpc('mutation', 'admin.assignment.setSpecialist', { clientId: client.id, specialistId: lea.id });
    expect(trpcData(chosen)).toEqual({ specialist: { id: lea.id, name: 'Lea Neumann', initial: 'L' }, active: true, included: true, away: false });

    // The portal shows the client their specialist, on both transports.
    const mine = await client.rest('GET', '/api/specialist');
    expect(mine.json()).toEqual({ specialist: { id: lea.id, name: 'Lea Neumann', initial: 'L' } });
    expect(trpcData(await client.trpc('query', 'specialist.mine'))).toEqual(mine.json());

    // A new question and a new letter are Lea's, and she is told.
    const asked = await client.rest('POST', '/api/questions', { question: 'Which documents do you need for my Umsatzsteuer-Voranmeldung?' });
    const questionId = asked.json().id as string;
    expect((await mara.rest('GET', `/api/admin/questions/${questionId}`)).json().assignee).toEqual({ id: lea.id, name: 'Lea Neumann' });
    const entered = await client.rest('POST', '/api/letters/manual', { letterType: 'umsatzsteuerbescheid', letterDate: '2026-11-20' });
    const letterId = entered.json().id as string;
    expect((await mara.rest('GET', `/api/admin/letters/${letterId}`)).json().assignee).toEqual({ id: lea.id, name: 'Lea Neumann' });
    const mails = await outboxFor(t, lea.email, 'assignment.assigned');
    expect(mails.map((m) => m.text_body).join('\n')).toContain('Jana Premium, whose dedicated specialist you are, has asked a new question.');
    expect(mails.map((m) => m.text_body).join('\n')).toContain('Jana Premium, whose dedicated specialist you are, has brought a new Finanzamt letter.');
    // The team page counts Lea's client.
    const team = (await owner.rest('GET', '/api/admin/staff')).json().members;
    expect(team.find((m: { id: string }) => m.id === lea.id).specialistFor).toBe(1);

    // Lea deactivated: new items stay unassigned, the portal shows none, the console says she is chosen but not active.
    await owner.rest('POST', `/api/admin/staff/${lea.id}/deactivate`);
    const later = (await client.rest('POST', '/api/questions', { question: 'And the Zusammenfassende Meldung?' })).json().id as string;
    expect((await owner.rest('GET', `/api/admin/questions/${later}`)).json().assignee).toBeNull();
    expect((await client.rest('GET', '/api/specialist')).json()).toEqual({ specialist: null });
    expect((await owner.rest('GET', `/api/admin/clients/${client.id}/specialist`)).json()).toMatchObject({ specialist: { id: lea.id }, active: false });
    await owner.rest('POST', `/api/admin/staff/${lea.id}/reactivate`);

    // Lea away today (a day off in her hours for calls): new items stay unassigned, the owner is
    // told on the client page, and the client still sees who their specialist is.
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
    // (Her deactivation ended her sessions: the day off is written as her console would.)
    await t.em().execute(`insert into availability_overrides (user_id, date, ranges) values (?, ?, '[]'::jsonb)`, [lea.id, today]);
    const whileAway = (await client.rest('POST', '/api/questions', { question: 'A question on her day off.' })).json().id as string;
    expect((await owner.rest('GET', `/api/admin/questions/${whileAway}`)).json().assignee).toBeNull();
    expect((await owner.rest('GET', `/api/admin/clients/${client.id}/specialist`)).json()).toMatchObject({
      specialist: { id: lea.id },
      active: false,
      away: true,
    });
    expect((await client.rest('GET', '/api/specialist')).json()).toEqual({ specialist: { id: lea.id, name: 'Lea Neumann', initial: 'L' } });
    await t.em().execute(`delete from availability_overrides where user_id = ?`, [lea.id]);
    const back = (await client.rest('POST', '/api/questions', { question: 'And now she is back.' })).json().id as string;
    expect((await owner.rest('GET', `/api/admin/questions/${back}`)).json().assignee).toEqual({ id: lea.id, name: 'Lea Neumann' });

    // Premium used up: the same.
    await t.em().execute(`update purchases set expires_at = now() - interval '1 day' where id = ?`, [purchase]);
    const after = (await client.rest('POST', '/api/questions', { question: 'One more question.' })).json().id as string;
    expect((await owner.rest('GET', `/api/admin/questions/${after}`)).json().assignee).toBeNull();
    expect((await client.rest('GET', '/api/specialist')).json()).toEqual({ specialist: null });
  });

  it('refuses a specialist who is no active member of staff and an unknown client', async () => {
    const client = await registerClient(t, 'Jonas Premium');
    await insertPackagePurchase(t.em(), client.id, 'Premium', { expiresInDays: 300 });
    const toClient = await owner.rest('PUT', `/api/admin/clients/${client.id}/specialist`, { specialistId: client.id });
    expect(toClient.statusCode).toBe(400);
    expect(toClient.json()).toMatchObject({ messageKey: 'assigneeInvalid' });
    const unknown = await owner.rest('PUT', `/api/admin/clients/${lea.id}/specialist`, { specialistId: null });
    expect(unknown.statusCode).toBe(404);
    // Removing one is always possible.
    expect((await owner.rest('PUT', `/api/admin/clients/${client.id}/specialist`, { specialistId: mara.id })).statusCode).toBe(200);
    expect((await owner.rest('PUT', `/api/admin/clients/${client.id}/specialist`, { specialistId: null })).json()).toMatchObject({ specialist: null });
  });
});

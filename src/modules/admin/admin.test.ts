/**
 * The admin console (the firm's side, spec section 6) through both transports: access control on every procedure and
 * route, the question inbox, clients, recording purchases, packages, contact messages, the
 * audit log, and `npm run admin:create`'s createOrPromoteAdmin. Time logging and its
 * concurrency live in ledger.test.ts; account and password reset in auth/account.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { addMonths } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { AUDIT_ACTIONS } from '../../shared/audit/audit.schema.js';
import {
  clientFor,
  enrollTotp,
  registerClient,
  sessionCookieOf,
  totpCode,
  visitor,
  type Client,
  trpcData as data,
  trpcError,
  useTestAccounts,
  pastSessionCache,
} from '../../test/harness.js';
import { outboxFor } from '../../test/database.js';
import { pdfBytes } from '../../test/files.js';
import { insertPackagePurchase } from '../../test/purchases.js';
import { appRouter } from '../../trpc/router.js';
import { createOrPromoteAdmin } from '../auth/admin-account.js';
import { UserEntity } from '../users/user.entity.js';
import { PackageEntity } from '../packages/package.entity.js';
import { realFirmInput } from '../../test/firm.js';
import { ADVISOR_DATEV_SETTINGS } from '../../test/datev.js';
import { RESPONSE_PROMISE_HOURS } from '../../shared/constants.js';
import type { AdminQuestion } from '../../shared/questions/questions.admin.schema.js';
import { germanHolidays } from '../deadlines/holidays.js';
import { clockHours, DEFAULT_BUSINESS_HOURS, responseDueAt } from '../questions/response-clock.js';

const { t, admin, admin2, expert } = useTestAccounts({
  admin: ['admin', 'Katrin Vogel'],
  admin2: ['admin', 'Jonas Weber'],
  expert: ['expert', 'Mara Expert'],
});

async function pkg(name: string) {
  return t.em().findOneOrFail(PackageEntity, { name });
}

async function setLanguage(c: Client, language: 'en' | 'de') {
  const res = await c.rest('POST', '/api/auth/profile', { name: (await t.em().findOneOrFail(UserEntity, { id: c.id })).name, language });
  expect(res.statusCode).toBe(200);
}

/** Asks a question as `c` and backdates it by `minutesAgo`. */
async function ask(c: Client, question: string, minutesAgo = 0): Promise<string> {
  const res = await c.rest('POST', '/api/questions', { question });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as string;
  if (minutesAgo) {
    await t
      .em()
      .execute(
        `update questions set asked_at = now() - make_interval(mins => ?), waiting_since = now() - make_interval(mins => ?), last_message_at = now() - make_interval(mins => ?) where id = ?`,
        [minutesAgo, minutesAgo, minutesAgo, id],
      );
  }
  return id;
}

async function buy(c: Client, packageName: string, pricePaid?: number) {
  const res = await admin.rest('POST', '/api/admin/purchases', {
    userId: c.id,
    packageId: (await pkg(packageName)).id,
    ...(pricePaid !== undefined ? { pricePaid } : {}),
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function auditRows(action: string, entityId?: string) {
  return t
    .em()
    .execute<{ actor_id: string; client_id: string | null; entity_id: string | null; details: unknown; created_at: Date }[]>(
      `select actor_id, client_id, entity_id, details, created_at from audit_log where action = ? ${entityId ? 'and entity_id = ?' : ''} order by created_at, id`,
      entityId ? [action, entityId] : [action],
    );
}

describe('access control', () => {
  const id = randomUUID();
  const trpcCases: [kind: 'query' | 'mutation', path: string, input: unknown][] = [
    ['query', 'admin.questions.list', { status: 'pending' }],
    ['mutation', 'admin.questions.answer', { questionId: id, answer: 'Yes.', minutes: 15 }],
    ['query', 'admin.questions.get', { id }],
    ['mutation', 'admin.questions.reply', { questionId: id, body: 'Yes.', minutes: 15 }],
    ['mutation', 'admin.questions.editReply', { messageId: id, body: 'Yes.' }],
    ['query', 'admin.clients.list', {}],
    ['query', 'admin.clients.get', { id }],
    ['mutation', 'admin.time.log', { clientId: id, minutes: 15, note: 'Call' }],
    ['mutation', 'admin.purchases.record', { userId: id, packageId: id }],
    ['query', 'admin.packages.list', undefined],
    ['mutation', 'admin.packages.create', { name: 'Sneaky', hours: 1, price: 100 }],
    ['mutation', 'admin.packages.update', { id, name: 'Sneaky', hours: 1, price: 100, active: true }],
    ['query', 'admin.contact.list', undefined],
    ['mutation', 'admin.contact.markHandled', { id }],
    ['mutation', 'admin.contact.reply', { id, body: 'Thank you for your message.' }],
    ['query', 'admin.audit.list', undefined],
    ['query', 'admin.letters.inbox', undefined],
    ['query', 'admin.letters.get', { id }],
    ['mutation', 'admin.letters.correct', { id, fields: { letterDate: '2026-11-10' } }],
    ['mutation', 'admin.letters.answer', { id, summary: 's', meaning: 'm', action: 'a' }],
    ['query', 'admin.settings.get', undefined],
    ['mutation', 'admin.settings.setVatRate', { vatRatePercent: 7 }],
    ['mutation', 'admin.settings.setHourlyRate', { hourlyRateCents: 3500 }],
    ['mutation', 'admin.settings.setBusinessHours', { days: [1, 2, 3, 4, 5, 6], opens: '08:00', closes: '20:00', state: 'BY' }],
    ['mutation', 'admin.settings.setDatev', ADVISOR_DATEV_SETTINGS],
    ['query', 'admin.firm.get', undefined],
    ['mutation', 'admin.firm.update', realFirmInput()],
    ['query', 'admin.orders.list', {}],
    ['mutation', 'admin.orders.markPaid', { id, receivedOn: '2026-11-24' }],
    ['mutation', 'admin.orders.cancel', { id }],
    ['mutation', 'admin.orders.refund', { id }],
    ['query', 'admin.orders.clientInvoices', { clientId: id }],
    ['query', 'admin.orders.withdrawals', {}],
    ['mutation', 'admin.orders.confirmWithdrawal', { id }],
    ['mutation', 'admin.accounts.delete', { id, requestReceivedOn: '2026-11-24', writtenRequest: true }],
    ['query', 'admin.security.clientLog', { clientId: id }],
    ['query', 'admin.notes.list', { questionId: id }],
    ['mutation', 'admin.notes.add', { subject: { clientId: id }, body: 'A note.' }],
    ['mutation', 'admin.notes.remove', { id }],
    ['query', 'admin.savedReplies.list', undefined],
    ['mutation', 'admin.savedReplies.create', { title: 'Greeting', bodyEn: 'Hello', bodyDe: 'Hallo' }],
    ['mutation', 'admin.savedReplies.update', { id, title: 'Greeting' }],
    ['mutation', 'admin.savedReplies.remove', { id }],
    ['query', 'admin.reports.responseTimes', { months: 12 }],
    ['query', 'admin.staff.overview', undefined],
    ['mutation', 'admin.staff.invite', { email: 'new-expert@example.com', name: 'New Expert', language: 'en' }],
    ['mutation', 'admin.staff.revokeInvitation', { id: 'a'.repeat(64) }],
    ['mutation', 'admin.staff.deactivate', { id }],
    ['mutation', 'admin.staff.reactivate', { id }],
    ['query', 'admin.bookkeeping.summary', { from: '2026-11-01', to: '2026-11-30' }],
    ['query', 'admin.reports.firm', { months: 12 }],
    ['mutation', 'admin.assignment.assign', { kind: 'question', id, assigneeId: null }],
    ['query', 'admin.assignment.colleagues', undefined],
    ['query', 'admin.assignment.specialist', { id }],
    ['mutation', 'admin.assignment.setSpecialist', { clientId: id, specialistId: null }],
    ['query', 'admin.calls.list', { who: 'all', when: 'upcoming' }],
    ['query', 'admin.calls.moveSlots', { id }],
    ['mutation', 'admin.calls.move', { id, startsAt: '2030-01-02T10:00:00.000Z' }],
    ['mutation', 'admin.calls.cancel', { id }],
    ['query', 'admin.calls.availability', undefined],
    ['mutation', 'admin.calls.setAvailability', { weekly: [{ weekday: 1, from: '09:00', to: '12:00' }] }],
    ['mutation', 'admin.calls.setOverride', { date: '2030-01-02', ranges: [] }],
    ['mutation', 'admin.calls.deleteOverride', { date: '2030-01-02' }],
  ];
  const restCases: [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', route: string, url: string, body: unknown][] = [
    ['GET', '/api/admin/questions', '/api/admin/questions?status=pending', undefined],
    ['POST', '/api/admin/questions/:id/answer', `/api/admin/questions/${id}/answer`, { answer: 'Yes.', minutes: 15 }],
    ['GET', '/api/admin/questions/:id', `/api/admin/questions/${id}`, undefined],
    ['POST', '/api/admin/questions/:id/reply', `/api/admin/questions/${id}/reply`, { body: 'Yes.', minutes: 15 }],
    ['PATCH', '/api/admin/questions/messages/:id', `/api/admin/questions/messages/${id}`, { body: 'Yes.' }],
    ['GET', '/api/admin/clients', '/api/admin/clients?search=a', undefined],
    ['GET', '/api/admin/clients/:id', `/api/admin/clients/${id}`, undefined],
    ['POST', '/api/admin/time-entries', '/api/admin/time-entries', { clientId: id, minutes: 15, note: 'Call' }],
    ['POST', '/api/admin/purchases', '/api/admin/purchases', { userId: id, packageId: id }],
    ['GET', '/api/admin/packages', '/api/admin/packages', undefined],
    ['POST', '/api/admin/packages', '/api/admin/packages', { name: 'Sneaky', hours: 1, price: 100 }],
    ['PUT', '/api/admin/packages/:id', `/api/admin/packages/${id}`, { name: 'Sneaky', hours: 1, price: 100, active: true }],
    ['GET', '/api/admin/contact', '/api/admin/contact', undefined],
    ['POST', '/api/admin/contact/:id/handled', `/api/admin/contact/${id}/handled`, undefined],
    ['POST', '/api/admin/contact/:id/reply', `/api/admin/contact/${id}/reply`, { body: 'Thank you for your message.' }],
    ['GET', '/api/admin/audit', '/api/admin/audit', undefined],
    ['GET', '/api/admin/letters/inbox', '/api/admin/letters/inbox', undefined],
    ['GET', '/api/admin/letters/:id', `/api/admin/letters/${id}`, undefined],
    ['PATCH', '/api/admin/letters/:id', `/api/admin/letters/${id}`, { fields: { letterDate: '2026-11-10' } }],
    ['POST', '/api/admin/letters/:id/answer', `/api/admin/letters/${id}/answer`, { summary: 's', meaning: 'm', action: 'a' }],
    ['GET', '/api/admin/settings', '/api/admin/settings', undefined],
    ['PUT', '/api/admin/settings', '/api/admin/settings', { vatRatePercent: 7 }],
    ['PUT', '/api/admin/settings/hourly-rate', '/api/admin/settings/hourly-rate', { hourlyRateCents: 3500 }],
    [
      'PUT',
      '/api/admin/settings/business-hours',
      '/api/admin/settings/business-hours',
      { days: [1, 2, 3, 4, 5, 6], opens: '08:00', closes: '20:00', state: 'BY' },
    ],
    ['PUT', '/api/admin/settings/datev', '/api/admin/settings/datev', ADVISOR_DATEV_SETTINGS],
    ['GET', '/api/admin/firm', '/api/admin/firm', undefined],
    ['PUT', '/api/admin/firm', '/api/admin/firm', realFirmInput()],
    ['GET', '/api/admin/orders', '/api/admin/orders?status=open', undefined],
    ['POST', '/api/admin/orders/:id/mark-paid', `/api/admin/orders/${id}/mark-paid`, { receivedOn: '2026-11-24' }],
    ['POST', '/api/admin/orders/:id/cancel', `/api/admin/orders/${id}/cancel`, undefined],
    ['POST', '/api/admin/orders/:id/refund', `/api/admin/orders/${id}/refund`, undefined],
    ['GET', '/api/admin/clients/:id/invoices', `/api/admin/clients/${id}/invoices`, undefined],
    ['GET', '/api/admin/withdrawals', '/api/admin/withdrawals', undefined],
    ['POST', '/api/admin/withdrawals/:id/confirm', `/api/admin/withdrawals/${id}/confirm`, undefined],
    ['POST', '/api/admin/clients/:id/delete-account', `/api/admin/clients/${id}/delete-account`, { requestReceivedOn: '2026-11-24', writtenRequest: true }],
    ['GET', '/api/admin/clients/:id/security-log', `/api/admin/clients/${id}/security-log`, undefined],
    ['GET', '/api/admin/notes', `/api/admin/notes?questionId=${id}`, undefined],
    ['POST', '/api/admin/notes', '/api/admin/notes', { subject: { clientId: id }, body: 'A note.' }],
    ['DELETE', '/api/admin/notes/:id', `/api/admin/notes/${id}`, undefined],
    ['GET', '/api/admin/saved-replies', '/api/admin/saved-replies', undefined],
    ['POST', '/api/admin/saved-replies', '/api/admin/saved-replies', { title: 'Greeting', bodyEn: 'Hello', bodyDe: 'Hallo' }],
    ['PATCH', '/api/admin/saved-replies/:id', `/api/admin/saved-replies/${id}`, { title: 'Greeting' }],
    ['DELETE', '/api/admin/saved-replies/:id', `/api/admin/saved-replies/${id}`, undefined],
    ['GET', '/api/admin/reports/response-times', '/api/admin/reports/response-times', undefined],
    ['GET', '/api/admin/reports/response-times.csv', '/api/admin/reports/response-times.csv', undefined],
    ['GET', '/api/admin/staff', '/api/admin/staff', undefined],
    ['POST', '/api/admin/staff/invitations', '/api/admin/staff/invitations', { email: 'new-expert@example.com', name: 'New Expert', language: 'en' }],
    ['DELETE', '/api/admin/staff/invitations/:id', `/api/admin/staff/invitations/${'a'.repeat(64)}`, undefined],
    ['POST', '/api/admin/staff/:id/deactivate', `/api/admin/staff/${id}/deactivate`, undefined],
    ['POST', '/api/admin/staff/:id/reactivate', `/api/admin/staff/${id}/reactivate`, undefined],
    ['GET', '/api/admin/bookkeeping/summary', '/api/admin/bookkeeping/summary?from=2026-11-01&to=2026-11-30', undefined],
    ['GET', '/api/admin/bookkeeping/datev.csv', '/api/admin/bookkeeping/datev.csv?from=2026-11-01&to=2026-11-30', undefined],
    ['GET', '/api/admin/bookkeeping/invoices.zip', '/api/admin/bookkeeping/invoices.zip?from=2026-11-01&to=2026-11-30', undefined],
    ['GET', '/api/admin/reports/firm', '/api/admin/reports/firm?months=12', undefined],
    ['GET', '/api/admin/reports/:table.csv', '/api/admin/reports/hours.csv?months=12', undefined],
    ['PUT', '/api/admin/questions/:id/assignee', `/api/admin/questions/${id}/assignee`, { assigneeId: null }],
    ['PUT', '/api/admin/letters/:id/assignee', `/api/admin/letters/${id}/assignee`, { assigneeId: null }],
    ['GET', '/api/admin/colleagues', '/api/admin/colleagues', undefined],
    ['GET', '/api/admin/clients/:id/specialist', `/api/admin/clients/${id}/specialist`, undefined],
    ['PUT', '/api/admin/clients/:id/specialist', `/api/admin/clients/${id}/specialist`, { specialistId: null }],
    ['GET', '/api/admin/calls', '/api/admin/calls?who=all', undefined],
    ['GET', '/api/admin/calls/:id/slots', `/api/admin/calls/${id}/slots`, undefined],
    ['GET', '/api/admin/availability', '/api/admin/availability', undefined],
    ['PUT', '/api/admin/availability', '/api/admin/availability', { weekly: [{ weekday: 1, from: '09:00', to: '12:00' }] }],
    ['PUT', '/api/admin/availability/overrides', '/api/admin/availability/overrides', { date: '2030-01-02', ranges: [] }],
    ['DELETE', '/api/admin/availability/overrides/:date', '/api/admin/availability/overrides/2030-01-02', undefined],
  ];
  /**
   * What an expert may use (docs/decisions/064-staff-roles.md): the inbox, questions, letters,
   * clients, contact messages, notes, their own time entries, the saved replies' list,
   * assignment (decision record 068), calls and their own hours for calls (072). Every
   * other row of the tables is the owner's alone (a new row is the owner's unless listed here).
   */
  const expertProcedures = new Set([
    'admin.questions.list',
    'admin.questions.answer',
    'admin.questions.get',
    'admin.questions.reply',
    'admin.questions.editReply',
    'admin.clients.list',
    'admin.clients.get',
    'admin.time.log',
    'admin.contact.list',
    'admin.contact.markHandled',
    'admin.contact.reply',
    'admin.letters.inbox',
    'admin.letters.get',
    'admin.letters.correct',
    'admin.letters.answer',
    'admin.notes.list',
    'admin.notes.add',
    'admin.notes.remove',
    'admin.savedReplies.list',
    'admin.assignment.assign',
    'admin.assignment.colleagues',
    'admin.assignment.specialist',
    // Calls and every member's own hours for them (decision record 072).
    'admin.calls.list',
    'admin.calls.moveSlots',
    'admin.calls.move',
    'admin.calls.cancel',
    'admin.calls.availability',
    'admin.calls.setAvailability',
    'admin.calls.setOverride',
    'admin.calls.deleteOverride',
  ]);
  const expertRoutes = new Set([
    'GET /api/admin/questions',
    'POST /api/admin/questions/:id/answer',
    'GET /api/admin/questions/:id',
    'POST /api/admin/questions/:id/reply',
    'PATCH /api/admin/questions/messages/:id',
    'GET /api/admin/clients',
    'GET /api/admin/clients/:id',
    'POST /api/admin/time-entries',
    'GET /api/admin/contact',
    'POST /api/admin/contact/:id/handled',
    'POST /api/admin/contact/:id/reply',
    'GET /api/admin/letters/inbox',
    'GET /api/admin/letters/:id',
    'PATCH /api/admin/letters/:id',
    'POST /api/admin/letters/:id/answer',
    'GET /api/admin/notes',
    'POST /api/admin/notes',
    'DELETE /api/admin/notes/:id',
    'GET /api/admin/saved-replies',
    'PUT /api/admin/questions/:id/assignee',
    'PUT /api/admin/letters/:id/assignee',
    'GET /api/admin/colleagues',
    'GET /api/admin/clients/:id/specialist',
    'GET /api/admin/calls',
    'GET /api/admin/calls/:id/slots',
    'GET /api/admin/availability',
    'PUT /api/admin/availability',
    'PUT /api/admin/availability/overrides',
    'DELETE /api/admin/availability/overrides/:date',
  ]);
  const ownerTrpc = trpcCases.filter((c) => !expertProcedures.has(c[1]));
  const expertTrpc = trpcCases.filter((c) => expertProcedures.has(c[1]));
  const ownerRest = restCases.filter((c) => !expertRoutes.has(`${c[0]} ${c[1]}`));
  const expertRest = restCases.filter((c) => expertRoutes.has(`${c[0]} ${c[1]}`));

  it('the expert lists name procedures and routes of the tables', () => {
    expect(expertTrpc).toHaveLength(expertProcedures.size);
    expect(expertRest).toHaveLength(expertRoutes.size);
  });

  it.each(ownerTrpc)("tRPC %s %s: 403 for an expert (the owner's alone)", async (kind, path, input) => {
    const res = await expert.trpc(kind, path, input);
    expect(res.statusCode).toBe(403);
    expect(trpcError(res).data).toMatchObject({ code: 'FORBIDDEN', messageKey: 'forbidden' });
  });

  it.each(ownerRest)("REST %s %s: 403 for an expert (the owner's alone)", async (method, _route, url, body) => {
    const res = await expert.rest(method, url, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Forbidden', messageKey: 'forbidden' });
  });

  // Past the role check: the unknown ids and made-up inputs then get 200, 400 or 404, never 401 or 403 'forbidden'.
  it.each(expertTrpc)('tRPC %s %s: an expert passes the role check', async (kind, path, input) => {
    const res = await expert.trpc(kind, path, input);
    expect(res.statusCode).not.toBe(401);
    if (res.statusCode === 403) expect(trpcError(res).data.messageKey).not.toBe('forbidden');
  });

  it.each(expertRest)('REST %s %s: an expert passes the role check', async (method, _route, url, body) => {
    const res = await expert.rest(method, url, body);
    expect(res.statusCode).not.toBe(401);
    if (res.statusCode === 403) expect(res.json().messageKey).not.toBe('forbidden');
  });

  it('the tables cover every admin tRPC procedure and every /api/admin route', () => {
    const procedures = Object.keys((appRouter as unknown as { _def: { procedures: Record<string, unknown> } })._def.procedures).filter((p) =>
      p.startsWith('admin.'),
    );
    expect(procedures.sort()).toEqual(trpcCases.map((c) => c[1]).sort());
    // Every /api/admin route registered by a domain's REST adapters (a new route without a row here fails this test).
    const modules = new URL('../', import.meta.url);
    const source = readdirSync(modules, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.rest.ts'))
      .map((f) => readFileSync(new URL(f, modules), 'utf8'))
      .join('\n');
    const registered = [...source.matchAll(/\.(get|post|put|patch|delete)\b[^(]*\(\s*'(\/api\/admin[^']*)'/g)].map((m) => `${m[1]!.toUpperCase()} ${m[2]}`);
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.sort()).toEqual(restCases.map((c) => `${c[0]} ${c[1]}`).sort());
    for (const [method, route] of restCases) expect(t.app.hasRoute({ method, url: route })).toBe(true);
  });

  /** An admin who has not set up two-factor sign-in yet (signed in with the password alone). */
  let unsecured: Client | undefined;
  async function adminWithoutTwoFactor(): Promise<Client> {
    if (unsecured) return unsecured;
    const email = `no-2fa-${randomUUID().slice(0, 8)}@example.com`;
    await createOrPromoteAdmin(t.em(), { email, name: 'Unsecured Admin', password: 'admin password' }, async () => 'admin password');
    const login = await visitor(t).rest('POST', '/api/auth/login', { email, password: 'admin password' });
    unsecured = clientFor(t, login.json().user.id, email, sessionCookieOf(login));
    return unsecured;
  }

  it.each(trpcCases)('tRPC %s %s: 403 TWO_FACTOR_SETUP_REQUIRED for an admin without two-factor sign-in', async (kind, path, input) => {
    const res = await (await adminWithoutTwoFactor()).trpc(kind, path, input);
    expect(res.statusCode).toBe(403);
    expect(trpcError(res).data).toMatchObject({ code: 'FORBIDDEN', appCode: 'TWO_FACTOR_SETUP_REQUIRED', messageKey: 'twoFactorSetupRequired' });
  });

  it.each(restCases)('REST %s %s: 403 TWO_FACTOR_SETUP_REQUIRED for an admin without two-factor sign-in', async (method, _route, url, body) => {
    const res = await (await adminWithoutTwoFactor()).rest(method, url, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'TWO_FACTOR_SETUP_REQUIRED', messageKey: 'twoFactorSetupRequired' });
  });

  it.each(trpcCases)('tRPC %s %s: 401 for a visitor, 403 for a client', async (kind, path, input) => {
    const anon = await visitor(t).trpc(kind, path, input);
    expect(anon.statusCode).toBe(401);
    expect(trpcError(anon).data.code).toBe('UNAUTHORIZED');
    const client = await registerClient(t, 'Curious Client');
    const res = await client.trpc(kind, path, input);
    expect(res.statusCode).toBe(403);
    expect(trpcError(res).message).toBe('Forbidden');
    expect(trpcError(res).data.code).toBe('FORBIDDEN');
  });

  it.each(restCases)('REST %s %s: 401 for a visitor, 403 for a client', async (method, _route, url, body) => {
    const anon = await visitor(t).rest(method, url, body);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBe('Authentication required');
    const client = await registerClient(t, 'Curious Client');
    const res = await client.rest(method, url, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Forbidden');
  });

  it('refused calls change nothing, even with valid ids of real rows', async () => {
    const client = await registerClient(t, 'Mallory');
    const q = await ask(client, 'Can I answer myself?');
    const starter = await pkg('Starter');
    const before = await t
      .em()
      .execute<{ n: string }[]>(
        `select (select count(*) from purchases) + (select count(*) from time_entries) + (select count(*) from audit_log) + (select count(*) from packages) as n`,
      );
    for (const [who, status] of [
      [client, 403],
      [visitor(t), 401],
    ] as const) {
      expect((await who.rest('POST', '/api/admin/purchases', { userId: client.id, packageId: starter.id })).statusCode).toBe(status);
      expect((await who.trpc('mutation', 'admin.purchases.record', { userId: client.id, packageId: starter.id })).statusCode).toBe(status);
      expect((await who.rest('POST', `/api/admin/questions/${q}/answer`, { answer: 'Sure' })).statusCode).toBe(status);
      expect((await who.trpc('mutation', 'admin.questions.answer', { questionId: q, answer: 'Sure' })).statusCode).toBe(status);
      expect((await who.rest('PUT', `/api/admin/packages/${starter.id}`, { name: 'Starter', hours: 500, price: 1, active: true })).statusCode).toBe(status);
      expect((await who.rest('POST', '/api/admin/time-entries', { clientId: client.id, minutes: 15, note: 'x' })).statusCode).toBe(status);
    }
    const after = await t
      .em()
      .execute<{ n: string }[]>(
        `select (select count(*) from purchases) + (select count(*) from time_entries) + (select count(*) from audit_log) + (select count(*) from packages) as n`,
      );
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
    expect((await t.em().execute<{ status: string }[]>(`select status from questions where id = ?`, [q]))[0]!.status).toBe('pending');
    expect((await pkg('Starter')).hours).toBe(5);
  });

  it('a client promoted to admin gets access once the session cache has passed (the role is read with the session)', async () => {
    const client = await registerClient(t, 'Soon Admin');
    expect((await client.rest('GET', '/api/admin/clients')).statusCode).toBe(403);
    await createOrPromoteAdmin(t.em(), { email: client.email }, async () => {
      throw new Error('must not ask for a password when promoting');
    });
    // Promoted outside the app's requests, as `npm run admin:create` does from another process.
    await pastSessionCache(t);
    // …once two-factor sign-in is on (admins must have it).
    const refused = await client.trpc('query', 'admin.clients.list', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.data).toMatchObject({ appCode: 'TWO_FACTOR_SETUP_REQUIRED', messageKey: 'twoFactorSetupRequired' });
    await enrollTotp(t, client.id);
    await pastSessionCache(t);
    expect((await client.rest('GET', '/api/admin/clients')).statusCode).toBe(200);
    expect((await client.trpc('query', 'admin.clients.list', {})).statusCode).toBe(200);
  });
});

describe('question inbox', () => {
  let anna: Client;
  let ben: Client;

  beforeAll(async () => {
    anna = await registerClient(t, 'Anna Schmidt');
    ben = await registerClient(t, 'Ben Okafor');
    await setLanguage(anna, 'de');
    await buy(anna, 'Starter');
  });

  it('lists pending questions oldest first with the client name, e-mail, language and hours remaining', async () => {
    const newest = await ask(anna, 'Newest: do I need to file Anlage N?', 10);
    const oldest = await ask(ben, 'Oldest: how do I register my Gewerbe?', 300);
    const middle = await ask(anna, 'Middle: what about Kirchensteuer?', 60);
    const mine = new Set([newest, oldest, middle]);

    const res = await admin.rest('GET', '/api/admin/questions');
    expect(res.statusCode).toBe(200);
    const list = res.json().filter((q: { id: string }) => mine.has(q.id));
    expect(list.map((q: { id: string }) => q.id)).toEqual([oldest, middle, newest]);
    expect(list[0]).toMatchObject({
      clientName: 'Ben Okafor',
      clientEmail: ben.email,
      clientLanguage: 'en',
      hoursRemaining: 0,
      status: 'pending',
      answer: null,
      answeredAt: null,
      minutesLogged: 0,
    });
    expect(list[1]).toMatchObject({ clientName: 'Anna Schmidt', clientEmail: anna.email, clientLanguage: 'de', hoursRemaining: 5, userId: anna.id });
    // Every pending question, the promise that breaks first first (decision record 061).
    expect(res.json().every((q: { status: string }) => q.status === 'pending')).toBe(true);
    const answerBys = res.json().map((q: AdminQuestion) => Date.parse(q.responseClock!.answerBy!));
    expect(answerBys).toEqual([...answerBys].sort((a, b) => a - b));
    // tRPC agrees.
    expect(data(await admin.trpc('query', 'admin.questions.list', { status: 'pending' }))).toEqual(res.json());
    expect(data(await admin.trpc('query', 'admin.questions.list', {}))).toEqual(res.json());
  });

  it('shows each pending question’s clock (the fastest active package’s hours, else the site’s 24, in business hours) and lists what breaks first first', async () => {
    const carla = await registerClient(t, 'Carla Premium');
    await buy(carla, 'Premium');
    const starter = await ask(anna, 'Starter, asked an hour ago', 60);
    const premium = await ask(carla, 'Premium, asked just now');
    const late = await ask(ben, 'No package, asked three weeks ago', 60 * 24 * 21);

    const res = await admin.rest('GET', '/api/admin/questions');
    const list = res.json() as AdminQuestion[];
    const byId = new Map(list.map((q) => [q.id, q]));
    for (const [id, hours] of [
      [starter, 48],
      [premium, 12],
      [late, RESPONSE_PROMISE_HOURS],
    ] as const) {
      const q = byId.get(id)!;
      const due = responseDueAt(new Date(q.waitingSince!), hours, [], germanHolidays)!;
      expect(q.responseClock).toMatchObject({ promisedHours: hours, answerBy: due.toISOString() });
    }
    expect(byId.get(late)!.responseClock).toMatchObject({ state: 'broken' });
    expect(byId.get(late)!.responseClock!.minutesLeft).toBeLessThan(0);
    expect(byId.get(premium)!.responseClock!.minutesLeft).toBeGreaterThan(0);
    expect(list.map((q) => q.id).filter((id) => [starter, premium, late].includes(id))).toEqual([late, premium, starter]);
    // The conversation's page has the same clock (its minutes read a moment later); tRPC agrees; an answer stops it.
    const { promisedHours, answerBy } = byId.get(premium)!.responseClock!;
    expect((await admin.rest('GET', `/api/admin/questions/${premium}`)).json().responseClock).toMatchObject({ promisedHours, answerBy });
    expect(data(await admin.trpc('query', 'admin.questions.get', { id: premium })).responseClock).toMatchObject({ promisedHours, answerBy });
    expect((await admin.rest('POST', `/api/admin/questions/${premium}/answer`, { answer: 'Yes.' })).statusCode).toBe(200);
    expect((await admin.rest('GET', `/api/admin/questions/${premium}`)).json().responseClock).toBeNull();
  });

  it('refuses an empty answer with "Answer is required" on both transports and keeps the question pending', async () => {
    const q = await ask(anna, 'Is an empty answer possible?');
    for (const body of [{ answer: '' }, { answer: '   ' }, {}]) {
      const rest = await admin.rest('POST', `/api/admin/questions/${q}/answer`, body);
      expect(rest.statusCode).toBe(400);
      expect(rest.json().message).toBe('Answer is required');
    }
    const trpc = await admin.trpc('mutation', 'admin.questions.answer', { questionId: q, answer: ' ' });
    expect(trpc.statusCode).toBe(400);
    expect(trpcError(trpc).message).toBe('Answer is required');
    expect(trpcError(trpc).data.issues).toEqual([{ path: 'answer', messageKey: 'answerRequired', message: 'Answer is required' }]);
    const [row] = await t.em().execute<{ status: string; answer: string | null }[]>(`select status, answer from questions where id = ?`, [q]);
    expect(row).toEqual({ status: 'pending', answer: null });
  });

  it('refuses minutes that are not a positive multiple of 15 when answering', async () => {
    const q = await ask(anna, 'Ten minutes?');
    for (const minutes of [10, -15, 7.5]) {
      const res = await admin.rest('POST', `/api/admin/questions/${q}/answer`, { answer: 'Yes', minutes });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Time must be a positive multiple of 15 minutes');
    }
    expect((await t.em().execute<{ status: string }[]>(`select status from questions where id = ?`, [q]))[0]!.status).toBe('pending');
  });

  it('answers and logs time in one step: answer, status, answeredAt, ledger, e-mail in the client language, audit', async () => {
    const q = await ask(anna, 'Can I deduct my home office?');
    const before = Date.now();
    const res = await admin.rest('POST', `/api/admin/questions/${q}/answer`, {
      answer: '  Yes, up to 1,260 EUR per year.  ',
      minutes: 45,
      note: 'Checked §4 EStG',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: q,
      status: 'answered',
      answer: 'Yes, up to 1,260 EUR per year.',
      minutesLogged: 45,
      hoursRemaining: 4.25,
      clientName: 'Anna Schmidt',
    });
    expect(Date.parse(body.answeredAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body.answeredAt)).toBeLessThanOrEqual(Date.now() + 1000);

    // The client sees the answer.
    const own = (await anna.rest('GET', '/api/questions')).json().find((x: { id: string }) => x.id === q);
    expect(own).toMatchObject({ status: 'answered', answer: 'Yes, up to 1,260 EUR per year.', answeredAt: body.answeredAt });

    // One ledger row, linked to the question and the admin.
    const entries = await t
      .em()
      .execute<{ minutes: number; note: string; admin_id: string }[]>(`select minutes, note, admin_id from time_entries where question_id = ?`, [q]);
    expect(entries).toEqual([{ minutes: 45, note: 'Checked §4 EStG', admin_id: admin.id }]);
    const [purchase] = (await anna.rest('GET', '/api/purchases')).json();
    expect(purchase).toMatchObject({ hoursUsed: 0.75, hoursRemaining: 4.25 });

    // The e-mail to the client, in German (her preferred language).
    const mail = (await outboxFor(t, anna.email)).filter((m) => m.kind === 'question.answered');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.language).toBe('de');
    // It says there is an answer and links to it; the answer itself stays in the portal.
    expect(mail[0]!.text_body).toContain(`/questions/${q}`);
    expect(mail[0]!.text_body).not.toContain('1,260');

    // Audit: the answer and the time, by this admin, about this client.
    const answerAudit = await auditRows('question.answer', q);
    expect(answerAudit).toHaveLength(1);
    expect(answerAudit[0]).toMatchObject({ actor_id: admin.id, client_id: anna.id });
    const timeAudit = await auditRows('time.log', q);
    expect(timeAudit).toHaveLength(1);
    expect(timeAudit[0]).toMatchObject({ actor_id: admin.id, client_id: anna.id });

    // Not in the pending inbox any more.
    expect((await admin.rest('GET', '/api/admin/questions')).json().some((x: { id: string }) => x.id === q)).toBe(false);
  });

  it('replies again after a follow-up and corrects a reply (both audited, by who and about whom)', async () => {
    const q = await ask(anna, 'Is the Pendlerpauschale per working day?');
    await admin.trpc('mutation', 'admin.questions.reply', { questionId: q, body: 'Yes, per working day.' });
    expect((await anna.rest('POST', `/api/questions/${q}/messages`, { body: 'From the first kilometre?' })).statusCode).toBe(201);
    const second = await admin2.rest('POST', `/api/admin/questions/${q}/reply`, { body: 'Yes, from the first kilometre.' });
    expect(second.statusCode, second.body).toBe(200);
    const reply = second.json().messages[3];
    expect(reply).toMatchObject({ authorRole: 'expert', authorName: 'Jonas Weber' });
    const edited = await admin.rest('PATCH', `/api/admin/questions/messages/${reply.id}`, { body: 'Yes, for every kilometre.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await auditRows('question.reply', q))[0]).toMatchObject({ actor_id: admin2.id, client_id: anna.id });
    expect((await auditRows('question.reply.edit', q))[0]).toMatchObject({ actor_id: admin.id, client_id: anna.id });
  });

  it('answers through tRPC without logging time; a second answer is refused with 409', async () => {
    const q = await ask(ben, 'Do I need an Steuer-ID?');
    const res = await admin2.trpc('mutation', 'admin.questions.answer', { questionId: q, answer: 'You already have one.', minutes: 0 });
    expect(res.statusCode).toBe(200);
    expect(data(res)).toMatchObject({ id: q, status: 'answered', answer: 'You already have one.', minutesLogged: 0 });
    expect(await t.em().execute(`select 1 from time_entries where question_id = ?`, [q])).toEqual([]);

    const again = await admin.rest('POST', `/api/admin/questions/${q}/answer`, { answer: 'Overwrite!' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This question has already been answered');
    const againTrpc = await admin.trpc('mutation', 'admin.questions.answer', { questionId: q, answer: 'Overwrite!' });
    expect(againTrpc.statusCode).toBe(409);
    expect(trpcError(againTrpc).data.code).toBe('CONFLICT');
    expect((await t.em().execute<{ answer: string }[]>(`select answer from questions where id = ?`, [q]))[0]!.answer).toBe('You already have one.');
  });

  it('saves nothing when the time logged with an answer exceeds the hours remaining', async () => {
    const q = await ask(ben, 'Ben has no hours: can you still help?');
    const mailsBefore = (await outboxFor(t, ben.email)).length;
    const res = await admin.rest('POST', `/api/admin/questions/${q}/answer`, { answer: 'Sure', minutes: 30 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Not enough hours remaining');
    const [row] = await t
      .em()
      .execute<{ status: string; answer: string | null; answered_at: Date | null }[]>(`select status, answer, answered_at from questions where id = ?`, [q]);
    expect(row).toEqual({ status: 'pending', answer: null, answered_at: null });
    expect((await outboxFor(t, ben.email)).length).toBe(mailsBefore);
    expect(await auditRows('question.answer', q)).toEqual([]);
  });

  it('404 for an unknown question', async () => {
    const res = await admin.rest('POST', `/api/admin/questions/${randomUUID()}/answer`, { answer: 'Hello' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Question not found');
  });

  it('searches answered questions (question, answer, client name or e-mail), newest answered first', async () => {
    const q1 = await ask(anna, 'Riester pension: worth it?');
    const q2 = await ask(ben, 'What is the Riester allowance?');
    const q3 = await ask(ben, 'Unrelated: Kindergeld');
    await admin.rest('POST', `/api/admin/questions/${q1}/answer`, { answer: 'It depends on the Zulage.' });
    await admin.rest('POST', `/api/admin/questions/${q2}/answer`, { answer: 'The Zulage is 175 EUR.' });

    const byQuestion = (await admin.rest('GET', '/api/admin/questions?status=answered&search=riester')).json();
    expect(byQuestion.map((q: { id: string }) => q.id)).toEqual([q2, q1]);
    expect(byQuestion.every((q: { status: string }) => q.status === 'answered')).toBe(true);
    const byAnswer = (await admin.rest('GET', '/api/admin/questions?status=answered&search=ZULAGE')).json();
    expect(byAnswer.map((q: { id: string }) => q.id)).toEqual([q2, q1]);
    const byName = (await admin.rest('GET', `/api/admin/questions?status=answered&search=${encodeURIComponent('anna schm')}`)).json();
    expect(byName.map((q: { id: string }) => q.id)).toContain(q1);
    expect(byName.every((q: { clientName: string }) => q.clientName === 'Anna Schmidt')).toBe(true);
    const byEmail = (await admin.rest('GET', `/api/admin/questions?status=answered&search=${encodeURIComponent(ben.email)}`)).json();
    expect(byEmail.map((q: { id: string }) => q.id)).toContain(q2);
    expect(byEmail.every((q: { clientEmail: string }) => q.clientEmail === ben.email)).toBe(true);
    // LIKE wildcards are taken literally.
    expect((await admin.rest('GET', '/api/admin/questions?status=answered&search=%25')).json()).toEqual([]);
    // The pending inbox searches too, and does not show answered ones.
    const pending = (await admin.rest('GET', '/api/admin/questions?status=pending&search=kindergeld')).json();
    expect(pending.map((q: { id: string }) => q.id)).toEqual([q3]);
    // tRPC agrees.
    expect(data(await admin.trpc('query', 'admin.questions.list', { status: 'answered', search: 'riester' }))).toEqual(byQuestion);
  });
});

describe('clients', () => {
  let carla: Client;
  let dieter: Client;

  beforeAll(async () => {
    carla = await registerClient(t, 'Carla Müller');
    dieter = await registerClient(t, 'Dieter Zander');
  });

  it('lists clients only (no admins), searchable by name or e-mail, case-insensitively; both transports agree', async () => {
    const all = await admin.rest('GET', '/api/admin/clients');
    expect(all.statusCode).toBe(200);
    const ids = all.json().map((c: { id: string }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([carla.id, dieter.id]));
    expect(ids).not.toContain(admin.id);
    expect(all.json().every((c: { email: string }) => !c.email.startsWith('admin'))).toBe(true);

    const byName = (await admin.rest('GET', `/api/admin/clients?search=${encodeURIComponent('CARLA mü')}`)).json();
    expect(byName.map((c: { id: string }) => c.id)).toEqual([carla.id]);
    expect(byName[0]).toMatchObject({ name: 'Carla Müller', email: carla.email, language: 'en', hoursRemaining: 0, pendingQuestions: 0 });
    const byEmail = (await admin.rest('GET', `/api/admin/clients?search=${encodeURIComponent(dieter.email.toUpperCase())}`)).json();
    expect(byEmail.map((c: { id: string }) => c.id)).toEqual([dieter.id]);
    expect((await admin.rest('GET', '/api/admin/clients?search=nobody-has-this-name')).json()).toEqual([]);
    expect((await admin.rest('GET', '/api/admin/clients?search=_')).json()).toEqual([]);
    expect(data(await admin.trpc('query', 'admin.clients.list', { search: 'carla mü' }))).toEqual(byName);
    expect(data(await admin.trpc('query', 'admin.clients.list', {}))).toEqual(all.json());
  });

  it("shows a client's page: purchases, ledger, questions, folders, documents and the audit log", async () => {
    const purchase = await buy(carla, 'Professional', 25_000);
    const q = await ask(carla, 'Please check my Steuerbescheid.');
    const folder = (await carla.rest('POST', '/api/folders', { name: 'Bescheide' })).json();
    const up = await carla.postMultipart('/api/documents', { title: 'Bescheid 2025', folderId: folder.id }, { filename: 'bescheid.pdf', content: pdfBytes() });
    expect(up.statusCode).toBe(201);
    const doc = up.json();
    expect((await admin.rest('POST', '/api/admin/time-entries', { clientId: carla.id, minutes: 75, note: 'Phone call', questionId: q })).statusCode).toBe(201);

    const res = await admin.rest('GET', `/api/admin/clients/${carla.id}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.client).toMatchObject({ id: carla.id, name: 'Carla Müller', hoursRemaining: 8.75, pendingQuestions: 1 });
    expect(page.purchases).toHaveLength(1);
    expect(page.purchases[0]).toMatchObject({
      id: purchase.id,
      packageName: 'Professional',
      hoursTotal: 10,
      hoursUsed: 1.25,
      hoursRemaining: 8.75,
      pricePaid: 25_000,
    });
    expect(page.ledger).toHaveLength(1);
    expect(page.ledger[0]).toMatchObject({
      purchaseId: purchase.id,
      minutes: 75,
      note: 'Phone call',
      questionId: q,
      questionExcerpt: 'Please check my Steuerbescheid.',
      adminName: 'Katrin Vogel',
    });
    expect(page.questions.map((x: { id: string }) => x.id)).toEqual([q]);
    expect(page.folders).toEqual([{ id: folder.id, name: 'Bescheide', kind: 'own', createdAt: expect.any(String) }]);
    expect(page.documents).toEqual([
      {
        id: doc.id,
        title: 'Bescheid 2025',
        filename: 'bescheid.pdf',
        fileSize: pdfBytes().length,
        mimeType: 'application/pdf',
        folderId: folder.id,
        uploadedAt: expect.any(String),
        downloadUrl: `/api/documents/${doc.id}/download`,
      },
    ]);
    expect(page.audit.map((a: { action: string }) => a.action)).toEqual(['time.log', 'purchase.record']);
    expect(page.audit.every((a: { actorName: string; clientId: string }) => a.actorName === 'Katrin Vogel' && a.clientId === carla.id)).toBe(true);
    // Nothing of other clients.
    const dieterPage = (await admin.rest('GET', `/api/admin/clients/${dieter.id}`)).json();
    expect(dieterPage).toMatchObject({ purchases: [], ledger: [], questions: [], folders: [], documents: [], audit: [] });
    // tRPC agrees.
    expect(data(await admin.trpc('query', 'admin.clients.get', { id: carla.id }))).toEqual(page);

    // The admin downloads the document; the download is audit-logged and shown on the page.
    const dl = await admin.rest('GET', page.documents[0].downloadUrl);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.rawPayload.equals(pdfBytes())).toBe(true);
    const downloads = await auditRows('document.download', doc.id);
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toMatchObject({ actor_id: admin.id, client_id: carla.id });
    const after = (await admin.rest('GET', `/api/admin/clients/${carla.id}`)).json();
    expect(after.audit[0]).toMatchObject({ action: 'document.download', actorName: 'Katrin Vogel', entityId: doc.id, clientId: carla.id });
    expect(after.audit[0].details).toMatchObject({ title: 'Bescheid 2025', filename: 'bescheid.pdf' });
    // Viewing it again within minutes (a letter's page shown inline) is the same access: no second entry.
    expect((await admin.rest('GET', page.documents[0].downloadUrl)).statusCode).toBe(200);
    expect(await auditRows('document.download', doc.id)).toHaveLength(1);
    // Another admin's download is an entry of its own.
    expect((await admin2.rest('GET', page.documents[0].downloadUrl)).statusCode).toBe(200);
    expect(await auditRows('document.download', doc.id)).toHaveLength(2);

    // The owner's own download is not audited; another client still gets 404.
    expect((await carla.rest('GET', page.documents[0].downloadUrl)).statusCode).toBe(200);
    expect((await dieter.rest('GET', page.documents[0].downloadUrl)).statusCode).toBe(404);
    expect(await auditRows('document.download', doc.id)).toHaveLength(2);
  });

  it('404 for an unknown id and for an admin account', async () => {
    for (const id of [randomUUID(), admin.id]) {
      const res = await admin.rest('GET', `/api/admin/clients/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Client not found');
      expect((await admin.trpc('query', 'admin.clients.get', { id })).statusCode).toBe(404);
    }
    expect((await admin.rest('GET', '/api/admin/clients/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('recording purchases', () => {
  let erik: Client;
  beforeAll(async () => {
    erik = await registerClient(t, 'Erik Larsen');
    await setLanguage(erik, 'de');
  });

  it('records a purchase: hours from the package, expiry 12 months later, the price paid kept; the client sees it and is e-mailed', async () => {
    const premium = await pkg('Premium');
    const before = Date.now();
    const res = await admin.rest('POST', '/api/admin/purchases', { userId: erik.id, packageId: premium.id, pricePaid: 36_000 });
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      userId: erik.id,
      packageId: premium.id,
      packageName: 'Premium',
      hoursTotal: 15,
      hoursUsed: 0,
      hoursRemaining: 15,
      pricePaid: 36_000,
      active: true,
      expired: false,
    });
    const purchasedAt = new Date(p.purchasedAt);
    expect(purchasedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(p.expiresAt).toISOString()).toBe(addMonths(purchasedAt, 12).toISOString());

    // tRPC, without a price: the package price.
    const viaTrpc = await admin.trpc('mutation', 'admin.purchases.record', { userId: erik.id, packageId: (await pkg('Starter')).id });
    expect(viaTrpc.statusCode).toBe(200);
    expect(data(viaTrpc)).toMatchObject({ packageName: 'Starter', hoursTotal: 5, pricePaid: 14_000, hoursUsed: 0 });

    const own = (await erik.rest('GET', '/api/purchases')).json();
    expect(own.map((x: { id: string }) => x.id).sort()).toEqual([p.id, data(viaTrpc).id].sort());
    expect(own.find((x: { id: string }) => x.id === p.id)).toEqual(p);
    expect((await erik.rest('GET', '/api/purchases/summary')).json()).toEqual({ totalHours: 20, hoursUsed: 0, hoursRemaining: 20, activePackages: 2 });

    const mails = (await outboxFor(t, erik.email)).filter((m) => m.kind === 'purchase.recorded');
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.language === 'de')).toBe(true);
    const audit = await auditRows('purchase.record', p.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin.id, client_id: erik.id, details: expect.objectContaining({ pricePaid: 36_000, hoursTotal: 15 }) });
  });

  it('refuses unknown clients, admins, unknown packages and bad prices, writing nothing', async () => {
    const starter = await pkg('Starter');
    const count = async () => Number((await t.em().execute<{ n: string }[]>(`select count(*) as n from purchases`))[0]!.n);
    const before = await count();
    const unknownClient = await admin.rest('POST', '/api/admin/purchases', { userId: randomUUID(), packageId: starter.id });
    expect(unknownClient.statusCode).toBe(404);
    expect(unknownClient.json().message).toBe('Client not found');
    expect((await admin.rest('POST', '/api/admin/purchases', { userId: admin2.id, packageId: starter.id })).statusCode).toBe(404);
    const unknownPackage = await admin.rest('POST', '/api/admin/purchases', { userId: erik.id, packageId: randomUUID() });
    expect(unknownPackage.statusCode).toBe(404);
    expect(unknownPackage.json().message).toBe('Package not found');
    for (const pricePaid of [-1, 12.5, '100']) {
      const bad = await admin.rest('POST', '/api/admin/purchases', { userId: erik.id, packageId: starter.id, pricePaid });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Price must be a positive amount in euros');
    }
    expect(await count()).toBe(before);
  });
});

describe('packages', () => {
  it('creates a package (active by default) that clients then see; a duplicate name is 409; bad input 400', async () => {
    const res = await admin.rest('POST', '/api/admin/packages', { name: ' Family ', hours: 8, price: 22_000, description: 'For couples' });
    expect(res.statusCode).toBe(201);
    const family = res.json();
    expect(family).toMatchObject({ name: 'Family', hours: 8, price: 22_000, description: 'For couples', active: true });
    const client = await registerClient(t, 'Fiona');
    expect((await client.rest('GET', '/api/packages')).json().map((p: { name: string }) => p.name)).toContain('Family');

    const dup = await admin.trpc('mutation', 'admin.packages.create', { name: 'Family', hours: 3, price: 100 });
    expect(dup.statusCode).toBe(409);
    expect(trpcError(dup).message).toBe('A package with this name already exists');
    const dupRest = await admin.rest('POST', '/api/admin/packages', { name: 'Family', hours: 3, price: 100 });
    expect(dupRest.statusCode).toBe(409);

    const noName = await admin.rest('POST', '/api/admin/packages', { name: ' ', hours: 3, price: 100 });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Package name is required');
    const zeroHours = await admin.rest('POST', '/api/admin/packages', { name: 'Zero', hours: 0, price: 100 });
    expect(zeroHours.statusCode).toBe(400);
    expect(zeroHours.json().message).toBe('Hours must be a whole number of at least 1');
    expect((await admin.rest('POST', '/api/admin/packages', { name: 'Half', hours: 1.5, price: 100 })).statusCode).toBe(400);
    expect(await t.em().count(PackageEntity, { name: { $in: ['Zero', 'Half'] } })).toBe(0);

    const audit = await auditRows('package.create', family.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(admin.id);
  });

  it('edits and deactivates a package: it can no longer be sold, but its purchases stay and can still be drawn from', async () => {
    const created = (await admin.rest('POST', '/api/admin/packages', { name: 'Seasonal', hours: 4, price: 10_000 })).json();
    const gina = await registerClient(t, 'Gina');
    const sold = await buy(gina, 'Seasonal');
    expect(sold).toMatchObject({ hoursTotal: 4, pricePaid: 10_000 });

    // Edit (REST): later purchases only.
    const edit = await admin.rest('PUT', `/api/admin/packages/${created.id}`, {
      name: 'Seasonal',
      hours: 6,
      price: 15_000,
      description: 'Longer',
      active: true,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ id: created.id, hours: 6, price: 15_000, description: 'Longer', active: true });
    expect((await gina.rest('GET', '/api/purchases')).json()[0]).toMatchObject({ id: sold.id, hoursTotal: 4, pricePaid: 10_000 });

    // Deactivate (tRPC).
    const off = await admin2.trpc('mutation', 'admin.packages.update', {
      id: created.id,
      name: 'Seasonal',
      hours: 6,
      price: 15_000,
      description: 'Longer',
      active: false,
    });
    expect(off.statusCode).toBe(200);
    expect(data(off).active).toBe(false);
    expect((await gina.rest('GET', '/api/packages')).json().map((p: { name: string }) => p.name)).not.toContain('Seasonal');
    const adminList = (await admin.rest('GET', '/api/admin/packages')).json();
    expect(adminList.find((p: { id: string }) => p.id === created.id)).toMatchObject({ active: false, hours: 6 });
    expect(data(await admin.trpc('query', 'admin.packages.list'))).toEqual(adminList);
    // Active ones first.
    const actives = adminList.map((p: { active: boolean }) => p.active);
    expect(actives).toEqual([...actives].sort((a: boolean, b: boolean) => Number(b) - Number(a)));

    const refused = await admin.rest('POST', '/api/admin/purchases', { userId: gina.id, packageId: created.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This package is not available');
    const refusedTrpc = await admin.trpc('mutation', 'admin.purchases.record', { userId: gina.id, packageId: created.id });
    expect(refusedTrpc.statusCode).toBe(400);
    expect(trpcError(refusedTrpc).message).toBe('This package is not available');

    // The existing purchase is untouched and still usable.
    const purchases = (await gina.rest('GET', '/api/purchases')).json();
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ id: sold.id, packageName: 'Seasonal', hoursTotal: 4, active: true });
    expect((await admin.rest('POST', '/api/admin/time-entries', { clientId: gina.id, minutes: 60, note: 'Review' })).statusCode).toBe(201);

    const audit = await auditRows('package.update', created.id);
    expect(audit.map((a) => a.actor_id)).toEqual([admin.id, admin2.id]);
    expect((audit[1]!.details as { changed: unknown }).changed).toEqual({ active: { from: true, to: false } });
  });

  it('an edit must say whether the package is active: a deactivated package is never reactivated by omission', async () => {
    const created = (await admin.rest('POST', '/api/admin/packages', { name: 'Retired', hours: 2, price: 5_000, active: false })).json();
    expect(created.active).toBe(false);
    const res = await admin.rest('PUT', `/api/admin/packages/${created.id}`, { name: 'Retired', hours: 2, price: 4_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(['active']);
    expect((await admin.trpc('mutation', 'admin.packages.update', { id: created.id, name: 'Retired', hours: 2, price: 4_000 })).statusCode).toBe(400);
    expect(await t.em().findOneOrFail(PackageEntity, { id: created.id })).toMatchObject({ active: false, price: 5_000 });
  });

  it('the VAT rate is set on both transports and audit-logged with its old and new value', async () => {
    expect((await admin.rest('PUT', '/api/admin/settings', { vatRatePercent: 7 })).statusCode).toBe(200);
    expect((await admin2.trpc('mutation', 'admin.settings.setVatRate', { vatRatePercent: 19 })).statusCode).toBe(200);
    const audit = await auditRows('settings.update');
    expect(audit.map((a) => [a.actor_id, a.details])).toEqual([
      [admin.id, { vatRatePercent: { from: 19, to: 7 } }],
      [admin2.id, { vatRatePercent: { from: 7, to: 19 } }],
    ]);
  });

  it('the business hours are set on both transports, audit-logged, and count for the clocks started from then on', async () => {
    const defaults = { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00', state: 'BE' };
    expect((await admin.rest('GET', '/api/admin/settings')).json()).toMatchObject({ businessHours: defaults });
    // Bad input: a message key per field, nothing stored, on both transports.
    const bad = await admin.rest('PUT', '/api/admin/settings/business-hours', { days: [], opens: '9:00', closes: '18:00', state: 'BE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string; messageKey: string }) => [i.path, i.messageKey])).toEqual([
      ['days', 'businessDaysRequired'],
      ['opens', 'businessTimeInvalid'],
    ]);
    const backwards = await admin.trpc('mutation', 'admin.settings.setBusinessHours', { days: [1], opens: '18:00', closes: '09:00', state: 'BE' });
    expect(backwards.statusCode).toBe(400);
    expect(trpcError(backwards).data.issues).toEqual([
      { path: 'closes', messageKey: 'businessHoursOrder', message: 'Closing time must be after opening time' },
    ]);
    expect((await admin.rest('GET', '/api/admin/settings')).json().businessHours).toEqual(defaults);

    const dora = await registerClient(t, 'Dora Becker');
    const before = await ask(dora, 'Asked before the business hours changed');
    const longer = { days: [6, 1, 2, 3, 4, 5, 1], opens: '08:00', closes: '20:00', state: 'BY' };
    const set = await admin.rest('PUT', '/api/admin/settings/business-hours', longer);
    expect(set.statusCode).toBe(200);
    const saved = { days: [1, 2, 3, 4, 5, 6], opens: '08:00', closes: '20:00', state: 'BY' as const };
    expect(set.json()).toMatchObject({ vatRatePercent: 19, businessHours: saved });
    const after = await ask(dora, 'Asked after the business hours changed');

    // The clock started before keeps the hours it started with; the new one counts the new hours.
    const list = (await admin.rest('GET', '/api/admin/questions')).json() as AdminQuestion[];
    const clockOf = (id: string) => list.find((q) => q.id === id)!;
    const due = (id: string, hours: typeof DEFAULT_BUSINESS_HOURS) =>
      responseDueAt(new Date(clockOf(id).waitingSince!), RESPONSE_PROMISE_HOURS, [], germanHolidays, hours)!.toISOString();
    expect(clockOf(before).responseClock!.answerBy).toBe(due(before, DEFAULT_BUSINESS_HOURS));
    expect(clockOf(after).responseClock!.answerBy).toBe(due(after, clockHours(saved)));
    expect(due(after, clockHours(saved))).not.toBe(due(after, DEFAULT_BUSINESS_HOURS));
    const inbox = data(await admin.trpc('query', 'admin.letters.inbox', undefined)) as { id: string; answerBy: string | null }[];
    expect(inbox.find((i) => i.id === after)!.answerBy).toBe(due(after, clockHours(saved)));

    expect((await admin2.trpc('mutation', 'admin.settings.setBusinessHours', defaults)).statusCode).toBe(200);
    const audit = (await auditRows('settings.update')).filter((a) => 'businessHours' in (a.details as object));
    expect(audit.map((a) => [a.actor_id, a.details])).toEqual([
      [admin.id, { businessHours: { from: defaults, to: saved } }],
      [admin2.id, { businessHours: { from: saved, to: defaults } }],
    ]);
  });

  it('the DATEV settings start without the advisor’s numbers, are set on both transports, checked field by field and audit-logged (decision record 065)', async () => {
    const defaults = {
      consultantNumber: null,
      clientNumber: null,
      accountLength: 4,
      revenueAccount: '8400',
      revenueVatRatePercent: 19,
      debtorAccount: '10000',
      fiscalYearStartMonth: 1,
    };
    expect((await admin.rest('GET', '/api/admin/settings')).json().datev).toEqual(defaults);
    // Each bad field under its own key, nothing stored, on both transports.
    const bad = await admin.rest('PUT', '/api/admin/settings/datev', {
      ...ADVISOR_DATEV_SETTINGS,
      consultantNumber: 999,
      clientNumber: 100_000,
      fiscalYearStartMonth: 13,
      revenueAccount: '84000',
      debtorAccount: '70000',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string; messageKey: string }) => [i.path, i.messageKey])).toEqual([
      ['consultantNumber', 'datevConsultantNumberInvalid'],
      ['clientNumber', 'datevClientNumberInvalid'],
      ['debtorAccount', 'datevDebtorAccountInvalid'],
      ['fiscalYearStartMonth', 'fiscalYearStartInvalid'],
      ['revenueAccount', 'datevRevenueAccountInvalid'],
    ]);
    const longer = await admin.trpc('mutation', 'admin.settings.setDatev', { ...ADVISOR_DATEV_SETTINGS, accountLength: 5 });
    expect(longer.statusCode).toBe(400);
    expect(trpcError(longer).data.issues.map((i: { path: string }) => i.path)).toEqual(['revenueAccount', 'debtorAccount']);
    expect((await admin.rest('GET', '/api/admin/settings')).json().datev).toEqual(defaults);

    const set = await admin.rest('PUT', '/api/admin/settings/datev', ADVISOR_DATEV_SETTINGS);
    expect(set.statusCode).toBe(200);
    expect(set.json().datev).toEqual(ADVISOR_DATEV_SETTINGS);
    const skr04 = { ...ADVISOR_DATEV_SETTINGS, accountLength: 5, revenueAccount: '44000', debtorAccount: '100000', fiscalYearStartMonth: 7 };
    expect(data(await admin2.trpc('mutation', 'admin.settings.setDatev', skr04)).datev).toEqual(skr04);
    expect(data(await admin.trpc('query', 'admin.settings.get')).datev).toEqual(skr04);
    const audit = (await auditRows('settings.update')).filter((a) => 'datev' in (a.details as object));
    expect(audit.map((a) => [a.actor_id, a.details])).toEqual([
      [admin.id, { datev: { from: defaults, to: ADVISOR_DATEV_SETTINGS } }],
      [admin2.id, { datev: { from: ADVISOR_DATEV_SETTINGS, to: skr04 } }],
    ]);
    expect((await admin.rest('PUT', '/api/admin/settings/datev', ADVISOR_DATEV_SETTINGS)).statusCode).toBe(200);
  });

  it("the firm's details are saved on both transports and audit-logged per changed field", async () => {
    expect((await admin.rest('PUT', '/api/admin/firm', realFirmInput())).statusCode).toBe(200);
    const changed = { ...realFirmInput(), phone: '+49 30 555 0100' };
    expect((await admin2.trpc('mutation', 'admin.firm.update', changed)).statusCode).toBe(200);
    const audit = await auditRows('firm.update');
    expect(audit.map((a) => a.actor_id)).toEqual([admin.id, admin2.id]);
    expect(audit[1]!.details).toEqual({ firstSave: false, changes: { phone: { from: '+49 30 1234567', to: '+49 30 555 0100' } } });
  });

  it('404 for an unknown package; 409 when renamed to an existing name', async () => {
    const res = await admin.rest('PUT', `/api/admin/packages/${randomUUID()}`, { name: 'Ghost', hours: 1, price: 1, active: true });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Package not found');
    const starter = await pkg('Starter');
    const clash = await admin.rest('PUT', `/api/admin/packages/${starter.id}`, { name: 'Premium', hours: 5, price: 14_000, active: true });
    expect(clash.statusCode).toBe(409);
    expect((await pkg('Starter')).name).toBe('Starter');
  });
});

describe('contact messages', () => {
  it('lists contact messages newest first and marks them handled (first admin kept); both transports', async () => {
    const send = async (name: string, minutesAgo: number) => {
      const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
      const res = await visitor(t).rest('POST', '/api/contact', { name, email, language: 'de', message: `Hallo, ich bin ${name} und habe eine Frage.` });
      expect(res.statusCode).toBe(201);
      await t.em().execute(`update contact_forms set submitted_at = now() - make_interval(mins => ?) where email = ?`, [minutesAgo, email]);
      return email;
    };
    const older = await send('Hanna', 120);
    const newer = await send('Ivan', 5);

    const res = await admin.rest('GET', '/api/admin/contact');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    const mine = list.filter((m: { email: string }) => m.email === older || m.email === newer);
    expect(mine.map((m: { email: string }) => m.email)).toEqual([newer, older]);
    const times = list.map((m: { submittedAt: string }) => Date.parse(m.submittedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(mine[1]).toMatchObject({
      name: 'Hanna',
      language: 'de',
      handledAt: null,
      handledByName: null,
      message: 'Hallo, ich bin Hanna und habe eine Frage.',
    });
    expect(data(await admin.trpc('query', 'admin.contact.list'))).toEqual(list);

    const hannaId = mine[1].id;
    const ivanId = mine[0].id;
    const handled = await admin.rest('POST', `/api/admin/contact/${hannaId}/handled`);
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toEqual({ ok: true });
    // A second admin marking it again keeps the first.
    expect((await admin2.trpc('mutation', 'admin.contact.markHandled', { id: hannaId })).statusCode).toBe(200);
    expect((await admin2.trpc('mutation', 'admin.contact.markHandled', { id: ivanId })).statusCode).toBe(200);

    const after = (await admin.rest('GET', '/api/admin/contact')).json();
    const hanna = after.find((m: { id: string }) => m.id === hannaId);
    const ivan = after.find((m: { id: string }) => m.id === ivanId);
    expect(hanna.handledByName).toBe('Katrin Vogel');
    expect(Date.parse(hanna.handledAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(ivan.handledByName).toBe('Jonas Weber');
    expect((await auditRows('contact.handle', hannaId)).map((a) => a.actor_id)).toEqual([admin.id]);
    // A reply (contact-replies.test.ts has the rest) is audited too.
    expect((await admin.rest('POST', `/api/admin/contact/${ivanId}/reply`, { body: 'Thank you, we will call you.' })).statusCode).toBe(201);
    expect((await auditRows('contact.reply', ivanId)).map((a) => a.actor_id)).toEqual([admin.id]);

    const unknown = await admin.rest('POST', `/api/admin/contact/${randomUUID()}/handled`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Message not found');
  });
});

describe('letters', () => {
  it('the expert corrects a client’s letter and explains it (both audited)', async () => {
    const client = await registerClient(t, 'Letter Client');
    const letter = (await client.rest('POST', '/api/letters/manual', { letterType: 'anhoerung' })).json();
    const corrected = await admin.trpc('mutation', 'admin.letters.correct', { id: letter.id, fields: { letterType: 'fragebogen-erfassung' } });
    expect(corrected.statusCode).toBe(200);
    const answered = await admin.trpc('mutation', 'admin.letters.answer', {
      id: letter.id,
      summary: 'A questionnaire.',
      meaning: 'Register your business.',
      action: 'Fill it in.',
    });
    expect(answered.statusCode).toBe(200);
    expect((await auditRows('letter.correct', letter.id))[0]).toMatchObject({ actor_id: admin.id, client_id: client.id });
    expect((await auditRows('letter.answer', letter.id))[0]).toMatchObject({ actor_id: admin.id, client_id: client.id });
  });
});

describe('orders', () => {
  it('a client orders; admins record the payment, cancel, expire, refund after withdrawal and download the invoice (all audited)', async () => {
    const client = await registerClient(t, 'Order Client');
    const pkg = (await admin.rest('GET', '/api/admin/packages')).json()[0];
    const place = async () =>
      (
        await client.rest('POST', '/api/orders', {
          packageId: pkg.id,
          customerType: 'consumer',
          billing: { name: 'Order Client', street: 'Weg 1', postalCode: '10115', city: 'Berlin' },
          acceptTerms: true,
        })
      ).json().order;
    const paid = await place();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    expect((await admin.rest('POST', `/api/admin/orders/${paid.id}/mark-paid`, { receivedOn: today })).statusCode).toBe(200);
    const [invoice] = (await client.rest('GET', '/api/invoices')).json();
    expect((await admin.rest('GET', `/api/invoices/${invoice.id}/pdf`)).statusCode).toBe(200);
    expect(data(await admin.trpc('query', 'admin.orders.clientInvoices', { clientId: client.id })).items).toHaveLength(1);
    await client.rest('POST', '/api/withdrawals', { name: 'Order Client', email: client.email, orderReference: paid.reference });
    expect((await admin2.trpc('mutation', 'admin.orders.refund', { id: paid.id })).statusCode).toBe(200);
    const cancelled = await place();
    expect((await admin.trpc('mutation', 'admin.orders.cancel', { id: cancelled.id })).statusCode).toBe(200);
    const expiring = await place();
    await t.app.runOrderUpkeep(new Date(Date.now() + 15 * 24 * 60 * 60 * 1000));
    expect((await auditRows('order.paid', paid.id))[0]).toMatchObject({ actor_id: admin.id, client_id: client.id });
    expect((await auditRows('order.refund', paid.id))[0]).toMatchObject({ actor_id: admin2.id });
    expect((await auditRows('order.cancel', cancelled.id))[0]).toMatchObject({ actor_id: admin.id });
    expect(await auditRows('order.expire', expiring.id)).toHaveLength(1);
    expect((await auditRows('invoice.download', invoice.id))[0]).toMatchObject({ actor_id: admin.id });
    // "Download my data" is recorded under the client (GDPR Art. 15).
    expect((await client.rest('POST', '/api/account/export')).statusCode).toBe(202);
    expect((await auditRows('data.export'))[0]).toMatchObject({ actor_id: client.id, client_id: client.id });
  });
});

describe('accounts', () => {
  it("an admin deletes a client's account on the client's written request (audited)", async () => {
    const client = await registerClient(t, 'Leaving Client');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    const res = await admin.rest('POST', `/api/admin/clients/${client.id}/delete-account`, { requestReceivedOn: today, writtenRequest: true });
    expect(res.statusCode).toBe(200);
    expect((await auditRows('account.delete', client.id))[0]).toMatchObject({ actor_id: admin.id, client_id: client.id });
  });
});

describe("a client's own files", () => {
  it('renaming, moving and deleting documents, folders and letters are audited under the client', async () => {
    const client = await registerClient(t, 'Files Client');
    const folder = (await client.rest('POST', '/api/folders', { name: 'Old' })).json();
    const doc = (await client.postMultipart('/api/documents', { title: 'Payslip', folderId: '' }, { filename: 'p.pdf', content: pdfBytes() })).json();
    expect((await client.rest('PATCH', `/api/documents/${doc.id}`, { title: 'Payslip March' })).statusCode).toBe(200);
    expect((await client.trpc('mutation', 'documents.delete', { id: doc.id })).statusCode).toBe(200);
    expect((await client.rest('PATCH', `/api/folders/${folder.id}`, { name: 'New' })).statusCode).toBe(200);
    expect((await client.trpc('mutation', 'folders.delete', { id: folder.id })).statusCode).toBe(200);
    const letter = (await client.rest('POST', '/api/letters/manual', { letterType: 'mahnung' })).json();
    expect((await client.trpc('mutation', 'letters.delete', { id: letter.id })).statusCode).toBe(200);
    for (const [action, id] of [
      ['document.update', doc.id],
      ['document.delete', doc.id],
      ['folder.rename', folder.id],
      ['folder.delete', folder.id],
      ['letter.delete', letter.id],
    ]) {
      expect((await auditRows(action!, id))[0]).toMatchObject({ actor_id: client.id, client_id: client.id });
    }
  });
});

describe('internal notes', () => {
  it('adding and deleting a note are audited, without its text and under no client (decision record 062)', async () => {
    const client = await registerClient(t, 'Noted Client');
    const added = await admin.rest('POST', '/api/admin/notes', { subject: { clientId: client.id }, body: 'Prefers e-mail.' });
    expect(added.statusCode).toBe(201);
    expect((await admin.rest('DELETE', `/api/admin/notes/${added.json().id}`)).statusCode).toBe(204);
    for (const action of ['note.add', 'note.delete']) {
      const [row] = await auditRows(action, added.json().id);
      expect(row).toMatchObject({ actor_id: admin.id, client_id: null });
      expect(JSON.stringify(row)).not.toContain('Prefers e-mail.');
    }
  });
});

describe('saved replies', () => {
  it('creating, editing and deleting a saved reply are audited, without its title or texts and under no client (decision record 063)', async () => {
    const created = await admin.rest('POST', '/api/admin/saved-replies', { title: 'Audit greeting', bodyEn: 'Kind regards', bodyDe: 'Freundliche Grüße' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect((await admin2.rest('PATCH', `/api/admin/saved-replies/${id}`, { bodyEn: 'Best regards' })).statusCode).toBe(200);
    expect((await admin.rest('DELETE', `/api/admin/saved-replies/${id}`)).statusCode).toBe(204);
    for (const [action, actor] of [
      ['savedReply.create', admin],
      ['savedReply.update', admin2],
      ['savedReply.delete', admin],
    ] as const) {
      const [row] = await auditRows(action, id);
      expect(row).toMatchObject({ actor_id: actor.id, client_id: null });
      for (const text of ['Audit greeting', 'regards', 'Grüße']) expect(JSON.stringify(row)).not.toContain(text);
    }
  });
});

describe('staff', () => {
  it('an owner invites and withdraws, an invitee joins, the owner deactivates and reactivates the expert (each step audited)', async () => {
    const withdrawn = await admin.rest('POST', '/api/admin/staff/invitations', { email: 'withdrawn-expert@example.com', name: 'Withdrawn', language: 'en' });
    expect((await admin.rest('DELETE', `/api/admin/staff/invitations/${withdrawn.json().id}`)).statusCode).toBe(204);
    expect((await admin.rest('POST', '/api/admin/staff/invitations', { email: 'lea@example.com', name: 'Lea Neumann', language: 'de' })).statusCode).toBe(201);
    const [mail] = await t.em().execute<{ text_body: string }[]>(`select text_body from mail_outbox where to_address = 'lea@example.com'`);
    const token = /token=([\w-]+)/.exec(mail!.text_body)![1];
    const joined = await visitor(t).rest('POST', '/api/staff-invitations/accept', { token, name: 'Lea Neumann', password: 'expert password 7' });
    expect(joined.statusCode).toBe(201);
    const id = joined.json().user.id;
    expect((await admin.rest('POST', `/api/admin/staff/${id}/deactivate`)).json().deactivatedAt).not.toBeNull();
    expect((await admin2.trpc('mutation', 'admin.staff.reactivate', { id })).statusCode).toBe(200);
  });
});

describe('assignment', () => {
  it('handing a question to an expert is audited under its client with who had it and who has it now (decision record 068)', async () => {
    const client = await registerClient(t, 'Assigned Client');
    const id = (await client.rest('POST', '/api/questions', { question: 'Who answers this?' })).json().id as string;
    expect((await admin.rest('PUT', `/api/admin/questions/${id}/assignee`, { assigneeId: expert.id })).statusCode).toBe(200);
    const [row] = await auditRows('assignment.change', id);
    expect(row).toMatchObject({ actor_id: admin.id, client_id: client.id, details: { kind: 'question', from: null, to: 'Mara Expert' } });
  });

  it('choosing a Premium client’s dedicated specialist is audited under the client (decision record 069)', async () => {
    const client = await registerClient(t, 'Premium Client');
    await insertPackagePurchase(t.em(), client.id, 'Premium', { expiresInDays: 300 });
    expect((await admin.rest('PUT', `/api/admin/clients/${client.id}/specialist`, { specialistId: expert.id })).statusCode).toBe(200);
    const [row] = await auditRows('specialist.set', client.id);
    expect(row).toMatchObject({ actor_id: admin.id, client_id: client.id, details: { to: 'Mara Expert' } });
  });
});

describe('calls', () => {
  it('booking, moving and cancelling a call are audited under the client with who did it (decision record 072)', async () => {
    const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '00:00', to: '23:59' }));
    expect((await expert.rest('PUT', '/api/admin/availability', { weekly })).statusCode).toBe(200);
    const client = await registerClient(t, 'Calling Client');
    await insertPackagePurchase(t.em(), client.id, 'Professional', { expiresInDays: 300 });
    const slots = (await client.rest('GET', '/api/calls/slots?lengthMinutes=30')).json().slots as string[];
    const booked = await client.rest('POST', '/api/calls', { topic: 'My Steuerbescheid', lengthMinutes: 30, startsAt: slots[200], timeZone: 'Europe/Berlin' });
    expect(booked.statusCode).toBe(201);
    const id = booked.json().id as string;
    expect((await client.rest('PUT', `/api/calls/${id}`, { startsAt: slots[300] })).statusCode).toBe(200);
    expect((await admin.rest('DELETE', `/api/calls/${id}`)).statusCode).toBe(200);
    expect((await auditRows('booking.create', id))[0]).toMatchObject({
      actor_id: client.id,
      client_id: client.id,
      details: { lengthMinutes: 30, kind: 'call' },
    });
    expect((await auditRows('booking.move', id))[0]).toMatchObject({ actor_id: client.id, client_id: client.id, details: { to: slots[300], late: false } });
    expect((await auditRows('booking.cancel', id))[0]).toMatchObject({ actor_id: admin.id, client_id: client.id, details: { late: false } });
  });
});

describe('bookkeeping', () => {
  it('an export for the tax advisor is audited with its period and size, under no client (decision record 065)', async () => {
    const res = await admin.rest('GET', '/api/admin/bookkeeping/invoices.zip?from=2020-01-01&to=2020-01-31');
    expect(res.statusCode).toBe(200);
    const [row] = await auditRows('bookkeeping.export');
    expect(row).toMatchObject({ actor_id: admin.id, client_id: null, details: { format: 'pdf', from: '2020-01-01', to: '2020-01-31', documents: 0 } });
  });
});

describe('audit log', () => {
  it('records every kind of admin action with who and when, newest first; both transports agree', async () => {
    const res = await admin.rest('GET', '/api/admin/audit');
    expect(res.statusCode).toBe(200);
    const log = res.json();
    expect(new Set(log.map((a: { action: string }) => a.action))).toEqual(new Set(AUDIT_ACTIONS));
    const times = log.map((a: { createdAt: string }) => Date.parse(a.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // A client's own steps (ordering, withdrawing) and an unpaid order's expiry are recorded under the client.
    const byClient = new Set(['order.create', 'order.withdraw', 'order.expire', 'data.export']);
    // A client's changes of their own files are recorded under that client.
    const byFilesClient = new Set(['document.update', 'document.delete', 'folder.rename', 'folder.delete', 'letter.delete']);
    // A client books and moves their call (the owner cancelled it).
    const byCallingClient = new Set(['booking.create', 'booking.move']);
    expect(
      log.every(
        (a: { action: string; actorName: string | null; createdAt: string }) =>
          (byClient.has(a.action)
            ? a.actorName === 'Order Client'
            : byFilesClient.has(a.action)
              ? a.actorName === 'Files Client'
              : byCallingClient.has(a.action)
                ? a.actorName === 'Calling Client'
                : a.action === 'staff.invitation.accept'
                  ? a.actorName === 'Lea Neumann'
                  : ['Katrin Vogel', 'Jonas Weber'].includes(a.actorName!)) && !Number.isNaN(Date.parse(a.createdAt)),
      ),
    ).toBe(true);
    expect(data(await admin.trpc('query', 'admin.audit.list'))).toEqual(log);
  });
});

describe('admin:create (createOrPromoteAdmin)', () => {
  const refuse = async () => {
    throw new Error('askPassword must not be called');
  };

  it('creates an admin that can log in and reach the console; asks for the password when none is given', async () => {
    const email = `new-admin-${randomUUID().slice(0, 8)}@Example.com`;
    let asked = 0;
    const result = await createOrPromoteAdmin(t.em(), { email, name: 'Lena Brandt' }, async () => {
      asked++;
      return 'a strong password';
    });
    expect(result).toEqual({ email: email.toLowerCase(), created: true, passwordSet: true });
    expect(asked).toBe(1);
    const row = await t.em().findOneOrFail(UserEntity, { email: email.toLowerCase() }, { populate: ['password'] });
    expect(row).toMatchObject({ role: 'admin', name: 'Lena Brandt' });
    expect(row.password).toMatch(/^\$argon2id\$/);

    const login = await visitor(t).rest('POST', '/api/auth/login', { email, password: 'a strong password' });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('admin');
    const cookie = sessionCookieOf(login)!;
    // Admins must have two-factor sign-in: the console refuses until the admin has set it up.
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/clients', cookies: { session: cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TWO_FACTOR_SETUP_REQUIRED', messageKey: 'twoFactorSetupRequired' });
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/setup',
      cookies: { session: cookie },
      payload: { password: 'a strong password' },
    });
    expect(setup.statusCode).toBe(200);
    const enable = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      cookies: { session: cookie },
      payload: { code: await totpCode(setup.json().secret) },
    });
    expect(enable.statusCode).toBe(200);
    const consolePage = await t.app.inject({ method: 'GET', url: '/api/admin/clients', cookies: { session: cookie } });
    expect(consolePage.statusCode).toBe(200);
  });

  it('promotes an existing client, keeping the password unless one is given', async () => {
    const client = await registerClient(t, 'Max Mustermann');
    const kept = await createOrPromoteAdmin(t.em(), { email: client.email.toUpperCase() }, refuse);
    expect(kept).toEqual({ email: client.email, created: false, passwordSet: false });
    expect((await t.em().findOneOrFail(UserEntity, { id: client.id })).role).toBe('admin');
    expect((await visitor(t).rest('POST', '/api/auth/login', { email: client.email, password: 'correct horse' })).statusCode).toBe(200);

    const reset = await createOrPromoteAdmin(t.em(), { email: client.email, name: 'Max M.', password: 'brand new secret' }, refuse);
    expect(reset).toEqual({ email: client.email, created: false, passwordSet: true });
    expect((await visitor(t).rest('POST', '/api/auth/login', { email: client.email, password: 'correct horse' })).statusCode).toBe(401);
    expect((await visitor(t).rest('POST', '/api/auth/login', { email: client.email, password: 'brand new secret' })).statusCode).toBe(200);
    const row = await t.em().findOneOrFail(UserEntity, { id: client.id });
    expect(row).toMatchObject({ role: 'admin', name: 'Max M.' });
    // A name given when promoting is trimmed, like at registration.
    await createOrPromoteAdmin(t.em(), { email: client.email, name: '  Max Mustermann  ' }, refuse);
    expect((await t.em().findOneOrFail(UserEntity, { id: client.id })).name).toBe('Max Mustermann');
    expect(await t.em().count(UserEntity, { email: client.email })).toBe(1);
  });

  it('validates the e-mail, the name and the password, and writes nothing on failure', async () => {
    const count = () => t.em().count(UserEntity, {});
    const before = await count();
    const failure = async (input: { email: string; name?: string; password?: string }) => {
      const err = await createOrPromoteAdmin(t.em(), input, async () => 'short').then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('VALIDATION');
      return (err as AppError).message;
    };
    expect(await failure({ email: 'not-an-email', name: 'X', password: 'long enough' })).toBe('Please enter a valid email address');
    expect(await failure({ email: 'nameless@example.com', password: 'long enough' })).toBe('Name is required');
    expect(await failure({ email: 'short@example.com', name: 'Shorty', password: 'seven77' })).toBe('Password must be at least 8 characters');
    // The prompted password is checked too.
    expect(await failure({ email: 'prompted@example.com', name: 'Prompted' })).toBe('Password must be at least 8 characters');
    // Promoting with a too-short password neither promotes nor changes the password.
    const client = await registerClient(t, 'Not Yet Admin');
    expect(await failure({ email: client.email, password: 'seven77' })).toBe('Password must be at least 8 characters');
    // ... and a blank name neither.
    expect(await failure({ email: client.email, name: '   ' })).toBe('Name is required');
    expect(await t.em().findOneOrFail(UserEntity, { id: client.id })).toMatchObject({ role: 'client', name: 'Not Yet Admin' });
    expect(await count()).toBe(before + 1);
  });
});

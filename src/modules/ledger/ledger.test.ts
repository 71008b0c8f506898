/**
 * The hours ledger (decision record 003): logging time (validation, drawing order, never overdrawing, also
 * under concurrency), hoursUsed derived from the ledger in hours with two decimals, the client's
 * view of its ledger, and the "80% used" notice.
 *
 * The concurrency tests send their requests at the same moment; each request gets its own
 * EntityManager and transaction. On PostgreSQL (server-postgres) they run on separate
 * connections and really exercise drawTime's row locks.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../config.js';
import { registerClient, visitor, type Client, trpcData as data, trpcError, useTestAccounts } from '../../test/harness.js';
import { PackageEntity } from '../packages/package.entity.js';
import { insertPackagePurchase } from '../../test/purchases.js';

import { queueExpiryNotices } from './ledger.service.js';

const DAY = 24 * 60 * 60 * 1000;

const { t, admin, admin2 } = useTestAccounts({ admin: ['admin', 'Katrin Vogel'], admin2: ['admin', 'Jonas Weber'] });

/** A purchase inserted directly, with explicit dates and minutes already used. */
async function purchase(c: Client, packageName: string, opts: { expiresInDays: number; purchasedDaysAgo?: number; minutesUsed?: number }): Promise<string> {
  return insertPackagePurchase(t.em(), c.id, packageName, opts);
}

/** Minutes in the ledger per purchase, straight from the database. */
async function ledgerMinutes(purchaseId: string): Promise<number> {
  const [row] = await t.em().execute<{ m: string | number | null }[]>(`select sum(minutes) as m from time_entries where purchase_id = ?`, [purchaseId]);
  return Number(row?.m ?? 0);
}

async function entryCount(): Promise<number> {
  return Number((await t.em().execute<{ n: string }[]>(`select count(*) as n from time_entries`))[0]!.n);
}

function logTime(by: Client, body: Record<string, unknown>, via: 'rest' | 'trpc' = 'rest') {
  return via === 'rest' ? by.rest('POST', '/api/admin/time-entries', body) : by.trpc('mutation', 'admin.time.log', body);
}

describe('validation', () => {
  let client: Client;
  beforeAll(async () => {
    client = await registerClient(t, 'Vera');
    // 30 hours, enough for a whole day's entry.
    await purchase(client, 'Premium', { expiresInDays: 300 });
    await purchase(client, 'Premium', { expiresInDays: 301 });
  });

  it.each([0, 10, 20, -15, 7.5, 14.999, 24 * 60 + 15, '60', null])('refuses %s minutes on both transports', async (minutes) => {
    const before = await entryCount();
    const rest = await logTime(admin, { clientId: client.id, minutes, note: 'Call' });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().message).toBe('Time must be a positive multiple of 15 minutes');
    const trpc = await logTime(admin, { clientId: client.id, minutes, note: 'Call' }, 'trpc');
    expect(trpc.statusCode).toBe(400);
    expect(trpcError(trpc).message).toBe('Time must be a positive multiple of 15 minutes');
    expect(trpcError(trpc).data.issues).toEqual([{ path: 'minutes', messageKey: 'minutesInvalid', message: 'Time must be a positive multiple of 15 minutes' }]);
    expect(await entryCount()).toBe(before);
  });

  it('accepts 15-minute steps up to a day', async () => {
    for (const minutes of [15, 30, 24 * 60]) {
      expect((await logTime(admin, { clientId: client.id, minutes, note: 'Work' })).statusCode).toBe(201);
    }
  });

  it('needs a note when no question is given', async () => {
    const res = await logTime(admin, { clientId: client.id, minutes: 15, note: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Note is required');
  });

  it('404 for an unknown client, an admin, or a question of another client', async () => {
    const unknown = await logTime(admin, { clientId: randomUUID(), minutes: 15, note: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Client not found');
    expect((await logTime(admin, { clientId: admin2.id, minutes: 15, note: 'x' })).statusCode).toBe(404);
    const other = await registerClient(t, 'Other');
    const q = (await other.rest('POST', '/api/questions', { question: 'Mine, not Vera’s' })).json().id;
    const res = await logTime(admin, { clientId: client.id, minutes: 15, questionId: q });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Question not found');
  });
});

describe('drawing time', () => {
  it('draws from the active purchase that expires first, splits across purchases, skips expired ones', async () => {
    const client = await registerClient(t, 'Wilma');
    const later = await purchase(client, 'Premium', { expiresInDays: 300 }); // 15 h
    const sooner = await purchase(client, 'Starter', { expiresInDays: 100, minutesUsed: 240 }); // 1 h left
    const expired = await purchase(client, 'Professional', { expiresInDays: -10, purchasedDaysAgo: 375 }); // 10 h, expired
    const usedUp = await purchase(client, 'Starter', { expiresInDays: 50, minutesUsed: 300 }); // expires first, but nothing left

    const res = await logTime(admin, { clientId: client.id, minutes: 90, note: 'Einspruch drafted' });
    expect(res.statusCode).toBe(201);
    const { entries } = res.json();
    expect(entries.map((e: { purchaseId: string; minutes: number }) => [e.purchaseId, e.minutes])).toEqual([
      [sooner, 60],
      [later, 30],
    ]);
    expect(entries.every((e: { note: string }) => e.note === 'Einspruch drafted')).toBe(true);
    expect(await ledgerMinutes(sooner)).toBe(300);
    expect(await ledgerMinutes(later)).toBe(30);
    expect(await ledgerMinutes(expired)).toBe(0);
    expect(await ledgerMinutes(usedUp)).toBe(300);

    const list = (await client.rest('GET', '/api/purchases')).json();
    const byId = Object.fromEntries(list.map((p: { id: string }) => [p.id, p]));
    expect(byId[sooner]).toMatchObject({ hoursUsed: 5, hoursRemaining: 0, active: false });
    expect(byId[later]).toMatchObject({ hoursUsed: 0.5, hoursRemaining: 14.5, active: true });
    expect(byId[expired]).toMatchObject({ hoursUsed: 0, active: false, expired: true });

    // Both transports write the same way: the next 15 minutes come from `later` (the only one left).
    const viaTrpc = await logTime(admin2, { clientId: client.id, minutes: 15, note: 'Call' }, 'trpc');
    expect(viaTrpc.statusCode).toBe(200);
    expect(data(viaTrpc).entries.map((e: { purchaseId: string; minutes: number }) => [e.purchaseId, e.minutes])).toEqual([[later, 15]]);
  });

  it("never exceeds the remaining hours: 409 'Not enough hours remaining', nothing written", async () => {
    const client = await registerClient(t, 'Xaver');
    const none = await logTime(admin, { clientId: client.id, minutes: 15, note: 'No purchase yet' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Not enough hours remaining');

    const starter = await purchase(client, 'Starter', { expiresInDays: 200, minutesUsed: 180 }); // 2 h left
    await purchase(client, 'Premium', { expiresInDays: -1, purchasedDaysAgo: 366 }); // expired hours do not count
    const before = await entryCount();
    const over = await logTime(admin, { clientId: client.id, minutes: 135, note: 'Too much' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Not enough hours remaining');
    const overTrpc = await logTime(admin, { clientId: client.id, minutes: 135, note: 'Too much' }, 'trpc');
    expect(overTrpc.statusCode).toBe(409);
    expect(trpcError(overTrpc)).toMatchObject({ message: 'Not enough hours remaining', data: { code: 'CONFLICT', appCode: 'CONFLICT' } });
    expect(await entryCount()).toBe(before);
    expect(await t.em().execute(`select 1 from audit_log where client_id = ?`, [client.id])).toEqual([]);

    // Exactly what is left is fine; then nothing more.
    expect((await logTime(admin, { clientId: client.id, minutes: 120, note: 'The rest' })).statusCode).toBe(201);
    expect(await ledgerMinutes(starter)).toBe(300);
    expect((await logTime(admin, { clientId: client.id, minutes: 15, note: 'One more' })).statusCode).toBe(409);
    expect((await client.rest('GET', '/api/purchases/summary')).json()).toEqual({ totalHours: 0, hoursUsed: 0, hoursRemaining: 0, activePackages: 0 });
  });
});

describe('hoursUsed from the ledger', () => {
  it('is in hours with two decimals (45 min = 0.75, 75 min = 1.25) in every purchase response, equal to the ledger, and the summary agrees', async () => {
    const client = await registerClient(t, 'Yusuf');
    const recorded = await admin.rest('POST', '/api/admin/purchases', {
      userId: client.id,
      packageId: (await t.em().findOneOrFail(PackageEntity, { name: 'Professional' })).id,
    });
    expect(recorded.json().hoursUsed).toBe(0);
    const p = recorded.json().id as string;
    const q = (await client.rest('POST', '/api/questions', { question: 'Steuerklasse after marriage?' })).json().id as string;

    expect((await logTime(admin, { clientId: client.id, minutes: 45, questionId: q })).statusCode).toBe(201);
    let list = (await client.rest('GET', '/api/purchases')).json();
    expect(list[0]).toMatchObject({ id: p, hoursUsed: 0.75, hoursRemaining: 9.25 });

    expect((await logTime(admin2, { clientId: client.id, minutes: 30, note: 'Follow-up' }, 'trpc')).statusCode).toBe(200);
    list = (await client.rest('GET', '/api/purchases')).json();
    expect(list[0]).toMatchObject({ id: p, hoursUsed: 1.25, hoursRemaining: 8.75 });
    expect(data(await client.trpc('query', 'purchases.list'))).toEqual(list);

    // The admin's views say the same.
    const page = (await admin.rest('GET', `/api/admin/clients/${client.id}`)).json();
    expect(page.purchases[0]).toMatchObject({ id: p, hoursUsed: 1.25, hoursRemaining: 8.75 });
    expect(page.client.hoursRemaining).toBe(8.75);
    const inbox = (await admin.rest('GET', '/api/admin/questions')).json().find((x: { id: string }) => x.id === q);
    expect(inbox).toMatchObject({ hoursRemaining: 8.75, minutesLogged: 45 });

    // hoursUsed is the ledger's sum.
    const ledger = (await client.rest('GET', '/api/purchases/ledger')).json();
    expect(ledger.reduce((s: number, e: { minutes: number }) => s + e.minutes, 0) / 60).toBe(1.25);
    expect(await ledgerMinutes(p)).toBe(75);

    // A second purchase with a quarter-hour balance; the summary sums the active purchases.
    await purchase(client, 'Starter', { expiresInDays: 30, minutesUsed: 15 });
    const summary = (await client.rest('GET', '/api/purchases/summary')).json();
    list = (await client.rest('GET', '/api/purchases')).json();
    expect(summary).toEqual({ totalHours: 15, hoursUsed: 1.5, hoursRemaining: 13.5, activePackages: 2 });
    expect(summary.hoursUsed).toBe(list.reduce((s: number, x: { hoursUsed: number }) => s + x.hoursUsed, 0));
    expect(summary.hoursRemaining).toBe(list.reduce((s: number, x: { hoursRemaining: number }) => s + x.hoursRemaining, 0));
    expect(data(await client.trpc('query', 'purchases.summary'))).toEqual(summary);
  });

  it("shows the client its own ledger, newest first, without the expert's name; nobody else's", async () => {
    const client = await registerClient(t, 'Zora');
    const other = await registerClient(t, 'Zeno');
    await purchase(client, 'Starter', { expiresInDays: 100 });
    const q = (await client.rest('POST', '/api/questions', { question: 'Is my Minijob taxable?' })).json().id as string;
    await logTime(admin, { clientId: client.id, minutes: 15, note: 'First' });
    await t.em().execute(`update time_entries set created_at = now() - interval '1 hour' where note = 'First'`);
    await logTime(admin, { clientId: client.id, minutes: 30, questionId: q });

    const res = await client.rest('GET', '/api/purchases/ledger');
    expect(res.statusCode).toBe(200);
    const ledger = res.json();
    expect(
      ledger.map((e: { minutes: number; note: string | null; questionExcerpt: string | null; adminName: string | null }) => [
        e.minutes,
        e.note,
        e.questionExcerpt,
        e.adminName,
      ]),
    ).toEqual([
      [30, null, 'Is my Minijob taxable?', null],
      [15, 'First', null, null],
    ]);
    expect(data(await client.trpc('query', 'purchases.ledger'))).toEqual(ledger);
    // The admin sees who logged it.
    const page = (await admin.rest('GET', `/api/admin/clients/${client.id}`)).json();
    expect(page.ledger.map((e: { adminName: string }) => e.adminName)).toEqual(['Katrin Vogel', 'Katrin Vogel']);
    expect((await other.rest('GET', '/api/purchases/ledger')).json()).toEqual([]);
    expect((await visitor(t).rest('GET', '/api/purchases/ledger')).statusCode).toBe(401);
  });

  it('queues the "80% used" e-mail once per purchase, in the client language', async () => {
    const client = await registerClient(t, 'Ute');
    await client.rest('POST', '/api/auth/profile', { name: 'Ute', language: 'de' });
    const p = await purchase(client, 'Starter', { expiresInDays: 200 }); // 300 min
    const notices = async () =>
      t
        .em()
        .execute<{ language: string; dedupe_key: string }[]>(`select language, dedupe_key from mail_outbox where to_address = ? and kind = 'usage.80'`, [
          client.email,
        ]);
    await logTime(admin, { clientId: client.id, minutes: 225, note: 'Return' }); // 75%
    expect(await notices()).toEqual([]);
    await logTime(admin, { clientId: client.id, minutes: 15, note: 'Check' }); // 80%
    expect(await notices()).toEqual([{ language: 'de', dedupe_key: `usage80:${p}` }]);
    await logTime(admin, { clientId: client.id, minutes: 30, note: 'More' }); // 90%
    expect(await notices()).toHaveLength(1);
  });
});

describe('expiry notices', () => {
  it('queues "expires soon" once for purchases expiring within 30 days that still have hours, in the client language', async () => {
    const client = await registerClient(t, 'Theo');
    await client.rest('POST', '/api/auth/profile', { name: 'Theo', language: 'de' });
    const soon = await purchase(client, 'Starter', { expiresInDays: 10, minutesUsed: 60 });
    const later = await purchase(client, 'Starter', { expiresInDays: 40 });
    const usedUp = await purchase(client, 'Starter', { expiresInDays: 5, minutesUsed: 300 });
    const expired = await purchase(client, 'Starter', { expiresInDays: -1, purchasedDaysAgo: 366 });
    const keys = async () =>
      await t
        .em()
        .execute<{ dedupe_key: string; language: string }[]>(
          `select dedupe_key, language from mail_outbox where to_address = ? and kind = 'package.expiring'`,
          [client.email],
        );

    const queued = await queueExpiryNotices(t.em(), t.config);
    expect(queued).toBeGreaterThanOrEqual(1);
    expect(await keys()).toEqual([{ dedupe_key: `expiring:${soon}`, language: 'de' }]);
    const [mail] = await t.em().execute<{ subject: string }[]>(`select subject from mail_outbox where dedupe_key = ?`, [`expiring:${soon}`]);
    expect(mail!.subject).toContain('Starter');
    // Once only.
    await queueExpiryNotices(t.em(), t.config);
    expect(await keys()).toHaveLength(1);
    // Twelve days on, the later one is within 30 days too; the others never qualify.
    await queueExpiryNotices(t.em(), t.config, new Date(Date.now() + 12 * DAY));
    expect((await keys()).map((k) => k.dedupe_key).sort()).toEqual([`expiring:${soon}`, `expiring:${later}`].sort());
    expect((await keys()).map((k) => k.dedupe_key)).not.toContain(`expiring:${usedUp}`);
    expect((await keys()).map((k) => k.dedupe_key)).not.toContain(`expiring:${expired}`);
  });
});

describe('concurrency', () => {
  const onPostgres = testDatabaseKind() === 'postgres';

  /** Waits until `n` sessions of this database wait for a lock (PostgreSQL only). */
  async function waitForLockWaiters(n: number): Promise<void> {
    for (let i = 0; i < 500; i++) {
      const [row] = await t
        .em()
        .execute<{ n: string }[]>(`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
      if (Number(row!.n) >= n) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`fewer than ${n} sessions waiting for a lock`);
  }

  /**
   * Starts the requests one after another while another transaction holds `purchaseId`'s row
   * lock, waiting after each until it is queued on a lock, then releases them all at once
   * (PostgreSQL: every request has read what it reads before the lock, in the given order).
   */
  async function linedUpAtLock<R>(purchaseId: string, requests: (() => Promise<R>)[]): Promise<R[]> {
    let pending!: Promise<R[]>;
    await t.em().transactional(async (tx) => {
      await tx.execute(`select id from purchases where id = ? for update`, [purchaseId]);
      const started: Promise<R>[] = [];
      for (const [i, request] of requests.entries()) {
        started.push(request());
        await waitForLockWaiters(i + 1);
      }
      pending = Promise.all(started);
    });
    return pending;
  }

  async function freshClientWith(packageName: string): Promise<{ client: Client; purchaseId: string }> {
    const client = await registerClient(t, 'Concurrent Client');
    const pkg = await t.em().findOneOrFail(PackageEntity, { name: packageName });
    const res = await admin.rest('POST', '/api/admin/purchases', { userId: client.id, packageId: pkg.id });
    expect(res.statusCode).toBe(201);
    return { client, purchaseId: res.json().id };
  }

  const messageOf = (r: { body: string }) => {
    const body = JSON.parse(r.body);
    return body.message ?? body.error?.message;
  };

  async function eightHoursAgainstFive(mode: 'race' | 'lined up') {
    const { client, purchaseId } = await freshClientWith('Starter'); // 5 hours
    const requests = Array.from(
      { length: 8 },
      (_, i) => () => logTime(i % 2 ? admin : admin2, { clientId: client.id, minutes: 60, note: `Entry ${i}` }, i % 4 < 2 ? 'rest' : 'trpc'),
    );
    const results = mode === 'race' ? await Promise.all(requests.map((r) => r())) : await linedUpAtLock(purchaseId, requests);
    const ok = results.filter((r) => r.statusCode === 201 || r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(messageOf(r)).toBe('Not enough hours remaining');
    expect(await ledgerMinutes(purchaseId)).toBe(300);
    const [p] = (await client.rest('GET', '/api/purchases')).json();
    expect(p).toMatchObject({ hoursUsed: 5, hoursRemaining: 0 });
    // One audit row per successful entry, none for the refused ones.
    expect(await t.em().execute(`select 1 from audit_log where client_id = ? and action = 'time.log'`, [client.id])).toHaveLength(5);
  }

  it('8 simultaneous 60-minute entries by two admins on both transports against 5 hours: exactly 5 succeed, 3 get 409, 300 minutes logged', async () => {
    await eightHoursAgainstFive('race');
    // On PostgreSQL, again with all 8 transactions queued on the purchase lock at once.
    if (onPostgres) await eightHoursAgainstFive('lined up');
  });

  it('never overdraws over several rounds of uneven simultaneous entries split across two purchases', async () => {
    for (let round = 0; round < 3; round++) {
      const { client, purchaseId: first } = await freshClientWith('Starter'); // 300 min
      const second = await purchase(client, 'Starter', { expiresInDays: 400, minutesUsed: 210 }); // 90 min left, expires later
      const sizes = [90, 45, 120, 60, 15, 75, 30, 105]; // 540 minutes asked, 390 available
      const requests = sizes.map((minutes, i) => () => logTime(i % 2 ? admin : admin2, { clientId: client.id, minutes, note: `Round ${round}` }));
      const results = onPostgres && round === 0 ? await linedUpAtLock(first, requests) : await Promise.all(requests.map((r) => r()));
      expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
      const granted = sizes.filter((_, i) => results[i]!.statusCode === 201).reduce((s, m) => s + m, 0);
      const logged = (await ledgerMinutes(first)) + (await ledgerMinutes(second)) - 210;
      expect(logged).toBe(granted);
      expect(granted).toBeLessThanOrEqual(390);
      expect(await ledgerMinutes(first)).toBeLessThanOrEqual(300);
      expect(await ledgerMinutes(second)).toBeLessThanOrEqual(300);
      // Every refusal was justified: a refused entry did not fit in what was left at its turn
      // (which is at least what is left at the end).
      const refused = sizes.filter((_, i) => results[i]!.statusCode === 409);
      if (refused.length) expect(Math.min(...refused)).toBeGreaterThan(390 - granted);
      // The earlier-expiring purchase is drawn first: the later one is only touched once the first is used up.
      if ((await ledgerMinutes(second)) > 210) expect(await ledgerMinutes(first)).toBe(300);
    }
  });

  it('two admins answering the same question at once: one answer is kept, the other gets 409', async () => {
    const { client } = await freshClientWith('Starter');
    const q = (await client.rest('POST', '/api/questions', { question: 'Who answers first?' })).json().id as string;
    const results = await Promise.all([
      admin.rest('POST', `/api/admin/questions/${q}/answer`, { answer: 'Katrin says yes.', minutes: 30 }),
      admin2.trpc('mutation', 'admin.questions.answer', { questionId: q, answer: 'Jonas says yes.', minutes: 45 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(messageOf(loser)).toBe('This question has already been answered');
    const [row] = await t.em().execute<{ answer: string }[]>(`select answer from questions where id = ?`, [q]);
    const winnerMinutes = row!.answer === 'Katrin says yes.' ? 30 : 45;
    expect(await t.em().execute(`select minutes from time_entries where question_id = ?`, [q])).toEqual([{ minutes: winnerMinutes }]);
    expect(await t.em().execute(`select 1 from mail_outbox where to_address = ? and kind = 'question.answered'`, [client.email])).toHaveLength(1);
  });

  it('answering a question with time while another admin logs time on the same question: both succeed, no deadlock', async () => {
    const { client, purchaseId } = await freshClientWith('Premium');
    const q = (await client.rest('POST', '/api/questions', { question: 'Grundsteuer: what changes?' })).json().id as string;
    const log = () => admin2.rest('POST', '/api/admin/time-entries', { clientId: client.id, minutes: 45, questionId: q });
    const answer = () => admin.rest('POST', `/api/admin/questions/${q}/answer`, { answer: 'Here is how.', minutes: 30 });
    // On PostgreSQL, force the worst interleaving: the time entry gets the purchase lock first
    // while the answer already holds the question row (which the entry's foreign key needs).
    const results = onPostgres ? await linedUpAtLock(purchaseId, [log, answer]) : await Promise.all([log(), answer()]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 200]);
    const [row] = await t.em().execute<{ m: string }[]>(`select sum(minutes) as m from time_entries where question_id = ?`, [q]);
    expect(Number(row!.m)).toBe(75);
    expect((await t.em().execute<{ status: string }[]>(`select status from questions where id = ?`, [q]))[0]!.status).toBe('answered');
  });
});

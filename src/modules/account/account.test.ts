/**
 * A client's data rights (GDPR Art. 15, 17, 20; docs/decisions/013-data-rights.md): "Download my
 * data" (the ZIP's JSON parts and byte-identical files, own exports only, 7-day expiry, a build
 * killed mid-write), "Delete my account" (password and second factor, what is deleted, anonymised
 * and kept; every table referencing users checked through the database's own foreign keys), the
 * admin's deletion on a written request, and the scheduled retention purge.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../../context.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_BODY_RETENTION_DAYS, SECURITY_LOG_RETENTION_DAYS, DATA_EXPORT_VALID_DAYS, daysMs } from '../../shared/account/retention.js';
import { clientFor, enrollTotp, registerClient, sessionCookieOf, totpCode, visitor, type Client, useTestAccounts } from '../../test/harness.js';
import { foreignKeysToUsers, outboxFor } from '../../test/database.js';
import { pdfBytes, pngBytes, readZip, type FilePart } from '../../test/files.js';
import { JOB_LEASE_MS, JobRunner } from '../jobs/runner.js';
import { registerAccountJobs } from './account.jobs.js';
import { DELETED_ACCOUNT_NAME, deletedEmail } from './account-deletion.service.js';
import { EXPORT_TEMP_GRACE_MS, PURGED_MAIL_BODY } from './retention.service.js';

const EXPORTS_PER_DAY = 4;

const { t, admin } = useTestAccounts({ admin: ['admin', 'Katrin Vogel'] }, { rateLimits: { dataExportsPerDay: EXPORTS_PER_DAY } });

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
const exportsDir = () => join(t.config.dataDir, 'exports');
const exportFiles = () => readdirSync(exportsDir()).filter((f) => f !== 'tmp');
const exportTemps = () => readdirSync(join(exportsDir(), 'tmp'));
const uploadsDir = () => join(t.config.dataDir, 'uploads');

function upload(c: Client, fields: Record<string, string>, file: FilePart) {
  return c.postMultipart('/api/documents', fields, file);
}

/** A PNG of about `kb` kilobytes whose bytes differ per call (a real PNG header, then noise). */
function bigPng(kb: number): Buffer {
  const noise = Buffer.alloc(kb * 1024);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + kb) & 0xff;
  return Buffer.concat([pngBytes(), noise]);
}

interface Seeded {
  files: { id: string; bytes: Buffer; storageKey: string }[];
  paidOrderId: string;
  openOrderId: string;
  invoiceNumber: string;
}

/** Gives `c` one of everything: folders, documents, a conversation, a letter, a paid and an open order (invoice, purchase), time logged, a contact message. */
async function seed(c: Client): Promise<Seeded> {
  const folder = (await c.rest('POST', '/api/folders', { name: 'Steuer 2025' })).json();
  const files: Seeded['files'] = [];
  for (const [fields, file] of [
    [
      { title: 'Bescheid 2024', folderId: folder.id },
      { filename: 'Bescheid 2024.pdf', content: pdfBytes(), contentType: 'application/pdf' },
    ],
    [{ title: 'Lohnsteuer' }, { filename: 'lohn.png', content: bigPng(300), contentType: 'image/png' }],
    [
      { title: 'Same name', folderId: folder.id },
      { filename: 'Bescheid 2024.pdf', content: Buffer.concat([pdfBytes(), Buffer.from('%second')]), contentType: 'application/pdf' },
    ],
  ] as const) {
    const res = await upload(c, fields, file);
    expect(res.statusCode).toBe(201);
    const [row] = await t.em().execute<{ storage_key: string }[]>(`select storage_key from documents where id = ?`, [res.json().id]);
    files.push({ id: res.json().id, bytes: file.content, storageKey: row!.storage_key });
  }
  const question = await c.rest('POST', '/api/questions', { question: 'What does my Steuerbescheid say about the Solidaritätszuschlag?' });
  expect(question.statusCode).toBe(201);
  const letter = await c.rest('POST', '/api/letters/manual', { finanzamt: 'Finanzamt Berlin-Mitte', letterDate: '2026-11-02' });
  expect(letter.statusCode).toBe(201);
  const [pkg] = (await c.rest('GET', '/api/packages')).json();
  const order = async () => {
    const res = await c.rest('POST', '/api/orders', {
      packageId: pkg.id,
      customerType: 'consumer',
      billing: { name: 'Mira Keller', street: 'Lindenweg 5', postalCode: '10115', city: 'Berlin' },
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(201);
    return res.json().order.id as string;
  };
  const paidOrderId = await order();
  expect((await admin.rest('POST', `/api/admin/orders/${paidOrderId}/mark-paid`, { receivedOn: today() })).statusCode).toBe(200);
  const openOrderId = await order();
  expect((await admin.rest('POST', '/api/admin/time-entries', { clientId: c.id, minutes: 30, note: 'Call about the Bescheid' })).statusCode).toBe(201);
  expect(
    (await visitor(t).rest('POST', '/api/contact', { name: 'Mira Keller', email: c.email, language: 'en', message: 'Please call me about my taxes.' }))
      .statusCode,
  ).toBe(201);
  const [invoice] = await t.em().execute<{ number: string }[]>(`select number from invoices where user_id = ?`, [c.id]);
  return { files, paidOrderId, openOrderId, invoiceNumber: invoice!.number };
}

async function exportsOf(c: Client) {
  const res = await c.rest('GET', '/api/account/exports');
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; status: string; downloadUrl: string | null; expiresAt: string | null; sizeBytes: number | null; files: number | null }[];
}

describe('download my data', () => {
  let mira: Client;
  let seeded: Seeded;
  beforeAll(async () => {
    mira = await registerClient(t, 'Mira Keller');
    seeded = await seed(mira);
  });

  it('builds a ZIP in the background with the JSON of the account and every file byte for byte; e-mail, audit and security log', async () => {
    const res = await mira.rest('POST', '/api/account/export');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: 'requested', downloadUrl: null });
    // One at a time, on both transports.
    const again = await mira.rest('POST', '/api/account/export');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your data is already being exported; please wait until it is ready');
    const viaTrpc = await mira.trpc('mutation', 'account.requestExport');
    expect(viaTrpc.statusCode).toBe(409);
    expect(viaTrpc.json().error.data.messageKey).toBe('exportInProgress');

    expect(await t.app.jobs.runDue()).toMatchObject({ done: 1, failed: 0 });
    const [ready] = await exportsOf(mira);
    expect(ready).toMatchObject({ id: res.json().id, status: 'ready', files: 3 });
    expect(Date.parse(ready!.expiresAt!) - Date.now()).toBeGreaterThan(daysMs(DATA_EXPORT_VALID_DAYS) - 60_000);
    expect((await mira.trpc('query', 'account.exports')).json().result.data).toEqual(await exportsOf(mira));

    const got = await mira.rest('GET', ready!.downloadUrl!);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/zip');
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename="steuerhilfe-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(got.rawPayload.length).toBe(ready!.sizeBytes);
    const zip = await readZip(got.rawPayload);
    expect([...zip.keys()].sort()).toEqual(
      [
        'README.txt',
        'data.json',
        'documents/Steuer 2025/Bescheid 2024.pdf',
        'documents/Steuer 2025/Bescheid 2024 (2).pdf',
        'documents/Unfiled/lohn.png',
      ].sort(),
    );
    const data = JSON.parse(zip.get('data.json')!.toString('utf8'));
    expect(data.account).toMatchObject({ id: mira.id, email: mira.email, name: 'Mira Keller' });
    expect(data.account.password).toBeUndefined();
    expect(data.questions).toHaveLength(1);
    expect(data.questions[0].messages[0]).toMatchObject({ authorRole: 'client', body: expect.stringContaining('Solidaritätszuschlag') });
    expect(data.letters[0]).toMatchObject({ finanzamt: 'Finanzamt Berlin-Mitte', letterDate: '2026-11-02' });
    expect(data.purchases).toHaveLength(1);
    expect(data.timeLedger[0]).toMatchObject({ minutes: 30, note: 'Call about the Bescheid' });
    expect(data.orders.map((o: { id: string }) => o.id).sort()).toEqual([seeded.paidOrderId, seeded.openOrderId].sort());
    expect(data.invoices[0]).toMatchObject({ number: seeded.invoiceNumber });
    expect(data.securityLog.map((e: { kind: string }) => e.kind)).toEqual(expect.arrayContaining(['signin', 'data.export_requested']));
    expect(data.folders.map((f: { name: string }) => f.name)).toContain('Steuer 2025');
    expect(data.contactMessages[0]).toMatchObject({ message: 'Please call me about my taxes.', replies: [] });
    expect(data.documents).toHaveLength(3);
    for (const file of seeded.files) {
      const doc = data.documents.find((d: { id: string }) => d.id === file.id);
      expect(doc.storageKey).toBeUndefined();
      expect(zip.get(doc.file)!.equals(file.bytes)).toBe(true);
    }
    // The e-mail says only that it is ready, until when, and where (no file names, no question text).
    const [mail] = await outboxFor(t, mira.email, 'data.export_ready');
    expect(mail!.subject).toBe('Your copy of your data is ready');
    expect(mail!.text_body).toContain('/account?lang=en#data');
    expect(mail!.text_body).not.toMatch(/Bescheid|Solidarit|Mira/);
    const audit = await t.em().execute<{ actor_id: string }[]>(`select actor_id from audit_log where action = 'data.export' and client_id = ?`, [mira.id]);
    expect(audit).toEqual([{ actor_id: mira.id }]);
    const events = await t
      .em()
      .execute<{ kind: string }[]>(`select kind from security_events where user_id = ? and kind like 'data.%' order by created_at`, [mira.id]);
    expect(events.map((e) => e.kind)).toEqual(['data.export_requested', 'data.exported', 'data.export_downloaded']);
  });

  it('is downloadable by its owner only', async () => {
    const [ready] = await exportsOf(mira);
    const other = await registerClient(t, 'Other Client');
    expect((await other.rest('GET', ready!.downloadUrl!)).statusCode).toBe(404);
    expect((await admin.rest('GET', ready!.downloadUrl!)).statusCode).toBe(404);
    const anon = await t.app.inject({ method: 'GET', url: ready!.downloadUrl! });
    expect(anon.statusCode).toBe(401);
    expect((await mira.rest('GET', '/api/account/export/not-a-uuid/download')).statusCode).toBe(400);
    expect(await exportsOf(other)).toEqual([]);
  });

  it('expires after 7 days: the schedule deletes the file, the download is gone', async () => {
    const [ready] = await exportsOf(mira);
    expect(exportFiles()).toHaveLength(1);
    const early = await t.app.runRetention(new Date(Date.now() + daysMs(DATA_EXPORT_VALID_DAYS) - 3_600_000));
    expect(early.exportsExpired).toBe(0);
    const late = await t.app.runRetention(new Date(Date.now() + daysMs(DATA_EXPORT_VALID_DAYS) + 60_000));
    expect(late.exportsExpired).toBe(1);
    expect(exportFiles()).toEqual([]);
    expect((await mira.rest('GET', ready!.downloadUrl!)).statusCode).toBe(404);
    expect((await exportsOf(mira))[0]).toMatchObject({ status: 'expired', downloadUrl: null });
  });

  it('a build killed mid-write never offers a partial file; the next runner finishes it and the sweep removes the partial file', async () => {
    const anna = await registerClient(t, 'Anna Kill');
    const big = [bigPng(2048), bigPng(2049), bigPng(2050)];
    for (const [i, content] of big.entries()) expect((await upload(anna, { title: `Scan ${i}` }, { filename: `scan-${i}.png`, content })).statusCode).toBe(201);
    expect((await anna.rest('POST', '/api/account/export')).statusCode).toBe(202);

    // A runner that "dies" while writing the second file: it never continues, never cleans up.
    const dying = new JobRunner({ em: () => t.em(), log: quiet });
    let frozen!: () => void;
    const reachedSecondFile = new Promise<void>((resolve) => (frozen = resolve));
    registerAccountJobs(dying, {
      storage: t.app.storage,
      exports: t.app.exportStorage,
      config: t.config,
      personalData: t.app.personalData,
      hooks: {
        beforeFile: (i) => {
          if (i < 1) return Promise.resolve();
          frozen();
          return new Promise(() => {});
        },
      },
    });
    void dying.runDue();
    await reachedSecondFile;
    await expect
      .poll(() => exportTemps().map((f) => statSync(join(exportsDir(), 'tmp', f)).size)[0] ?? 0, { timeout: 10_000 })
      .toBeGreaterThan(2 * 1024 * 1024);
    const partial = exportTemps();
    expect(partial).toHaveLength(1);
    expect(await exportsOf(anna)).toMatchObject([{ status: 'requested', downloadUrl: null }]);
    expect(exportFiles()).toEqual([]);

    // Another runner claims the job once the dead one's lease has run out, and builds it whole.
    expect(await t.app.jobs.runDue(() => new Date(Date.now() + JOB_LEASE_MS + 1000))).toMatchObject({ done: 1 });
    const [ready] = await exportsOf(anna);
    expect(ready).toMatchObject({ status: 'ready', files: 3 });
    const zip = await readZip((await anna.rest('GET', ready!.downloadUrl!)).rawPayload);
    for (const [i, content] of big.entries()) expect(zip.get(`documents/Unfiled/scan-${i}.png`)!.equals(content)).toBe(true);

    const swept = await t.app.runRetention(new Date(Date.now() + EXPORT_TEMP_GRACE_MS + 60_000));
    expect(swept.exportFilesSwept).toBeGreaterThanOrEqual(1);
    expect(exportTemps()).not.toContain(partial[0]);
    expect(exportFiles()).toHaveLength(1);
  });

  it('a new request retires the earlier ready export; requests are rate-limited per user on both transports', async () => {
    const ben = await registerClient(t, 'Ben Rate');
    expect((await ben.rest('POST', '/api/account/export')).statusCode).toBe(202);
    await t.app.jobs.runDue();
    const [first] = await exportsOf(ben);
    expect(first!.status).toBe('ready');
    const before = exportFiles().length;
    expect((await ben.trpc('mutation', 'account.requestExport')).statusCode).toBe(200);
    expect(exportFiles().length).toBe(before - 1);
    expect((await ben.rest('GET', first!.downloadUrl!)).statusCode).toBe(404);
    // Calls 3 and 4 are refused as in progress, the fifth by the limit (every call counts).
    expect((await ben.rest('POST', '/api/account/export')).statusCode).toBe(409);
    expect((await ben.trpc('mutation', 'account.requestExport')).statusCode).toBe(409);
    const limited = await ben.rest('POST', '/api/account/export');
    expect(limited.statusCode).toBe(429);
    expect((await ben.trpc('mutation', 'account.requestExport')).statusCode).toBe(429);
    await t.app.jobs.runDue();
  });
});

/** Tables whose rows may still reference a deleted account, and why (anything else must be gone). */
const RETAINED: Record<string, string> = {
  'orders.user_id': 'kept 10 years with the name and address they carry (§ 147 AO)',
  'invoices.user_id': 'kept 10 years (§ 147 AO, § 14b UStG)',
  'purchases.user_id': 'the hours sold: part of the contract the invoices document',
  'audit_log.client_id': 'who did what and when; details cleared except order and invoice references',
  'audit_log.actor_id': "the client's own recorded steps (orders, the deletion itself)",
};

describe('delete my account', () => {
  it('refuses a wrong password and changes nothing (both transports)', async () => {
    const c = await registerClient(t, 'Wrong Password');
    await upload(c, { title: 'Keep me' }, { filename: 'keep.pdf', content: pdfBytes(), contentType: 'application/pdf' });
    const files = readdirSync(uploadsDir()).length;
    const rest = await c.rest('POST', '/api/account/delete', { password: 'not my password' });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ message: 'Current password is incorrect', messageKey: 'currentPasswordWrong' });
    const trpc = await c.trpc('mutation', 'account.delete', { password: 'not my password' });
    expect(trpc.statusCode).toBe(400);
    expect((await c.rest('POST', '/api/account/delete', {})).statusCode).toBe(400);
    expect((await c.rest('GET', '/api/auth/me')).statusCode).toBe(200);
    const [row] = await t.em().execute<{ email: string; deleted_at: Date | null }[]>(`select email, deleted_at from users where id = ?`, [c.id]);
    expect(row).toEqual({ email: c.email, deleted_at: null });
    expect(readdirSync(uploadsDir()).length).toBe(files);
    expect(await t.em().execute(`select 1 from documents where user_id = ?`, [c.id])).toHaveLength(1);
    expect((await visitor(t).rest('POST', '/api/account/delete', { password: 'x' })).statusCode).toBe(401);
  });

  it('with two-factor sign-in needs a right code; a missing or wrong one changes nothing', async () => {
    const c = await registerClient(t, 'Two Factor');
    const secret = await enrollTotp(t, c.id);
    const missing = await c.rest('POST', '/api/account/delete', { password: 'correct horse' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messageKey).toBe('twoFactorCodeRequired');
    const wrong = await c.rest('POST', '/api/account/delete', { password: 'correct horse', code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messageKey).toBe('twoFactorCodeInvalid');
    expect((await c.rest('GET', '/api/auth/me')).statusCode).toBe(200);
    expect(await t.em().execute(`select 1 from two_factor where user_id = ?`, [c.id])).toHaveLength(1);
    const ok = await c.trpc('mutation', 'account.delete', { password: 'correct horse', code: await totpCode(secret) });
    expect(ok.statusCode).toBe(200);
    expect(await t.em().execute(`select 1 from two_factor where user_id = ?`, [c.id])).toHaveLength(0);
  });

  it('deletes or anonymises everything but the orders and invoices; files gone, sessions ended, firm told; cannot sign in; the address can register anew', async () => {
    const c = await registerClient(t, 'Mira Delete');
    const seeded = await seed(c);
    // A second browser of the same account, and a ready export with its file.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: c.email, password: 'correct horse' } });
    const otherBrowser = clientFor(t, c.id, c.email, sessionCookieOf(login));
    expect((await c.rest('POST', '/api/account/export')).statusCode).toBe(202);
    await t.app.jobs.runDue();
    const [ready] = await exportsOf(c);
    expect(ready!.status).toBe('ready');
    const [exportRow] = await t.em().execute<{ file_key: string }[]>(`select file_key from data_exports where id = ?`, [ready!.id]);
    for (const f of seeded.files) expect(existsSync(join(uploadsDir(), f.storageKey))).toBe(true);

    const res = await c.rest('POST', '/api/account/delete', { password: 'correct horse' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true });
    expect(res.cookies.find((k) => k.name === 'session')?.value ?? '').toBe('');

    // Signed out everywhere; the old address and password open nothing.
    expect((await c.rest('GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await otherBrowser.rest('GET', '/api/auth/me')).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: c.email, password: 'correct horse' } });
    expect(again.statusCode).toBe(401);
    const placeholder = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: deletedEmail(c.id), password: 'correct horse' } });
    expect(placeholder.statusCode).toBe(401);

    // Files gone from disk (documents and the export).
    for (const f of seeded.files) expect(existsSync(join(uploadsDir(), f.storageKey))).toBe(false);
    expect(existsSync(join(exportsDir(), exportRow!.file_key))).toBe(false);

    // The users row is anonymised, not deleted.
    const [user] = await t
      .em()
      .execute<{ email: string; name: string; password: string; deleted_at: Date | null }[]>(
        `select email, name, password, deleted_at from users where id = ?`,
        [c.id],
      );
    expect(user).toMatchObject({ email: deletedEmail(c.id), name: DELETED_ACCOUNT_NAME });
    expect(user!.password).not.toMatch(/^\$argon2/);
    expect(user!.deleted_at).not.toBeNull();

    // Orders and invoices stay with the name and address they carry; the unpaid order is cancelled.
    const orders = await t
      .em()
      .execute<{ id: string; status: string; billing: unknown }[]>(`select id, status, billing from orders where user_id = ? order by created_at`, [c.id]);
    expect(orders.map((o) => [o.id, o.status])).toEqual([
      [seeded.paidOrderId, 'paid'],
      [seeded.openOrderId, 'cancelled'],
    ]);
    const billing = (o: unknown) => (typeof o === 'string' ? JSON.parse(o) : o);
    expect(billing(orders[0]!.billing)).toMatchObject({ name: 'Mira Keller', street: 'Lindenweg 5', city: 'Berlin' });
    const [invoice] = await t.em().execute<{ number: string; buyer: unknown }[]>(`select number, buyer from invoices where user_id = ?`, [c.id]);
    expect(invoice!.number).toBe(seeded.invoiceNumber);
    expect(JSON.stringify(invoice!.buyer)).toContain('Lindenweg 5');

    // Every table that references users: the account's rows are gone, except the retained ones.
    const fks = await foreignKeysToUsers(t);
    expect(fks.length).toBeGreaterThan(10);
    const left: string[] = [];
    for (const { table, column } of fks) {
      const [n] = await t.em().execute<{ n: string | number }[]>(`select count(*) as n from "${table}" where "${column}" = ?`, [c.id]);
      if (Number(n!.n) > 0 && !RETAINED[`${table}.${column}`]) left.push(`${table}.${column}: ${n!.n}`);
    }
    expect(left).toEqual([]);
    // What is retained holds no personal texts: the ledger has no notes, audit details only references.
    const ledger = await t
      .em()
      .execute<{ note: string | null; minutes: number }[]>(
        `select te.note, te.minutes from time_entries te join purchases p on p.id = te.purchase_id where p.user_id = ?`,
        [c.id],
      );
    expect(ledger).toEqual([{ note: null, minutes: 30 }]);
    const audit = await t.em().execute<{ action: string; details: unknown }[]>(`select action, details from audit_log where client_id = ?`, [c.id]);
    for (const a of audit) {
      if (!/^(order|invoice|purchase|account|data)\./.test(a.action)) expect(billing(a.details)).toEqual({});
    }
    expect(JSON.stringify(audit.map((a) => a.details))).not.toContain('Call about the Bescheid');
    const deletion = audit.find((a) => a.action === 'account.delete');
    expect(billing(deletion!.details)).toMatchObject({ by: 'client', documents: 3, ordersCancelled: 1, ordersKept: 2, invoicesKept: 1 });
    // Nothing addressed to or mentioning the old address: e-mails, contact messages.
    const mails = await t
      .em()
      .execute<{ n: string | number }[]>(`select count(*) as n from mail_outbox where to_address = ? or strpos(text_body, ?) > 0 or reply_to = ?`, [
        c.email,
        c.email,
        c.email,
      ]);
    expect(Number(mails[0]!.n)).toBe(0);
    expect(await t.em().execute(`select 1 from contact_forms where lower(email) = ?`, [c.email])).toEqual([]);

    // The firm is told, without the client's name or address.
    const [firm] = await t
      .em()
      .execute<{ to_address: string; text_body: string }[]>(
        `select to_address, text_body from mail_outbox where kind = 'account.deleted' and strpos(text_body, ?) > 0`,
        [c.id],
      );
    expect(firm!.to_address).toBe(t.config.mail.firmEmail);
    expect(firm!.text_body).not.toMatch(/Mira|Lindenweg|@example\.com/);

    // The old address can register anew.
    const fresh = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Mira Again', email: c.email, password: 'another horse' } });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().user.id).not.toBe(c.id);
  });

  it('files whose removal failed after the commit are removed by the queued job (a crash between commit and removal)', async () => {
    const c = await registerClient(t, 'Crash Between');
    const res = await upload(c, { title: 'Stays a while' }, { filename: 'a.pdf', content: pdfBytes(), contentType: 'application/pdf' });
    const [row] = await t.em().execute<{ storage_key: string }[]>(`select storage_key from documents where id = ?`, [res.json().id]);
    const storage = t.app.storage;
    const remove = storage.remove.bind(storage);
    storage.remove = async () => {
      throw new Error('disk gone for a moment');
    };
    try {
      t.serverErrors.length = 0;
      expect((await c.rest('POST', '/api/account/delete', { password: 'correct horse' })).statusCode).toBe(200);
    } finally {
      storage.remove = remove;
    }
    expect(existsSync(join(uploadsDir(), row!.storage_key))).toBe(true);
    expect(await t.app.jobs.runDue()).toMatchObject({ failed: 0 });
    expect(existsSync(join(uploadsDir(), row!.storage_key))).toBe(false);
  });

  it('admins cannot delete their own account this way', async () => {
    const res = await admin.rest('POST', '/api/account/delete', { password: 'admin password' });
    expect(res.statusCode).toBe(409);
    expect(res.json().messageKey).toBe('adminAccountNotDeletable');
  });
});

describe("an admin deletes a client's account on a written request", () => {
  it('needs the confirmation and a date not in the future; deletes; audit-logged; a second time is refused', async () => {
    const c = await registerClient(t, 'Written Request');
    await seed(c);
    const url = `/api/admin/clients/${c.id}/delete-account`;
    const unconfirmed = await admin.rest('POST', url, { requestReceivedOn: today() });
    expect(unconfirmed.statusCode).toBe(400);
    const future = await admin.rest('POST', url, { requestReceivedOn: '2999-01-01', writtenRequest: true });
    expect(future.statusCode).toBe(400);
    expect(future.json().messageKey).toBe('requestDateInvalid');
    expect((await c.rest('GET', '/api/auth/me')).statusCode).toBe(200);
    // A client cannot use the admin route (403), not even on themselves.
    expect((await c.rest('POST', url, { requestReceivedOn: today(), writtenRequest: true })).statusCode).toBe(403);

    const res = await admin.rest('POST', url, { requestReceivedOn: today(), writtenRequest: true });
    expect(res.statusCode).toBe(200);
    expect((await c.rest('GET', '/api/auth/me')).statusCode).toBe(401);
    expect(await t.em().execute(`select 1 from documents where user_id = ?`, [c.id])).toEqual([]);
    const [audit] = await t
      .em()
      .execute<{ actor_id: string; details: unknown }[]>(`select actor_id, details from audit_log where action = 'account.delete' and client_id = ?`, [c.id]);
    expect(audit!.actor_id).toBe(admin.id);
    const details = typeof audit!.details === 'string' ? JSON.parse(audit!.details) : audit!.details;
    expect(details).toMatchObject({ by: 'admin', requestReceivedOn: today() });
    // The console still shows the anonymised account (its orders and invoices stay), marked deleted.
    const page = (await admin.rest('GET', `/api/admin/clients/${c.id}`)).json();
    expect(page.client).toMatchObject({ name: DELETED_ACCOUNT_NAME, email: deletedEmail(c.id), deletedAt: expect.any(String) });
    expect(page.documents).toEqual([]);
    const twice = await admin.trpc('mutation', 'admin.accounts.delete', { id: c.id, requestReceivedOn: today(), writtenRequest: true });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.data.messageKey).toBe('accountAlreadyDeleted');
    const unknown = await admin.trpc('mutation', 'admin.accounts.delete', {
      id: '00000000-0000-4000-8000-000000000000',
      requestReceivedOn: today(),
      writtenRequest: true,
    });
    expect(unknown.statusCode).toBe(404);
    const adminTarget = await admin.rest('POST', `/api/admin/clients/${admin.id}/delete-account`, { requestReceivedOn: today(), writtenRequest: true });
    expect(adminTarget.statusCode).toBe(409);
  });
});

describe('retention purge', () => {
  it('removes expired tokens, challenges and sessions, old e-mail texts, old security events and old export records, and nothing younger', async () => {
    const c = await registerClient(t, 'Retention');
    const em = t.em();
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const hex = (n: number) => n.toString(16).padStart(64, '0');
    await em.execute(`delete from password_reset_tokens`);
    await em.execute(
      `insert into password_reset_tokens (id, user_id, created_at, expires_at, used_at) values (?, ?, ?, ?, null), (?, ?, ?, ?, ?), (?, ?, ?, ?, null)`,
      [
        hex(1),
        c.id,
        ago(7_200_000),
        ago(3_600_000),
        hex(2),
        c.id,
        ago(600_000),
        new Date(now.getTime() + 3_000_000),
        ago(60_000),
        hex(3),
        c.id,
        ago(600_000),
        new Date(now.getTime() + 3_000_000),
      ],
    );
    await em.execute(`delete from email_tokens where user_id = ?`, [c.id]);
    await em.execute(
      `insert into email_tokens (id, user_id, purpose, email, created_at, expires_at, used_at) values (?, ?, 'verify', ?, ?, ?, null), (?, ?, 'verify', ?, ?, ?, null)`,
      [hex(4), c.id, c.email, ago(daysMs(2)), ago(daysMs(1)), hex(5), c.id, c.email, ago(60_000), new Date(now.getTime() + 3_600_000)],
    );
    await em.execute(`insert into auth_challenges (id, kind, user_id, expires_at) values (?, 'signin', ?, ?), (?, 'signin', ?, ?)`, [
      hex(6),
      c.id,
      ago(60_000),
      hex(7),
      c.id,
      new Date(now.getTime() + 60_000),
    ]);
    await em.execute(`insert into sessions (id, user_id, created_at, expires_at) values (?, ?, ?, ?)`, [hex(8), c.id, ago(daysMs(31)), ago(daysMs(1))]);
    const [oldMail] = await em.execute<{ id: string }[]>(
      `insert into mail_outbox (kind, to_address, language, subject, text_body, html_body, sent_at) values ('question.answered', ?, 'en', 'Old', 'old text', '<p>old</p>', ?) returning id`,
      [c.email, ago(daysMs(MAIL_BODY_RETENTION_DAYS) + 60_000)],
    );
    const [youngMail] = await em.execute<{ id: string }[]>(
      `insert into mail_outbox (kind, to_address, language, subject, text_body, html_body, sent_at) values ('question.answered', ?, 'en', 'Young', 'young text', '<p>young</p>', ?) returning id`,
      [c.email, ago(daysMs(MAIL_BODY_RETENTION_DAYS) - 3_600_000)],
    );
    const [unsent] = await em.execute<{ id: string }[]>(
      `insert into mail_outbox (kind, to_address, language, subject, text_body, html_body, created_at, next_attempt_at) values ('question.answered', ?, 'en', 'Unsent', 'unsent text', '<p>u</p>', ?, ?) returning id`,
      [c.email, ago(daysMs(40)), new Date(now.getTime() + daysMs(1))],
    );
    await em.execute(`insert into security_events (user_id, kind, created_at) values (?, 'signin', ?), (?, 'signin', ?)`, [
      c.id,
      ago(daysMs(SECURITY_LOG_RETENTION_DAYS) + 60_000),
      c.id,
      ago(daysMs(SECURITY_LOG_RETENTION_DAYS) - 60_000),
    ]);
    await em.execute(
      `insert into data_exports (user_id, status, error, created_at) values (?, 'failed', 'exportFailed', ?), (?, 'failed', 'exportFailed', ?)`,
      [c.id, ago(daysMs(31)), c.id, ago(daysMs(29))],
    );

    const r = await t.app.runRetention(now);
    expect(r).toMatchObject({ passwordResetTokens: 2, authChallenges: 1, exportRecords: 1 });
    expect(r.emailTokens).toBeGreaterThanOrEqual(1);
    expect(r.sessions).toBeGreaterThanOrEqual(1);
    expect(r.mailBodies).toBeGreaterThanOrEqual(1);
    expect(r.securityEvents).toBeGreaterThanOrEqual(1);
    expect((await em.execute<{ id: string }[]>(`select id from password_reset_tokens`)).map((x) => x.id)).toEqual([hex(3)]);
    expect((await em.execute<{ id: string }[]>(`select id from email_tokens where user_id = ?`, [c.id])).map((x) => x.id)).toEqual([hex(5)]);
    expect((await em.execute<{ id: string }[]>(`select id from auth_challenges where id in (?, ?)`, [hex(6), hex(7)])).map((x) => x.id)).toEqual([hex(7)]);
    expect(await em.execute(`select 1 from sessions where id = ?`, [hex(8)])).toEqual([]);
    const body = async (id: string) =>
      (
        await em.execute<{ subject: string; text_body: string; html_body: string }[]>(`select subject, text_body, html_body from mail_outbox where id = ?`, [
          id,
        ])
      )[0];
    expect(await body(oldMail!.id)).toEqual({ subject: 'Old', text_body: PURGED_MAIL_BODY, html_body: '' });
    expect(await body(youngMail!.id)).toMatchObject({ text_body: 'young text' });
    expect(await body(unsent!.id)).toMatchObject({ text_body: 'unsent text' });
    expect(
      await em.execute(`select 1 from security_events where user_id = ? and kind = 'signin' and created_at < ?`, [
        c.id,
        ago(daysMs(SECURITY_LOG_RETENTION_DAYS)),
      ]),
    ).toEqual([]);
    expect(await em.execute(`select 1 from security_events where user_id = ? and created_at < ?`, [c.id, ago(daysMs(300))])).toHaveLength(1);
    expect(await em.execute(`select 1 from data_exports where user_id = ?`, [c.id])).toHaveLength(1);
    // Idempotent.
    expect(await t.app.runRetention(now)).toMatchObject({ passwordResetTokens: 0, authChallenges: 0, exportRecords: 0, mailBodies: 0, securityEvents: 0 });
  });
});

/**
 * "Delete my account" (GDPR Art. 17 right to erasure; docs/decisions/013-data-rights.md), by the
 * client with their password (and two-factor code), or by an admin on the client's written request.
 *
 * One transaction deletes or anonymises everything of the account and records what must survive:
 * - deleted: documents (rows; their files, see below), letters, questions and their conversations,
 *   folders, sessions, password-reset and e-mail tokens, two-factor secret, recovery codes,
 *   passkeys and sign-in challenges, the security log, data exports (rows and files), contact
 *   messages sent from the account's address, and e-mails addressed to it;
 * - anonymised: the `users` row (orders, invoices and withdrawals reference it with `on delete
 *   restrict`): a unique non-deliverable placeholder address (the old address can register anew),
 *   the name "Deleted account", an unusable password, `deleted_at`; the time ledger keeps minutes
 *   and dates (the hours sold and used belong to the contract) without notes or links; the firm's
 *   e-mails and audit entries about the account lose their texts and details (order and invoice
 *   entries keep their references and amounts);
 * - kept: orders, invoices (§ 147 AO, § 14b UStG: 10 years, with the name and billing address they
 *   carry; a consumer's invoice row loses the e-mail address its invoice does not show), purchases,
 *   withdrawal declarations; unpaid (open or expired) orders are cancelled.
 * The audit log records the deletion ('account.delete'), the firm gets the e-mail 'account.deleted'
 * (no personal content), and the storage keys of the deleted files are queued as the job
 * 'account.remove_files' in the same transaction. After the commit the files are removed at once;
 * a crash before that leaves the job (and the storage sweep), so no file stays behind.
 */
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { requireAdmin, requireUser, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { DELETED_EMAIL_DOMAIN, type AccountDeleted, type AdminDeleteAccountInput, type DeleteAccountInput } from '../../shared/account.schema.js';
import { germanToday } from '../../shared/deadlines/calendar-date.js';
import type { LocalStorage } from '../../storage/local-storage.js';
import { recordAudit } from '../audit/audit.service.js';
import { checkCurrentPassword } from '../auth/auth.service.js';
import { assertSecondFactor } from '../auth/two-factor.service.js';
import { enqueueJob } from '../jobs/runner.js';
import { queueMail, siteUrl } from '../mail/outbox.service.js';
import { removeExportFiles } from './data-export.service.js';

/** The job that removes the files of a deleted account (payload: storage keys). */
export const REMOVE_FILES_JOB = 'account.remove_files';
/** The name an anonymised account carries. */
export const DELETED_ACCOUNT_NAME = 'Deleted account';
/** What replaces the texts of e-mails about a deleted account. */
const REMOVED_TEXT = '(removed: account deleted)';
/** Audit actions whose details stay after a deletion (references and amounts the accounts need). */
const AUDIT_DETAILS_KEPT = ['order.%', 'invoice.%', 'purchase.%', 'account.%', 'data.%'];

/** The unique, non-deliverable address of a deleted account. */
export function deletedEmail(userId: string): string {
  return `deleted-${userId}@${DELETED_EMAIL_DOMAIN}`;
}

/** The stores whose files a deletion removes. */
export interface AccountFileStores {
  storage: LocalStorage;
  exports: LocalStorage;
}

interface Erasure {
  userId: string;
  /** Who deletes: the client themselves, or an admin on the client's written request. */
  by: 'client' | 'admin';
  actorId: string;
  requestReceivedOn: string | null;
  now: Date;
}

/** Files to remove after the commit. */
interface ErasedFiles {
  documentKeys: string[];
  exportKeys: string[];
}

/**
 * Deletes and anonymises the account in `tx` (see the module comment).
 * @throws AppError NOT_FOUND 'clientNotFound', CONFLICT 'accountAlreadyDeleted' / 'adminAccountNotDeletable'
 */
async function eraseAccount(tx: EntityManager, config: ServiceContext['config'], e: Erasure): Promise<ErasedFiles> {
  const { userId, now } = e;
  // The user's row lock: uploads, folder changes and export requests of this user wait for us.
  const [user] = await tx.execute<{ email: string; role: string; deleted_at: Date | null }[]>(
    `select email, role, deleted_at from users where id = ? for update`,
    [userId],
  );
  if (!user) throw new AppError('NOT_FOUND', 'clientNotFound');
  if (user.deleted_at) throw new AppError('CONFLICT', 'accountAlreadyDeleted');
  if (user.role !== 'client') throw new AppError('CONFLICT', 'adminAccountNotDeletable');
  const email = user.email;

  // Unpaid orders are cancelled (nothing was paid), also expired ones, which a late transfer would
  // otherwise still settle (creating a purchase and an invoice for the deleted account); paid ones
  // stay as they are.
  const cancelled = await tx.execute<{ id: string; reference: string }[]>(
    `update orders set status = 'cancelled', closed_at = ? where user_id = ? and status in ('open', 'expired') returning id, reference`,
    [now, userId],
  );
  for (const o of cancelled) {
    await recordAudit(tx, {
      actorId: e.actorId,
      action: 'order.cancel',
      clientId: userId,
      entityId: o.id,
      details: { reference: o.reference, accountDeleted: true },
    });
  }

  const documentKeys = (await tx.execute<{ storage_key: string }[]>(`delete from documents where user_id = ? returning storage_key`, [userId])).map(
    (r) => r.storage_key,
  );
  // The ledger keeps what was sold and used (minutes, dates); notes and links to deleted items go.
  await tx.execute(
    `update time_entries set note = null, question_id = null, letter_id = null where purchase_id in (select id from purchases where user_id = ?)`,
    [userId],
  );
  // Invoices keep what they show (§ 147 AO): a consumer's invoice does not show the e-mail address,
  // so its row loses it (GDPR Art. 5 (1)(c)); a business client's e-invoice carries it (BT-49).
  await tx.execute(
    `update invoices i set buyer = jsonb_set(i.buyer, '{email}', 'null'::jsonb)
       from orders o
      where o.id = i.order_id and i.user_id = ? and o.customer_type = 'consumer' and i.buyer->>'email' is not null`,
    [userId],
  );
  // Questions take their conversation messages with them (on delete cascade).
  await tx.execute(`delete from questions where user_id = ?`, [userId]);
  await tx.execute(`delete from letters where user_id = ?`, [userId]);
  await tx.execute(`delete from folders where user_id = ?`, [userId]);
  for (const table of ['sessions', 'password_reset_tokens', 'email_tokens', 'two_factor', 'recovery_codes', 'passkeys', 'auth_challenges', 'security_events']) {
    await tx.execute(`delete from ${table} where user_id = ?`, [userId]);
  }
  const exportKeys = (await tx.execute<{ file_key: string | null }[]>(`delete from data_exports where user_id = ? returning file_key`, [userId])).flatMap(
    (r) => (r.file_key ? [r.file_key] : []),
  );
  await tx.execute(`delete from contact_forms where lower(email) = lower(?)`, [email]);
  // E-mails to the account go (sent or not); the firm's e-mails about it keep only their kind and time.
  await tx.execute(`delete from mail_outbox where lower(to_address) = lower(?)`, [email]);
  await tx.execute(
    `update mail_outbox set subject = ?, text_body = ?, html_body = '', reply_to = null
      where lower(reply_to) = lower(?) or strpos(lower(text_body), lower(?)) > 0`,
    [REMOVED_TEXT, REMOVED_TEXT, email, email],
  );
  await tx.execute(`update audit_log set details = '{}'::jsonb where client_id = ? and not (${AUDIT_DETAILS_KEPT.map(() => 'action like ?').join(' or ')})`, [
    userId,
    ...AUDIT_DETAILS_KEPT,
  ]);
  // Never a valid argon2 hash: no password can match it.
  await tx.execute(`update users set email = ?, name = ?, password = ?, email_verified_at = null, deleted_at = ? where id = ?`, [
    deletedEmail(userId),
    DELETED_ACCOUNT_NAME,
    `!deleted:${randomBytes(16).toString('hex')}`,
    now,
    userId,
  ]);

  const [kept] = await tx.execute<{ orders: string | number; invoices: string | number }[]>(
    `select (select count(*) from orders where user_id = ?) as orders, (select count(*) from invoices where user_id = ?) as invoices`,
    [userId, userId],
  );
  await recordAudit(tx, {
    actorId: e.actorId,
    action: 'account.delete',
    clientId: userId,
    entityId: userId,
    details: {
      by: e.by,
      ...(e.requestReceivedOn ? { requestReceivedOn: e.requestReceivedOn } : {}),
      documents: documentKeys.length,
      ordersCancelled: cancelled.length,
      ordersKept: Number(kept?.orders ?? 0),
      invoicesKept: Number(kept?.invoices ?? 0),
    },
  });
  await queueMail(tx, {
    to: config.mail.firmEmail,
    language: config.mail.firmLanguage,
    content: {
      kind: 'account.deleted',
      params: {
        clientId: userId,
        deletedAt: now.toISOString(),
        by: e.by,
        requestReceivedOn: e.requestReceivedOn,
        ordersKept: Number(kept?.orders ?? 0),
        invoicesKept: Number(kept?.invoices ?? 0),
        ordersCancelled: cancelled.length,
        adminUrl: siteUrl(config, `/admin/clients/${userId}`),
      },
    },
  });
  if (documentKeys.length || exportKeys.length) await enqueueJob(tx, REMOVE_FILES_JOB, { documentKeys, exportKeys });
  return { documentKeys, exportKeys };
}

/** Removes the files of a deleted account now (the queued job repeats it after a crash). Never throws. */
async function removeAccountFiles(ctx: Pick<ServiceContext, 'log'>, stores: AccountFileStores, files: ErasedFiles): Promise<void> {
  for (const key of files.documentKeys) {
    try {
      await stores.storage.remove(key);
    } catch (err) {
      ctx.log.warn({ err, key }, "a deleted account's file could not be removed now; the job retries");
    }
  }
  await removeExportFiles(ctx, stores.exports, files.exportKeys);
}

async function run(ctx: ServiceContext, stores: AccountFileStores, e: Erasure): Promise<AccountDeleted> {
  const files = await ctx.em.transactional((tx) => eraseAccount(tx, ctx.config, e));
  await removeAccountFiles(ctx, stores, files);
  return { ok: true, deletedAt: e.now.toISOString() };
}

/**
 * "Delete my account": checks the password, then (with two-factor sign-in) the code, then deletes
 * and anonymises the session user's account; every session of the account ends.
 * @throws AppError VALIDATION 'currentPasswordWrong' (field `password`), VALIDATION
 *   'twoFactorCodeRequired' / 'twoFactorCodeInvalid' (field `code`), RATE_LIMITED 'twoFactorLocked',
 *   CONFLICT 'adminAccountNotDeletable' for admins; nothing changes then
 */
export async function deleteOwnAccount(ctx: ServiceContext, stores: AccountFileStores, input: DeleteAccountInput, now = new Date()): Promise<AccountDeleted> {
  const { user, em } = requireUser(ctx);
  if (user.role !== 'client') throw new AppError('CONFLICT', 'adminAccountNotDeletable');
  await checkCurrentPassword(em, user.id, input.password);
  // Checked (and a recovery code used up) before the deletion's transaction: failures stay counted.
  await assertSecondFactor(em, user.id, input.code, ctx.client, ctx.config);
  return run(ctx, stores, { userId: user.id, by: 'client', actorId: user.id, requestReceivedOn: null, now });
}

/**
 * An admin deletes a client's account on the client's written request (the day it arrived is kept
 * in the audit log and told to the firm).
 * @throws AppError NOT_FOUND 'clientNotFound', VALIDATION 'requestDateInvalid' (a future day),
 *   CONFLICT 'accountAlreadyDeleted' / 'adminAccountNotDeletable'
 */
export async function adminDeleteAccount(
  ctx: ServiceContext,
  stores: AccountFileStores,
  input: AdminDeleteAccountInput,
  now = new Date(),
): Promise<AccountDeleted> {
  const { user } = requireAdmin(ctx);
  if (input.requestReceivedOn > germanToday(now)) throw new AppError('VALIDATION', 'requestDateInvalid', { field: 'requestReceivedOn' });
  return run(ctx, stores, { userId: input.id, by: 'admin', actorId: user.id, requestReceivedOn: input.requestReceivedOn, now });
}

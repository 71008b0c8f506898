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
import type { EntityManager } from '@mikro-orm/sql';
import { requireOwner, requireUser, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { type AccountDeleted, type AdminDeleteAccountInput, type DeleteAccountInput } from '../../shared/account/account.schema.js';
import { germanToday } from '../../shared/deadlines/calendar-date.js';
import type { Storage } from '../../storage/storage.js';
import { recordAudit } from '../audit/audit.service.js';
import { checkCurrentPassword } from '../auth/auth.service.js';
import { lockAccount } from '../users/users.js';
import { assertSecondFactor } from '../auth/two-factor.service.js';
import { enqueueJob } from '../jobs/runner.js';
import { queueMail, siteUrl } from '../mail/outbox.service.js';
import type { ModulePersonalData } from '../module.js';
import { removeExportFiles } from './data-export.service.js';

/** The job that removes the files of a deleted account (payload: storage keys). */
export const REMOVE_FILES_JOB = 'account.remove_files';

export { DELETED_ACCOUNT_NAME, deletedEmail } from '../auth/auth.personal-data.js';

/** What a deletion works with: the stores whose files it removes, and every module's personal data. */
export interface AccountFileStores {
  storage: Storage;
  exports: Storage;
  /** Each module's `erase`, run in registry order (src/modules/registry.ts). */
  personalData: readonly ModulePersonalData[];
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
 * Deletes and anonymises the account in `tx` (see the module comment): each module's
 * `personalData.erase` in registry order, then the audit entry, the firm's e-mail and the file job.
 * @throws AppError NOT_FOUND 'clientNotFound', CONFLICT 'accountAlreadyDeleted' / 'adminAccountNotDeletable'
 */
async function eraseAccount(
  tx: EntityManager,
  config: ServiceContext['config'],
  personalData: readonly ModulePersonalData[],
  e: Erasure,
): Promise<ErasedFiles> {
  const { userId, now } = e;
  // The user's row lock: uploads, folder changes and export requests of this user wait for us.
  const user = await lockAccount(tx, userId);
  if (!user) throw new AppError('NOT_FOUND', 'clientNotFound');
  if (user.deleted_at) throw new AppError('CONFLICT', 'accountAlreadyDeleted');
  if (user.role !== 'client') throw new AppError('CONFLICT', 'adminAccountNotDeletable');

  const subject = { userId, email: user.email };
  const documentKeys: string[] = [];
  const exportKeys: string[] = [];
  // documents, ordersCancelled, ordersKept, invoicesKept (from the documents, orders and invoices modules).
  const counts: Record<string, number> = {};
  for (const p of personalData) {
    const r = await p.erase?.(tx, subject, { actorId: e.actorId, now, config });
    if (!r) continue;
    documentKeys.push(...(r.documentKeys ?? []));
    exportKeys.push(...(r.exportKeys ?? []));
    Object.assign(counts, r.counts);
  }

  await recordAudit(tx, {
    actorId: e.actorId,
    action: 'account.delete',
    clientId: userId,
    entityId: userId,
    details: { by: e.by, ...(e.requestReceivedOn ? { requestReceivedOn: e.requestReceivedOn } : {}), ...counts },
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
        ordersKept: counts.ordersKept ?? 0,
        invoicesKept: counts.invoicesKept ?? 0,
        ordersCancelled: counts.ordersCancelled ?? 0,
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
  const files = await ctx.em.transactional((tx) => eraseAccount(tx, ctx.config, stores.personalData, e));
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
  const { user } = requireOwner(ctx);
  if (input.requestReceivedOn > germanToday(now)) throw new AppError('VALIDATION', 'requestDateInvalid', { field: 'requestReceivedOn' });
  return run(ctx, stores, { userId: input.id, by: 'admin', actorId: user.id, requestReceivedOn: input.requestReceivedOn, now });
}

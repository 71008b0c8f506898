/**
 * The firm's operations (issue 4): the question inbox and answers, clients, time logging,
 * recording purchases, package upkeep and contact messages. Every function requires an admin
 * (401 visitor, 403 client), and every change is written, with its audit row and any e-mail,
 * in one transaction.
 */
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { addMonths } from 'date-fns';
import { requireAdmin, type ServiceContext } from '../../context.js';
import { AppError, parseInput } from '../../errors.js';
import {
  AdminQuestionListInputSchema,
  AnswerQuestionInputSchema,
  ByIdInputSchema,
  ClientListInputSchema,
  LogTimeInputSchema,
  PackageInputSchema,
  RecordPurchaseInputSchema,
  UpdatePackageInputSchema,
  type AdminQuestion,
  type AuditEntry,
  type ClientDetail,
  type ClientSummary,
  type ContactMessage,
  type LogTimeResult,
} from '../../shared/admin.schema.js';
import { PURCHASE_VALIDITY_MONTHS, type Language } from '../../shared/constants.js';
import { MESSAGES } from '../../shared/messages.js';
import type { Package, Purchase } from '../../shared/purchases.schema.js';
import { minutesToHours } from '../../shared/hours.js';
import { isoDate, isoDateOrNull } from '../../sql.js';
import { listAudit, recordAudit } from '../audit/audit.service.js';
import { documentUrl } from '../documents/documents.service.js';
import { drawTime } from '../ledger/ledger.service.js';
import { queueMail, siteUrl } from '../mail/outbox.service.js';
import { PackageEntity } from '../packages/package.entity.js';
import { toPackageDto } from '../packages/packages.service.js';
import { ledgerOf, PURCHASE_MINUTES_USED_SQL, purchasesOf } from '../purchases/purchases.service.js';
import { questionsOf, toQuestionDto } from '../questions/questions.service.js';

/** Minutes remaining over a user's active purchases, as a SQL expression on `u.id`. */
const REMAINING_MINUTES_SQL = `coalesce((
  select sum(greatest(pu.hours_total * 60 - ${PURCHASE_MINUTES_USED_SQL}, 0))
    from purchases pu where pu.user_id = u.id and pu.expires_at > now()), 0)`;

/** `%text%` for ILIKE, with the pattern characters escaped. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

interface ClientSqlRow {
  id: string;
  name: string;
  email: string;
  language: Language;
  created_at: Date | string;
  remaining_minutes: number | string;
  pending_questions: number | string;
}

function toClientSummary(r: ClientSqlRow): ClientSummary {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    language: r.language,
    createdAt: isoDate(r.created_at),
    hoursRemaining: minutesToHours(Number(r.remaining_minutes)),
    pendingQuestions: Number(r.pending_questions),
  };
}

const CLIENT_SELECT = `
  select u.id, u.name, u.email, u.language, u.created_at,
         ${REMAINING_MINUTES_SQL} as remaining_minutes,
         (select count(*) from questions q where q.user_id = u.id and q.status = 'pending') as pending_questions
    from users u`;

/**
 * Clients (role client), by name; `search` matches name or e-mail, case-insensitively.
 * @returns at most 500 rows
 */
export async function listClients(ctx: ServiceContext, input: unknown): Promise<ClientSummary[]> {
  const { em } = requireAdmin(ctx);
  const { search } = parseInput(ClientListInputSchema, input ?? {});
  const rows = await em.execute<ClientSqlRow[]>(
    `${CLIENT_SELECT}
      where u.role = 'client' ${search ? `and (u.name ilike ? or u.email ilike ?)` : ''}
      order by lower(u.name), u.id limit 500`,
    search ? [likePattern(search), likePattern(search)] : [],
  );
  return rows.map(toClientSummary);
}

/** @throws AppError NOT_FOUND 'Client not found' */
async function clientSummary(em: EntityManager, id: string): Promise<ClientSummary> {
  const [row] = await em.execute<ClientSqlRow[]>(`${CLIENT_SELECT} where u.id = ? and u.role = 'client'`, [id]);
  if (!row) throw new AppError('NOT_FOUND', 'clientNotFound');
  return toClientSummary(row);
}

/**
 * A client's page: purchases, time ledger (with the experts' names), questions, folders,
 * documents (downloadable by admins) and the audit log about this client.
 * @throws AppError NOT_FOUND 'Client not found'
 */
export async function clientDetail(ctx: ServiceContext, input: unknown): Promise<ClientDetail> {
  const { em } = requireAdmin(ctx);
  const { id } = parseInput(ByIdInputSchema, input);
  const client = await clientSummary(em, id);
  const [purchases, ledger, questions, folders, documents, audit] = await Promise.all([
    purchasesOf(em, id),
    ledgerOf(em, id, true),
    questionsOf(em, id),
    em.execute<{ id: string; name: string; created_at: Date | string }[]>(
      `select id, name, created_at from folders where user_id = ? order by created_at, id`,
      [id],
    ),
    em.execute<{ id: string; title: string; filename: string; file_size: number; mime_type: string; folder_id: string | null; uploaded_at: Date | string }[]>(
      `select id, title, filename, file_size, mime_type, folder_id, uploaded_at from documents where user_id = ? order by uploaded_at desc, id desc`,
      [id],
    ),
    listAudit(em, id),
  ]);
  return {
    client,
    purchases,
    ledger,
    questions,
    folders: folders.map((f) => ({ id: f.id, name: f.name, createdAt: isoDate(f.created_at) })),
    documents: documents.map((d) => ({
      id: d.id,
      title: d.title,
      filename: d.filename,
      fileSize: d.file_size,
      mimeType: d.mime_type,
      folderId: d.folder_id,
      uploadedAt: isoDate(d.uploaded_at),
      downloadUrl: documentUrl(d.id),
    })),
    audit,
  };
}

interface AdminQuestionSqlRow {
  id: string;
  userId: string;
  question: string;
  answer: string | null;
  status: 'pending' | 'answered';
  askedAt: Date | string;
  answeredAt: Date | string | null;
  client_name: string;
  client_email: string;
  client_language: Language;
  remaining_minutes: number | string;
  minutes_logged: number | string;
}

const ADMIN_QUESTION_SELECT = `
  select q.id, q.user_id as "userId", q.question, q.answer, q.status, q.asked_at as "askedAt", q.answered_at as "answeredAt",
         u.name as client_name, u.email as client_email, u.language as client_language,
         ${REMAINING_MINUTES_SQL} as remaining_minutes,
         coalesce((select sum(te.minutes) from time_entries te where te.question_id = q.id), 0) as minutes_logged
    from questions q join users u on u.id = q.user_id`;

function toAdminQuestion(r: AdminQuestionSqlRow): AdminQuestion {
  return {
    ...toQuestionDto(r),
    clientName: r.client_name,
    clientEmail: r.client_email,
    clientLanguage: r.client_language,
    hoursRemaining: minutesToHours(Number(r.remaining_minutes)),
    minutesLogged: Number(r.minutes_logged),
  };
}

/**
 * The question inbox: pending questions oldest first, or answered questions newest answered
 * first; `search` matches question, answer, client name or e-mail. At most 200 rows.
 */
export async function listInbox(ctx: ServiceContext, input: unknown): Promise<AdminQuestion[]> {
  const { em } = requireAdmin(ctx);
  const { status, search } = parseInput(AdminQuestionListInputSchema, input ?? {});
  const params: unknown[] = [status];
  let filter = '';
  if (search) {
    filter = `and (q.question ilike ? or q.answer ilike ? or u.name ilike ? or u.email ilike ?)`;
    const like = likePattern(search);
    params.push(like, like, like, like);
  }
  const order = status === 'pending' ? 'q.asked_at asc, q.id asc' : 'q.answered_at desc, q.id desc';
  const rows = await em.execute<AdminQuestionSqlRow[]>(`${ADMIN_QUESTION_SELECT} where q.status = ? ${filter} order by ${order} limit 200`, params);
  return rows.map(toAdminQuestion);
}

/**
 * Answers a pending question: sets `answer`, `status = answered` and `answeredAt`, optionally
 * logs `minutes` against it in the same transaction, e-mails the client in their language and
 * writes the audit log.
 * @throws AppError VALIDATION 'Answer is required' / 'Time must be a positive multiple of 15 minutes',
 *   NOT_FOUND 'Question not found', CONFLICT 'This question has already been answered' or
 *   'Not enough hours remaining' (nothing is saved then)
 */
export async function answerQuestion(ctx: ServiceContext, input: unknown): Promise<AdminQuestion> {
  const { em, user, config } = requireAdmin(ctx);
  const data = parseInput(AnswerQuestionInputSchema, input);
  const id = await em.transactional(async (tx) => {
    // `for no key update`, not `for update`: a concurrent logTime on this question holds the
    // purchase locks and needs a key-share lock on this row for its foreign key; `for update`
    // would block it while we wait for those purchase locks (a deadlock).
    const [q] = await tx.execute<{ id: string; user_id: string; status: string; question: string }[]>(
      `select id, user_id, status, question from questions where id = ? for no key update`,
      [data.questionId],
    );
    if (!q) throw new AppError('NOT_FOUND', 'questionNotFound');
    if (q.status !== 'pending') throw new AppError('CONFLICT', 'questionAlreadyAnswered');
    const now = new Date();
    await tx.execute(`update questions set answer = ?, status = 'answered', answered_at = ? where id = ?`, [data.answer, now, q.id]);
    const minutes = data.minutes ?? 0;
    if (minutes > 0) {
      const entries = await drawTime(tx, config, { clientId: q.user_id, minutes, note: data.note ?? null, questionId: q.id, adminId: user.id, now });
      await recordAudit(tx, {
        actorId: user.id,
        action: 'time.log',
        clientId: q.user_id,
        entityId: q.id,
        details: { minutes, note: data.note ?? null, entries: entries.map((e) => ({ purchaseId: e.purchaseId, minutes: e.minutes })) },
      });
    }
    await recordAudit(tx, { actorId: user.id, action: 'question.answer', clientId: q.user_id, entityId: q.id, details: { minutes } });
    const [client] = await tx.execute<{ email: string; name: string; language: Language }[]>(`select email, name, language from users where id = ?`, [
      q.user_id,
    ]);
    await queueMail(tx, {
      to: client!.email,
      language: client!.language,
      content: {
        kind: 'question.answered',
        params: { name: client!.name, question: q.question, answer: data.answer, portalUrl: siteUrl(config, '/questions') },
      },
    });
    return q.id;
  });
  const [row] = await em.execute<AdminQuestionSqlRow[]>(`${ADMIN_QUESTION_SELECT} where q.id = ?`, [id]);
  return toAdminQuestion(row!);
}

/**
 * Logs expert time for a client, drawn from the active purchase that expires first.
 * @throws AppError VALIDATION (minutes not a positive multiple of 15, note missing without a
 *   question), NOT_FOUND (client or question), CONFLICT 'Not enough hours remaining'
 */
export async function logTime(ctx: ServiceContext, input: unknown): Promise<LogTimeResult> {
  const { em, user, config } = requireAdmin(ctx);
  const data = parseInput(LogTimeInputSchema, input);
  return em.transactional(async (tx) => {
    await clientSummary(tx, data.clientId);
    if (data.questionId) {
      const [q] = await tx.execute<{ id: string }[]>(`select id from questions where id = ? and user_id = ?`, [data.questionId, data.clientId]);
      if (!q) throw new AppError('NOT_FOUND', 'questionNotFound');
    }
    const entries = await drawTime(tx, config, {
      clientId: data.clientId,
      minutes: data.minutes,
      note: data.note ?? null,
      questionId: data.questionId ?? null,
      adminId: user.id,
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'time.log',
      clientId: data.clientId,
      entityId: data.questionId ?? null,
      details: { minutes: data.minutes, note: data.note ?? null, entries: entries.map((e) => ({ purchaseId: e.purchaseId, minutes: e.minutes })) },
    });
    return { entries };
  });
}

/**
 * Records a purchase paid outside the product: `hoursTotal` from the package, `expiresAt`
 * PURCHASE_VALIDITY_MONTHS (12) months after now, `pricePaid` (cents) defaulting to the package price.
 * E-mails the client and writes the audit log.
 * @throws AppError NOT_FOUND 'Client not found' / 'Package not found', VALIDATION 'This package is not available' (inactive)
 */
export async function recordPurchase(ctx: ServiceContext, input: unknown): Promise<Purchase> {
  const { em, user, config } = requireAdmin(ctx);
  const data = parseInput(RecordPurchaseInputSchema, input);
  const id = await em.transactional(async (tx) => {
    const [client] = await tx.execute<{ id: string; email: string; name: string; language: Language }[]>(
      `select id, email, name, language from users where id = ? and role = 'client'`,
      [data.userId],
    );
    if (!client) throw new AppError('NOT_FOUND', 'clientNotFound');
    const [pkg] = await tx.execute<{ id: string; name: string; hours: number; price: number; active: boolean }[]>(
      `select id, name, hours, price, active from packages where id = ? for share`,
      [data.packageId],
    );
    if (!pkg) throw new AppError('NOT_FOUND', 'packageNotFound');
    if (!pkg.active) throw new AppError('VALIDATION', 'packageInactive', { field: 'packageId' });
    const purchasedAt = new Date();
    const expiresAt = addMonths(purchasedAt, PURCHASE_VALIDITY_MONTHS);
    const pricePaid = data.pricePaid ?? pkg.price;
    const [row] = await tx.execute<{ id: string }[]>(
      `insert into purchases (user_id, package_id, hours_total, price_paid, purchased_at, expires_at) values (?, ?, ?, ?, ?, ?) returning id`,
      [client.id, pkg.id, pkg.hours, pricePaid, purchasedAt, expiresAt],
    );
    await recordAudit(tx, {
      actorId: user.id,
      action: 'purchase.record',
      clientId: client.id,
      entityId: row!.id,
      details: { packageName: pkg.name, hoursTotal: pkg.hours, pricePaid },
    });
    await queueMail(tx, {
      to: client.email,
      language: client.language,
      content: {
        kind: 'purchase.recorded',
        params: {
          name: client.name,
          packageName: pkg.name,
          hoursTotal: pkg.hours,
          expiresAt: expiresAt.toISOString(),
          portalUrl: siteUrl(config, '/dashboard'),
        },
      },
    });
    return row!.id;
  });
  const purchase = (await purchasesOf(em, data.userId)).find((p) => p.id === id);
  return purchase!;
}

/** Every package, active first, then by hours. */
export async function listAllPackages(ctx: ServiceContext): Promise<Package[]> {
  const { em } = requireAdmin(ctx);
  const rows = await em.find(PackageEntity, {}, { orderBy: { active: 'desc', hours: 'asc', name: 'asc' } });
  return rows.map(toPackageDto);
}

/**
 * Creates a package (spec: new packages are active unless said otherwise).
 * @throws AppError VALIDATION (name, hours, price), CONFLICT 'A package with this name already exists'
 */
export async function createPackage(ctx: ServiceContext, input: unknown): Promise<Package> {
  const { em, user } = requireAdmin(ctx);
  const data = parseInput(PackageInputSchema, input);
  try {
    return await em.transactional(async (tx) => {
      const pkg = tx.create(PackageEntity, { name: data.name, hours: data.hours, price: data.price, description: data.description, active: data.active });
      await tx.flush();
      await recordAudit(tx, { actorId: user.id, action: 'package.create', entityId: pkg.id, details: { ...data } });
      return toPackageDto(pkg);
    });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException)
      throw new AppError('CONFLICT', 'packageNameTaken', { field: 'name' });
    throw err;
  }
}

/**
 * Edits a package; `active: false` deactivates it (it can no longer be sold; its purchases stay).
 * Changing hours or price affects later purchases only.
 * @throws AppError NOT_FOUND 'Package not found', VALIDATION, CONFLICT (name taken)
 */
export async function updatePackage(ctx: ServiceContext, input: unknown): Promise<Package> {
  const { em, user } = requireAdmin(ctx);
  const { id, ...data } = parseInput(UpdatePackageInputSchema, input);
  try {
    return await em.transactional(async (tx) => {
      const pkg = await tx.findOne(PackageEntity, { id });
      if (!pkg) throw new AppError('NOT_FOUND', 'packageNotFound');
      const before = toPackageDto(pkg);
      tx.assign(pkg, data);
      await tx.flush();
      const changed = Object.fromEntries(
        (Object.keys(data) as (keyof typeof data)[]).filter((k) => before[k] !== data[k]).map((k) => [k, { from: before[k], to: data[k] }]),
      );
      await recordAudit(tx, { actorId: user.id, action: 'package.update', entityId: pkg.id, details: { name: pkg.name, changed } });
      return toPackageDto(pkg);
    });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException)
      throw new AppError('CONFLICT', 'packageNameTaken', { field: 'name' });
    throw err;
  }
}

/** Contact form messages, newest first, with who handled them. At most 500. */
export async function listContactMessages(ctx: ServiceContext): Promise<ContactMessage[]> {
  const { em } = requireAdmin(ctx);
  const rows = await em.execute<
    {
      id: string;
      name: string;
      email: string;
      language: Language;
      message: string;
      submitted_at: Date | string;
      handled_at: Date | string | null;
      handled_by_name: string | null;
    }[]
  >(
    `select c.id, c.name, c.email, c.language, c.message, c.submitted_at, c.handled_at, u.name as handled_by_name
       from contact_forms c left join users u on u.id = c.handled_by
      order by c.submitted_at desc, c.id desc limit 500`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    language: r.language,
    message: r.message,
    submittedAt: isoDate(r.submitted_at),
    handledAt: isoDateOrNull(r.handled_at),
    handledByName: r.handled_by_name,
  }));
}

/**
 * Marks a contact message handled (idempotent: the first admin and time are kept).
 * @throws AppError NOT_FOUND 'Message not found'
 */
export async function markContactHandled(ctx: ServiceContext, input: unknown): Promise<{ ok: true }> {
  const { em, user } = requireAdmin(ctx);
  const { id } = parseInput(ByIdInputSchema, input);
  await em.transactional(async (tx) => {
    const [row] = await tx.execute<{ id: string; handled_at: Date | null; email: string }[]>(
      `select id, handled_at, email from contact_forms where id = ? for update`,
      [id],
    );
    if (!row) throw new AppError('NOT_FOUND', 'contactNotFound');
    if (row.handled_at) return;
    await tx.execute(`update contact_forms set handled_at = ?, handled_by = ? where id = ?`, [new Date(), user.id, id]);
    await recordAudit(tx, { actorId: user.id, action: 'contact.handle', entityId: id, details: { email: row.email } });
  });
  return { ok: true };
}

/** The whole audit log, newest first (at most 200 entries). */
export async function listAuditLog(ctx: ServiceContext): Promise<AuditEntry[]> {
  const { em } = requireAdmin(ctx);
  return listAudit(em, undefined);
}

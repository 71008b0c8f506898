/**
 * The firm's view of its clients (admin console): the client list with hours remaining and open
 * questions, and a client's page composed from the other modules' readers (purchases, ledger,
 * questions, folders, documents, audit). Reads only; every change lives in the module whose data
 * it changes.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { requireAdmin, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { ByIdInput } from '../../shared/common.schema.js';
import type { ClientDetail, ClientListInput, ClientSummary } from '../../shared/clients/clients.schema.js';
import type { Language } from '../../shared/constants.js';
import { minutesToHours } from '../../shared/purchases/hours.js';
import { likePattern } from '../../sql-text.js';
import { isoDate, isoDateOrNull } from '../../timestamps.js';
import { listAudit } from '../audit/audit.service.js';
import { documentsOf, documentUrl } from '../documents/documents.service.js';
import { foldersOf } from '../folders/folders.service.js';
import { ledgerOf, remainingMinutesSql } from '../ledger/ledger.service.js';
import { purchasesOf } from '../purchases/purchases.service.js';
import { questionsOf } from '../questions/questions.queries.js';

interface ClientSqlRow {
  id: string;
  name: string;
  email: string;
  language: Language;
  created_at: Date | string;
  remaining_minutes: number | string;
  pending_questions: number | string;
  deleted_at: Date | string | null;
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
    deletedAt: isoDateOrNull(r.deleted_at),
  };
}

const CLIENT_SELECT = `
  select u.id, u.name, u.email, u.language, u.created_at, u.deleted_at,
         ${remainingMinutesSql('u.id')} as remaining_minutes,
         (select count(*) from questions q where q.user_id = u.id and q.status = 'pending') as pending_questions
    from users u`;

/**
 * Clients (role client), by name; `search` matches name or e-mail, case-insensitively. Deleted
 * accounts (`deleted_at` set, decision record 013) are not listed: their page stays reachable
 * from their retained orders and invoices (clientDetail).
 * @returns at most 500 rows
 */
export async function listClients(ctx: ServiceContext, { search }: ClientListInput): Promise<ClientSummary[]> {
  const { em } = requireAdmin(ctx);
  const rows = await em.execute<ClientSqlRow[]>(
    `${CLIENT_SELECT}
      where u.role = 'client' and u.deleted_at is null ${search ? `and (u.name ilike ? or u.email ilike ?)` : ''}
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
export async function clientDetail(ctx: ServiceContext, { id }: ByIdInput): Promise<ClientDetail> {
  const { em } = requireAdmin(ctx);
  const client = await clientSummary(em, id);
  const [purchases, ledger, questions, folders, documents, audit] = await Promise.all([
    purchasesOf(em, id),
    ledgerOf(em, id, true),
    questionsOf(em, id),
    foldersOf(em, id, 'created'),
    documentsOf(em, id),
    listAudit(em, id),
  ]);
  return {
    client,
    purchases,
    ledger,
    questions,
    folders: folders.map((f) => ({ id: f.id, name: f.name, kind: f.kind, createdAt: f.createdAt })),
    documents: documents.map((d) => ({
      id: d.id,
      title: d.title,
      filename: d.filename,
      fileSize: d.fileSize,
      mimeType: d.mimeType,
      folderId: d.folderId,
      uploadedAt: d.uploadedAt,
      downloadUrl: documentUrl(d.id),
    })),
    audit,
  };
}

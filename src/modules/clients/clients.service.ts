/**
 * The firm's view of its clients (admin console): the client list with hours remaining and open
 * questions, and a client's page composed from the other modules' readers (purchases, ledger,
 * questions, folders, documents, audit). Reads only; every change lives in the module whose data
 * it changes.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { requireStaff, type ServiceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { ByIdInput } from '../../shared/common.schema.js';
import type { ClientDetail, ClientListInput, ClientSummary } from '../../shared/clients/clients.schema.js';
import { minutesToHours } from '../../shared/purchases/hours.js';
import { isoDate, isoDateOrNull } from '../../timestamps.js';
import { listAudit } from '../audit/audit.service.js';
import { documentsOf, documentUrl } from '../documents/documents.service.js';
import { foldersOf } from '../folders/folders.service.js';
import { ledgerOf } from '../ledger/ledger.service.js';
import { purchasesOf } from '../purchases/purchases.service.js';
import { questionsOf } from '../questions/questions.queries.js';
import { clientRow, clientRows } from './clients.queries.js';

function toClientSummary(r: NonNullable<Awaited<ReturnType<typeof clientRow>>>): ClientSummary {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    language: r.language,
    createdAt: isoDate(r.createdAt),
    hoursRemaining: minutesToHours(Number(r.remainingMinutes)),
    pendingQuestions: Number(r.pendingQuestions),
    deletedAt: isoDateOrNull(r.deletedAt),
  };
}

/**
 * Clients (role client), by name; `search` matches name or e-mail, case-insensitively. Deleted
 * accounts (`deleted_at` set, decision record 013) are not listed: their page stays reachable
 * from their retained orders and invoices (clientDetail).
 * @returns at most 500 rows
 */
export async function listClients(ctx: ServiceContext, { search }: ClientListInput): Promise<ClientSummary[]> {
  const { em } = requireStaff(ctx);
  const rows = await clientRows(em, search);
  return rows.map(toClientSummary);
}

/** @throws AppError NOT_FOUND 'Client not found' */
async function clientSummary(em: EntityManager, id: string): Promise<ClientSummary> {
  const row = await clientRow(em, id);
  if (!row) throw new AppError('NOT_FOUND', 'clientNotFound');
  return toClientSummary(row);
}

/**
 * A client's page: purchases, time ledger (with the experts' names), questions, folders,
 * documents (downloadable by admins) and the audit log about this client.
 * @throws AppError NOT_FOUND 'Client not found'
 */
export async function clientDetail(ctx: ServiceContext, { id }: ByIdInput): Promise<ClientDetail> {
  const { em } = requireStaff(ctx);
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

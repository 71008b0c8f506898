/** The console's clients: the list, its search, and everything on a client's page. */
import { z } from 'zod';
import { AuditEntrySchema } from '../audit/audit.schema.js';
import { LanguageSchema } from '../auth/auth.schema.js';
import { SearchSchema } from '../common.schema.js';
import { PurchaseSchema, TimeEntrySchema } from '../purchases/purchases.schema.js';
import { QuestionSchema } from '../questions/questions.schema.js';

export const ClientListInputSchema = z.object({ search: SearchSchema });

export type ClientListInput = z.infer<typeof ClientListInputSchema>;

/** A client row of the admin's client list. */
export const ClientSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  language: LanguageSchema,
  createdAt: z.string(),
  /** Hours remaining over active purchases (hours, up to two decimals). */
  hoursRemaining: z.number(),
  pendingQuestions: z.number().int(),
  /** When the account was deleted on request (then anonymised; orders and invoices stay), else null. */
  deletedAt: z.string().nullable(),
});

export type ClientSummary = z.infer<typeof ClientSummarySchema>;

/** A document as the admin sees it (download through /api/admin/documents/:id/download). */
export const AdminDocumentSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  filename: z.string(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  folderId: z.uuid().nullable(),
  uploadedAt: z.string(),
  downloadUrl: z.string(),
});

export type AdminDocument = z.infer<typeof AdminDocumentSchema>;

/** Everything on a client's page. */
export const ClientDetailSchema = z.object({
  client: ClientSummarySchema,
  purchases: z.array(PurchaseSchema),
  ledger: z.array(TimeEntrySchema),
  questions: z.array(QuestionSchema),
  folders: z.array(z.object({ id: z.uuid(), name: z.string(), kind: z.enum(['own', 'expert']), createdAt: z.string() })),
  documents: z.array(AdminDocumentSchema),
  audit: z.array(AuditEntrySchema),
});

export type ClientDetail = z.infer<typeof ClientDetailSchema>;

/**
 * The admin console's inputs and DTOs (the firm's side). One schema per input, used by the services,
 * the tRPC `.input()`, the REST adapters under /api/admin and the console's forms.
 */
import { z } from 'zod';
import { LanguageSchema } from './auth/auth.schema.js';
import {
  PACKAGE_FEATURE_MAX_LENGTH,
  PACKAGE_FEATURES_MAX,
  PACKAGE_RESPONSE_HOURS_MAX,
  RESPONSE_PROMISE_HOURS,
  TIME_ENTRY_MAX_MINUTES,
  TIME_INCREMENT_MINUTES,
} from './constants.js';
import { MESSAGE_KEY } from './messages.js';
import { NO_NUL, WELL_FORMED } from './text.js';
import { PurchaseSchema, TimeEntrySchema } from './purchases/purchases.schema.js';
import { MessageBodySchema, QuestionMessageSchema, QuestionSchema } from './questions/questions.schema.js';

const IdSchema = z.uuid({ error: MESSAGE_KEY.notFound });

/** Minutes of expert time: a positive multiple of 15, at most a day. */
const MinutesSchema = z
  .number({ error: MESSAGE_KEY.minutesInvalid })
  .int({ error: MESSAGE_KEY.minutesInvalid })
  .positive({ error: MESSAGE_KEY.minutesInvalid })
  .max(TIME_ENTRY_MAX_MINUTES, { error: MESSAGE_KEY.minutesInvalid })
  .refine((m) => m % TIME_INCREMENT_MINUTES === 0, { error: MESSAGE_KEY.minutesInvalid });

const NoteSchema = z
  .string()
  .trim()
  .refine(...NO_NUL)
  .refine(...WELL_FORMED)
  .max(500)
  .optional()
  .transform((v) => (v ? v : undefined));

/** Search text: trimmed, empty means "everything". */
const SearchSchema = z
  .string()
  .trim()
  .refine(...NO_NUL)
  .refine(...WELL_FORMED)
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));

/** Answering a question, optionally logging the time spent on it in the same step. */
export const AnswerQuestionInputSchema = z.object({
  questionId: IdSchema,
  answer: z
    .string({ error: MESSAGE_KEY.answerRequired })
    .trim()
    .refine(...NO_NUL)
    .refine(...WELL_FORMED)
    .min(1, { error: MESSAGE_KEY.answerRequired })
    .max(20_000),
  /** Time spent, or omitted / 0 for none. (The union's own error, else zod reports 'Invalid input'.) */
  minutes: z.union([z.literal(0), MinutesSchema], { error: MESSAGE_KEY.minutesInvalid }).optional(),
  note: NoteSchema,
});
export type AnswerQuestionInput = z.infer<typeof AnswerQuestionInputSchema>;

/** The time an expert logs with a reply: omitted / 0 for none. (The union's own error, else zod reports 'Invalid input'.) */
const ReplyMinutesSchema = z.union([z.literal(0), MinutesSchema], { error: MESSAGE_KEY.minutesInvalid }).optional();

/**
 * An expert's reply in a question's conversation (any number of them; the first is the spec's
 * answer), optionally logging the time spent in the same step (`admin.questions.reply`).
 */
export const ReplyQuestionInputSchema = z.object({
  questionId: IdSchema,
  body: MessageBodySchema,
  minutes: ReplyMinutesSchema,
  note: NoteSchema,
});
export type ReplyQuestionInput = z.infer<typeof ReplyQuestionInputSchema>;

/** The multipart text fields of `POST /api/admin/questions/:id/reply` (strings; the files are parts named `file`). */
export const ReplyQuestionFieldsSchema = ReplyQuestionInputSchema.omit({ questionId: true, minutes: true }).extend({
  minutes: z
    .union([z.literal('').transform(() => 0), z.coerce.number({ error: MESSAGE_KEY.minutesInvalid }).pipe(z.union([z.literal(0), MinutesSchema]))], {
      error: MESSAGE_KEY.minutesInvalid,
    })
    .optional(),
});

/** An expert corrects one of the experts' messages (`admin.questions.editReply`); the client sees it as edited. */
export const EditReplyInputSchema = z.object({
  messageId: z.uuid({ error: MESSAGE_KEY.messageNotFound }),
  body: MessageBodySchema,
});
export type EditReplyInput = z.infer<typeof EditReplyInputSchema>;

/** One conversation in the console (`admin.questions.get`). */
export const AdminQuestionInputSchema = z.object({ id: IdSchema });
export type AdminQuestionInput = z.infer<typeof AdminQuestionInputSchema>;

/** Logging time for a client: drawn from the active purchase that expires first. */
export const LogTimeInputSchema = z
  .object({
    clientId: IdSchema,
    minutes: MinutesSchema,
    note: NoteSchema,
    questionId: IdSchema.optional(),
  })
  .refine((v) => v.note !== undefined || v.questionId !== undefined, { error: MESSAGE_KEY.noteRequired, path: ['note'] });
export type LogTimeInput = z.infer<typeof LogTimeInputSchema>;

/** Question inbox and search. */
export const AdminQuestionListInputSchema = z.object({
  status: z.enum(['pending', 'answered']).default('pending'),
  search: SearchSchema,
});
export type AdminQuestionListInput = z.infer<typeof AdminQuestionListInputSchema>;

export const ClientListInputSchema = z.object({ search: SearchSchema });
export type ClientListInput = z.infer<typeof ClientListInputSchema>;

export const ByIdInputSchema = z.object({ id: IdSchema });
export type ByIdInput = z.infer<typeof ByIdInputSchema>;

/** Euro cents, from the form's euro amount or an integrator's integer. */
const CentsSchema = z
  .number({ error: MESSAGE_KEY.priceInvalid })
  .int({ error: MESSAGE_KEY.priceInvalid })
  .min(0, { error: MESSAGE_KEY.priceInvalid })
  .max(100_000_000, { error: MESSAGE_KEY.priceInvalid });

/** Recording a purchase paid outside the product. */
export const RecordPurchaseInputSchema = z.object({
  userId: IdSchema,
  packageId: IdSchema,
  /** Net price paid in euro cents; defaults to the package's price. */
  pricePaid: CentsSchema.optional(),
});
export type RecordPurchaseInput = z.infer<typeof RecordPurchaseInputSchema>;

/** An optional text of a package (German name, descriptions): trimmed, empty is null. */
const optionalPackageText = (max: number) =>
  z
    .string()
    .trim()
    .refine(...NO_NUL)
    .refine(...WELL_FORMED)
    .max(max, { error: MESSAGE_KEY.packageTextTooLong })
    .nullish()
    .transform((v) => (v ? v : null));

/** A feature list: short lines (empty lines dropped), at most PACKAGE_FEATURES_MAX. */
const FeaturesSchema = z
  .array(
    z
      .string({ error: MESSAGE_KEY.packageFeaturesInvalid })
      .trim()
      .refine(...NO_NUL)
      .refine(...WELL_FORMED)
      .max(PACKAGE_FEATURE_MAX_LENGTH, { error: MESSAGE_KEY.packageFeaturesInvalid }),
    { error: MESSAGE_KEY.packageFeaturesInvalid },
  )
  .max(PACKAGE_FEATURES_MAX, { error: MESSAGE_KEY.packageFeaturesInvalid })
  .transform((lines) => lines.filter((line) => line !== ''));

const ResponseHoursSchema = z
  .number({ error: MESSAGE_KEY.packageResponseHoursInvalid })
  .int({ error: MESSAGE_KEY.packageResponseHoursInvalid })
  .min(1, { error: MESSAGE_KEY.packageResponseHoursInvalid })
  .max(PACKAGE_RESPONSE_HOURS_MAX, { error: MESSAGE_KEY.packageResponseHoursInvalid });

/** The fields every package has: English name, hours, net price and description. */
const packageCore = {
  name: z
    .string({ error: MESSAGE_KEY.packageNameRequired })
    .trim()
    .refine(...NO_NUL)
    .refine(...WELL_FORMED)
    .min(1, { error: MESSAGE_KEY.packageNameRequired })
    .max(120),
  hours: z
    .number({ error: MESSAGE_KEY.packageHoursInvalid })
    .int({ error: MESSAGE_KEY.packageHoursInvalid })
    .min(1, { error: MESSAGE_KEY.packageHoursInvalid })
    .max(1000, { error: MESSAGE_KEY.packageHoursInvalid }),
  /** Net price in euro cents. */
  price: CentsSchema,
  description: optionalPackageText(2000),
};

/** What the public pages show besides: German texts, features, response time, "Most Popular". */
const packageExtras = {
  /** German name and description; null shows the English ones on the German site. */
  nameDe: optionalPackageText(120),
  descriptionDe: optionalPackageText(2000),
  features: FeaturesSchema,
  featuresDe: FeaturesSchema,
  /** The response promise: "within N hours" ("or less" with `responseOrLess`). */
  responseHours: ResponseHoursSchema,
  responseOrLess: z.boolean(),
  /** Marked "Most Popular"; one package at a time (marking one unmarks the others). */
  popular: z.boolean(),
};

/** Creating a package (spec: all fields except id and createdAt); the public fields have defaults. */
export const PackageInputSchema = z.object({
  ...packageCore,
  nameDe: packageExtras.nameDe,
  descriptionDe: packageExtras.descriptionDe,
  features: packageExtras.features.default([]),
  featuresDe: packageExtras.featuresDe.default([]),
  responseHours: packageExtras.responseHours.default(RESPONSE_PROMISE_HOURS),
  responseOrLess: packageExtras.responseOrLess.default(false),
  popular: packageExtras.popular.default(false),
  active: z.boolean().default(true),
});
export type PackageInput = z.infer<typeof PackageInputSchema>;

/**
 * Editing a package: `active` is required (no default), so an edit never reactivates a package by
 * omission; the German texts, features, response time and "Most Popular" stay as they are when
 * omitted (an integrator's PUT written before they existed keeps them).
 */
export const UpdatePackageInputSchema = z.object({
  id: IdSchema,
  ...packageCore,
  nameDe: packageExtras.nameDe.optional(),
  descriptionDe: packageExtras.descriptionDe.optional(),
  features: packageExtras.features.optional(),
  featuresDe: packageExtras.featuresDe.optional(),
  responseHours: packageExtras.responseHours.optional(),
  responseOrLess: packageExtras.responseOrLess.optional(),
  popular: packageExtras.popular.optional(),
  active: z.boolean(),
});
export type UpdatePackageInput = z.infer<typeof UpdatePackageInputSchema>;

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

/** A question in the admin inbox: with who asked and how many hours they have left. */
export const AdminQuestionSchema = QuestionSchema.extend({
  clientName: z.string(),
  clientEmail: z.string(),
  clientLanguage: LanguageSchema,
  /** Hours remaining over the client's active purchases. */
  hoursRemaining: z.number(),
  /** Minutes logged against this question so far. */
  minutesLogged: z.number().int(),
  /** The client has no hours left (asked anyway): the inbox marks it "no hours". */
  noHours: z.boolean(),
  /** While pending: since when the client has been waiting (their oldest unanswered message). */
  waitingSince: z.string().nullable(),
  /** The client's latest message in the conversation (what the inbox shows): a follow-up, or the question itself. */
  latestClientMessage: z.object({ body: z.string(), createdAt: z.string() }),
  /** The experts' latest reply (as last corrected); null before the first. */
  latestReply: z.object({ body: z.string(), createdAt: z.string() }).nullable(),
});
export type AdminQuestion = z.infer<typeof AdminQuestionSchema>;

/** A question with its whole conversation, as the console shows it (experts' names included). */
export const AdminQuestionThreadSchema = AdminQuestionSchema.extend({ messages: z.array(QuestionMessageSchema) });
export type AdminQuestionThread = z.infer<typeof AdminQuestionThreadSchema>;

export const AUDIT_ACTIONS = [
  'question.answer',
  'question.reply',
  'question.reply.edit',
  'time.log',
  'purchase.record',
  'package.create',
  'package.update',
  'document.download',
  'contact.handle',
  'contact.reply',
  'letter.correct',
  'letter.answer',
  'settings.update',
  'firm.update',
  'order.create',
  'order.paid',
  'order.cancel',
  'order.expire',
  'order.withdraw',
  'order.refund',
  'invoice.download',
  'data.export',
  'account.delete',
  'document.update',
  'document.delete',
  'folder.rename',
  'folder.delete',
  'letter.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditEntrySchema = z.object({
  id: z.uuid(),
  action: z.enum(AUDIT_ACTIONS),
  actorName: z.string().nullable(),
  clientId: z.uuid().nullable(),
  entityId: z.uuid().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

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

export const ContactMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  language: LanguageSchema,
  message: z.string(),
  submittedAt: z.string(),
  handledAt: z.string().nullable(),
  handledByName: z.string().nullable(),
  /** The firm's replies, oldest first, each e-mailed to the sender in the message's language. */
  replies: z.array(
    z.object({
      id: z.uuid(),
      body: z.string(),
      /** When the reply was written and queued for sending. */
      sentAt: z.string(),
      /** The admin who wrote it; null once that account is deleted. */
      authorName: z.string().nullable(),
    }),
  ),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** An admin's reply to a contact message (`admin.contact.reply`, `POST /api/admin/contact/:id/reply`): plain text, at most 10,000 characters. */
export const ContactReplyInputSchema = z.object({
  id: z.uuid({ error: MESSAGE_KEY.contactNotFound }),
  body: MessageBodySchema,
});
export type ContactReplyInput = z.infer<typeof ContactReplyInputSchema>;

/** Result of logging time: the entries written (one per purchase drawn from). */
export const LogTimeResultSchema = z.object({ entries: z.array(TimeEntrySchema) });
export type LogTimeResult = z.infer<typeof LogTimeResultSchema>;

/**
 * Finanzamt letters: the fields a letter has, the client's and the expert's inputs and the DTOs
 * (`/api/letters…`, tRPC `letters.*` and `admin.letters.*`, the letter pages' forms). One schema per
 * input, used by the service, both transports and the web forms.
 *
 * A letter's fields are recognised from its text (recognize.ts) or typed in. Each field carries its
 * source: `recognized` (the product read it; not certain until the client confirms it), `confirmed`
 * (the client entered or confirmed it) or `expert` (the firm's expert corrected it). Deadlines are
 * computed only from confirmed or expert fields (docs/decisions/010-finanzamt-letters.md).
 */
import { AssigneeFilterSchema, AssigneeSchema } from '../assignment/assignment.schema.js';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { keysetCursor, KeysetPageInputSchema, type KeysetPageInput } from '../common.schema.js';
import { LANGUAGES } from '../constants.js';
import { DocumentSchema } from '../documents/documents.schema.js';
import { MESSAGE_KEY } from '../messages.js';
import { AttachmentIdsSchema, CreateQuestionInputSchema, QuestionSchema } from '../questions/questions.schema.js';
import { NO_NUL, WELL_FORMED, requiredText } from '../text.js';
import { isCalendarDate } from '../deadlines/calendar-date.js';
import { DELIVERY_WAYS, GERMAN_STATES, SENT_ON_MAX, SENT_ON_MIN } from '../deadlines/engine.js';
import { DeadlineStepSchema } from '../deadlines/deadlines.schema.js';
import { LetterAnswerSchema } from './letter-answer.schema.js';
import { FIELD_SOURCES, LETTER_FIELDS } from './fields.js';
import { LETTER_TYPES } from './letter-types.js';
import { isValidSteuerId } from './steuer-id.js';

export { LETTER_FIELDS, FIELD_SOURCES, type LetterField, type FieldSource } from './fields.js';

/** How far reading the letter's files has come. `off`: OCR is not installed here; `manual`: entered by hand. */
const READING_STATUSES = ['queued', 'reading', 'done', 'failed', 'off', 'manual'] as const;

/** The largest amount a letter field takes, in euro cents (100 million euro). */
export const AMOUNT_MAX_CENTS = 10_000_000_000;
/** Files per letter upload (a PDF, or up to this many photos of its pages). */
export const LETTER_FILES_MAX = 10;
/** Letters a client may keep (a per-user quota). */
export const LETTERS_PER_CLIENT_MAX = 500;

const dateField = z
  .string({ error: MESSAGE_KEY.dateInvalid })
  .refine(isCalendarDate, { error: MESSAGE_KEY.dateInvalid, abort: true })
  .refine((d) => d >= SENT_ON_MIN && d <= SENT_ON_MAX, { error: MESSAGE_KEY.sentOnOutOfRange });
const centsField = z
  .number({ error: MESSAGE_KEY.amountInvalid })
  .int({ error: MESSAGE_KEY.amountInvalid })
  .min(0, { error: MESSAGE_KEY.amountInvalid })
  .max(AMOUNT_MAX_CENTS, { error: MESSAGE_KEY.amountInvalid });

/** Text as printed on the letter (a name, a reference): trimmed, well-formed, at most `max` characters, or null. */
const printedText = (max: number) =>
  z
    .string()
    .trim()
    .refine(...NO_NUL)
    .refine(...WELL_FORMED)
    .max(max)
    .nullable();

/** A letter's fields; every one may be empty (null). */
export const LetterFieldsSchema = z.object({
  letterType: z.enum(LETTER_TYPES, { error: MESSAGE_KEY.letterTypeInvalid }).nullable(),
  finanzamt: printedText(200),
  /** As printed (a Land notation or the 13-digit ELSTER form). */
  steuernummer: z
    .string()
    .trim()
    .max(30)
    .regex(/^[0-9 /]*$/, { error: MESSAGE_KEY.steuernummerInvalid })
    .nullable(),
  /** The steuerliche Identifikationsnummer (§ 139b AO): 11 digits with a valid check digit. */
  steuerId: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .refine((v) => v === '' || isValidSteuerId(v), { error: MESSAGE_KEY.steuerIdInvalid })
    .nullable(),
  /** The date printed on the letter (`YYYY-MM-DD`): with the delivery way, it decides the Bekanntgabe (§ 122 AO). */
  letterDate: dateField.nullable(),
  delivery: z.enum(DELIVERY_WAYS, { error: MESSAGE_KEY.deliveryInvalid }).nullable(),
  /** The Finanzamt's Land. */
  state: z.enum(GERMAN_STATES, { error: MESSAGE_KEY.stateInvalid }).nullable(),
  taxYear: z
    .number({ error: MESSAGE_KEY.taxYearInvalid })
    .int()
    .min(1990, { error: MESSAGE_KEY.taxYearInvalid })
    .max(2100, { error: MESSAGE_KEY.taxYearInvalid })
    .nullable(),
  /** Euro cents the client is asked to pay. */
  amountDueCents: centsField.nullable(),
  /** Euro cents refunded to the client. */
  refundCents: centsField.nullable(),
  /** A due date printed on the letter (pay by / respond by). */
  dueDate: dateField.nullable(),
  /** Who the payment goes to, as printed (e.g. 'Finanzkasse Dresden'). */
  payee: printedText(200),
  /** The Finanzamt's IBAN (ISO 13616), stored without spaces; empty clears it. */
  iban: z
    .string({ error: MESSAGE_KEY.ibanInvalid })
    .transform((v) => electronicFormatIBAN(v) ?? '')
    .refine((v) => v === '' || isValidIBAN(v), { error: MESSAGE_KEY.ibanInvalid })
    .nullable(),
  /** The bank's BIC (ISO 9362), 8 or 11 characters; empty clears it. */
  bic: z
    .string({ error: MESSAGE_KEY.bicInvalid })
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine((v) => v === '' || isValidBIC(v), { error: MESSAGE_KEY.bicInvalid })
    .nullable(),
  /** What to give as the payment reference (Verwendungszweck), at most 140 characters as in a SEPA transfer. */
  paymentReference: printedText(140),
  /** Whether the letter has a Rechtsbehelfsbelehrung (§ 356 AO). */
  hasInstructions: z.boolean({ error: MESSAGE_KEY.invalidInput }).nullable(),
});
export type LetterFields = z.infer<typeof LetterFieldsSchema>;

/**
 * A letter's fields as the API answers them: the values only (the input schema above validates and
 * normalises; an answer is serialised as it is).
 */
const LetterFieldValuesSchema = z.object({
  letterType: z.enum(LETTER_TYPES).nullable(),
  finanzamt: z.string().nullable(),
  steuernummer: z.string().nullable(),
  steuerId: z.string().nullable(),
  letterDate: z.string().nullable(),
  delivery: z.enum(DELIVERY_WAYS).nullable(),
  state: z.enum(GERMAN_STATES).nullable(),
  taxYear: z.number().nullable(),
  amountDueCents: z.number().nullable(),
  refundCents: z.number().nullable(),
  dueDate: z.string().nullable(),
  payee: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  paymentReference: z.string().nullable(),
  hasInstructions: z.boolean().nullable(),
});

/** A letter entered by hand (no file): every field optional, all of them confirmed. */
export const CreateLetterInputSchema = LetterFieldsSchema.partial();
export type CreateLetterInput = z.infer<typeof CreateLetterInputSchema>;

/** The client edits or confirms fields: the fields sent become `confirmed` (values may be unchanged). */
export const UpdateLetterInputSchema = z.object({
  id: z.uuid({ error: MESSAGE_KEY.letterNotFound }),
  fields: LetterFieldsSchema.partial(),
});
export type UpdateLetterInput = z.infer<typeof UpdateLetterInputSchema>;

/** The expert corrects fields (admin): the fields sent become `expert`; the client is told. */
export const CorrectLetterInputSchema = UpdateLetterInputSchema;

export const LetterIdInputSchema = z.object({ id: z.uuid({ error: MESSAGE_KEY.letterNotFound }) });
export type LetterIdInput = z.infer<typeof LetterIdInputSchema>;

export const GetLetterInputSchema = LetterIdInputSchema.extend({
  /** The language of the deadlines' explanations (default en). */
  lang: z.enum(LANGUAGES).optional(),
});
export type GetLetterInput = z.infer<typeof GetLetterInputSchema>;

export const SetLetterDoneInputSchema = LetterIdInputSchema.extend({ done: z.boolean({ error: MESSAGE_KEY.invalidInput }) });
export type SetLetterDoneInput = z.infer<typeof SetLetterDoneInputSchema>;

/** "Ask an expert about this letter": the spec's question fields (only the text), linked to the letter. */
export const AskAboutLetterInputSchema = LetterIdInputSchema.extend({
  question: CreateQuestionInputSchema.shape.question,
  /** Documents of the client's own to attach to the question (optional). */
  documentIds: AttachmentIdsSchema,
});
export type AskAboutLetterInput = z.infer<typeof AskAboutLetterInputSchema>;

/** One page of the client's letters, newest first by createdAt (see KeysetPageInputSchema). */
export const LetterListInputSchema = KeysetPageInputSchema;
export type LetterListInput = KeysetPageInput;

/** The cursor after a letter: its createdAt and id. */
export function letterCursor(l: { createdAt: string; id: string }): string {
  return keysetCursor(l.createdAt, l.id);
}

/**
 * What a letter's deadline is: the last day for an Einspruch ('objection'), for a Klage at the
 * Finanzgericht against an Einspruchsentscheidung ('lawsuit'), a payment, or a date to respond by.
 */
export const LETTER_DEADLINE_KINDS = ['objection', 'lawsuit', 'payment', 'respond'] as const;
export type LetterDeadlineKind = (typeof LETTER_DEADLINE_KINDS)[number];

export const LetterDeadlineSchema = z.object({
  kind: z.enum(LETTER_DEADLINE_KINDS),
  /** The last day (`YYYY-MM-DD`). */
  date: z.string(),
  /** Payment only: the last day a transfer may be credited without Säumniszuschlag (§ 240 (3) AO). */
  graceEndsOn: z.string().nullable(),
  /** The Bekanntgabe day, when the deadline runs from it. */
  deliveredOn: z.string().nullable(),
  /** Each step with its legal source, worded in the requested language. */
  steps: z.array(DeadlineStepSchema),
});
export type LetterDeadline = z.infer<typeof LetterDeadlineSchema>;

export const LetterSummarySchema = z.object({
  id: z.uuid(),
  letterType: z.enum(LETTER_TYPES).nullable(),
  finanzamt: z.string().nullable(),
  letterDate: z.string().nullable(),
  readingStatus: z.enum(READING_STATUSES),
  /**
   * A message key: why reading failed, or (status `done`) 'notFinanzamtLetter' when the text did not
   * look like one, 'letterPhotoSmall' when a photo was too small to read reliably.
   */
  readingErrorKey: z.string().nullable(),
  /** The nearest deadline not yet past its last day (or the last one, when all are past); null when none is known. */
  nextDeadline: z.object({ kind: z.enum(LETTER_DEADLINE_KINDS), date: z.string(), graceEndsOn: z.string().nullable() }).nullable(),
  answered: z.boolean(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
});
export type LetterSummary = z.infer<typeof LetterSummarySchema>;

export const LetterPageSchema = z.object({ items: z.array(LetterSummarySchema), nextCursor: z.string().nullable() });
export type LetterPage = z.infer<typeof LetterPageSchema>;

export const LetterSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  fields: LetterFieldValuesSchema,
  sources: z.partialRecord(z.enum(LETTER_FIELDS), z.enum(FIELD_SOURCES)),
  readingStatus: z.enum(READING_STATUSES),
  /** Why reading failed or is off (a message key the page translates), else null. */
  readingErrorKey: z.string().nullable(),
  /** Deadlines from the deadline engine; empty until date, delivery and Land are confirmed. */
  deadlines: z.array(LetterDeadlineSchema),
  /** Fields still needed (and confirmed) before deadlines can be computed. */
  missingForDeadlines: z.array(z.enum(LETTER_FIELDS)),
  pages: z.array(DocumentSchema),
  questions: z.array(QuestionSchema),
  answer: LetterAnswerSchema.nullable(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Letter = z.infer<typeof LetterSchema>;

/** The expert's view of a letter: the client, the recognised text of each page. */
export const AdminLetterSchema = LetterSchema.extend({
  clientName: z.string(),
  clientEmail: z.string(),
  clientLanguage: z.enum(LANGUAGES),
  hoursRemaining: z.number(),
  /** The recognised text of each page, in page order (null: not read). */
  pageTexts: z.array(z.string().nullable()),
  /** Who on the team handles it (decision record 068), or null. */
  assignee: AssigneeSchema.nullable(),
});
export type AdminLetter = z.infer<typeof AdminLetterSchema>;

/**
 * The expert's answer to a letter (admin): a summary in the client's language, what the letter
 * means, what the client must do and by when, and the time spent (logged as today). Files are
 * attached through the multipart REST route.
 */
export const AnswerLetterInputSchema = z.object({
  id: z.uuid({ error: MESSAGE_KEY.letterNotFound }),
  // Each part is required; its message names the part left empty.
  summary: requiredText(20_000, MESSAGE_KEY.letterSummaryRequired),
  meaning: requiredText(20_000, MESSAGE_KEY.letterMeaningRequired),
  action: requiredText(20_000, MESSAGE_KEY.letterActionRequired),
  actionBy: dateField.nullish(),
  /** Minutes spent, a multiple of 15 (0 or absent: none logged). */
  minutes: z.coerce
    .number({ error: MESSAGE_KEY.minutesInvalid })
    .int({ error: MESSAGE_KEY.minutesInvalid })
    .min(0, { error: MESSAGE_KEY.minutesInvalid })
    .max(24 * 60, { error: MESSAGE_KEY.minutesInvalid })
    .refine((m) => m % 15 === 0, { error: MESSAGE_KEY.minutesInvalid })
    .optional(),
});
export type AnswerLetterInput = z.infer<typeof AnswerLetterInputSchema>;

/** The multipart text fields of `POST /api/admin/letters/:id/answer` (strings; `actionBy` '' = none). */
export const AnswerLetterFieldsSchema = AnswerLetterInputSchema.omit({ id: true, actionBy: true }).extend({
  actionBy: z.union([z.literal('').transform(() => null), dateField]).optional(),
});

/** The inbox's filter (`admin.letters.inbox`, `GET /api/admin/letters/inbox?assignee=`): everyone's items, the caller's own, or unassigned ones. */
export const InboxInputSchema = z.object({ assignee: AssigneeFilterSchema }).default({ assignee: 'all' });
export type InboxInput = z.infer<typeof InboxInputSchema>;

/** One row of the expert's inbox: an open letter or a pending question, by nearest deadline. */
export const InboxItemSchema = z.object({
  kind: z.enum(['letter', 'question']),
  id: z.uuid(),
  clientId: z.uuid(),
  clientName: z.string(),
  clientEmail: z.string(),
  /** Letter: its type; question: null. */
  letterType: z.enum(LETTER_TYPES).nullable(),
  /** Question: its latest client message (shortened); letter: the latest client message of a pending question about it, if any. */
  text: z.string().nullable(),
  /** The letter this question is about, when it is about one. */
  letterId: z.uuid().nullable(),
  deadline: z.object({ kind: z.enum(LETTER_DEADLINE_KINDS), date: z.string(), graceEndsOn: z.string().nullable() }).nullable(),
  /** When it came in (uploaded; for a question, when the client started waiting: asked, or followed up after a reply). */
  receivedAt: z.string(),
  /** The client has no hours left (asked anyway): the inbox marks it "no hours". */
  noHours: z.boolean(),
  /** Question: when its response-time promise breaks (ISO instant; decision record 061); letter: null. */
  answerBy: z.string().nullable(),
  /** Who on the team handles it (decision record 068), or null. */
  assignee: AssigneeSchema.nullable(),
});
export type InboxItem = z.infer<typeof InboxItemSchema>;

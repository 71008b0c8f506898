/**
 * `letters` (docs/decisions/010-finanzamt-letters.md): a client's Finanzamt letter. Its pages are
 * documents (`documents.letter_id`, role 'page'); the expert's attachments too (role 'answer').
 * `field_sources` maps each filled field to recognized | confirmed | expert; `next_deadline` is the
 * nearest open deadline, computed from confirmed fields whenever they change (for the inbox order
 * and the reminders). Read and written with SQL in letters.service.ts; the entity keeps the schema
 * check honest.
 */
import { defineEntity, p } from '@mikro-orm/core';
import { nowOnCreate, generatedUuidKey } from '../../entity-columns.js';

export const LetterEntity = defineEntity({
  name: 'Letter',
  tableName: 'letters',
  properties: {
    id: generatedUuidKey(),
    userId: p.uuid(),
    readingStatus: p.string().length(10).default('manual'),
    /** A message key: why reading failed or is off. */
    readingError: p.string().length(60).nullable(),
    letterType: p.string().length(40).nullable(),
    finanzamt: p.string().length(200).nullable(),
    steuernummer: p.string().length(30).nullable(),
    steuerId: p.string().length(11).nullable(),
    letterDate: p.date().nullable(),
    delivery: p.string().length(12).nullable(),
    state: p.string().length(2).nullable(),
    taxYear: p.integer().nullable(),
    /** Euro cents. */
    amountDueCents: p.bigint().nullable(),
    /** Euro cents. */
    refundCents: p.bigint().nullable(),
    dueDate: p.date().nullable(),
    hasInstructions: p.boolean().nullable(),
    /** The Finanzamt's account holder as printed, its IBAN (electronic format) and BIC, and the payment reference. */
    payee: p.string().length(200).nullable(),
    iban: p.string().length(34).nullable(),
    bic: p.string().length(11).nullable(),
    paymentReference: p.string().length(140).nullable(),
    fieldSources: p.json<Record<string, string>>(),
    /** The computed deadlines, `[{ kind, date, graceEndsOn }]` earliest first, for the inbox and the reminders (recomputed when fields change). */
    deadlines: p.json<{ kind: string; date: string; graceEndsOn: string | null }[]>(),
    nextDeadline: p.date().nullable(),
    nextDeadlineKind: p.string().length(10).nullable(),
    doneAt: p.datetime().nullable(),
    answerSummary: p.text().nullable(),
    answerMeaning: p.text().nullable(),
    answerAction: p.text().nullable(),
    answerActionBy: p.date().nullable(),
    answeredAt: p.datetime().nullable(),
    answeredBy: p.uuid().nullable(),
    /** The staff account handling it (null: nobody yet; decision record 068). */
    assigneeId: p.uuid().nullable(),
    /** Since when it has its assignee. */
    assignedAt: p.datetime().nullable(),
    createdAt: nowOnCreate(),
    updatedAt: nowOnCreate(),
  },
});

/**
 * `invoices` and `invoice_counters` (§ 14 (4) UStG; decision record 011), declared for the ORM's
 * schema check and the typed reads (invoices.queries.ts); written by invoices.service.ts. Rows of
 * `invoices` are never updated or deleted (a database trigger refuses it).
 */
import { defineEntity, p } from '@mikro-orm/core';
import { nowOnCreate, generatedUuidKey } from '../../entity-columns.js';
import type { InvoiceLine, InvoiceParty } from '../../shared/invoices/invoices.schema.js';

export const InvoiceEntity = defineEntity({
  name: 'Invoice',
  tableName: 'invoices',
  properties: {
    id: generatedUuidKey(),
    /** "YYYY-NNNNN". */
    number: p.string().length(20).unique(),
    year: p.integer(),
    seq: p.integer(),
    /** 'invoice' or 'credit_note'. */
    kind: p.string().length(12),
    orderId: p.uuid(),
    userId: p.uuid(),
    /** A credit note's corrected invoice. */
    correctsId: p.uuid().nullable(),
    issuedOn: p.date(),
    paidOn: p.date().nullable(),
    language: p.string().length(2),
    seller: p.json<InvoiceParty>(),
    buyer: p.json<InvoiceParty>(),
    lines: p.json<InvoiceLine[]>(),
    netCents: p.integer(),
    vatRatePercent: p.integer(),
    vatCents: p.integer(),
    grossCents: p.integer(),
    /** How it was paid: 'transfer' or 'card' (the e-invoice's BT-81); null for invoices issued before it was stored. */
    paymentMeans: p.string().length(10).nullable(),
    createdAt: nowOnCreate(),
  },
});

/** The last invoice number used in each calendar year. */
export const InvoiceCounterEntity = defineEntity({
  name: 'InvoiceCounter',
  tableName: 'invoice_counters',
  properties: {
    year: p.integer().primary(),
    last: p.integer(),
  },
});

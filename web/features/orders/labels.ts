/** Names of an order's states and of invoice kinds, shared by the client's pages and the console. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderStatus } from '#shared/orders/orders.schema.js';
import type { InvoiceKind } from '#shared/invoices/invoices.schema.js';
import type { BadgeTone } from '../../components/Badge.js';

export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  open: msg`Awaiting payment`,
  paid: msg`Paid`,
  expired: msg`Expired`,
  cancelled: msg`Cancelled`,
  withdrawn: msg`Withdrawn`,
};

/** The badge's look per state: open ones stand out, closed ones recede. */
export const ORDER_STATUS_TONE: Record<OrderStatus, BadgeTone> = {
  open: 'pending',
  paid: 'success',
  expired: 'muted',
  cancelled: 'muted',
  withdrawn: 'muted',
};

/** An invoice, or the credit note that corrects one (its PDF is titled "Stornorechnung"). */
export const INVOICE_KIND_LABELS: Record<InvoiceKind, MessageDescriptor> = {
  invoice: msg`Invoice`,
  credit_note: msg`Credit note`,
};

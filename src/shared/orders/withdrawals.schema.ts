/**
 * Withdrawing from a contract (§§ 355, 356a BGB; decision records 011 and 018): the declaration
 * made without logging in, its receipt, the confirmation link, and the declarations as the firm
 * sees them. The instructions' text is ./withdrawal-instructions.ts.
 */
import { z } from 'zod';
import { LanguageSchema } from '../auth/auth.schema.js';
import { IdSchema } from '../common.schema.js';
import { MESSAGE_KEY } from '../messages.js';
import { NO_NUL, WELL_FORMED, optionalText, requiredText } from '../text.js';

/** Withdrawing from a contract without logging in (§ 356a BGB): what the consumer identifies the contract by. */
export const WithdrawalInputSchema = z.object({
  name: requiredText(200, MESSAGE_KEY.billingNameRequired, MESSAGE_KEY.billingNameRequired),
  email: z.email({ error: MESSAGE_KEY.invalidEmail }).max(254),
  /** The order's reference ("SH-…"), as on the confirmation e-mail. */
  orderReference: z
    .string({ error: MESSAGE_KEY.orderReferenceRequired })
    .trim()
    .toUpperCase()
    .min(1, { error: MESSAGE_KEY.orderReferenceRequired })
    .max(60, { error: MESSAGE_KEY.orderReferenceRequired })
    .refine(...NO_NUL)
    .refine(...WELL_FORMED),
  message: optionalText(2000),
  language: LanguageSchema.default('en'),
});
export type WithdrawalInput = z.input<typeof WithdrawalInputSchema>;

/**
 * The receipt of a withdrawal declaration, shown on the page and sent by e-mail: what was
 * received and when. It never tells a stranger whether the reference exists.
 */
export const WithdrawalReceiptSchema = z.object({
  /** When the declaration was received: the moment that counts for the withdrawal period (§ 355 (1) S. 5 BGB). */
  receivedAt: z.string(),
  name: z.string(),
  email: z.string(),
  orderReference: z.string(),
  message: z.string().nullable(),
  /**
   * true: the declaration takes effect once confirmed through the link e-mailed to the order's
   * address (every declaration without a session, whether or not it matched an order, so the
   * answer tells nothing); false: a signed-in client's declaration for their own order, handled at
   * once (docs/decisions/018-withdrawal-confirmation.md).
   */
  awaitingConfirmation: z.boolean(),
});
export type WithdrawalReceipt = z.infer<typeof WithdrawalReceiptSchema>;

/** How long a withdrawal's confirmation link works (days; docs/decisions/018-withdrawal-confirmation.md). */
export const WITHDRAWAL_LINK_DAYS = 14;

/** Opening a withdrawal's confirmation link (`/withdraw/confirm?token=…`). */
export const WithdrawalConfirmInputSchema = z.object({
  token: z
    .string({ error: MESSAGE_KEY.withdrawalLinkInvalid })
    .min(1, { error: MESSAGE_KEY.withdrawalLinkInvalid })
    .max(200, { error: MESSAGE_KEY.withdrawalLinkInvalid }),
});
export type WithdrawalConfirmInput = z.infer<typeof WithdrawalConfirmInputSchema>;

/**
 * A confirmed declaration: `withdrawn` (the contract is withdrawn as of `receivedAt`), `late` (not
 * withdrawable: the firm reviews it), `repeated` (the order was withdrawn already).
 */
export const WithdrawalConfirmationSchema = z.object({
  orderReference: z.string(),
  receivedAt: z.string(),
  outcome: z.enum(['withdrawn', 'late', 'no_right', 'repeated']),
});
export type WithdrawalConfirmation = z.infer<typeof WithdrawalConfirmationSchema>;

/** The firm confirming a pending declaration on review. */
export const WithdrawalIdInputSchema = z.object({ id: IdSchema });

export const WITHDRAWAL_OUTCOMES = ['pending', 'withdrawn', 'late', 'no_right', 'unmatched', 'repeated'] as const;
export type WithdrawalOutcome = (typeof WITHDRAWAL_OUTCOMES)[number];

/**
 * A withdrawal declaration as the firm sees it: what was declared, when, and what it matched —
 * `pending` (an order matched; awaiting confirmation by the order's address or the firm),
 * `withdrawn` (the order was withdrawn), `no_right` (a business customer's order: no statutory right
 * of withdrawal, § 312g BGB), `late` (an order matched, but not withdrawable: out of
 * the period, a business, used up), `unmatched` (no order matched: review by hand), `repeated`.
 */
export const AdminWithdrawalSchema = z.object({
  id: z.uuid(),
  receivedAt: z.string(),
  name: z.string(),
  email: z.string(),
  orderReference: z.string(),
  message: z.string().nullable(),
  outcome: z.enum(WITHDRAWAL_OUTCOMES),
  orderId: z.uuid().nullable(),
  /** The matched order's client (null when unmatched). */
  clientId: z.uuid().nullable(),
  /** When a pending declaration was confirmed (by the link or the firm); null otherwise. */
  confirmedAt: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof AdminWithdrawalSchema>;

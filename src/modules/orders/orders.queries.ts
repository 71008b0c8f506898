/**
 * The typed reads of orders and withdrawal declarations (decision record 033, decision record
 * 011): Kysely statements typed from the entities, selecting into the DTOs' names. An order's row
 * carries the Order and AdminOrder columns and what the services need besides (orders.service.ts
 * makes the DTOs, the e-mails, the withdrawal outcome and the invoice of it); the withdrawal list
 * selects straight into AdminWithdrawal. The services keep the access rules, the locks and the
 * transactions.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql, type Kysely } from 'kysely';
import { camelColumns, db, keysetPages, newestFirst, prepare, type DB } from '../../kysely.js';
import type { Language } from '../../shared/constants.js';
import type { OrderKind } from '../../shared/orders/extra-hours.js';
import type { AdminOrderListInput, Billing, CustomerType, OrderStatus, PaymentMethod } from '../../shared/orders/orders.schema.js';
import type { AdminWithdrawal, WithdrawalOutcome } from '../../shared/orders/withdrawals.schema.js';
import { cursorTimestamp, isoDate, isoDateOrNull } from '../../timestamps.js';
import { minutesUsed } from '../ledger/ledger.service.js';

/**
 * Orders with their client, the invoice's id and the minutes used of the purchase they created,
 * the columns named as the DTOs: first the Order DTO's (the service's toOrder converts the
 * timestamps and the numeric VAT rate, and computes the withdrawal's last day), then AdminOrder's,
 * then what the services need besides (the client's language for e-mails, the order's language
 * for its invoice, Stripe's ids, the purchase, the cursor text of createdAt).
 * The text columns that hold one of the DTOs' enumerations are narrowed to it: they are written
 * only by orders.service.ts from zod-checked input and its own constants (the database checks
 * kind, status, customer type and payment method too).
 */
function selectOrders(k: Kysely<DB>) {
  return k
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select((eb) => [
      ...camelColumns(eb, 'o', [
        'id',
        'reference',
        'kind',
        'package_id',
        'package_name',
        'package_name_de',
        'hours',
        'validity_months',
        'net_cents',
        'vat_rate_percent',
      ]),
      ...camelColumns(eb, 'o', ['vat_cents', 'gross_cents', 'customer_type', 'billing', 'payment_method', 'early_start', 'status', 'created_at', 'pay_by']),
      ...camelColumns(eb, 'o', ['paid_at', 'withdrawn_at', 'refund_cents', 'refunded_at']),
      eb.selectFrom('invoices as i').select('i.id').whereRef('i.order_id', '=', 'o.id').where('i.kind', '=', 'invoice').as('invoiceId'),
      'o.user_id as userId',
      'u.name as clientName',
      'u.email as clientEmail',
      // The ledger's expression (decision record 003); sum() of integers is numeric: text on pg.
      eb
        .case()
        .when('o.purchase_id', 'is', null)
        .then(sql<null>`null`)
        .else(minutesUsed(eb.ref('o.purchase_id')))
        .end()
        .as('minutesUsed'),
      'u.language as clientLanguage',
      ...camelColumns(eb, 'o', ['language', 'stripe_session_id', 'stripe_payment_intent', 'purchase_id']),
      cursorTimestamp(eb.ref('o.created_at')).as('createdText'),
    ])
    .$narrowType<{
      kind: OrderKind;
      customerType: CustomerType;
      billing: Billing;
      paymentMethod: PaymentMethod;
      status: OrderStatus;
      clientLanguage: Language;
      language: Language;
    }>();
}

/** An order's row as selectOrders selects it (inferred from the statement). */
export type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['executeTakeFirstOrThrow']>>;
type OrderQuery = ReturnType<typeof selectOrders>;

/** The two statements of a lookup: plain, and locking the order's row (`for update of o`). */
function lookup<P extends Record<string, unknown>>(where: (q: OrderQuery, p: P) => OrderQuery) {
  return [prepare((k, p: P) => where(selectOrders(k), p)), prepare((k, p: P) => where(selectOrders(k), p).forUpdate('o'))] as const;
}

const byId = lookup((q, p: { id: string }) => q.where('o.id', '=', p.id));
const byIdOfUser = lookup((q, p: { id: string; userId: string }) => q.where('o.id', '=', p.id).where('o.user_id', '=', p.userId));
const byReferenceOfUser = lookup((q, p: { reference: string; userId: string }) => q.where('o.reference', '=', p.reference).where('o.user_id', '=', p.userId));
const byReferenceAndEmail = lookup((q, p: { reference: string; email: string }) =>
  q.where('o.reference', '=', p.reference).where((eb) => eb(eb.fn('lower', ['u.email']), '=', eb.fn('lower', [eb.val(p.email)]))),
);

/**
 * One order, found by id (of any client, or of `userId` only), or by reference with its client
 * (`userId`) or with its client's e-mail address (compared case-insensitively).
 * @param lock lock the order's row (`for update of o`, inside the caller's transaction)
 * @returns the row, or undefined
 */
export async function orderRow(
  em: EntityManager,
  by: { id: string; userId?: string } | { reference: string; userId: string } | { reference: string; email: string },
  lock = false,
): Promise<OrderRow | undefined> {
  const i = lock ? 1 : 0;
  const [row] =
    'id' in by
      ? by.userId === undefined
        ? await byId[i](em, { id: by.id })
        : await byIdOfUser[i](em, { id: by.id, userId: by.userId })
      : 'userId' in by
        ? await byReferenceOfUser[i](em, by)
        : await byReferenceAndEmail[i](em, by);
  return row;
}

const pages = keysetPages((k, p: { userId: string }, after) => newestFirst(selectOrders(k).where('o.user_id', '=', p.userId), 'o.created_at', 'o.id', after));

/** Up to `limit` orders of a user, newest first by (created_at, id), after the keyset `after` (`keysetAfter(cursor)`). */
export async function orderRowsOf(em: EntityManager, userId: string, limit: number, after: string[]): Promise<OrderRow[]> {
  return pages(em, { userId }, limit, after);
}

/**
 * The admin's order rows: newest first, filtered by state, by client and by reference, client
 * name or e-mail (a literal, case-insensitive substring), after the keyset `after`.
 */
export async function adminOrderRows(em: EntityManager, q: AdminOrderListInput, after: string[], limit: number): Promise<OrderRow[]> {
  const [afterAt, afterId] = after;
  const like = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return selectOrders(db(em))
    .$if(q.status !== undefined, (b) => b.where('o.status', '=', q.status!))
    .$if(q.clientId !== undefined, (b) => b.where('o.user_id', '=', q.clientId!))
    .$if(like !== undefined, (b) => b.where((eb) => eb.or([eb('o.reference', 'ilike', like!), eb('u.name', 'ilike', like!), eb('u.email', 'ilike', like!)])))
    .$call((b) => newestFirst(b, 'o.created_at', 'o.id', afterAt === undefined ? undefined : { at: afterAt, id: afterId! }))
    .limit(limit)
    .execute();
}

/** Open orders whose pay-by time has passed at `now`, locked (others' locks skipped), for the upkeep. */
export async function expiringOrderRows(em: EntityManager, now: Date): Promise<OrderRow[]> {
  return selectOrders(db(em)).where('o.status', '=', 'open').where('o.pay_by', '<=', now).forUpdate('o').skipLocked().execute();
}

/** Open, unreminded orders placed at or before `remindBefore` and still payable at `now`, locked (others' locks skipped). */
export async function ordersToRemind(em: EntityManager, remindBefore: Date, now: Date): Promise<OrderRow[]> {
  return selectOrders(db(em))
    .where('o.status', '=', 'open')
    .where('o.reminded_at', 'is', null)
    .where('o.created_at', '<=', remindBefore)
    .where('o.pay_by', '>', now)
    .forUpdate('o')
    .skipLocked()
    .execute();
}

/** A withdrawal declaration as the confirmation needs it, named as AdminWithdrawal, locked (`for update`). */
function selectPendingWithdrawal(k: Kysely<DB>) {
  return k
    .selectFrom('withdrawals')
    .select([
      'id',
      'order_id as orderId',
      'name',
      'email',
      'order_reference as orderReference',
      'message',
      'received_at as receivedAt',
      'outcome',
      'token_expires_at as tokenExpiresAt',
    ])
    .$narrowType<{ outcome: WithdrawalOutcome }>()
    .forUpdate();
}

/** A withdrawal declaration's row as the confirmation reads it (inferred from the statement). */
export type WithdrawalRow = Awaited<ReturnType<ReturnType<typeof selectPendingWithdrawal>['executeTakeFirstOrThrow']>>;

const withdrawalByToken = prepare((k, p: { tokenHash: string }) => selectPendingWithdrawal(k).where('token_hash', '=', p.tokenHash));
const withdrawalById = prepare((k, p: { id: string }) => selectPendingWithdrawal(k).where('id', '=', p.id));

/** The withdrawal declaration with link `tokenHash`, or with id `id`, locked in the caller's transaction. */
export async function lockedWithdrawal(em: EntityManager, by: { tokenHash: string } | { id: string }): Promise<WithdrawalRow | undefined> {
  const [row] = 'tokenHash' in by ? await withdrawalByToken(em, by) : await withdrawalById(em, by);
  return row;
}

/** Withdrawal declarations as the firm sees them (AdminWithdrawal), newest first, with the cursor text of receivedAt. */
function selectWithdrawals(k: Kysely<DB>) {
  return k
    .selectFrom('withdrawals as w')
    .leftJoin('orders as o', 'o.id', 'w.order_id')
    .select((eb) => [
      'w.id',
      'w.received_at as receivedAt',
      cursorTimestamp(eb.ref('w.received_at')).as('receivedText'),
      'w.name',
      'w.email',
      'w.order_reference as orderReference',
      'w.message',
      'w.outcome',
      'w.order_id as orderId',
      'o.user_id as clientId',
      'w.confirmed_at as confirmedAt',
    ])
    .$narrowType<{ outcome: WithdrawalOutcome }>();
}

const withdrawalPages = keysetPages((k, _p: Record<string, unknown>, after) => newestFirst(selectWithdrawals(k), 'w.received_at', 'w.id', after));
const withdrawalOne = prepare((k, p: { id: string }) => selectWithdrawals(k).where('w.id', '=', p.id));

/**
 * Withdrawal declarations as the firm sees them, newest first: up to `limit` after the keyset
 * `after` (`keysetAfter(cursor)`), or the one with id `id`. Each with `receivedText`, its cursor text.
 */
export async function withdrawalRows(
  em: EntityManager,
  by: { after: string[]; limit: number } | { id: string },
): Promise<(AdminWithdrawal & { receivedText: string })[]> {
  let rows;
  if ('id' in by) rows = await withdrawalOne(em, by);
  else rows = await withdrawalPages(em, {}, by.limit, by.after);
  return rows.map((r) => ({ ...r, receivedAt: isoDate(r.receivedAt), confirmedAt: isoDateOrNull(r.confirmedAt) }));
}

/** The orders module's personal data (decision records 011, 013, 018): orders and withdrawal declarations. */
import { recordAudit } from '../audit/audit.service.js';
import type { ModulePersonalData } from '../module.js';
import { rowsSection } from '../personal-data.js';

export const ordersPersonalData: ModulePersonalData = {
  userReferences: ['orders.user_id', 'orders.confirmed_by', 'withdrawals.confirmed_by'],
  retained:
    'paid orders and every withdrawal declaration, 10 years with the name and address they carry (§ 147 AO); unpaid (open or expired) orders are cancelled; a pending declaration’s confirmation link stops working (the firm reviews it)',
  export: [
    rowsSection(
      'orders',
      80,
      `select to_jsonb(o) - 'user_id' - 'confirmed_by' - 'stripe_session_id' - 'stripe_payment_intent' as row
         from orders o where o.user_id = ? order by o.created_at, o.id`,
    ),
    rowsSection(
      'withdrawals',
      100,
      `select to_jsonb(w) as row from withdrawals w join orders o on o.id = w.order_id where o.user_id = ? order by w.received_at, w.id`,
    ),
  ],
  async erase(tx, { userId }, { actorId, now }) {
    // Unpaid orders are cancelled (nothing was paid), also expired ones, which a late transfer would
    // otherwise still settle (creating a purchase and an invoice for the deleted account); paid ones
    // stay as they are.
    const cancelled = await tx.execute<{ id: string; reference: string }[]>(
      `update orders set status = 'cancelled', closed_at = ? where user_id = ? and status in ('open', 'expired') returning id, reference`,
      [now, userId],
    );
    for (const o of cancelled) {
      await recordAudit(tx, { actorId, action: 'order.cancel', clientId: userId, entityId: o.id, details: { reference: o.reference, accountDeleted: true } });
    }
    // A withdrawal declaration still awaiting its confirmation link stays recorded (its time of
    // receipt is what makes it timely, § 355 (1) S. 5 BGB) and is left to the firm's review, where
    // it can be confirmed; its link, mailed to an address the account no longer has, expires now,
    // so that an old e-mail cannot change the orders of a deleted account (decision record 018).
    const unlinked = await tx.execute<{ id: string }[]>(
      `update withdrawals w set token_expires_at = ?
         from orders o
        where o.id = w.order_id and o.user_id = ? and w.outcome = 'pending' and w.token_expires_at > ?
        returning w.id`,
      [now, userId, now],
    );
    const [kept] = await tx.execute<{ n: string | number }[]>(`select count(*) as n from orders where user_id = ?`, [userId]);
    return { counts: { ordersCancelled: cancelled.length, ordersKept: Number(kept?.n ?? 0), withdrawalLinksCancelled: unlinked.length } };
  },
};

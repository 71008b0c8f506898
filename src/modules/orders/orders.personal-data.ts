/** The orders module's personal data (decision records 011, 013, 018): orders and withdrawal declarations. */
import { recordAudit } from '../audit/audit.service.js';
import { db } from '../../kysely.js';
import type { ModulePersonalData } from '../module.js';
import { childRowsSection, ownRowsSection, userRowCount } from '../personal-data.js';

export const ordersPersonalData: ModulePersonalData = {
  userReferences: ['orders.user_id', 'orders.confirmed_by', 'withdrawals.confirmed_by'],
  retained:
    'paid orders and every withdrawal declaration, 10 years with the name and address they carry (§ 147 AO); unpaid (open or expired) orders are cancelled; a pending declaration’s confirmation link stops working (the firm reviews it)',
  export: [
    ownRowsSection('orders', 80, 'orders', ['created_at', 'id'], 'confirmed_by', 'stripe_session_id', 'stripe_payment_intent'),
    childRowsSection('withdrawals', 100, 'withdrawals', 'order_id', 'orders', ['received_at', 'id']),
  ],
  async erase(tx, { userId }, { actorId, now }) {
    // Unpaid orders are cancelled (nothing was paid), also expired ones, which a late transfer would
    // otherwise still settle (creating a purchase and an invoice for the deleted account); paid ones
    // stay as they are.
    const cancelled = await db(tx)
      .updateTable('orders')
      .set({ status: 'cancelled', closed_at: now })
      .where('user_id', '=', userId)
      .where('status', 'in', ['open', 'expired'])
      .returning(['id', 'reference'])
      .execute();
    for (const o of cancelled) {
      await recordAudit(tx, { actorId, action: 'order.cancel', clientId: userId, entityId: o.id, details: { reference: o.reference, accountDeleted: true } });
    }
    // A withdrawal declaration still awaiting its confirmation link stays recorded (its time of
    // receipt is what makes it timely, § 355 (1) S. 5 BGB) and is left to the firm's review, where
    // it can be confirmed; its link, mailed to an address the account no longer has, expires now,
    // so that an old e-mail cannot change the orders of a deleted account (decision record 018).
    const unlinked = await db(tx)
      .updateTable('withdrawals as w')
      .from('orders as o')
      .set({ token_expires_at: now })
      .whereRef('o.id', '=', 'w.order_id')
      .where('o.user_id', '=', userId)
      .where('w.outcome', '=', 'pending')
      .where('w.token_expires_at', '>', now)
      .returning('w.id')
      .execute();
    const ordersKept = await userRowCount(tx, 'orders', userId);
    return { counts: { ordersCancelled: cancelled.length, ordersKept, withdrawalLinksCancelled: unlinked.length } };
  },
};

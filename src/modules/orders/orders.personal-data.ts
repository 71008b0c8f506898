/** The orders module's personal data (decision records 011, 013, 018): orders and withdrawal declarations. */
import { recordAudit } from '../audit/audit.service.js';
import type { ModulePersonalData } from '../module.js';
import { rowsSection } from '../personal-data.js';

export const ordersPersonalData: ModulePersonalData = {
  userReferences: ['orders.user_id', 'orders.confirmed_by', 'withdrawals.confirmed_by'],
  retained:
    'paid orders and every withdrawal declaration, 10 years with the name and address they carry (§ 147 AO); unpaid (open or expired) orders are cancelled',
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
    const [kept] = await tx.execute<{ n: string | number }[]>(`select count(*) as n from orders where user_id = ?`, [userId]);
    return { counts: { ordersCancelled: cancelled.length, ordersKept: Number(kept?.n ?? 0) } };
  },
};

/** The invoices module's personal data (decision records 011, 013). */
import type { ModulePersonalData } from '../module.js';
import { rowsSection } from '../personal-data.js';

export const invoicesPersonalData: ModulePersonalData = {
  userReferences: ['invoices.user_id'],
  retained:
    "every invoice and credit note, 10 years (§ 147 AO, § 14b UStG), with the name and billing address it shows; a consumer's invoice row loses the e-mail address its invoice does not show",
  export: [rowsSection('invoices', 90, `select to_jsonb(i) - 'user_id' as row from invoices i where i.user_id = ? order by i.issued_on, i.number`)],
  async erase(tx, { userId }) {
    // Invoices keep what they show (§ 147 AO): a consumer's invoice does not show the e-mail address,
    // so its row loses it (GDPR Art. 5 (1)(c)); a business client's e-invoice carries it (BT-49).
    await tx.execute(
      `update invoices i set buyer = jsonb_set(i.buyer, '{email}', 'null'::jsonb)
         from orders o
        where o.id = i.order_id and i.user_id = ? and o.customer_type = 'consumer' and i.buyer->>'email' is not null`,
      [userId],
    );
    const [kept] = await tx.execute<{ n: string | number }[]>(`select count(*) as n from invoices where user_id = ?`, [userId]);
    return { counts: { invoicesKept: Number(kept?.n ?? 0) } };
  },
};

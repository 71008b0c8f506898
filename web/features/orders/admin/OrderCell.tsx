/** What the console's two order tables (the Orders page and a client's page) show alike. */
import type { ReactNode } from 'react';
import type { AdminOrder } from '#shared/orders/orders.schema.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { localizedPackageName } from '../../packages/index.js';

/** A cancelled or expired order's row is greyed out. */
export function inactiveOrderRow(order: AdminOrder): string | undefined {
  return order.status === 'cancelled' || order.status === 'expired' ? 'admin-table__row--inactive' : undefined;
}

/** The order's cell: its reference (as given, a link or not) over its package and hours. */
export function OrderCell({ order, children }: { order: AdminOrder; children: ReactNode }) {
  const language = useLanguage();
  return (
    <div>
      {children}
      <span className="admin-table__sub">
        {localizedPackageName({ name: order.packageName, nameDe: order.packageNameDe }, language)} · {order.hours} h
      </span>
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { OrderStatus } from '#shared/orders/orders.schema.js';
import { Badge } from '../../components/Badge.js';
import { ORDER_STATUS_LABELS, ORDER_STATUS_TONE } from './labels.js';

/** An order's state as a badge: its name (ORDER_STATUS_LABELS) in its tone (ORDER_STATUS_TONE). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={ORDER_STATUS_TONE[status]}>{i18n._(ORDER_STATUS_LABELS[status])}</Badge>;
}

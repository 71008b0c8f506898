/** The orders module: orders, payment, withdrawal, and the client's invoices (decision records 011, 018). */
import { defineModule } from '../module.js';
import { OrderEntity, StripeEventEntity, WithdrawalEntity } from './order.entity.js';
import { ordersRoutes } from './orders.rest.js';
import { invoicesRouter, ordersAdminRouter, ordersRouter, withdrawalsRouter } from './orders.trpc.js';

export const ordersModule = defineModule({
  name: 'orders',
  entities: [OrderEntity, WithdrawalEntity, StripeEventEntity],
  rest: [ordersRoutes],
  trpc: { orders: ordersRouter, invoices: invoicesRouter, withdrawals: withdrawalsRouter },
  adminTrpc: { orders: ordersAdminRouter },
});

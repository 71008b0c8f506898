/** The orders module: orders, payment and withdrawal (decision records 011, 018). */
import { defineModule, defineSchedule } from '../module.js';
import { ordersPersonalData } from './orders.personal-data.js';
import { runOrderUpkeep } from './orders.service.js';
import { OrderEntity, StripeEventEntity, WithdrawalEntity } from './order.entity.js';
import { ordersRoutes } from './orders.rest.js';
import { ordersAdminRouter, ordersRouter, withdrawalsRouter } from './orders.trpc.js';
import { ordersMails } from './orders.mails.js';

export const ordersModule = defineModule({
  name: 'orders',
  entities: [OrderEntity, WithdrawalEntity, StripeEventEntity],
  rest: [ordersRoutes],
  trpc: { orders: ordersRouter, withdrawals: withdrawalsRouter },
  adminTrpc: { orders: ordersAdminRouter },
  schedules: ({ em, config }) => [
    defineSchedule({
      name: 'unpaid order upkeep',
      decorator: 'runOrderUpkeep',
      run: (now) => runOrderUpkeep(em(), config, now),
      count: (r) => r.reminded + r.expired,
    }),
  ],
  mails: ordersMails,
  personalData: ordersPersonalData,
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The unpaid orders' reminder (day 7) and expiry, run now. @returns orders reminded and expired */
    runOrderUpkeep(now?: Date): Promise<{ reminded: number; expired: number }>;
  }
}

/**
 * REST adapters for buying hours (decision record 011). Thin: validate with the shared schema, call the service.
 *
 *   POST /api/orders                       place an order (client)                        201 {order, checkoutUrl}
 *   GET  /api/orders?limit=&cursor=        the client's orders, newest first (Link header for the next page)
 *   GET  /api/orders/:id                   one order, with bank transfer details and EPC QR code while open
 *   POST /api/orders/:id/cancel            cancel an open order
 *   POST /api/orders/:id/checkout          open a Stripe Checkout session               {checkoutUrl}
 *   POST /api/withdrawals                  withdraw from a contract (no login needed, § 356a BGB)   201 receipt
 *   POST /api/withdrawals/confirm          {token}: confirm a declaration made without a session (decision record 018)
 *   POST /api/stripe/webhook               Stripe's signed events (raw body)
 *   GET  /api/admin/orders?status=&clientId=&search=&limit=&cursor=   all orders (or one client's)
 *   POST /api/admin/orders/:id/mark-paid   {receivedOn}
 *   POST /api/admin/orders/:id/cancel
 *   POST /api/admin/orders/:id/refund      refund a withdrawn order with a credit note
 *   GET  /api/admin/withdrawals?limit=&cursor=   withdrawal declarations received, newest first
 *   POST /api/admin/withdrawals/:id/confirm       confirm a pending declaration on review
 *
 * The invoices' routes are the invoices module's (invoices.rest.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { ownerOnly, paramsIntoBody, signedIn, zodRoutes, pagedLists } from '../../rest.js';
import { KeysetPageInputSchema } from '../../shared/common.schema.js';
import {
  AdminOrderListInputSchema,
  AdminOrderSchema,
  CheckoutResultSchema,
  CreateOrderInputSchema,
  CreateOrderResultSchema,
  MarkPaidInputSchema,
  OrderDetailSchema,
  OrderListInputSchema,
  OrderSchema,
} from '../../shared/orders/orders.schema.js';
import {
  AdminWithdrawalSchema,
  WithdrawalConfirmationSchema,
  WithdrawalConfirmInputSchema,
  WithdrawalInputSchema,
  WithdrawalReceiptSchema,
} from '../../shared/orders/withdrawals.schema.js';
import {
  cancelOrder,
  checkoutOrder,
  confirmWithdrawal,
  confirmWithdrawalOnReview,
  createOrder,
  getOrder,
  handleStripeWebhook,
  listAdminOrders,
  listOrders,
  listWithdrawals,
  markOrderPaid,
  refundOrder,
  submitWithdrawal,
} from './orders.service.js';

const IdParams = z.object({ id: z.string() });

export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  api.post(
    '/api/orders',
    { preValidation: [app.limiters.createOrder, signedIn], schema: { body: CreateOrderInputSchema, response: { 201: CreateOrderResultSchema } } },
    async (request, reply) => reply.code(201).send(await createOrder(await serviceContext(request), request.body)),
  );
  pagedLists(app).get('/api/orders', { preValidation: signedIn, querystring: OrderListInputSchema, item: OrderSchema }, listOrders);
  api.get('/api/orders/:id', { preValidation: signedIn, schema: { params: IdParams, response: { 200: OrderDetailSchema } } }, async (request) =>
    getOrder(await serviceContext(request), request.params),
  );
  api.post('/api/orders/:id/cancel', { preValidation: signedIn, schema: { params: IdParams, response: { 200: OrderSchema } } }, async (request) =>
    cancelOrder(await serviceContext(request), request.params),
  );
  api.post(
    '/api/orders/:id/checkout',
    { preValidation: [app.limiters.createOrder, signedIn], schema: { params: IdParams, response: { 200: CheckoutResultSchema } } },
    async (request) => checkoutOrder(await serviceContext(request), request.params),
  );
  api.post(
    '/api/withdrawals',
    { preValidation: app.limiters.withdraw, schema: { body: WithdrawalInputSchema, response: { 201: WithdrawalReceiptSchema } } },
    async (request, reply) => reply.code(201).send(await submitWithdrawal(await serviceContext(request), request.body)),
  );
  api.post(
    '/api/withdrawals/confirm',
    { preValidation: app.limiters.withdraw, schema: { body: WithdrawalConfirmInputSchema, response: { 200: WithdrawalConfirmationSchema } } },
    async (request) => confirmWithdrawal(await serviceContext(request), request.body),
  );

  // Stripe signs the exact bytes it sent: this route reads the body raw, in its own scope.
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
    hook.post('/api/stripe/webhook', async (request, reply) => {
      const ctx = await serviceContext(request);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const result = await handleStripeWebhook(ctx.em, ctx.config, raw, typeof signature === 'string' ? signature : undefined);
      request.log.info({ result }, 'stripe webhook');
      return reply.send({ received: true, result });
    });
  });

  pagedLists(app).get('/api/admin/orders', { preValidation: ownerOnly, querystring: AdminOrderListInputSchema, item: AdminOrderSchema }, listAdminOrders);
  api.post(
    '/api/admin/orders/:id/mark-paid',
    { preValidation: [ownerOnly, paramsIntoBody({ id: 'id' })], schema: { body: MarkPaidInputSchema, response: { 200: AdminOrderSchema } } },
    async (request) => markOrderPaid(await serviceContext(request), request.body),
  );
  api.post('/api/admin/orders/:id/cancel', { preValidation: ownerOnly, schema: { params: IdParams, response: { 200: OrderSchema } } }, async (request) =>
    cancelOrder(await serviceContext(request), request.params),
  );
  api.post('/api/admin/orders/:id/refund', { preValidation: ownerOnly, schema: { params: IdParams, response: { 200: AdminOrderSchema } } }, async (request) =>
    refundOrder(await serviceContext(request), request.params),
  );
  pagedLists(app).get('/api/admin/withdrawals', { preValidation: ownerOnly, querystring: KeysetPageInputSchema, item: AdminWithdrawalSchema }, listWithdrawals);
  api.post(
    '/api/admin/withdrawals/:id/confirm',
    { preValidation: ownerOnly, schema: { params: IdParams, response: { 200: AdminWithdrawalSchema } } },
    async (request) => confirmWithdrawalOnReview(await serviceContext(request), request.params),
  );
}

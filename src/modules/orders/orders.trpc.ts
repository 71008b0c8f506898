/** tRPC procedures for buying hours: the client's `orders.*` (its `invoices.*` are the invoices module's, invoices.trpc.ts), the public `withdrawals.submit` and `withdrawals.confirm`, the firm's `admin.orders.*`. Invoice PDFs and the Stripe webhook are REST only. */
import { KeysetPageInputSchema } from '../../shared/common.schema.js';
import {
  AdminOrderListInputSchema,
  CreateOrderInputSchema,
  MarkPaidInputSchema,
  OrderIdInputSchema,
  OrderListInputSchema,
  RefundInputSchema,
} from '../../shared/orders/orders.schema.js';
import { ClientInvoicesInputSchema } from '../../shared/invoices/invoices.schema.js';
import { WithdrawalConfirmInputSchema, WithdrawalIdInputSchema, WithdrawalInputSchema } from '../../shared/orders/withdrawals.schema.js';
import { ownerProcedure, clientProcedure, publicProcedure, router } from '../../trpc/init.js';
import { listClientInvoices } from '../invoices/invoices.service.js';
import * as orders from './orders.service.js';

export const ordersRouter = router({
  create: clientProcedure.input(CreateOrderInputSchema).mutation(({ ctx, input }) => orders.createOrder(ctx.services, input)),
  list: clientProcedure.input(OrderListInputSchema).query(({ ctx, input }) => orders.listOrders(ctx.services, input)),
  get: clientProcedure.input(OrderIdInputSchema).query(({ ctx, input }) => orders.getOrder(ctx.services, input)),
  cancel: clientProcedure.input(OrderIdInputSchema).mutation(({ ctx, input }) => orders.cancelOrder(ctx.services, input)),
  checkout: clientProcedure.input(OrderIdInputSchema).mutation(({ ctx, input }) => orders.checkoutOrder(ctx.services, input)),
});

export const withdrawalsRouter = router({
  submit: publicProcedure.input(WithdrawalInputSchema).mutation(({ ctx, input }) => orders.submitWithdrawal(ctx.services, input)),
  confirm: publicProcedure.input(WithdrawalConfirmInputSchema).mutation(({ ctx, input }) => orders.confirmWithdrawal(ctx.services, input)),
});

export const ordersAdminRouter = router({
  list: ownerProcedure.input(AdminOrderListInputSchema).query(({ ctx, input }) => orders.listAdminOrders(ctx.services, input)),
  markPaid: ownerProcedure.input(MarkPaidInputSchema).mutation(({ ctx, input }) => orders.markOrderPaid(ctx.services, input)),
  cancel: ownerProcedure.input(OrderIdInputSchema).mutation(({ ctx, input }) => orders.cancelOrder(ctx.services, input)),
  refund: ownerProcedure.input(RefundInputSchema).mutation(({ ctx, input }) => orders.refundOrder(ctx.services, input)),
  withdrawals: ownerProcedure.input(KeysetPageInputSchema).query(({ ctx, input }) => orders.listWithdrawals(ctx.services, input)),
  confirmWithdrawal: ownerProcedure.input(WithdrawalIdInputSchema).mutation(({ ctx, input }) => orders.confirmWithdrawalOnReview(ctx.services, input)),
  clientInvoices: ownerProcedure
    .input(ClientInvoicesInputSchema)
    .query(({ ctx, input }) => listClientInvoices(ctx.services, { clientId: input.clientId }, { limit: input.limit, cursor: input.cursor })),
});

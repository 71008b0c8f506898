/** tRPC `admin` procedures (issue 4): every one requires the admin role (401 visitor, 403 client). */
import {
  AdminQuestionListInputSchema,
  AnswerQuestionInputSchema,
  ByIdInputSchema,
  ClientListInputSchema,
  LogTimeInputSchema,
  PackageInputSchema,
  RecordPurchaseInputSchema,
  UpdatePackageInputSchema,
} from '../../shared/admin.schema.js';
import { adminProcedure, router } from '../../trpc/init.js';
import {
  answerQuestion,
  clientDetail,
  createPackage,
  listAllPackages,
  listAuditLog,
  listClients,
  listContactMessages,
  listInbox,
  logTime,
  markContactHandled,
  recordPurchase,
  updatePackage,
} from './admin.service.js';

export const adminRouter = router({
  questions: router({
    list: adminProcedure.input(AdminQuestionListInputSchema).query(({ ctx, input }) => listInbox(ctx.services, input)),
    answer: adminProcedure.input(AnswerQuestionInputSchema).mutation(({ ctx, input }) => answerQuestion(ctx.services, input)),
  }),
  clients: router({
    list: adminProcedure.input(ClientListInputSchema).query(({ ctx, input }) => listClients(ctx.services, input)),
    get: adminProcedure.input(ByIdInputSchema).query(({ ctx, input }) => clientDetail(ctx.services, input)),
  }),
  time: router({
    log: adminProcedure.input(LogTimeInputSchema).mutation(({ ctx, input }) => logTime(ctx.services, input)),
  }),
  purchases: router({
    record: adminProcedure.input(RecordPurchaseInputSchema).mutation(({ ctx, input }) => recordPurchase(ctx.services, input)),
  }),
  packages: router({
    list: adminProcedure.query(({ ctx }) => listAllPackages(ctx.services)),
    create: adminProcedure.input(PackageInputSchema).mutation(({ ctx, input }) => createPackage(ctx.services, input)),
    update: adminProcedure.input(UpdatePackageInputSchema).mutation(({ ctx, input }) => updatePackage(ctx.services, input)),
  }),
  contact: router({
    list: adminProcedure.query(({ ctx }) => listContactMessages(ctx.services)),
    markHandled: adminProcedure.input(ByIdInputSchema).mutation(({ ctx, input }) => markContactHandled(ctx.services, input)),
  }),
  audit: router({
    list: adminProcedure.query(({ ctx }) => listAuditLog(ctx.services)),
  }),
});

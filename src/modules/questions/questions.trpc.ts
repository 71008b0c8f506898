/**
 * tRPC procedures for questions: the client's `questions.*` and the firm's inbox
 * `admin.questions.*`. The expert's files go through REST (`POST /api/admin/questions/:id/reply`, multipart).
 */
import {
  AdminQuestionInputSchema,
  AdminQuestionListInputSchema,
  AnswerQuestionInputSchema,
  EditReplyInputSchema,
  ReplyQuestionInputSchema,
} from '../../shared/questions/questions.admin.schema.js';
import { CreateQuestionInputSchema, FollowUpInputSchema, GetQuestionInputSchema, QuestionListInputSchema } from '../../shared/questions/questions.schema.js';
import { adminProcedure, clientProcedure, router } from '../../trpc/init.js';
import {
  answerQuestion,
  askInfo,
  createQuestion,
  editReply,
  followUp,
  getAdminQuestion,
  getQuestion,
  listInbox,
  listQuestions,
  replyToQuestion,
} from './questions.service.js';

export const questionsRouter = router({
  list: clientProcedure.input(QuestionListInputSchema).query(({ ctx, input }) => listQuestions(ctx.services, input)),
  get: clientProcedure.input(GetQuestionInputSchema).query(({ ctx, input }) => getQuestion(ctx.services, input)),
  askInfo: clientProcedure.query(({ ctx }) => askInfo(ctx.services)),
  create: clientProcedure.input(CreateQuestionInputSchema).mutation(({ ctx, input }) => createQuestion(ctx.services, input)),
  followUp: clientProcedure.input(FollowUpInputSchema).mutation(({ ctx, input }) => followUp(ctx.services, input)),
});

export const questionsAdminRouter = router({
  list: adminProcedure.input(AdminQuestionListInputSchema).query(({ ctx, input }) => listInbox(ctx.services, input)),
  get: adminProcedure.input(AdminQuestionInputSchema).query(({ ctx, input }) => getAdminQuestion(ctx.services, input)),
  answer: adminProcedure.input(AnswerQuestionInputSchema).mutation(({ ctx, input }) => answerQuestion(ctx.services, input)),
  /** A reply without files (files: `POST /api/admin/questions/:id/reply`, multipart). */
  reply: adminProcedure.input(ReplyQuestionInputSchema).mutation(({ ctx, input }) => replyToQuestion(ctx.services, input)),
  editReply: adminProcedure.input(EditReplyInputSchema).mutation(({ ctx, input }) => editReply(ctx.services, input)),
});

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
import { staffProcedure, clientProcedure, router } from '../../trpc/init.js';
import * as questions from './questions.service.js';

export const questionsRouter = router({
  list: clientProcedure.input(QuestionListInputSchema).query(({ ctx, input }) => questions.listQuestions(ctx.services, input)),
  get: clientProcedure.input(GetQuestionInputSchema).query(({ ctx, input }) => questions.getQuestion(ctx.services, input)),
  askInfo: clientProcedure.query(({ ctx }) => questions.askInfo(ctx.services)),
  create: clientProcedure.input(CreateQuestionInputSchema).mutation(({ ctx, input }) => questions.createQuestion(ctx.services, input)),
  followUp: clientProcedure.input(FollowUpInputSchema).mutation(({ ctx, input }) => questions.followUp(ctx.services, input)),
});

export const questionsAdminRouter = router({
  list: staffProcedure.input(AdminQuestionListInputSchema).query(({ ctx, input }) => questions.listInbox(ctx.services, input)),
  get: staffProcedure.input(AdminQuestionInputSchema).query(({ ctx, input }) => questions.getAdminQuestion(ctx.services, input)),
  answer: staffProcedure.input(AnswerQuestionInputSchema).mutation(({ ctx, input }) => questions.answerQuestion(ctx.services, input)),
  /** A reply without files (files: `POST /api/admin/questions/:id/reply`, multipart). */
  reply: staffProcedure.input(ReplyQuestionInputSchema).mutation(({ ctx, input }) => questions.replyToQuestion(ctx.services, input)),
  editReply: staffProcedure.input(EditReplyInputSchema).mutation(({ ctx, input }) => questions.editReply(ctx.services, input)),
});

/** tRPC procedures for questions: the client's `questions.*` and the firm's inbox `admin.questions.*`. */
import { AdminQuestionListInputSchema, AnswerQuestionInputSchema } from '../../shared/admin.schema.js';
import { CreateQuestionInputSchema, QuestionListInputSchema } from '../../shared/questions.schema.js';
import { adminProcedure, clientProcedure, router } from '../../trpc/init.js';
import { answerQuestion, createQuestion, listInbox, listQuestions } from './questions.service.js';

export const questionsRouter = router({
  list: clientProcedure.input(QuestionListInputSchema).query(({ ctx, input }) => listQuestions(ctx.services, input)),
  create: clientProcedure.input(CreateQuestionInputSchema).mutation(({ ctx, input }) => createQuestion(ctx.services, input)),
});

export const questionsAdminRouter = router({
  list: adminProcedure.input(AdminQuestionListInputSchema).query(({ ctx, input }) => listInbox(ctx.services, input)),
  answer: adminProcedure.input(AnswerQuestionInputSchema).mutation(({ ctx, input }) => answerQuestion(ctx.services, input)),
});

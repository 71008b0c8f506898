/** tRPC `questions` procedures. */
import { CreateQuestionInputSchema, QuestionListInputSchema } from '../../shared/questions.schema.js';
import { clientProcedure, router } from '../../trpc/init.js';
import { createQuestion, listQuestions } from './questions.service.js';

export const questionsRouter = router({
  list: clientProcedure.input(QuestionListInputSchema).query(({ ctx, input }) => listQuestions(ctx.services, input)),
  create: clientProcedure.input(CreateQuestionInputSchema).mutation(({ ctx, input }) => createQuestion(ctx.services, input)),
});

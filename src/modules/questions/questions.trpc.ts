/** tRPC `questions` procedures. */
import { CreateQuestionInputSchema } from '../../shared/questions.schema.js';
import { clientProcedure, router } from '../../trpc/init.js';
import { createQuestion, listQuestions } from './questions.service.js';

export const questionsRouter = router({
  list: clientProcedure.query(({ ctx }) => listQuestions(ctx.services)),
  create: clientProcedure.input(CreateQuestionInputSchema).mutation(({ ctx, input }) => createQuestion(ctx.services, input)),
});

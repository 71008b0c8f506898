/** REST adapters for /api/questions (spec section 7). */
import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../service-context.js';
import { createQuestion, listQuestions } from './questions.service.js';

export async function questionsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/questions', async (request) => listQuestions(await serviceContext(request)));
  app.post('/api/questions', { preHandler: app.limiters.createQuestion }, async (request, reply) =>
    reply.code(201).send(await createQuestion(await serviceContext(request), request.body)),
  );
}

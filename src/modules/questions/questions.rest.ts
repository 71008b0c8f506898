/**
 * REST adapters for questions: the client's /api/questions (spec section 7) and the firm's inbox
 * under /api/admin/questions. Thin: validate with the shared schema, call the service.
 *
 *   GET  /api/questions?limit=&cursor=               the client's questions, one page, newest first
 *   POST /api/questions                              {question}
 *   GET  /api/admin/questions?status=pending|answered&search=   the inbox
 *   POST /api/admin/questions/:id/answer             {answer, minutes?, note?}
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { adminOnly, nextPageHeaders, paramsIntoBody, signedIn, zodRoutes } from '../../rest.js';
import { AdminQuestionListInputSchema, AdminQuestionSchema, AnswerQuestionInputSchema } from '../../shared/admin.schema.js';
import { CreateQuestionInputSchema, QuestionListInputSchema, QuestionSchema } from '../../shared/questions.schema.js';
import { answerQuestion, createQuestion, listInbox, listQuestions } from './questions.service.js';

export async function questionsRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  // The spec's list (an array): one page, newest first; `?limit=` (1–100, default 50) and
  // `?cursor=`; the next page's address is in the Link header (RFC 8288) and X-Next-Cursor.
  api.get(
    '/api/questions',
    { preValidation: signedIn, schema: { querystring: QuestionListInputSchema, response: { 200: z.array(QuestionSchema) } } },
    async (request, reply) => {
      const page = await listQuestions(await serviceContext(request), request.query);
      nextPageHeaders(request, reply, '/api/questions', page.nextCursor);
      return page.items;
    },
  );
  api.post(
    '/api/questions',
    { preValidation: [app.limiters.createQuestion, signedIn], schema: { body: CreateQuestionInputSchema, response: { 201: QuestionSchema } } },
    async (request, reply) => reply.code(201).send(await createQuestion(await serviceContext(request), request.body)),
  );

  api.get(
    '/api/admin/questions',
    { preValidation: adminOnly, schema: { querystring: AdminQuestionListInputSchema, response: { 200: z.array(AdminQuestionSchema) } } },
    async (request) => listInbox(await serviceContext(request), request.query),
  );
  api.post(
    '/api/admin/questions/:id/answer',
    {
      preValidation: [adminOnly, paramsIntoBody({ id: 'questionId' })],
      schema: { body: AnswerQuestionInputSchema, response: { 200: AdminQuestionSchema } },
    },
    async (request) => answerQuestion(await serviceContext(request), request.body),
  );
}

/**
 * REST adapters for questions: the client's /api/questions (spec section 7) with their
 * conversations, and the firm's inbox under /api/admin/questions. Thin: validate with the shared
 * schema, call the service (the same functions the tRPC procedures call).
 *
 *   GET   /api/questions?limit=&cursor=          the client's questions, one page, newest first
 *   POST  /api/questions                         {question, documentIds?} → 201 Question
 *   GET   /api/questions/ask-info                { hoursRemaining, responseHours, … } (before asking)
 *   GET   /api/questions/:id                     one conversation, oldest message first
 *   POST  /api/questions/:id/messages            {body, documentIds?} → 201 the conversation (a follow-up)
 *   GET   /api/admin/questions?status=pending|answered&search=&assignee=all|mine|unassigned   the inbox
 *   GET   /api/admin/questions/:id               one conversation with the experts' names
 *   POST  /api/admin/questions/:id/answer        {answer, minutes?, note?} (the first answer; refused unless pending)
 *   POST  /api/admin/questions/:id/reply         JSON {body, minutes?, note?}, or multipart: body, minutes, note, file* → the conversation
 *   PATCH /api/admin/questions/messages/:id      {body}: corrects an expert's message → the conversation
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { AppError, parseInput } from '../../errors.js';
import { receiveMultipart } from '../../multipart.js';
import { staffOnly, paramsIntoBody, signedIn, zodRoutes, pagedLists } from '../../rest.js';
import {
  AdminQuestionListInputSchema,
  AdminQuestionSchema,
  AdminQuestionThreadSchema,
  AnswerQuestionInputSchema,
  EditReplyInputSchema,
  ReplyQuestionFieldsSchema,
  ReplyQuestionInputSchema,
} from '../../shared/questions/questions.admin.schema.js';
import {
  AskInfoSchema,
  CreateQuestionInputSchema,
  FollowUpInputSchema,
  MESSAGE_ATTACHMENTS_MAX,
  QuestionListInputSchema,
  QuestionSchema,
  QuestionThreadSchema,
} from '../../shared/questions/questions.schema.js';
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

const IdParams = z.object({ id: z.string() });

export async function questionsRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  const storage = app.storage;
  // The spec's list (an array): one page, newest first; `?limit=` (1–100, default 50) and
  // `?cursor=`; the next page's address is in the Link header (RFC 8288) and X-Next-Cursor.
  pagedLists(app).get('/api/questions', { preValidation: signedIn, querystring: QuestionListInputSchema, item: QuestionSchema }, listQuestions);
  api.post(
    '/api/questions',
    { preValidation: [app.limiters.createQuestion, signedIn], schema: { body: CreateQuestionInputSchema, response: { 201: QuestionSchema } } },
    async (request, reply) => reply.code(201).send(await createQuestion(await serviceContext(request), request.body)),
  );
  api.get('/api/questions/ask-info', { preValidation: signedIn, schema: { response: { 200: AskInfoSchema } } }, async (request) =>
    askInfo(await serviceContext(request)),
  );
  api.get('/api/questions/:id', { preValidation: signedIn, schema: { params: IdParams, response: { 200: QuestionThreadSchema } } }, async (request) =>
    getQuestion(await serviceContext(request), { id: request.params.id }),
  );
  api.post(
    '/api/questions/:id/messages',
    {
      preValidation: [app.limiters.followUp, signedIn, paramsIntoBody({ id: 'questionId' })],
      schema: { body: FollowUpInputSchema, response: { 201: QuestionThreadSchema } },
    },
    async (request, reply) => reply.code(201).send(await followUp(await serviceContext(request), request.body)),
  );

  api.get(
    '/api/admin/questions',
    { preValidation: staffOnly, schema: { querystring: AdminQuestionListInputSchema, response: { 200: z.array(AdminQuestionSchema) } } },
    async (request) => listInbox(await serviceContext(request), request.query),
  );
  api.get(
    '/api/admin/questions/:id',
    { preValidation: staffOnly, schema: { params: IdParams, response: { 200: AdminQuestionThreadSchema } } },
    async (request) => getAdminQuestion(await serviceContext(request), parseInput(z.object({ id: ReplyQuestionInputSchema.shape.questionId }), request.params)),
  );
  api.post(
    '/api/admin/questions/:id/answer',
    {
      preValidation: [staffOnly, paramsIntoBody({ id: 'questionId' })],
      schema: { body: AnswerQuestionInputSchema, response: { 200: AdminQuestionSchema } },
    },
    async (request) => answerQuestion(await serviceContext(request), request.body),
  );
  // JSON like the tRPC procedure, or multipart with the expert's files (parts named `file`).
  api.post(
    '/api/admin/questions/:id/reply',
    { preValidation: staffOnly, schema: { params: IdParams, response: { 200: AdminQuestionThreadSchema } } },
    async (request) => {
      const ctx = await serviceContext(request);
      if (!request.isMultipart()) {
        const body = request.body && typeof request.body === 'object' ? request.body : {};
        return replyToQuestion(ctx, parseInput(ReplyQuestionInputSchema, { ...body, questionId: request.params.id }));
      }
      const { fields, files, temps } = await receiveMultipart(request, storage, { maxFiles: MESSAGE_ATTACHMENTS_MAX }).catch((err: unknown) => {
        // The multipart reader's own "too many files" speaks of letters; a message has its own limit.
        throw err instanceof AppError && err.messageKey === 'tooManyFiles' ? new AppError('VALIDATION', 'tooManyAttachments', { field: 'file' }) : err;
      });
      try {
        const input = parseInput(ReplyQuestionInputSchema, { ...parseInput(ReplyQuestionFieldsSchema, fields), questionId: request.params.id });
        return await replyToQuestion(ctx, input, { storage, files });
      } finally {
        await Promise.all(temps.map((t) => storage.remove(t)));
      }
    },
  );
  api.patch(
    '/api/admin/questions/messages/:id',
    {
      preValidation: [staffOnly, paramsIntoBody({ id: 'messageId' })],
      schema: { body: EditReplyInputSchema, response: { 200: AdminQuestionThreadSchema } },
    },
    async (request) => editReply(await serviceContext(request), request.body),
  );
}

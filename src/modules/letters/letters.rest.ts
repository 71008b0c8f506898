/**
 * REST adapters for Finanzamt letters (docs/decisions/010-finanzamt-letters.md). Thin: validate
 * with the shared schema, call the service (the same functions the tRPC procedures call).
 *
 *   GET   /api/letters?limit=&cursor=        the client's letters, one page, newest first (Link: rel="next")
 *   POST  /api/letters                       multipart: file (one PDF, or up to 10 JPEG/PNG photos) → 201 Letter
 *   POST  /api/letters/manual                JSON fields → 201 Letter (entered by hand)
 *   GET   /api/letters/reading               { ocr } (are photos and scans read automatically?)
 *   GET   /api/letters/:id?lang=             one letter with its deadlines
 *   PATCH /api/letters/:id                   { fields } → the fields sent become confirmed
 *   POST  /api/letters/:id/done              { done }
 *   DELETE /api/letters/:id                  → 204; the letter with its pages (and their files)
 *   POST  /api/letters/:id/questions         { question } → 201 Question
 *   GET   /api/admin/letters/inbox?assignee=all|mine|unassigned   open letters and questions by nearest deadline
 *   GET   /api/admin/letters/:id             the expert's view (recognised text)
 *   PATCH /api/admin/letters/:id             { fields } → corrected by the expert; the client is e-mailed
 *   POST  /api/admin/letters/:id/answer      multipart: summary, meaning, action, actionBy, minutes, file* → the answer
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { withMultipart } from '../../multipart.js';
import { staffOnly, paramsIntoBody, signedIn, zodRoutes, pagedLists } from '../../rest.js';
import {
  AdminLetterSchema,
  AnswerLetterFieldsSchema,
  AskAboutLetterInputSchema,
  CorrectLetterInputSchema,
  CreateLetterInputSchema,
  GetLetterInputSchema,
  InboxInputSchema,
  InboxItemSchema,
  LETTER_FILES_MAX,
  LetterListInputSchema,
  LetterSchema,
  LetterSummarySchema,
  SetLetterDoneInputSchema,
  UpdateLetterInputSchema,
} from '../../shared/letters/letters.schema.js';
import { QuestionSchema } from '../../shared/questions/questions.schema.js';
import {
  answerLetter,
  askAboutLetter,
  correctLetterFields,
  createLetterByHand,
  deleteLetter,
  getAdminLetter,
  getLetter,
  letterReadingInfo,
  listExpertInbox,
  listLetters,
  setLetterDone,
  storeLetterUpload,
  updateLetterFields,
} from './letters.service.js';

const IdParams = z.object({ id: z.string() });

export async function lettersRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  const storage = app.storage;

  pagedLists(app).get('/api/letters', { preValidation: signedIn, querystring: LetterListInputSchema, item: LetterSummarySchema }, listLetters);

  // Visitors are refused before the body is read (preValidation); the upload counts against the
  // per-client upload limit like any document.
  api.post('/api/letters', { preValidation: [app.limiters.uploadDocument, signedIn], schema: { response: { 201: LetterSchema } } }, async (request, reply) => {
    const ctx = await serviceContext(request);
    return withMultipart(request, storage, { maxFiles: LETTER_FILES_MAX }, async ({ files }) => {
      const letter = await storeLetterUpload(ctx, storage, files);
      app.wakeRunner();
      return reply.code(201).send(letter);
    });
  });

  api.post(
    '/api/letters/manual',
    { preValidation: [app.limiters.createLetter, signedIn], schema: { body: CreateLetterInputSchema, response: { 201: LetterSchema } } },
    async (request, reply) => reply.code(201).send(await createLetterByHand(await serviceContext(request), request.body)),
  );

  api.get('/api/letters/reading', { preValidation: signedIn, schema: { response: { 200: z.object({ ocr: z.boolean() }) } } }, async (request) =>
    letterReadingInfo(await serviceContext(request)),
  );

  api.get(
    '/api/letters/:id',
    { preValidation: signedIn, schema: { params: IdParams, querystring: GetLetterInputSchema.omit({ id: true }), response: { 200: LetterSchema } } },
    async (request) => getLetter(await serviceContext(request), { id: request.params.id, ...request.query }),
  );

  api.patch(
    '/api/letters/:id',
    { preValidation: [signedIn, paramsIntoBody({ id: 'id' })], schema: { body: UpdateLetterInputSchema, response: { 200: LetterSchema } } },
    async (request) => updateLetterFields(await serviceContext(request), request.body),
  );

  api.delete('/api/letters/:id', { preValidation: [app.limiters.changeFiles, signedIn], schema: { params: IdParams } }, async (request, reply) => {
    await deleteLetter(await serviceContext(request), storage, request.params);
    return reply.code(204).send();
  });

  api.post(
    '/api/letters/:id/done',
    { preValidation: [signedIn, paramsIntoBody({ id: 'id' })], schema: { body: SetLetterDoneInputSchema, response: { 200: LetterSchema } } },
    async (request) => setLetterDone(await serviceContext(request), request.body),
  );

  api.post(
    '/api/letters/:id/questions',
    {
      preValidation: [app.limiters.createQuestion, signedIn, paramsIntoBody({ id: 'id' })],
      schema: { body: AskAboutLetterInputSchema, response: { 201: QuestionSchema } },
    },
    async (request, reply) => reply.code(201).send(await askAboutLetter(await serviceContext(request), request.body)),
  );

  api.get(
    '/api/admin/letters/inbox',
    { preValidation: staffOnly, schema: { querystring: InboxInputSchema, response: { 200: z.array(InboxItemSchema) } } },
    async (request) => listExpertInbox(await serviceContext(request), request.query),
  );

  api.get(
    '/api/admin/letters/:id',
    { preValidation: staffOnly, schema: { params: IdParams, querystring: GetLetterInputSchema.omit({ id: true }), response: { 200: AdminLetterSchema } } },
    async (request) => getAdminLetter(await serviceContext(request), { id: request.params.id, ...request.query }),
  );

  api.patch(
    '/api/admin/letters/:id',
    { preValidation: [staffOnly, paramsIntoBody({ id: 'id' })], schema: { body: CorrectLetterInputSchema, response: { 200: AdminLetterSchema } } },
    async (request) => correctLetterFields(await serviceContext(request), request.body),
  );

  api.post(
    '/api/admin/letters/:id/answer',
    { preValidation: staffOnly, schema: { params: IdParams, response: { 200: AdminLetterSchema } } },
    async (request) => {
      const ctx = await serviceContext(request);
      return withMultipart(request, storage, { maxFiles: LETTER_FILES_MAX }, async ({ fields, files }) => {
        const input = parseInput(AnswerLetterFieldsSchema, fields);
        return answerLetter(ctx, { ...input, id: request.params.id }, { storage, files });
      });
    },
  );
}

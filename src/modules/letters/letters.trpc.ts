/** tRPC procedures for Finanzamt letters: the client's `letters.*` and the expert's `admin.letters.*`. Uploads go through REST (multipart). */
import {
  AnswerLetterInputSchema,
  AskAboutLetterInputSchema,
  CorrectLetterInputSchema,
  CreateLetterInputSchema,
  GetLetterInputSchema,
  LetterIdInputSchema,
  LetterListInputSchema,
  SetLetterDoneInputSchema,
  UpdateLetterInputSchema,
} from '../../shared/letters/letters.schema.js';
import { adminProcedure, clientProcedure, router } from '../../trpc/init.js';
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
  updateLetterFields,
} from './letters.service.js';

export const lettersRouter = router({
  list: clientProcedure.input(LetterListInputSchema).query(({ ctx, input }) => listLetters(ctx.services, input)),
  get: clientProcedure.input(GetLetterInputSchema).query(({ ctx, input }) => getLetter(ctx.services, input)),
  reading: clientProcedure.query(({ ctx }) => letterReadingInfo(ctx.services)),
  create: clientProcedure.input(CreateLetterInputSchema).mutation(({ ctx, input }) => createLetterByHand(ctx.services, input)),
  update: clientProcedure.input(UpdateLetterInputSchema).mutation(({ ctx, input }) => updateLetterFields(ctx.services, input)),
  setDone: clientProcedure.input(SetLetterDoneInputSchema).mutation(({ ctx, input }) => setLetterDone(ctx.services, input)),
  ask: clientProcedure.input(AskAboutLetterInputSchema).mutation(({ ctx, input }) => askAboutLetter(ctx.services, input)),
  /** Deletes the client's letter with its pages (after the client confirmed it). */
  delete: clientProcedure.input(LetterIdInputSchema).mutation(async ({ ctx, input }) => {
    await deleteLetter(ctx.services, ctx.request.server.storage, input);
    return { ok: true as const };
  }),
});

export const lettersAdminRouter = router({
  inbox: adminProcedure.query(({ ctx }) => listExpertInbox(ctx.services)),
  get: adminProcedure.input(GetLetterInputSchema).query(({ ctx, input }) => getAdminLetter(ctx.services, input)),
  correct: adminProcedure.input(CorrectLetterInputSchema).mutation(({ ctx, input }) => correctLetterFields(ctx.services, input)),
  /** The answer without files (files: `POST /api/admin/letters/:id/answer`, multipart). */
  answer: adminProcedure.input(AnswerLetterInputSchema).mutation(({ ctx, input }) => answerLetter(ctx.services, input)),
});

/** tRPC procedures for Finanzamt letters: the client's `letters.*` and the expert's `admin.letters.*`. Uploads go through REST (multipart). */
import {
  AnswerLetterInputSchema,
  AskAboutLetterInputSchema,
  CorrectLetterInputSchema,
  CreateLetterInputSchema,
  GetLetterInputSchema,
  InboxInputSchema,
  LetterIdInputSchema,
  LetterListInputSchema,
  SetLetterDoneInputSchema,
  UpdateLetterInputSchema,
} from '../../shared/letters/letters.schema.js';
import { staffProcedure, clientProcedure, router } from '../../trpc/init.js';
import * as letters from './letters.service.js';

export const lettersRouter = router({
  list: clientProcedure.input(LetterListInputSchema).query(({ ctx, input }) => letters.listLetters(ctx.services, input)),
  get: clientProcedure.input(GetLetterInputSchema).query(({ ctx, input }) => letters.getLetter(ctx.services, input)),
  reading: clientProcedure.query(({ ctx }) => letters.letterReadingInfo(ctx.services)),
  create: clientProcedure.input(CreateLetterInputSchema).mutation(({ ctx, input }) => letters.createLetterByHand(ctx.services, input)),
  update: clientProcedure.input(UpdateLetterInputSchema).mutation(({ ctx, input }) => letters.updateLetterFields(ctx.services, input)),
  setDone: clientProcedure.input(SetLetterDoneInputSchema).mutation(({ ctx, input }) => letters.setLetterDone(ctx.services, input)),
  ask: clientProcedure.input(AskAboutLetterInputSchema).mutation(({ ctx, input }) => letters.askAboutLetter(ctx.services, input)),
  /** Deletes the client's letter with its pages (after the client confirmed it). */
  delete: clientProcedure.input(LetterIdInputSchema).mutation(async ({ ctx, input }) => {
    await letters.deleteLetter(ctx.services, ctx.request.server.storage, input);
    return { ok: true as const };
  }),
});

export const lettersAdminRouter = router({
  inbox: staffProcedure.input(InboxInputSchema).query(({ ctx, input }) => letters.listExpertInbox(ctx.services, input)),
  get: staffProcedure.input(GetLetterInputSchema).query(({ ctx, input }) => letters.getAdminLetter(ctx.services, input)),
  correct: staffProcedure.input(CorrectLetterInputSchema).mutation(({ ctx, input }) => letters.correctLetterFields(ctx.services, input)),
  /** The answer without files (files: `POST /api/admin/letters/:id/answer`, multipart). */
  answer: staffProcedure.input(AnswerLetterInputSchema).mutation(({ ctx, input }) => letters.answerLetter(ctx.services, input)),
});

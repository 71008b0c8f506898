/** The questions module: questions and their conversations (decision record 014). */
import { defineModule, defineSchedule } from '../module.js';
import { questionsPersonalData } from './questions.personal-data.js';
import { QuestionMessageDocumentEntity, QuestionMessageEntity } from './question-message.entity.js';
import { QuestionEntity } from './question.entity.js';
import { ResponseClockEntity } from './response-clock.entity.js';
import { questionsRoutes } from './questions.rest.js';
import { questionsAdminRouter, questionsRouter } from './questions.trpc.js';
import { questionsMails } from './questions.mails.js';
import { queueResponseClockNotices, RESPONSE_NOTICE_INTERVAL_MS } from './response-notices.js';

export const questionsModule = defineModule({
  name: 'questions',
  entities: [QuestionEntity, QuestionMessageEntity, QuestionMessageDocumentEntity, ResponseClockEntity],
  rest: [questionsRoutes],
  trpc: { questions: questionsRouter },
  adminTrpc: { questions: questionsAdminRouter },
  schedules: ({ em, config }) => [
    defineSchedule({
      name: 'response-time notices',
      decorator: 'queueResponseClockNotices',
      intervalMs: RESPONSE_NOTICE_INTERVAL_MS,
      run: (now) => queueResponseClockNotices(em(), config, now),
      count: (queued) => queued,
    }),
  ],
  mails: questionsMails,
  personalData: questionsPersonalData,
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The response-time clock's notices to the firm (three quarters used, promise broken), run now. @returns e-mails queued */
    queueResponseClockNotices(now?: Date): Promise<number>;
  }
}

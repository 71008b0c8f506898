/** The questions module: questions and their conversations (decision record 014). */
import { defineModule } from '../module.js';
import { questionsPersonalData } from './questions.personal-data.js';
import { QuestionMessageDocumentEntity, QuestionMessageEntity } from './question-message.entity.js';
import { QuestionEntity } from './question.entity.js';
import { questionsRoutes } from './questions.rest.js';
import { questionsAdminRouter, questionsRouter } from './questions.trpc.js';
import { questionsMails } from './questions.mails.js';

export const questionsModule = defineModule({
  name: 'questions',
  entities: [QuestionEntity, QuestionMessageEntity, QuestionMessageDocumentEntity],
  rest: [questionsRoutes],
  trpc: { questions: questionsRouter },
  adminTrpc: { questions: questionsAdminRouter },
  mails: questionsMails,
  personalData: questionsPersonalData,
});

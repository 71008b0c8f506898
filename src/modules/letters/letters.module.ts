/** The letters module: Finanzamt letters, their reading and their deadlines (decision record 010). */
import { defineModule } from '../module.js';
import { LetterEntity } from './letter.entity.js';
import { lettersRoutes } from './letters.rest.js';
import { lettersAdminRouter, lettersRouter } from './letters.trpc.js';

export const lettersModule = defineModule({
  name: 'letters',
  entities: [LetterEntity],
  rest: [lettersRoutes],
  trpc: { letters: lettersRouter },
  adminTrpc: { letters: lettersAdminRouter },
});

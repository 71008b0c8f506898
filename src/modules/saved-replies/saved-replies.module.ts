/** The saved-replies module: the firm's bilingual text snippets for answers, replies and letter explanations (decision record 063). */
import { defineModule } from '../module.js';
import { SavedReplyEntity } from './saved-reply.entity.js';
import { savedRepliesPersonalData } from './saved-replies.personal-data.js';
import { savedRepliesRoutes } from './saved-replies.rest.js';
import { savedRepliesAdminRouter } from './saved-replies.trpc.js';

export const savedRepliesModule = defineModule({
  name: 'saved-replies',
  entities: [SavedReplyEntity],
  rest: [savedRepliesRoutes],
  adminTrpc: { savedReplies: savedRepliesAdminRouter },
  personalData: savedRepliesPersonalData,
});

/**
 * The saved-replies module's personal data (decision records 013, 063): a saved reply names only
 * the staff member who created it. No export section (the snippets are the firm's texts, about no
 * client); erasing a (staff) account unlinks its snippets, which stay for the firm.
 */
import { db } from '../../kysely.js';
import type { ModulePersonalData } from '../module.js';

export const savedRepliesPersonalData: ModulePersonalData = {
  userReferences: ['saved_replies.created_by'],
  retained: "the firm's saved replies the account created, without their creator: they hold no client's data and the other staff still use them",
  async erase(tx, { userId }) {
    // The account row stays anonymised (on delete set null never fires), so unlink here.
    await db(tx).updateTable('saved_replies').set({ created_by: null }).where('created_by', '=', userId).execute();
  },
};

/**
 * The assignment module's personal data (decision records 013, 068, 069): an item's assignee and a
 * client's dedicated specialist name members of staff. No export section: who in the firm handles
 * an item is the firm's record, not the client's data. Erasing a staff account leaves its items
 * unassigned and its clients without a specialist; erasing a client removes their choice of one
 * (their questions and letters go with the questions and letters modules).
 */
import { db } from '../../kysely.js';
import type { ModulePersonalData } from '../module.js';

export const assignmentPersonalData: ModulePersonalData = {
  userReferences: ['questions.assignee_id', 'letters.assignee_id', 'users.specialist_id'],
  retained: 'nothing: items the account handled become unassigned, and no client keeps it as their specialist',
  async erase(tx, { userId }) {
    const k = db(tx);
    await k.updateTable('questions').set({ assignee_id: null, assigned_at: null }).where('assignee_id', '=', userId).execute();
    await k.updateTable('letters').set({ assignee_id: null, assigned_at: null }).where('assignee_id', '=', userId).execute();
    await k
      .updateTable('users')
      .set({ specialist_id: null })
      .where((eb) => eb.or([eb('specialist_id', '=', userId), eb('id', '=', userId)]))
      .execute();
  },
};

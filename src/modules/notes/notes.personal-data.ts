/**
 * The notes module's personal data (decision records 013, 062): the firm's internal notes about a
 * client, the client's questions and letters. No export section: they are the firm's working
 * notes, never shown to the client (a data-access request that must include them is answered by
 * the firm by hand; docs/decisions/062-internal-notes.md).
 */
import { db } from '../../kysely.js';
import type { ModulePersonalData } from '../module.js';

export const notesPersonalData: ModulePersonalData = {
  userReferences: ['internal_notes.client_id', 'internal_notes.author_id'],
  retained:
    "nothing about the client: every note about the account, its questions and its letters is deleted; a staff member's notes about other clients stay without their author",
  async erase(tx, { userId }) {
    // Before the questions and letters modules, whose rows these notes point at (on delete cascade
    // would take them too; deleting here keeps the erasure whole on its own).
    await db(tx)
      .deleteFrom('internal_notes')
      .where((eb) =>
        eb.or([
          eb('client_id', '=', userId),
          eb('question_id', 'in', eb.selectFrom('questions').select('id').where('user_id', '=', userId)),
          eb('letter_id', 'in', eb.selectFrom('letters').select('id').where('user_id', '=', userId)),
        ]),
      )
      .execute();
  },
};

/**
 * The staff module's personal data (decision records 013, 064): an invitation holds the invitee's
 * address and name, and names the owner who sent it. No export section: invitations are the firm's
 * records about its staff, not a client's data. Erasing an account removes the invitation that
 * created it and unlinks the ones it sent; the hourly purge deletes invitations 30 days after they
 * were withdrawn or expired unused, and accepted ones 30 days after acceptance (the account then
 * holds the address and name).
 */
import { db } from '../../kysely.js';
import type { ModulePersonalData } from '../module.js';

/** How long a closed invitation is kept (milliseconds): 30 days. */
const CLOSED_INVITATION_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export const staffPersonalData: ModulePersonalData = {
  userReferences: ['staff_invitations.invited_by', 'staff_invitations.user_id'],
  retained: 'nothing: the invitation that created the account is deleted; invitations the account sent stay without their sender',
  async erase(tx, { userId }) {
    await db(tx).deleteFrom('staff_invitations').where('user_id', '=', userId).execute();
    await db(tx).updateTable('staff_invitations').set({ invited_by: null }).where('invited_by', '=', userId).execute();
  },
  async retention(em, _services, now) {
    const before = new Date(now.getTime() - CLOSED_INVITATION_KEPT_MS);
    const removed = await db(em)
      .deleteFrom('staff_invitations')
      .where((eb) =>
        eb.or([eb('revoked_at', '<', before), eb('accepted_at', '<', before), eb.and([eb('accepted_at', 'is', null), eb('expires_at', '<', before)])]),
      )
      .executeTakeFirst();
    return { staffInvitations: Number(removed.numDeletedRows) };
  },
};

/**
 * The bookings module's personal data (decision records 013, 072): a client's calls (exported as
 * "calls", erased with the account); a member of staff's hours for calls (erased with the account;
 * the calls they held stay with their clients, under the erased account's placeholder).
 */
import { db, rowJsonb } from '../../kysely.js';
import type { ModulePersonalData } from '../module.js';
import { rowsSection } from '../personal-data.js';

export const bookingsPersonalData: ModulePersonalData = {
  userReferences: ['bookings.client_id', 'bookings.expert_id', 'bookings.cancelled_by', 'staff_availability.user_id', 'availability_overrides.user_id'],
  retained: "nothing of a client's calls; a staff member's calls stay with their clients without the staff member's hours",
  export: [
    rowsSection('calls', 190, (tx, userId) =>
      db(tx)
        .selectFrom('bookings as b')
        .select(rowJsonb('bookings', 'b', 'client_id', 'expert_id', 'cancelled_by', 'sequence', 'reminded_at').as('row'))
        .where('client_id', '=', userId)
        .orderBy('starts_at')
        .orderBy('id'),
    ),
  ],
  async erase(tx, { userId }) {
    // Before the letters and questions modules, whose rows a call may point at.
    await db(tx).deleteFrom('bookings').where('client_id', '=', userId).execute();
    await db(tx).updateTable('bookings').set({ cancelled_by: null }).where('cancelled_by', '=', userId).execute();
    await db(tx).deleteFrom('availability_overrides').where('user_id', '=', userId).execute();
    await db(tx).deleteFrom('staff_availability').where('user_id', '=', userId).execute();
  },
};

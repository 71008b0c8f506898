/** The staff module: the owner's team of experts, their invitations and deactivation (decision record 064). */
import { defineModule } from '../module.js';
import { StaffInvitationEntity } from './staff.entity.js';
import { staffMails } from './staff.mails.js';
import { staffPersonalData } from './staff.personal-data.js';
import { staffRoutes } from './staff.rest.js';
import { staffAdminRouter, staffInvitationsRouter } from './staff.trpc.js';

export const staffModule = defineModule({
  name: 'staff',
  entities: [StaffInvitationEntity],
  rest: [staffRoutes],
  trpc: { staffInvitations: staffInvitationsRouter },
  adminTrpc: { staff: staffAdminRouter },
  mails: staffMails,
  personalData: staffPersonalData,
});

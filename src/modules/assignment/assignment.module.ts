/** The assignment module: who on the team handles each question and Finanzamt letter (decision record 068), and a client's dedicated specialist (069). */
import { defineModule } from '../module.js';
import { assignmentMails } from './assignment.mails.js';
import { assignmentPersonalData } from './assignment.personal-data.js';
import { assignmentRoutes } from './assignment.rest.js';
import { assignmentAdminRouter, specialistRouter } from './assignment.trpc.js';

export const assignmentModule = defineModule({
  name: 'assignment',
  rest: [assignmentRoutes],
  trpc: { specialist: specialistRouter },
  adminTrpc: { assignment: assignmentAdminRouter },
  mails: assignmentMails,
  personalData: assignmentPersonalData,
});

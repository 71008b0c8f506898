/** tRPC procedures `admin.assignment.*`: assign a question or a letter, list the colleagues (decision record 068). */
import { AssignInputSchema } from '../../shared/assignment/assignment.schema.js';
import { router, staffProcedure } from '../../trpc/init.js';
import { assignItem, listColleagues } from './assignment.service.js';

export const assignmentAdminRouter = router({
  /** Rate limited per member of staff ('assign', src/plugins/security.ts). */
  assign: staffProcedure.input(AssignInputSchema).mutation(({ ctx, input }) => assignItem(ctx.services, input)),
  colleagues: staffProcedure.query(({ ctx }) => listColleagues(ctx.services)),
});

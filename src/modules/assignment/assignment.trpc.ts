/**
 * tRPC procedures `admin.assignment.*`: assign a question or a letter, list the colleagues (decision
 * record 068), a client's dedicated specialist (decision record 069); and the client's
 * `specialist.mine`.
 */
import { AssignInputSchema, SetSpecialistInputSchema } from '../../shared/assignment/assignment.schema.js';
import { ByIdInputSchema } from '../../shared/common.schema.js';
import { clientProcedure, ownerProcedure, router, staffProcedure } from '../../trpc/init.js';
import { assignItem, listColleagues } from './assignment.service.js';
import { getClientSpecialist, mySpecialist, setSpecialist } from './specialist.service.js';

export const assignmentAdminRouter = router({
  /** Rate limited per member of staff ('assign', src/plugins/security.ts). */
  assign: staffProcedure.input(AssignInputSchema).mutation(({ ctx, input }) => assignItem(ctx.services, input)),
  colleagues: staffProcedure.query(({ ctx }) => listColleagues(ctx.services)),
  specialist: staffProcedure.input(ByIdInputSchema).query(({ ctx, input }) => getClientSpecialist(ctx.services, input)),
  setSpecialist: ownerProcedure.input(SetSpecialistInputSchema).mutation(({ ctx, input }) => setSpecialist(ctx.services, input)),
});

export const specialistRouter = router({
  mine: clientProcedure.query(async ({ ctx }) => ({ specialist: await mySpecialist(ctx.services) })),
});

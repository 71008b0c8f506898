/** tRPC procedures `admin.clients.*`: the client list and a client's page. */
import { ByIdInputSchema } from '../../shared/common.schema.js';
import { ClientListInputSchema } from '../../shared/clients/clients.schema.js';
import { staffProcedure, router } from '../../trpc/init.js';
import { clientDetail, listClients } from './clients.service.js';

export const clientsAdminRouter = router({
  list: staffProcedure.input(ClientListInputSchema).query(({ ctx, input }) => listClients(ctx.services, input)),
  get: staffProcedure.input(ByIdInputSchema).query(({ ctx, input }) => clientDetail(ctx.services, input)),
});

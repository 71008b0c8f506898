/** tRPC `folders` procedures. */
import { CreateFolderInputSchema } from '../../shared/folders.schema.js';
import { clientProcedure, router } from '../../trpc/init.js';
import { createFolder, listFolders } from './folders.service.js';

export const foldersRouter = router({
  list: clientProcedure.query(({ ctx }) => listFolders(ctx.services)),
  create: clientProcedure.input(CreateFolderInputSchema).mutation(({ ctx, input }) => createFolder(ctx.services, input)),
});

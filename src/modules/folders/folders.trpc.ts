/** tRPC `folders` procedures. */
import { CreateFolderInputSchema, DeleteFolderInputSchema, RenameFolderInputSchema } from '../../shared/folders/folders.schema.js';
import { clientProcedure, router } from '../../trpc/init.js';
import { createFolder, deleteFolder, listFolders, renameFolder } from './folders.service.js';

export const foldersRouter = router({
  list: clientProcedure.query(({ ctx }) => listFolders(ctx.services)),
  create: clientProcedure.input(CreateFolderInputSchema).mutation(({ ctx, input }) => createFolder(ctx.services, input)),
  rename: clientProcedure.input(RenameFolderInputSchema).mutation(({ ctx, input }) => renameFolder(ctx.services, input)),
  delete: clientProcedure.input(DeleteFolderInputSchema).mutation(({ ctx, input }) => deleteFolder(ctx.services, ctx.request.server.storage, input)),
});

/** tRPC `documents` procedures (upload and download are REST: multipart and file streams). */
import { DeleteDocumentInputSchema, UpdateDocumentInputSchema } from '../../shared/documents/documents.schema.js';
import { clientProcedure, router } from '../../trpc/init.js';
import { deleteDocument, listDocuments, updateDocument, uploadLimits } from './documents.service.js';

export const documentsRouter = router({
  list: clientProcedure.query(({ ctx }) => listDocuments(ctx.services)),
  limits: clientProcedure.query(({ ctx }) => uploadLimits(ctx.services)),
  update: clientProcedure.input(UpdateDocumentInputSchema).mutation(({ ctx, input }) => updateDocument(ctx.services, input)),
  delete: clientProcedure.input(DeleteDocumentInputSchema).mutation(async ({ ctx, input }) => {
    await deleteDocument(ctx.services, ctx.request.server.storage, input);
    return { ok: true as const };
  }),
});

/** tRPC `documents` procedures (upload and download are REST: multipart and file streams). */
import { clientProcedure, router } from '../../trpc/init.js';
import { listDocuments } from './documents.service.js';

export const documentsRouter = router({
  list: clientProcedure.query(({ ctx }) => listDocuments(ctx.services)),
});

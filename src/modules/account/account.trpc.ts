/**
 * tRPC `account.*`: the client's data rights (GDPR Art. 15, 17, 20; decision record 013), and
 * `admin.accounts.*`: an admin deleting a client's account on the client's written request.
 * Thin: each procedure calls the service the REST routes call (account.rest.ts).
 */
import type { FastifyInstance } from 'fastify';
import { endSession } from '../../plugins/session.js';
import { AdminDeleteAccountInputSchema, DeleteAccountInputSchema } from '../../shared/account/account.schema.js';
import { ownerProcedure, clientProcedure, router } from '../../trpc/init.js';
import { adminDeleteAccount, deleteOwnAccount, type AccountFileStores } from './account-deletion.service.js';
import { listDataExports, removeExportFiles, requestDataExport } from './data-export.service.js';

/** The file stores a deletion clears, and every module's personal data (what it erases). */
export function accountFileStores(app: FastifyInstance): AccountFileStores {
  return { storage: app.storage, exports: app.exportStorage, personalData: app.personalData };
}

export const accountRouter = router({
  /** The user's "Download my data" exports, newest first. */
  exports: clientProcedure.query(({ ctx }) => listDataExports(ctx.services)),
  /** Queues a new export (rate-limited per user and day). */
  requestExport: clientProcedure.mutation(async ({ ctx }) => {
    const app = ctx.request.server;
    const { export: created, retiredKeys } = await requestDataExport(ctx.services);
    await removeExportFiles(ctx.services, app.exportStorage, retiredKeys);
    app.wakeRunner();
    return created;
  }),
  /** Deletes the account (password, and the code with two-factor sign-in); signs this browser out. */
  delete: clientProcedure.input(DeleteAccountInputSchema).mutation(async ({ ctx, input }) => {
    const result = await deleteOwnAccount(ctx.services, accountFileStores(ctx.request.server), input);
    endSession(ctx.request);
    return result;
  }),
});

export const accountsAdminRouter = router({
  /** Deletes a client's account on the client's written request. */
  delete: ownerProcedure
    .input(AdminDeleteAccountInputSchema)
    .mutation(({ ctx, input }) => adminDeleteAccount(ctx.services, accountFileStores(ctx.request.server), input)),
});

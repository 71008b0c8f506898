/**
 * REST adapters for the client's data rights (GDPR Art. 15, 17, 20; decision record 013):
 *
 *   GET  /api/account/exports                 the user's exports, newest first
 *   POST /api/account/export                  "Download my data": queue a new export (202)
 *   GET  /api/account/export/:id/download     the ZIP (own, ready, unexpired exports only; attachment)
 *   POST /api/account/delete                  "Delete my account" { password, code? }; ends the session
 *   POST /api/admin/clients/:id/delete-account an admin, on the client's written request
 *        { requestReceivedOn, writtenRequest: true }
 */
import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../context.js';
import { endSession } from '../../plugins/session.js';
import { ownerOnly, paramsIntoBody, sendDownload, signedIn, zodRoutes } from '../../rest.js';
import {
  AccountDeletedSchema,
  AdminDeleteAccountInputSchema,
  DataExportIdInputSchema,
  DataExportListSchema,
  DataExportSchema,
  DeleteAccountInputSchema,
} from '../../shared/account/account.schema.js';
import { adminDeleteAccount, deleteOwnAccount } from './account-deletion.service.js';
import { accountFileStores } from './account.trpc.js';
import { exportForDownload, listDataExports, removeExportFiles, requestDataExport } from './data-export.service.js';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  api.get('/api/account/exports', { preValidation: signedIn, schema: { response: { 200: DataExportListSchema } } }, async (request) =>
    listDataExports(await serviceContext(request)),
  );

  api.post(
    '/api/account/export',
    { preValidation: [signedIn, app.limiters.dataExport], schema: { response: { 202: DataExportSchema } } },
    async (request, reply) => {
      const ctx = await serviceContext(request);
      const { export: created, retiredKeys } = await requestDataExport(ctx);
      await removeExportFiles(ctx, app.exportStorage, retiredKeys);
      app.wakeRunner();
      return reply.code(202).send(created);
    },
  );

  api.get('/api/account/export/:id/download', { preValidation: signedIn, schema: { params: DataExportIdInputSchema } }, async (request, reply) => {
    const target = await exportForDownload(await serviceContext(request), app.exportStorage, request.params);
    return sendDownload(reply, { type: 'application/zip', filename: target.filename, size: target.sizeBytes, body: target.stream });
  });

  api.post(
    '/api/account/delete',
    { preValidation: [signedIn, app.limiters.login], schema: { body: DeleteAccountInputSchema, response: { 200: AccountDeletedSchema } } },
    async (request) => {
      const result = await deleteOwnAccount(await serviceContext(request), accountFileStores(app), request.body);
      endSession(request);
      return result;
    },
  );

  api.post(
    '/api/admin/clients/:id/delete-account',
    {
      preValidation: [ownerOnly, paramsIntoBody({ id: 'id' })],
      schema: { body: AdminDeleteAccountInputSchema, response: { 200: AccountDeletedSchema } },
    },
    async (request) => adminDeleteAccount(await serviceContext(request), accountFileStores(app), request.body),
  );
}

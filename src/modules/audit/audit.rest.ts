/** REST adapter for the audit log: GET /api/admin/audit, newest first (admin). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { ownerOnly, zodRoutes } from '../../rest.js';
import { AuditEntrySchema } from '../../shared/audit/audit.schema.js';
import { listAuditLog } from './audit.service.js';

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  zodRoutes(app).get('/api/admin/audit', { preValidation: ownerOnly, schema: { response: { 200: z.array(AuditEntrySchema) } } }, async (request) =>
    listAuditLog(await serviceContext(request)),
  );
}

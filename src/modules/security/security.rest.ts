/**
 * REST adapter of the console's view of a client's security log (docs/decisions/012-account-security.md):
 *   GET /api/admin/clients/:id/security-log   newest first, keyset-paged (Link / X-Next-Cursor)
 * The user's own log is `GET /api/auth/security-log` (src/modules/auth/auth.rest.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { ownerOnly, nextPageHeaders, zodRoutes } from '../../rest.js';
import { isUuid, KeysetPageInputSchema } from '../../shared/common.schema.js';
import { SecurityEventSchema } from '../../shared/security/security.schema.js';
import { listClientSecurityLog } from './security-log.service.js';

export async function securityRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  api.get(
    '/api/admin/clients/:id/security-log',
    {
      preValidation: ownerOnly,
      schema: { params: z.object({ id: z.string() }), querystring: KeysetPageInputSchema, response: { 200: z.array(SecurityEventSchema) } },
    },
    async (request, reply) => {
      if (!isUuid(request.params.id)) throw new AppError('NOT_FOUND', 'clientNotFound');
      const page = await listClientSecurityLog(await serviceContext(request), { clientId: request.params.id, ...request.query });
      nextPageHeaders(request, reply, `/api/admin/clients/${request.params.id}/security-log`, page.nextCursor);
      return page.items;
    },
  );
}

/**
 * REST adapters for the firm's own details (decision record 021).
 *
 *   GET /api/admin/firm   { firm, readiness: { saved, pending, complete }, orderingOpen }   (admin)
 *   PUT /api/admin/firm   the details (FirmSchema): saves them, answers as GET             (admin)
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { thenRefreshPublicPages } from '../../plugins/web.js';
import { ownerOnly, zodRoutes } from '../../rest.js';
import { FIRM_SECTIONS, FirmOutputSchema, FirmSchema } from '../../shared/firm/firm.js';
import { getFirmView, updateFirm } from './firm.service.js';

/** The answer's shape. The details go out as stored (the sample values are not re-validated). */
const FirmViewSchema = z.object({
  firm: FirmOutputSchema,
  readiness: z.object({ saved: z.boolean(), pending: z.array(z.enum(FIRM_SECTIONS)), complete: z.boolean() }),
  orderingOpen: z.boolean(),
});

export async function firmRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  api.get('/api/admin/firm', { preValidation: ownerOnly, schema: { response: { 200: FirmViewSchema } } }, async (request) =>
    getFirmView(await serviceContext(request)),
  );
  api.put('/api/admin/firm', { preValidation: ownerOnly, schema: { body: FirmSchema, response: { 200: FirmViewSchema } } }, async (request) =>
    thenRefreshPublicPages(request.server, updateFirm(await serviceContext(request), request.body)),
  );
}

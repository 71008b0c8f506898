/**
 * REST adapters for the console's settings.
 *
 *   GET /api/admin/settings   { vatRatePercent }              (admin)
 *   PUT /api/admin/settings   { vatRatePercent }: sets it      (admin)
 */
import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../context.js';
import { thenRefreshPublicPages } from '../../plugins/web.js';
import { adminOnly, zodRoutes } from '../../rest.js';
import { VatSettingInputSchema } from '../../shared/settings/settings.schema.js';
import { getSettings, setVatRate } from './settings.service.js';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  api.get('/api/admin/settings', { preValidation: adminOnly, schema: { response: { 200: VatSettingInputSchema } } }, async (request) =>
    getSettings(await serviceContext(request)),
  );
  api.put(
    '/api/admin/settings',
    { preValidation: adminOnly, schema: { body: VatSettingInputSchema, response: { 200: VatSettingInputSchema } } },
    // The public pages show gross prices: re-render them (src/plugins/web.ts).
    async (request) => thenRefreshPublicPages(request.server, setVatRate(await serviceContext(request), request.body)),
  );
}

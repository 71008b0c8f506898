/**
 * REST adapters for the console's settings.
 *
 *   GET /api/admin/settings                  { vatRatePercent, businessHours, datev } (admin)
 *   PUT /api/admin/settings                  { vatRatePercent }: sets it             (admin)
 *   PUT /api/admin/settings/hourly-rate      { hourlyRateCents }: the standard hourly rate of
 *                                            extra hours (net euro cents), returns the settings (admin)
 *   PUT /api/admin/settings/business-hours   { days, opens, closes, state }: sets them,
 *                                            returns the settings                    (admin)
 *   PUT /api/admin/settings/datev            { consultantNumber, clientNumber, accountLength,
 *                                            revenueAccount, revenueVatRatePercent, debtorAccount,
 *                                            fiscalYearStartMonth }: sets them, returns the settings (admin)
 */
import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../context.js';
import { thenRefreshPublicPages } from '../../plugins/web.js';
import { ownerOnly, zodRoutes } from '../../rest.js';
import {
  BusinessHoursSchema,
  DatevSettingsSchema,
  HourlyRateSettingInputSchema,
  SettingsSchema,
  VatSettingInputSchema,
} from '../../shared/settings/settings.schema.js';
import { getSettings, setBusinessHours, setDatevSettings, setHourlyRate, setVatRate } from './settings.service.js';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  api.get('/api/admin/settings', { preValidation: ownerOnly, schema: { response: { 200: SettingsSchema } } }, async (request) =>
    getSettings(await serviceContext(request)),
  );
  api.put(
    '/api/admin/settings',
    { preValidation: ownerOnly, schema: { body: VatSettingInputSchema, response: { 200: VatSettingInputSchema } } },
    // The public pages show gross prices: re-render them (src/plugins/web.ts).
    async (request) => thenRefreshPublicPages(request.server, setVatRate(await serviceContext(request), request.body)),
  );
  api.put(
    '/api/admin/settings/hourly-rate',
    { preValidation: ownerOnly, schema: { body: HourlyRateSettingInputSchema, response: { 200: SettingsSchema } } },
    // The terms state the rate: re-render the public pages (src/plugins/web.ts).
    async (request) => thenRefreshPublicPages(request.server, setHourlyRate(await serviceContext(request), request.body)),
  );
  api.put(
    '/api/admin/settings/business-hours',
    { preValidation: ownerOnly, schema: { body: BusinessHoursSchema, response: { 200: SettingsSchema } } },
    async (request) => setBusinessHours(await serviceContext(request), request.body),
  );
  api.put(
    '/api/admin/settings/datev',
    { preValidation: ownerOnly, schema: { body: DatevSettingsSchema, response: { 200: SettingsSchema } } },
    async (request) => setDatevSettings(await serviceContext(request), request.body),
  );
}

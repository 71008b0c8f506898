/** tRPC `admin.settings.*`: the settings the firm keeps in the console (the VAT rate, the standard hourly rate, the business hours, the DATEV fields). */
import { BusinessHoursSchema, DatevSettingsSchema, HourlyRateSettingInputSchema, VatSettingInputSchema } from '../../shared/settings/settings.schema.js';
import { thenRefreshPublicPages } from '../../plugins/web.js';
import { ownerProcedure, router } from '../../trpc/init.js';
import { getSettings, setBusinessHours, setDatevSettings, setHourlyRate, setVatRate } from './settings.service.js';

export const settingsAdminRouter = router({
  get: ownerProcedure.query(({ ctx }) => getSettings(ctx.services)),
  // The public pages show gross prices: re-render them (src/plugins/web.ts).
  setVatRate: ownerProcedure
    .input(VatSettingInputSchema)
    .mutation(({ ctx, input }) => thenRefreshPublicPages(ctx.request.server, setVatRate(ctx.services, input))),
  // The terms state the rate: re-render the public pages.
  setHourlyRate: ownerProcedure
    .input(HourlyRateSettingInputSchema)
    .mutation(({ ctx, input }) => thenRefreshPublicPages(ctx.request.server, setHourlyRate(ctx.services, input))),
  setBusinessHours: ownerProcedure.input(BusinessHoursSchema).mutation(({ ctx, input }) => setBusinessHours(ctx.services, input)),
  setDatev: ownerProcedure.input(DatevSettingsSchema).mutation(({ ctx, input }) => setDatevSettings(ctx.services, input)),
});

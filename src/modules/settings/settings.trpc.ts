/** tRPC `admin.settings.*`: the settings the firm keeps in the console (the VAT rate). */
import { VatSettingInputSchema } from '../../shared/settings/settings.schema.js';
import { adminProcedure, router } from '../../trpc/init.js';
import { getSettings, setVatRate } from './settings.service.js';

export const settingsAdminRouter = router({
  get: adminProcedure.query(({ ctx }) => getSettings(ctx.services)),
  setVatRate: adminProcedure.input(VatSettingInputSchema).mutation(async ({ ctx, input }) => {
    const settings = await setVatRate(ctx.services, input);
    // The public pages show gross prices: re-render them (src/plugins/web.ts).
    void ctx.request.server.refreshPublicPages();
    return settings;
  }),
});

/** The settings the firm keeps in the console (decision record 011): today the VAT rate for new orders. */
import { z } from 'zod';
import { MESSAGE_KEY } from '../messages.js';

/** The VAT rate setting, an integer percentage. */
export const VatSettingInputSchema = z.object({
  vatRatePercent: z
    .number({ error: MESSAGE_KEY.vatRateInvalid })
    .int({ error: MESSAGE_KEY.vatRateInvalid })
    .min(0, { error: MESSAGE_KEY.vatRateInvalid })
    .max(100, { error: MESSAGE_KEY.vatRateInvalid }),
});
export type VatSettingInput = z.infer<typeof VatSettingInputSchema>;

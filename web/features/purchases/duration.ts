/**
 * A ledger entry's time for display: '45 min', '2 h', '1 h 15 min' (units through Lingui, so a
 * translation may change them). Minutes are whole (multiples of 15). Shared by the client's
 * dashboard and the admin console (web/features/purchases is in both the `portal` and `admin`
 * catalogs: lingui.config.ts).
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export function formatDuration(totalMinutes: number, i18n: I18n): string {
  const rounded = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(rounded / 60);
  const minutes = rounded % 60;
  if (hours === 0) return i18n._(msg`${minutes} min`);
  if (minutes === 0) return i18n._(msg`${hours} h`);
  return i18n._(msg`${hours} h ${minutes} min`);
}

/**
 * A readable device from a User-Agent header, for the sessions list, the security log and the
 * new-device e-mail (docs/decisions/012-account-security.md). Parsing is `bowser` (MIT), a
 * maintained user-agent parser; nothing here guesses beyond what it reports.
 */
import Bowser from 'bowser';
import type { DeviceType } from '../../shared/security/security.schema.js';

interface Device {
  /** "Chrome · Windows", "Safari · iOS"; the raw header cut to 60 characters when the parser knows neither; null without a header. */
  label: string | null;
  type: DeviceType;
  /**
   * The browser and operating system family ("chrome|windows"), without versions: two sign-ins
   * with the same key count as the same device for the new-device e-mail.
   */
  key: string;
}

/** Parses a User-Agent header (null or empty: an unknown device). */
export function parseDevice(userAgent: string | null | undefined): Device {
  if (!userAgent) return { label: null, type: 'unknown', key: 'unknown|unknown' };
  const r = Bowser.parse(userAgent);
  const browser = r.browser.name || null;
  const os = r.os.name || null;
  const platform = r.platform.type;
  const type: DeviceType = platform === 'mobile' || platform === 'tablet' || platform === 'desktop' ? platform : 'unknown';
  const label = browser || os ? [browser, os].filter(Boolean).join(' · ') : userAgent.slice(0, 60);
  const key = browser || os ? `${(browser ?? 'unknown').toLowerCase()}|${(os ?? 'unknown').toLowerCase()}` : `ua|${userAgent.slice(0, 200).toLowerCase()}`;
  return { label, type, key };
}

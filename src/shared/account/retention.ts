/**
 * How long the portal keeps what (GDPR Art. 5 (1) (e) storage limitation; docs/decisions/013-data-rights.md).
 * One place for the numbers: the scheduled purge (src/modules/account/retention.service.ts) and the
 * privacy policy's retention section (web/features/legal/PrivacyPolicyPage.tsx) both read them, so
 * the page says what the code does.
 */
import { EMAIL_TOKEN_TTL_MS, PASSWORD_RESET_TTL_MS } from '../constants.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A "Download my data" ZIP can be downloaded for 7 days after it is ready; then the file is deleted. */
export const DATA_EXPORT_VALID_DAYS = 7;
/** The record of an expired or failed export (no file) is removed this many days after it was requested. */
export const DATA_EXPORT_RECORD_DAYS = 30;
/** A delivered e-mail's text is removed this many days after delivery (who, what kind and when stay). */
export const MAIL_BODY_RETENTION_DAYS = 30;
/** Security log entries (sign-ins, failures, changes) are removed after this many days (one year). */
export const SECURITY_LOG_RETENTION_DAYS = 365;
/** A password reset link is valid this many minutes; the token is deleted once used or expired. */
export const PASSWORD_RESET_TOKEN_MINUTES = PASSWORD_RESET_TTL_MS / 60_000;
/** An e-mail confirmation link is valid this many hours; the token is deleted once used or expired. */
export const EMAIL_TOKEN_HOURS = EMAIL_TOKEN_TTL_MS / (60 * 60 * 1000);
/**
 * Invoices and orders (with the name and billing address they carry) are kept for 10 years, also
 * after an account is deleted (§ 147 (1) no. 4 and (3) AO; § 257 HGB).
 */
export const INVOICE_RETENTION_YEARS = 10;

/** `days` in milliseconds. */
export function daysMs(days: number): number {
  return days * DAY_MS;
}

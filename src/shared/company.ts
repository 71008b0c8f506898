/**
 * The product's own name and facts that are not the firm's legal details. The firm's details
 * (name, address, register, tax numbers, phone, bank account, privacy contact) are kept by an owner
 * in the console: src/shared/firm/firm.ts (decision record 021). Imports nothing (shared by server and web).
 */

/** Trading name shown in the header, page titles, e-mails and the authenticator app. */
export const BRAND = 'Steuerhilfe';

/** Year the firm started (structured data; the landing page says 10+ years). */
export const FOUNDING_YEAR = 2014;

/**
 * The firm's own details, kept by an owner in the console (`/admin/firm`, decision record 021):
 * the legal notice (Impressum, § 5 DDG; § 18 (2) MStV), the privacy policy (controller and
 * contact, GDPR Art. 13), the terms, the withdrawal instructions and the model form (Anlage 1 and 2
 * EGBGB: name, address, telephone, e-mail), the invoices (§ 14 (4) UStG: name, address,
 * Steuernummer or USt-IdNr.), the order e-mails and the GiroCode (bank account) all read them.
 *
 * Until an owner saves them, the SAMPLE_FIRM values stand in (development and tests keep them); a
 * production server refuses orders while the details are incomplete or still the sample values
 * (`firmReadiness`). Shared by server and web: the console's form and the server validate with
 * the same FirmSchema.
 */
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { MESSAGE_KEY } from '../messages.js';
import { isGermanVatIdValid } from '../orders/vat-id.js';
import { NO_NUL, WELL_FORMED } from '../text.js';
import { SAMPLE_FIRM, type Firm } from './firm-sample.js';

/** A required one-line text of at most `max` characters; `required` names the message when empty. */
function line(max: number, required: keyof typeof MESSAGE_KEY = 'firmFieldRequired') {
  return z
    .string({ error: MESSAGE_KEY[required] })
    .trim()
    .refine(...NO_NUL)
    .refine(...WELL_FORMED)
    .refine((v) => !/[\r\n]/.test(v), { error: MESSAGE_KEY.firmFieldRequired })
    .min(2, { error: MESSAGE_KEY[required] })
    .max(max, { error: MESSAGE_KEY.firmFieldTooLong });
}

/** An optional one-line text: empty or absent becomes null. */
function optionalLine(max: number) {
  return z
    .string()
    .trim()
    .refine(...NO_NUL)
    .refine(...WELL_FORMED)
    .refine((v) => !/[\r\n]/.test(v), { error: MESSAGE_KEY.firmFieldRequired })
    .max(max, { error: MESSAGE_KEY.firmFieldTooLong })
    .nullish()
    .transform((v) => (v ? v : null));
}

/** Without spaces, upper case: how IBAN, BIC and USt-IdNr. are stored. */
const compact = (v: string) => v.replace(/[\s.-]/g, '').toUpperCase();

/**
 * A Steuernummer as the Finanzamt writes it: the Land's format (10 or 11 digits grouped by "/" or
 * spaces, e.g. "37/123/45678", "181/815/08155", "93815/08152") or the 13-digit nationwide ELSTER
 * format. Only the format is checked: the Länder use different check-digit procedures.
 */
function isSteuernummerFormat(value: string): boolean {
  if (!/^\d[\d/ ]*\d$/.test(value) || /[/ ]{2}/.test(value)) return false;
  const digits = value.replace(/[/ ]/g, '').length;
  return digits === 10 || digits === 11 || digits === 13;
}

/** A telephone number: an optional "+", digits, spaces, "/", "-", "(", ")"; 6 to 20 digits. */
function isPhoneFormat(value: string): boolean {
  if (!/^\+?[\d ()/-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20;
}

/** The firm's details as the console edits and every page, e-mail and invoice shows them. */
export const FirmSchema = z.object({
  /** Registered name, e.g. "Steuerhilfe Expat Services GmbH". */
  legalName: line(200),
  /** Legal form spelled out, e.g. "Gesellschaft mit beschränkter Haftung (GmbH)" (§ 5 (1) no. 1 DDG). */
  legalForm: line(200),
  /** The registered office in Germany. */
  address: z.object({
    street: line(200),
    postalCode: z
      .string({ error: MESSAGE_KEY.firmPostalCodeInvalid })
      .trim()
      .regex(/^\d{5}$/, { error: MESSAGE_KEY.firmPostalCodeInvalid }),
    city: line(120),
    countryCode: z.literal('DE').default('DE'),
  }),
  /** Persons authorised to represent the firm (Geschäftsführer), one to ten. */
  representatives: z.array(line(200)).min(1, { error: MESSAGE_KEY.firmFieldRequired }).max(10),
  /** Commercial register entry (Handelsregister); null for a firm without one (a sole trader, a Freiberufler). */
  register: z
    .object({
      court: line(200),
      number: z
        .string({ error: MESSAGE_KEY.firmRegisterNumberInvalid })
        .trim()
        .regex(/^(HRA|HRB|PR|GnR|VR|PartR) ?\d{1,6}( ?[A-Z]{1,2})?$/, { error: MESSAGE_KEY.firmRegisterNumberInvalid }),
    })
    .nullable(),
  /** Steuernummer from the firm's Finanzamt (§ 14 (4) no. 2 UStG). */
  taxNumber: z.string({ error: MESSAGE_KEY.firmTaxNumberInvalid }).trim().refine(isSteuernummerFormat, { error: MESSAGE_KEY.firmTaxNumberInvalid }),
  /** USt-IdNr. (§ 27a UStG), "DE" and nine digits with a valid check digit; null when the firm has none. */
  vatId: z
    .string()
    .transform(compact)
    .refine((v) => v === '' || isGermanVatIdValid(v), { error: MESSAGE_KEY.firmVatIdInvalid })
    .nullish()
    .transform((v) => (v ? v : null)),
  /** Telephone for clients: the legal notice, the withdrawal instructions and the model form name it. */
  phone: z.string({ error: MESSAGE_KEY.firmPhoneInvalid }).trim().refine(isPhoneFormat, { error: MESSAGE_KEY.firmPhoneInvalid }),
  /** General contact address (legal notice, withdrawal, e-mails). */
  email: z.email({ error: MESSAGE_KEY.invalidEmail }).max(254),
  /** The account clients pay bank transfers into (order page, GiroCode, invoices). */
  bank: z.object({
    accountHolder: line(70),
    iban: z
      .string({ error: MESSAGE_KEY.firmIbanInvalid })
      .transform((v) => electronicFormatIBAN(v) ?? '')
      .refine((v) => isValidIBAN(v), { error: MESSAGE_KEY.firmIbanInvalid }),
    bic: z
      .string({ error: MESSAGE_KEY.firmBicInvalid })
      .transform(compact)
      .refine((v) => isValidBIC(v), { error: MESSAGE_KEY.firmBicInvalid }),
    bankName: optionalLine(120),
  }),
  /** Data-protection contact (privacy policy, GDPR Art. 13 (1)(a), (b)). */
  privacyEmail: z.email({ error: MESSAGE_KEY.invalidEmail }).max(254),
  /** The data protection officer's name, when the firm has appointed one (Art. 37 GDPR, § 38 BDSG). */
  dataProtectionOfficer: optionalLine(200),
  /** Person responsible for editorial content (§ 18 (2) MStV). */
  contentResponsible: line(200),
  /** The data protection supervisory authority of the Land of the registered office (GDPR Art. 13 (2)(d), Art. 77). */
  supervisoryAuthority: z.object({
    name: line(200),
    address: line(200),
    url: z.url({ protocol: /^https$/, error: MESSAGE_KEY.firmUrlInvalid }).max(300),
  }),
}) satisfies z.ZodType<Firm, unknown>; // its output is a Firm (firm-sample.ts)

/** The firm's details as stored (already validated): FirmSchema's output is a Firm (firm-sample.ts). */
export type { Firm };
export { SAMPLE_FIRM };

/** The firm's details as the console's form sends them. */
export type FirmInput = z.input<typeof FirmSchema>;

/** The set-up checklist's sections, in the order the console shows them. */
export const FIRM_SECTIONS = ['company', 'management', 'tax', 'contact', 'bank', 'privacy'] as const;
export type FirmSection = (typeof FIRM_SECTIONS)[number];

/** Whether an e-mail address is on a reserved example domain (RFC 2606: .example, example.com …). */
function isExampleAddress(email: string): boolean {
  return /@(.+\.)?(example|invalid|test|localhost)$|@example\.(com|org|net)$/i.test(email);
}

/** For each section: whether it still holds a sample value. */
function sampleSections(firm: Firm): Set<FirmSection> {
  const s = SAMPLE_FIRM;
  const sample = new Set<FirmSection>();
  if (firm.legalName === s.legalName && firm.address.street === s.address.street) sample.add('company');
  if (firm.representatives.includes(s.representatives[0]!) || firm.contentResponsible === s.contentResponsible || firm.register?.number === s.register!.number)
    sample.add('management');
  if (firm.taxNumber === s.taxNumber || firm.vatId === s.vatId) sample.add('tax');
  if (firm.phone === s.phone || isExampleAddress(firm.email)) sample.add('contact');
  if (firm.bank.iban === s.bank.iban) sample.add('bank');
  if (isExampleAddress(firm.privacyEmail)) sample.add('privacy');
  return sample;
}

/** What the set-up checklist and the go-live guard know about the firm's details. */
export interface FirmReadiness {
  /** Whether an owner has saved the details in the console at least once. */
  saved: boolean;
  /** The sections that still hold sample values (all of them until saved). */
  pending: FirmSection[];
  /** Saved, every section real: online ordering may open in production. */
  complete: boolean;
}

/**
 * The checklist for `firm` (null: never saved, the sample values stand in). A section is pending
 * while it holds one of SAMPLE_FIRM's values or an e-mail address on a reserved example domain.
 */
export function firmReadiness(firm: Firm | null): FirmReadiness {
  if (!firm) return { saved: false, pending: [...FIRM_SECTIONS], complete: false };
  const sample = sampleSections(firm);
  const pending = FIRM_SECTIONS.filter((section) => sample.has(section));
  return { saved: true, pending, complete: pending.length === 0 };
}

/** The firm's details as the API sends them (no re-validation: the sample values are shown as they are). */
export const FirmOutputSchema = z.object({
  legalName: z.string(),
  legalForm: z.string(),
  address: z.object({ street: z.string(), postalCode: z.string(), city: z.string(), countryCode: z.literal('DE') }),
  representatives: z.array(z.string()),
  register: z.object({ court: z.string(), number: z.string() }).nullable(),
  taxNumber: z.string(),
  vatId: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
  bank: z.object({ accountHolder: z.string(), iban: z.string(), bic: z.string(), bankName: z.string().nullable() }),
  privacyEmail: z.string(),
  dataProtectionOfficer: z.string().nullable(),
  contentResponsible: z.string(),
  supervisoryAuthority: z.object({ name: z.string(), address: z.string(), url: z.string() }),
}) satisfies z.ZodType<Firm>;

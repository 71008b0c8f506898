/**
 * EPC QR code ("GiroCode") for a SEPA credit transfer, per EPC069-12 (Quick Response Code:
 * Guidelines to Enable Data Capture for the Initiation of a SEPA Credit Transfer), version 002:
 * the payload built by `sepa-payment-qr-code`, checked against the limits the library leaves out,
 * and rendered with `qrcode` at error correction level M (the level EPC069-12 prescribes).
 */
import { createRequire } from 'node:module';
import QRCode from 'qrcode';

/** The options of `sepa-payment-qr-code` used here (the package ships no type declarations). */
interface SepaQrData {
  name: string;
  iban: string;
  bic?: string;
  /** Euros; null for no amount. */
  amount: number | null;
  unstructuredReference?: string;
}
const generateSepaQrCode = createRequire(import.meta.url)('sepa-payment-qr-code') as (data: SepaQrData) => string;

/** The largest payload EPC069-12 allows: 331 bytes (QR version 13 at level M). */
const EPC_MAX_BYTES = 331;
/** Limits of EPC069-12: beneficiary name (AT-21) and unstructured remittance information (AT-05), in characters. */
const EPC_MAX_NAME = 70;
const EPC_MAX_REMITTANCE = 140;
/** The amount (AT-04) must be between EUR 0.01 and EUR 999,999,999.99. */
const EPC_MIN_AMOUNT_CENTS = 1;
const EPC_MAX_AMOUNT_CENTS = 99_999_999_999;

/** What the payer's banking app fills in. */
export interface EpcTransfer {
  /** Beneficiary (account holder), at most 70 characters. */
  name: string;
  /** Beneficiary's IBAN (spaces allowed). */
  iban: string;
  /** Beneficiary bank's BIC (optional in version 002 within the EEA). */
  bic?: string | null;
  /** Amount in euro cents (1 … 99,999,999,999). */
  amountCents: number;
  /** Unstructured remittance information, e.g. the order reference; at most 140 characters. */
  reference: string;
}

/**
 * The EPC QR payload (EPC069-12, version 002, character set 1 = UTF-8, SCT): twelve lines at
 * most — service tag BCD, version, character set, identification, BIC, name, IBAN, amount
 * ('EUR123.45'), purpose, structured reference, unstructured reference (line 11; the reference
 * goes here), information — joined by LF, with no trailing newline after the last filled line.
 * @returns the payload string (at most 331 bytes in UTF-8)
 * @throws RangeError when a field breaks an EPC069-12 limit (name > 70 characters, remittance
 *   information > 140 characters, amount outside 0.01–999999999.99 €, not an integer number of cents)
 *   or the payload exceeds 331 bytes
 * @throws Error (from the library) for an invalid IBAN or a BIC longer than 11 characters
 */
export function epcPayload({ name, iban, bic, amountCents, reference }: EpcTransfer): string {
  const trimmedName = name.trim();
  const trimmedReference = reference.trim();
  if (!trimmedName || [...trimmedName].length > EPC_MAX_NAME) throw new RangeError(`EPC QR: the beneficiary name must have 1–${EPC_MAX_NAME} characters`);
  if ([...trimmedReference].length > EPC_MAX_REMITTANCE)
    throw new RangeError(`EPC QR: the remittance information must have at most ${EPC_MAX_REMITTANCE} characters`);
  if (!Number.isInteger(amountCents) || amountCents < EPC_MIN_AMOUNT_CENTS || amountCents > EPC_MAX_AMOUNT_CENTS) {
    throw new RangeError('EPC QR: the amount must be between 0.01 and 999999999.99 euros, in whole cents');
  }
  const raw = generateSepaQrCode({
    name: trimmedName,
    iban: iban.replace(/\s+/g, ''),
    ...(bic ? { bic: bic.replace(/\s+/g, '').toUpperCase() } : {}),
    amount: amountCents / 100,
    ...(trimmedReference ? { unstructuredReference: trimmedReference } : {}),
  });
  // The library always writes all twelve lines, so empty trailing elements leave newlines behind;
  // EPC069-12 ends the payload with the last filled element.
  const payload = raw.replace(/\n+$/, '');
  const lines = payload.split('\n');
  if (lines[7] !== `EUR${formatAmount(amountCents)}`) throw new Error(`EPC QR: unexpected amount line ${JSON.stringify(lines[7])}`);
  const bytes = Buffer.byteLength(payload, 'utf8');
  if (bytes > EPC_MAX_BYTES) throw new RangeError(`EPC QR: the payload has ${bytes} bytes, more than the ${EPC_MAX_BYTES} EPC069-12 allows`);
  return payload;
}

/** '123.45' for 12345 cents (the EPC amount format, without the currency). */
function formatAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/**
 * The QR code of an EPC payload as a standalone SVG document (no width/height: it scales to its
 * container through its viewBox), at error correction level M with a quiet zone of 4 modules.
 * @param payload from {@link epcPayload}
 * @returns the SVG markup
 */
export async function epcQrSvg(payload: string): Promise<string> {
  const svg = await QRCode.toString(payload, { ...QR_OPTIONS, type: 'svg' });
  return svg.trim();
}

/**
 * The QR code of an EPC payload as a PNG (level M, quiet zone of 4 modules).
 * @param payload from {@link epcPayload}
 * @param scale pixels per module (default 8)
 * @returns the PNG bytes
 */
export async function epcQrPng(payload: string, scale = 8): Promise<Buffer> {
  return QRCode.toBuffer(payload, { ...QR_OPTIONS, type: 'png', scale });
}

/**
 * ZUGFeRD / Factur-X e-invoices for business clients: the invoice as structured data (UN/CEFACT
 * CII, profile EN 16931) embedded as `factur-x.xml` in the printed PDF, which becomes a PDF/A-3
 * (the German "E-Rechnung", § 14 (1) UStG as of 2025). Generated with `@e-invoice-eu/core` from
 * its UBL-shaped internal format; the printed PDF comes from invoice-pdf.ts.
 */
import { InvoiceService, type EInvoiceFormat, type Invoice, type Logger } from '@e-invoice-eu/core';
import { getDocumentProxy } from 'unpdf';
import type { InvoiceDocument, InvoiceParty } from '../../shared/invoices/invoices.schema.js';
import { formatDateDe, serviceDescriptionDe, serviceDescriptionEn } from './invoice-pdf.js';

/** The library's name of the profile: Factur-X 1.0 / ZUGFeRD 2 "EN 16931" (formerly COMFORT). */
const FORMAT = 'Factur-X-EN16931';
/** The name of the embedded XML that Factur-X prescribes. */
const FACTUR_X_FILENAME = 'factur-x.xml';

type Amount = `${number}.${number}`;

/** Euro cents as the decimal the XML wants: 123456 → '1234.56' (always positive here). */
function amount(cents: number): Amount {
  if (!Number.isInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  return `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}` as Amount;
}

/** An IBAN without spaces. */
const compact = (s: string) => s.replace(/\s+/g, '').toUpperCase();

/**
 * Checks the sums EN 16931 asserts (BR-CO-10, BR-CO-15) before anything is generated, so that a
 * wrong stored document fails loudly instead of producing an inconsistent e-invoice.
 */
function checkTotals(doc: InvoiceDocument): void {
  const abs = Math.abs;
  const lines = doc.lines.reduce((sum, l) => sum + abs(l.netCents), 0);
  if (lines !== abs(doc.netCents)) throw new RangeError(`e-invoice: the lines add up to ${lines} cents, the net amount is ${doc.netCents}`);
  if (abs(doc.netCents) + abs(doc.vatCents) !== abs(doc.grossCents)) throw new RangeError('e-invoice: net + VAT is not the gross amount');
  if (!(doc.vatRatePercent > 0)) {
    // Category S (standard rate) needs a rate above 0 (BR-S-5); a 0 % invoice needs an exemption
    // category and reason (E, § 19 or § 4 UStG), which this firm's documents do not carry.
    throw new RangeError(`e-invoice: VAT rate ${doc.vatRatePercent} % is not a standard rate; an exempt invoice needs an exemption reason`);
  }
}

/**
 * A party's postal address as the e-invoice carries it (UBL `cac:PostalAddress`: BG-5 for the
 * seller, BG-8 for the buyer): street, city, postcode and country code, as given.
 */
function postalAddress(party: InvoiceParty) {
  return {
    'cbc:StreetName': party.street,
    'cbc:CityName': party.city,
    'cbc:PostalZone': party.postalCode,
    'cac:Country': { 'cbc:IdentificationCode': party.countryCode as 'DE' },
  };
}

/**
 * The invoice in @e-invoice-eu/core's internal format (UBL element names), mapped from the stored
 * document per EN 16931: type code 380 (invoice) or 381 (credit note, with the preceding invoice,
 * BG-3), EUR, the seller with VAT identifier (BT-31) and tax registration (BT-32, Steuernummer,
 * scheme FC), the buyer with address and VAT identifier (BT-48), one line per package (quantity 1,
 * unit C62, net amount), VAT category S with the rate, the totals, the payment means (BT-81) as it
 * was paid: SEPA credit transfer (58) to the firm's IBAN (invoices only), or bank card (48, invoices
 * and the credit notes of card payments), with the order reference as remittance information (BT-83),
 * and, once paid, the prepaid amount (BT-113) = gross and nothing due (BT-115 = 0),
 * with the date of payment as VAT point date (BT-7, § 14 (4) no. 6 UStG) and in a note.
 * Amounts are magnitudes: a credit note's are positive, its type code gives the direction.
 */
export function eInvoiceData(doc: InvoiceDocument): Invoice {
  checkTotals(doc);
  const credit = doc.kind === 'credit_note';
  const en = doc.language !== 'de';
  const rate = String(doc.vatRatePercent);
  const eur = 'EUR' as const;
  const vatCategory = { 'cbc:ID': 'S' as const, 'cbc:Percent': rate, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };
  const { seller, buyer } = doc;
  const paid = doc.paidOn !== null;

  const notes: string[] = [];
  if (credit && doc.corrects) {
    const n = doc.corrects.number;
    const d = formatDateDe(doc.corrects.issuedOn);
    notes.push(en ? `Korrektur zur Rechnung Nr. ${n} vom ${d} / Corrects invoice no. ${n} of ${d}` : `Korrektur zur Rechnung Nr. ${n} vom ${d}`);
  }
  if (doc.paidOn) {
    const d = formatDateDe(doc.paidOn);
    if (credit) notes.push(en ? `Zahlungsdatum / Date of payment: ${d}` : `Zahlungsdatum: ${d}`);
    else notes.push(en ? `Zahlungseingang / Date of payment: ${d} (Vorauszahlung / prepayment)` : `Zahlungseingang: ${d} (Vorauszahlung)`);
  }
  notes.push(en ? `Bestellnummer / Order reference: ${doc.orderReference}` : `Bestellnummer: ${doc.orderReference}`);

  const invoice: Invoice['ubl:Invoice'] = {
    'cbc:ID': doc.number,
    'cbc:IssueDate': doc.issuedOn,
    'cbc:InvoiceTypeCode': credit ? '381' : '380',
    // One note: the library writes several as one IncludedNote with several Contents, which the schema refuses.
    'cbc:Note': [notes.join('\n')],
    ...(doc.paidOn && !credit ? { 'cbc:TaxPointDate': doc.paidOn } : {}),
    'cbc:DocumentCurrencyCode': eur,
    ...(credit && doc.corrects
      ? { 'cac:BillingReference': [{ 'cac:InvoiceDocumentReference': { 'cbc:ID': doc.corrects.number, 'cbc:IssueDate': doc.corrects.issuedOn } }] }
      : {}),
    'cac:AccountingSupplierParty': {
      'cac:Party': {
        ...(seller.email ? { 'cbc:EndpointID': seller.email, 'cbc:EndpointID@schemeID': 'EM' as const } : {}),
        'cac:PostalAddress': postalAddress(seller),
        'cac:PartyTaxScheme': [
          ...(seller.vatId ? [{ 'cbc:CompanyID': seller.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }] : []),
          ...(seller.taxNumber ? [{ 'cbc:CompanyID': seller.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }] : []),
        ] as NonNullable<Invoice['ubl:Invoice']['cac:AccountingSupplierParty']['cac:Party']['cac:PartyTaxScheme']>,
        'cac:PartyLegalEntity': { 'cbc:RegistrationName': seller.company ?? seller.name },
        ...(seller.email ? { 'cac:Contact': { 'cbc:ElectronicMail': seller.email } } : {}),
      },
    },
    'cac:AccountingCustomerParty': {
      'cac:Party': {
        ...(buyer.email ? { 'cbc:EndpointID': buyer.email, 'cbc:EndpointID@schemeID': 'EM' as const } : {}),
        'cac:PostalAddress': postalAddress(buyer),
        ...(buyer.vatId ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': buyer.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } } : {}),
        'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.company ?? buyer.name },
        ...(buyer.company ? { 'cac:Contact': { 'cbc:Name': buyer.name, ...(buyer.email ? { 'cbc:ElectronicMail': buyer.email } : {}) } } : {}),
      },
    },
    // Paid by card through the payment provider: bank card (UNTDID 4461 code 48; the card's kind is
    // not known), for a credit note too (the refund goes back to the card). A transfer: SEPA credit
    // transfer (58) to the firm's account; a credit note refunded by transfer names none, since the
    // payee would be the client, whose account the firm does not store (BR-61 wants BT-84 with 58).
    ...(doc.paymentMeans === 'card'
      ? { 'cac:PaymentMeans': [{ 'cbc:PaymentMeansCode': '48' as const, 'cbc:PaymentID': doc.orderReference }] }
      : credit
        ? {}
        : {
            'cac:PaymentMeans': [
              {
                'cbc:PaymentMeansCode': '58' as const,
                'cbc:PaymentID': doc.orderReference,
                'cac:PayeeFinancialAccount': {
                  'cbc:ID': compact(doc.bank.iban),
                  'cbc:Name': doc.bank.accountHolder,
                  'cac:FinancialInstitutionBranch': { 'cbc:ID': compact(doc.bank.bic) },
                },
              },
            ],
          }),
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': amount(doc.vatCents),
        'cbc:TaxAmount@currencyID': eur,
        'cac:TaxSubtotal': [
          {
            'cbc:TaxableAmount': amount(doc.netCents),
            'cbc:TaxableAmount@currencyID': eur,
            'cbc:TaxAmount': amount(doc.vatCents),
            'cbc:TaxAmount@currencyID': eur,
            'cac:TaxCategory': vatCategory,
          },
        ],
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': amount(doc.netCents),
      'cbc:LineExtensionAmount@currencyID': eur,
      'cbc:TaxExclusiveAmount': amount(doc.netCents),
      'cbc:TaxExclusiveAmount@currencyID': eur,
      'cbc:TaxInclusiveAmount': amount(doc.grossCents),
      'cbc:TaxInclusiveAmount@currencyID': eur,
      ...(paid ? { 'cbc:PrepaidAmount': amount(doc.grossCents), 'cbc:PrepaidAmount@currencyID': eur } : {}),
      'cbc:PayableAmount': paid ? amount(0) : amount(doc.grossCents),
      'cbc:PayableAmount@currencyID': eur,
    },
    'cac:InvoiceLine': doc.lines.map((line, i) => ({
      'cbc:ID': String(i + 1),
      'cbc:InvoicedQuantity': '1',
      'cbc:InvoicedQuantity@unitCode': 'C62' as const,
      'cbc:LineExtensionAmount': amount(line.netCents),
      'cbc:LineExtensionAmount@currencyID': eur,
      'cac:Item': {
        ...(en ? { 'cbc:Description': serviceDescriptionEn(line) } : {}),
        'cbc:Name': serviceDescriptionDe(line),
        'cac:ClassifiedTaxCategory': vatCategory,
      },
      'cac:Price': { 'cbc:PriceAmount': amount(line.netCents), 'cbc:PriceAmount@currencyID': eur },
    })) as Invoice['ubl:Invoice']['cac:InvoiceLine'],
  };
  return { 'ubl:Invoice': invoice };
}

/** A node of the CII tree the library renders (element and "element@attribute" keys). */
type CiiNode = { [key: string]: CiiNode | CiiNode[] | string };

/** `node` with `key` set to `value`, placed before the first of `before` present (else last): CII elements are ordered. */
function withKey(node: CiiNode, key: string, value: CiiNode | string, before: string[]): CiiNode {
  const out: CiiNode = {};
  for (const [k, v] of Object.entries(node)) {
    if (k !== key && before.includes(k) && !(key in out)) out[key] = value;
    if (k !== key) out[k] = v;
  }
  if (!(key in out)) out[key] = value;
  return out;
}

/** What the CII tree of @e-invoice-eu/core 2.3.4 lacks for these documents. */
interface CiiAdditions {
  /** BG-3 preceding invoice (credit notes). */
  corrects: { number: string; issuedOn: string } | null;
  /** BT-7 VAT point date ('YYYY-MM-DD'). */
  taxPointDate: string | null;
}

/**
 * Completes the CII tree of @e-invoice-eu/core 2.3.4, after the library's own post-processing,
 * where that version falls short of EN 16931 for these documents (fixed or reworked in its 3.x,
 * which is not available to us):
 * - ApplicableHeaderTradeDelivery is mandatory in the CII schema, but written only when there is
 *   delivery data (BT-72 and the like), which an hour package has not: an empty one is added;
 * - the preceding invoice (BG-3: BT-25 number, BT-26 date) is not mapped at all (upstream issue
 *   gflohr/e-invoice-eu#455): added after the header monetary summation;
 * - the VAT point date (BT-7) is not mapped: added to the header VAT breakdown.
 * Nothing is added where the library already wrote the element.
 */
function completeCii(cii: CiiNode, add: CiiAdditions): void {
  const transaction = (cii['rsm:CrossIndustryInvoice'] as CiiNode | undefined)?.['rsm:SupplyChainTradeTransaction'] as CiiNode | undefined;
  let settlement = transaction?.['ram:ApplicableHeaderTradeSettlement'] as CiiNode | undefined;
  if (!transaction || !settlement) throw new Error('e-invoice: unexpected CII tree (no ApplicableHeaderTradeSettlement)');
  if (!('ram:ApplicableHeaderTradeDelivery' in transaction)) {
    cii['rsm:CrossIndustryInvoice'] = {
      ...(cii['rsm:CrossIndustryInvoice'] as CiiNode),
      'rsm:SupplyChainTradeTransaction': withKey(transaction, 'ram:ApplicableHeaderTradeDelivery', {}, ['ram:ApplicableHeaderTradeSettlement']),
    };
  }
  if (add.corrects && !('ram:InvoiceReferencedDocument' in settlement)) {
    settlement = withKey(
      settlement,
      'ram:InvoiceReferencedDocument',
      {
        'ram:IssuerAssignedID': add.corrects.number,
        'ram:FormattedIssueDateTime': { 'qdt:DateTimeString': add.corrects.issuedOn.replaceAll('-', ''), 'qdt:DateTimeString@format': '102' },
      },
      ['ram:ReceivableSpecifiedTradeAccountingAccount'],
    );
  }
  const taxes = settlement['ram:ApplicableTradeTax'];
  if (add.taxPointDate && Array.isArray(taxes)) {
    const date = { 'udt:DateString': add.taxPointDate.replaceAll('-', ''), 'udt:DateString@format': '102' };
    settlement['ram:ApplicableTradeTax'] = taxes.map((tax) =>
      'ram:TaxPointDate' in tax ? tax : withKey(tax, 'ram:TaxPointDate', date, ['ram:DueDateTypeCode', 'ram:RateApplicablePercent']),
    );
  }
  ((cii['rsm:CrossIndustryInvoice'] as CiiNode)['rsm:SupplyChainTradeTransaction'] as CiiNode)['ram:ApplicableHeaderTradeSettlement'] = settlement;
}

/** An InvoiceService whose CII output is completed by {@link completeCii}. */
function invoiceService(logger: Logger, add: CiiAdditions): InvoiceService {
  const service = new InvoiceService(logger);
  // 2.3.4 has no hook for this (3.x has a post-processor option): wrap the format service's CII
  // post-processing on this one instance. The tests check the result against the Factur-X XSD.
  const internals = service as unknown as { formatFactoryService?: { createFormatService(format: string, logger: Logger): EInvoiceFormat } };
  const factory = internals.formatFactoryService;
  if (!factory) throw new Error('e-invoice: @e-invoice-eu/core internals changed (formatFactoryService)');
  const create = factory.createFormatService.bind(factory);
  factory.createFormatService = (format, log) => {
    const formatter = create(format, log) as EInvoiceFormat & { postProcess?: (cii: CiiNode) => void };
    const postProcess = formatter.postProcess?.bind(formatter);
    if (!postProcess) throw new Error('e-invoice: @e-invoice-eu/core internals changed (postProcess)');
    formatter.postProcess = (cii) => {
      postProcess(cii);
      completeCii(cii, add);
    };
    return formatter;
  };
  return service;
}

/**
 * Turns the printed invoice into a ZUGFeRD / Factur-X e-invoice (profile EN 16931): the CII XML
 * (see {@link eInvoiceData}) is embedded as `factur-x.xml` (relationship Alternative) and the PDF
 * made PDF/A-3b (XMP metadata with pdfaid:part 3 and the Factur-X extension schema, sRGB output
 * intent), both by @e-invoice-eu/core. Like the printed PDF, the output is the same bytes on every
 * run: the dates the library would take from the clock are the issue date (decision record 011).
 * @param doc the stored invoice document (amounts in euro cents, dates 'YYYY-MM-DD')
 * @param pdf the printed PDF from renderInvoicePdf
 * @returns the Factur-X PDF bytes
 * @throws RangeError when the document's sums disagree or its VAT rate is not a standard rate
 * @throws Error when the library refuses the data (the message lists its validation errors)
 */
export async function renderFacturX(doc: InvoiceDocument, pdf: Buffer): Promise<Buffer> {
  const data = eInvoiceData(doc);
  const messages: string[] = [];
  const logger: Logger = { log: () => {}, warn: (m) => messages.push(m), error: (m) => messages.push(m) };
  try {
    const credit = doc.kind === 'credit_note';
    const additions = { corrects: credit ? doc.corrects : null, taxPointDate: credit ? null : doc.paidOn };
    // The library stamps "now" as the PDF's and the XMP's creation date and the attachment's
    // dates; the issued invoice must be the same bytes on every download (decision record 011,
    // GoBD), so its clock reads the issue date, as the plain PDF's dates do (invoice-pdf.ts).
    const out = await withClockAt(new Date(`${doc.issuedOn}T00:00:00Z`), () =>
      invoiceService(logger, additions).generate(data, {
        format: FORMAT,
        lang: 'de-DE',
        pdf: { buffer: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength), filename: `${doc.number}.pdf`, mimetype: 'application/pdf' },
        noWarnings: true,
      }),
    );
    if (typeof out === 'string') throw new Error('e-invoice: expected a PDF, got XML');
    return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
  } catch (err) {
    if (!messages.length) throw err;
    throw new Error(`e-invoice: ${err instanceof Error ? err.message : String(err)}: ${messages.join('; ')}`, { cause: err });
  }
}

/**
 * Runs `fn` with `new Date()` and `Date.now()` reading `at` (dates built from arguments are
 * unchanged) and its dates reporting the time-zone offset 0, then restores the clock. For the Factur-X library, which has no option for its
 * timestamps; it runs in the renderer process, one render at a time (render.ts).
 */
async function withClockAt<T>(at: Date, fn: () => Promise<T>): Promise<T> {
  const RealDate = globalThis.Date;
  const fixed = at.getTime();
  class FixedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(fixed);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return fixed;
    }
    // The library writes the UTC time with the process's offset (XMP dates): with offset 0 the
    // bytes do not depend on the server's time zone, and the written instant is right.
    override getTimezoneOffset(): number {
      return 0;
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
  try {
    return await fn();
  } finally {
    globalThis.Date = RealDate;
  }
}

/**
 * Reads the embedded Factur-X XML (`factur-x.xml`) back out of a PDF (tests, support).
 * @param pdf a Factur-X / ZUGFeRD PDF
 * @returns the XML text (UTF-8)
 * @throws Error when the PDF has no factur-x.xml attachment
 */
export async function extractFacturXml(pdf: Buffer): Promise<string> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const attachments = await proxy.getAttachments();
    const id = [...(attachments ?? new Map<string, { filename: string }>())].find(([, a]) => a.filename === FACTUR_X_FILENAME)?.[0];
    const content = id === undefined ? null : await proxy.getAttachmentContent(id);
    if (!content) throw new Error(`e-invoice: the PDF has no ${FACTUR_X_FILENAME}`);
    return Buffer.from(content).toString('utf8');
  } finally {
    await proxy.loadingTask.destroy();
  }
}

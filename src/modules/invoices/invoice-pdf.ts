/**
 * The printed invoice or credit note (Stornorechnung), a PDF rendered with pdfkit from the stored
 * document alone: every item of § 14 (4) UStG, in German, or in German with English beside each
 * label for English-speaking clients (German stays the legal text). A4, PDF/A-3b with the Inter
 * font embedded (umlauts, ß, €, and Latin, Greek and Cyrillic names), so that the Factur-X
 * wrapper (e-invoice.ts) gets an archivable PDF. Deterministic: the same document gives the same
 * bytes (the creation date is the issue date).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { isCalendarDate } from '../../shared/deadlines/calendar-date.js';
import type { InvoiceDocument, InvoiceLine, InvoiceParty } from '../../shared/invoices/invoices.schema.js';

type Lang = InvoiceDocument['language'];

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** Inter (SIL Open Font License), read once from its npm package. */
function loadFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf')),
    bold: readFileSync(require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf')),
  };
  return fonts;
}

/** A label in German, or "German / English" for English-speaking clients. */
function label(lang: Lang, de: string, en: string): string {
  return lang === 'de' ? de : `${de} / ${en}`;
}

/**
 * Euro cents in German notation: 123456 → '1.234,56 €', -500 → '-5,00 €' (plain spaces and
 * hyphen-minus, so copied text stays simple).
 */
function formatEuroDe(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  const euros = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}${euros},${String(abs % 100).padStart(2, '0')} €`;
}

/** 'YYYY-MM-DD' → 'DD.MM.YYYY'. @throws RangeError for anything else */
export function formatDateDe(date: string): string {
  if (!isCalendarDate(date)) throw new RangeError(`not a calendar date: ${date}`);
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

/** A VAT rate in German notation: 19 → '19 %', 7.5 → '7,5 %'. */
function formatRateDe(percent: number): string {
  return `${String(percent).replace('.', ',')} %`;
}

/**
 * The kind and extent of the service (§ 14 (4) no. 5 UStG), in German:
 * 'Stundenpaket Standard (5 Stunden Expertenunterstützung, 12 Monate ab Zahlung gültig)', or for
 * extra hours 'Zusatzstunden zum regulären Stundensatz (3 Stunden Expertenunterstützung, …)'; lines
 * of invoices issued before the validity rule was printed ('gültig 12 Monate') keep their wording.
 */
export function serviceDescriptionDe(line: InvoiceLine): string {
  const hours = `${line.hours} ${line.hours === 1 ? 'Stunde' : 'Stunden'}`;
  const months = `${line.validityMonths} ${line.validityMonths === 1 ? 'Monat' : 'Monate'}`;
  const what =
    line.kind === 'extra_hours'
      ? `${line.packageNameDe ?? line.packageName} zum regulären Stundensatz`
      : `Stundenpaket ${line.packageNameDe ?? line.packageName}`;
  return `${what} (${hours} Expertenunterstützung, ${line.validFrom === 'payment' ? `${months} ab Zahlung gültig` : `gültig ${months}`})`;
}

/**
 * The same in English: 'Hour package Standard (5 hours of expert support, valid for 12 months from
 * payment)', or 'Extra hours at the standard hourly rate (3 hours of expert support, …)'.
 */
export function serviceDescriptionEn(line: InvoiceLine): string {
  const hours = `${line.hours} ${line.hours === 1 ? 'hour' : 'hours'}`;
  const months = `${line.validityMonths} ${line.validityMonths === 1 ? 'month' : 'months'}`;
  const what = line.kind === 'extra_hours' ? `${line.packageName} at the standard hourly rate` : `Hour package ${line.packageName}`;
  return `${what} (${hours} of expert support, valid ${line.validFrom === 'payment' ? `for ${months} from payment` : months})`;
}

/** An IBAN in groups of four: 'DE89 3704 0044 0532 0130 00'. */
function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
}

/** The country line of an address abroad (none for Germany), named in German or English. */
function countryLine(countryCode: string, lang: Lang): string | null {
  if (countryCode === 'DE') return null;
  try {
    return new Intl.DisplayNames([lang === 'de' ? 'de' : 'en'], { type: 'region' }).of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}

/** The lines of a party's postal address. */
function addressLines(p: InvoiceParty, lang: Lang): string[] {
  return [p.company, p.name, p.street, `${p.postalCode} ${p.city}`, countryLine(p.countryCode, lang)].filter((l): l is string => !!l);
}

// A4 in points, and the layout grid.
const PAGE = { width: 595.28, height: 841.89 };
const LEFT = 56;
const RIGHT = PAGE.width - 56;
const WIDTH = RIGHT - LEFT;
const INK = '#1a1a1a';
const MUTED = '#555555';

/**
 * Renders an invoice or credit note as a PDF (A4, PDF/A-3b) with every item § 14 (4) UStG asks
 * for: the seller's and the buyer's full name and address (and the buyer's USt-IdNr. when given),
 * the seller's Steuernummer and USt-IdNr., the issue date, the invoice number, the kind and extent
 * of the service (hour package, hours, validity), the date of payment (for a prepaid service the
 * date that matters, § 14 (4) no. 6), the net amount, the VAT rate and amount, and the gross total;
 * plus the order reference and the seller's bank account in the footer. German for `language`
 * 'de'; German with English beside it for 'en'. A credit note (`kind` 'credit_note') is titled
 * "Stornorechnung", names the invoice it corrects and shows its amounts negative.
 * A pure function of `doc`: the same document renders the same bytes (creation date = issue date).
 * @param doc the stored invoice document; amounts in euro cents, given as positive values (a
 *   credit note's are printed negative whatever their sign), dates 'YYYY-MM-DD'
 * @returns the PDF bytes
 * @throws RangeError for a malformed date or a fractional cent amount
 */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const lang = doc.language;
  const L = (de: string, en: string) => label(lang, de, en);
  const credit = doc.kind === 'credit_note';
  const sign = credit ? -1 : 1;
  const money = (cents: number) => formatEuroDe(sign * Math.abs(cents));
  const issued = formatDateDe(doc.issuedOn);
  const paid = doc.paidOn ? formatDateDe(doc.paidOn) : null;
  const title = credit ? L('Stornorechnung', 'Credit note') : L('Rechnung', 'Invoice');
  const created = new Date(`${doc.issuedOn}T00:00:00Z`);
  const { regular, bold } = loadFonts();

  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: 48, bottom: 24, left: LEFT, right: PAGE.width - RIGHT },
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    lang: 'de-DE',
    displayTitle: true,
    // The initial font (pdfkit accepts font bytes; its types say path), so that no standard font is set up.
    font: regular as unknown as string,
    info: {
      Title: `${title} ${doc.number}`,
      Author: doc.seller.name,
      Subject: credit && doc.corrects ? `${title} ${doc.number} (${doc.corrects.number})` : `${title} ${doc.number}`,
      Creator: doc.seller.name,
      CreationDate: created,
      ModDate: created,
    },
  });
  pdf.registerFont('Regular', regular);
  pdf.registerFont('Bold', bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const text = (s: string, x: number, y: number, opts: PDFKit.Mixins.TextOptions & { font?: 'Regular' | 'Bold'; size?: number; color?: string } = {}) => {
    const { font = 'Regular', size = 9.5, color = INK, ...rest } = opts;
    pdf.font(font).fontSize(size).fillColor(color).text(s, x, y, rest);
    return pdf.y;
  };

  // Seller, top right.
  const seller = doc.seller;
  let y = 48;
  y = text(seller.name, 330, y, { font: 'Bold', size: 10, width: RIGHT - 330 });
  const sellerLines = [seller.company, seller.street, `${seller.postalCode} ${seller.city}`, countryLine(seller.countryCode, lang), seller.email];
  for (const line of sellerLines) if (line) y = text(line, 330, y, { width: RIGHT - 330 });

  // Buyer, in the address window (DIN 5008 form B: 45 mm from the top).
  const windowTop = 128;
  text(`${seller.name} · ${seller.street} · ${seller.postalCode} ${seller.city}`, LEFT, windowTop, { size: 7, color: MUTED, width: 240 });
  y = windowTop + 16;
  for (const line of addressLines(doc.buyer, lang)) y = text(line, LEFT, y, { size: 10.5, width: 240 });
  if (doc.buyer.vatId) y = text(`${L('USt-IdNr.', 'VAT ID')}: ${doc.buyer.vatId}`, LEFT, y + 4, { width: 240 });

  // Document data, right of the address window.
  const facts: [string, string][] = [
    [credit ? L('Stornorechnung Nr.', 'Credit note no.') : L('Rechnungsnummer', 'Invoice number'), doc.number],
    [credit ? L('Datum', 'Date') : L('Rechnungsdatum', 'Invoice date'), issued],
    [L('Bestellnummer', 'Order reference'), doc.orderReference],
  ];
  if (paid) facts.push([credit ? L('Zahlungsdatum', 'Date of payment') : L('Zahlungseingang', 'Date of payment'), paid]);
  if (seller.taxNumber) facts.push([L('Steuernummer', 'Tax number'), seller.taxNumber]);
  if (seller.vatId) facts.push([L('USt-IdNr.', 'VAT ID'), seller.vatId]);
  const factsLeft = 300;
  const valueWidth = 78;
  const labelWidth = RIGHT - factsLeft - valueWidth;
  let fy = windowTop + 16;
  for (const [k, v] of facts) {
    const labelBottom = text(k, factsLeft, fy, { color: MUTED, size: 8.5, width: labelWidth - 6 });
    const valueBottom = text(v, RIGHT - valueWidth, fy, { width: valueWidth, align: 'right' });
    fy = Math.max(labelBottom, valueBottom) + 2.5;
  }

  // Title.
  y = Math.max(y, fy, 270) + 20;
  y = text(title, LEFT, y, { font: 'Bold', size: 17, width: WIDTH });
  if (credit && doc.corrects) {
    const n = doc.corrects.number;
    const d = formatDateDe(doc.corrects.issuedOn);
    y = text(L(`Korrektur zur Rechnung Nr. ${n} vom ${d}`, `Corrects invoice no. ${n} of ${d}`), LEFT, y + 4, { size: 10, width: WIDTH });
  }
  y += 18;

  // The service lines.
  const col = { pos: LEFT, desc: LEFT + 40, qty: RIGHT - 160, amount: RIGHT - 110 };
  const descWidth = col.qty - col.desc - 10;
  const headRow = (yy: number) => {
    const bottoms = [
      text(L('Pos.', 'Item'), col.pos, yy, { font: 'Bold', size: 8.5, width: 38 }),
      text(L('Leistung', 'Service'), col.desc, yy, { font: 'Bold', size: 8.5, width: descWidth }),
      text(L('Menge', 'Qty'), col.qty, yy, { font: 'Bold', size: 8.5, width: 44, align: 'right' }),
      text(L('Betrag netto', 'Net amount'), col.amount, yy, { font: 'Bold', size: 8.5, width: RIGHT - col.amount, align: 'right' }),
    ];
    return Math.max(...bottoms);
  };
  y = headRow(y) + 4;
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.6).strokeColor(INK).stroke();
  y += 6;
  doc.lines.forEach((line, i) => {
    const top = y;
    text(String(i + 1), col.pos, top, { width: 38 });
    let bottom = text(serviceDescriptionDe(line), col.desc, top, { width: descWidth });
    if (lang !== 'de') bottom = text(serviceDescriptionEn(line), col.desc, bottom + 1, { width: descWidth, color: MUTED, size: 8.5 });
    const qtyBottom = text('1', col.qty, top, { width: 44, align: 'right' });
    const amountBottom = text(money(line.netCents), col.amount, top, { width: RIGHT - col.amount, align: 'right' });
    y = Math.max(bottom, qtyBottom, amountBottom) + 8;
  });
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.6).strokeColor(INK).stroke();
  y += 10;

  // Totals (§ 14 (4) no. 7 and 8 UStG).
  const rate = formatRateDe(doc.vatRatePercent);
  const totals: [string, string, boolean][] = [
    [L('Nettobetrag', 'Net amount'), money(doc.netCents), false],
    [L(`Umsatzsteuer ${rate}`, `VAT ${rate}`), money(doc.vatCents), false],
    [L('Gesamtbetrag', 'Total amount'), money(doc.grossCents), true],
  ];
  const totalsLeft = RIGHT - 290;
  for (const [k, v, strong] of totals) {
    const font = strong ? 'Bold' : 'Regular';
    const labelBottom = text(k, totalsLeft, y, { font, width: 190 });
    y = Math.max(labelBottom, text(v, RIGHT - 100, y, { font, width: 100, align: 'right' })) + 4;
  }
  y += 14;

  // How it was or is paid.
  const notes: string[] = [];
  if (credit) {
    notes.push(L('Der Betrag wird Ihnen erstattet.', 'The amount is refunded to you.'));
  } else if (paid) {
    notes.push(L(`Der Gesamtbetrag wurde am ${paid} bezahlt (Vorauszahlung). Vielen Dank!`, `The total amount was paid on ${paid} (prepayment). Thank you!`));
  } else {
    notes.push(
      L(
        `Bitte überweisen Sie den Gesamtbetrag unter Angabe der Bestellnummer ${doc.orderReference}.`,
        `Please transfer the total amount quoting the order reference ${doc.orderReference}.`,
      ),
    );
  }
  for (const note of notes) y = text(note, LEFT, y, { width: WIDTH }) + 4;

  // Footer: the firm, its tax numbers and its bank account.
  const footer = [
    [seller.name, seller.street, `${seller.postalCode} ${seller.city}`, seller.email].filter(Boolean).join(' · '),
    [seller.taxNumber ? `${L('Steuernummer', 'Tax number')} ${seller.taxNumber}` : null, seller.vatId ? `${L('USt-IdNr.', 'VAT ID')} ${seller.vatId}` : null]
      .filter(Boolean)
      .join(' · '),
    `${L('Bankverbindung', 'Bank account')}: ${doc.bank.accountHolder} · IBAN ${formatIban(doc.bank.iban)} · BIC ${doc.bank.bic}`,
    // Business letters of a GmbH name the register and the managing directors (§ 35a (1) GmbHG).
    ...doc.legalNotice,
  ];
  const footerTop = PAGE.height - 84 - 10 * doc.legalNotice.length;
  pdf
    .moveTo(LEFT, footerTop - 8)
    .lineTo(RIGHT, footerTop - 8)
    .lineWidth(0.4)
    .strokeColor('#999999')
    .stroke();
  let footY = footerTop;
  for (const line of footer) footY = text(line, LEFT, footY, { size: 7.5, color: MUTED, width: WIDTH, align: 'center' }) + 1;

  pdf.end();
  return done;
}

/**
 * Checks a generated corpus's ground truth against its PDFs, without the recognizer: every value
 * a letter's truth (`<id>.json`) claims must be printed in its PDF (`<id>.pdf`, text by pdftotext
 * of poppler-utils). The letter date in any of the corpus's forms ('03.03.2025', '03.03.25', '3. März
 * 2025', '3. Mär. 2025', the blind set's '03. März 2025', '03. Nov. 2025', '3.3.2025', the nineteenth set's '3.3.25', the
 * twenty-fourth set's '03. 03. 2025', and the eleventh set's ISO 8601 form of DIN 5008, '2025-03-03'); the due
 * date likewise; the amount in any of its notations ('1.234,56', '1 234,56', '1234,56'); the tax
 * year; the Finanzamt's name; the Steuernummer's digit groups in order (Land notation, ELSTER form,
 * also grouped as '2899/0815/08155', Rheinland-Pfalz's split check digit); the Steuer-ID's (also grouped by dots), IBAN's, payee's and
 * payment reference's characters; "Rechtsbehelfsbelehrung" exactly when the truth says so. A
 * document with no type must print none of a letter's details in the truth (its truth is empty).
 *
 *   npx tsx scripts/letters/verify.ts --dir <dir>
 *
 * Prints each failed check and the count; exits 1 when any failed, 0 otherwise.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { LetterTruth } from './corpus.js';
import { dateLong, dateNumeric, dateShort } from './data.js';

const MONTH_SHORT: Record<string, string> = {
  Januar: 'Jan.',
  Februar: 'Feb.',
  April: 'Apr.',
  August: 'Aug.',
  September: 'Sept.',
  Oktober: 'Okt.',
  November: 'Nov.',
  Dezember: 'Dez.',
};

/** The forms a date may be printed in. */
function dateForms(iso: string): string[] {
  const long = dateLong(iso);
  const month = long.split(' ')[1]!;
  return [dateNumeric(iso), dateShort(iso), long, ...(MONTH_SHORT[month] ? [long.replace(month, MONTH_SHORT[month])] : [])];
}

/** The blind set's month abbreviations ('Sep.' where the fresh set has 'Sept.'). */
const MONTH_SHORT_BLIND = ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sep.', 'Okt.', 'Nov.', 'Dez.'];

/**
 * Whether the date `iso` is printed in `flat`: in one of dateForms, or in one of the blind set's
 * ('03. November 2026', '03. Nov. 2026', '3.11.2026'), the nineteenth set's ('3.11.26'), the
 * twenty-fourth set's ('03. 11. 2026') or the eleventh set's ISO 8601 form ('2026-11-03'), not as part
 * of a longer number.
 */
function datePrinted(iso: string, flat: string): boolean {
  if (dateForms(iso).some((f) => flat.includes(f))) return true;
  const [y, m, d] = iso.split('-') as [string, string, string];
  const month = dateLong(iso).split(' ')[1]!;
  const forms = [
    `${d}. ${month} ${y}`,
    `${d}. ${MONTH_SHORT_BLIND[Number(m) - 1]} ${y}`,
    `${Number(d)}.${Number(m)}.${y}`,
    // The nineteenth set's terse form: '3.2.26'.
    `${Number(d)}.${Number(m)}.${y.slice(2)}`,
    // The twenty-fourth set's spaced form: '03. 11. 2026'.
    `${d}. ${m}. ${y}`,
  ];
  if (forms.some((f) => new RegExp(`(?<![\\d.])${f.replace(/\./g, '\\.')}(?!\\d)`).test(flat))) return true;
  return new RegExp(`(?<![\\d-])${iso}(?![\\d-])`).test(flat);
}

/** The amounts (in cents) printed in `text`: '1.234,56', '1 234,56', '1234,56' (also after a minus). */
function amountsIn(text: string): Set<number> {
  const found = new Set<number>();
  for (const m of text.matchAll(/\d{1,3}(?:[. ]\d{3})+,\d{2}|\d+,\d{2}/g)) found.add(Number(m[0].replace(/[. ]/g, '').replace(',', '')));
  return found;
}

/**
 * Whether the Steuernummer `land` (Land notation) is printed: its digit groups in order, in any of
 * the forms (the ELSTER form puts a 0 between the Finanzamt's and the district's digits, which
 * Baden-Württemberg's notation writes as one group).
 */
function stnrPrinted(land: string, compact: string): boolean {
  const [head, ...rest] = land.split(/[/ ]/);
  const first = head!.replace(/^0/, '');
  const last = rest.pop()!;
  // The last group may carry its check digit apart ('0815/4', Rheinland-Pfalz).
  const tail = [...rest, `${last.slice(0, -1)}\\D?${last.slice(-1)}`].join('\\D?0?\\D?');
  // The ELSTER form may be grouped ('2899/0815/08155', blind set): a separator before its 0.
  const heads = [first, `${first.slice(0, 2)}\\D?0${first.slice(2)}`, `${first.slice(0, 3)}\\D?0${first.slice(3)}`];
  return heads.some((h) => new RegExp(`${h}\\D?0?\\D?${tail}`).test(compact));
}

/** The failed checks of one document. */
function verifyLetter(truth: LetterTruth, text: string): string[] {
  const flat = text.replace(/\s+/g, ' ');
  const compact = text.replace(/\s+/g, '');
  const failed: string[] = [];
  const need = (what: string, ok: boolean) => {
    if (!ok) failed.push(what);
  };
  if (truth.letterType === null) return failed;
  if (truth.letterDate) need(`letterDate ${truth.letterDate}`, datePrinted(truth.letterDate, flat));
  if (truth.dueDate) need(`dueDate ${truth.dueDate}`, datePrinted(truth.dueDate, flat));
  const cents = truth.amountDueCents ?? truth.refundCents;
  if (cents !== null) need(`amount ${cents}`, amountsIn(flat).has(cents));
  if (truth.taxYear) need(`taxYear ${truth.taxYear}`, new RegExp(`\\b${truth.taxYear}\\b`).test(flat));
  if (truth.finanzamt) need(`finanzamt ${truth.finanzamt}`, flat.includes(truth.finanzamt));
  if (truth.steuernummer) need(`steuernummer ${truth.steuernummer}`, stnrPrinted(truth.steuernummer, compact));
  // The Steuer-ID also grouped by dots ('01.234.567.890', twelfth set).
  if (truth.steuerId) need(`steuerId ${truth.steuerId}`, compact.includes(truth.steuerId) || compact.replace(/(?<=\d)\.(?=\d)/g, '').includes(truth.steuerId));
  if (truth.iban) need(`iban ${truth.iban}`, compact.includes(truth.iban));
  if (truth.payee) need(`payee ${truth.payee}`, flat.includes(truth.payee));
  if (truth.paymentReference) need(`paymentReference ${truth.paymentReference}`, flat.includes(truth.paymentReference));
  need(`hasInstructions ${truth.hasInstructions}`, flat.includes('Rechtsbehelfsbelehrung') === truth.hasInstructions);
  return failed;
}

function main(): void {
  const { values } = parseArgs({ options: { dir: { type: 'string' } } });
  if (!values.dir) {
    console.error('usage: tsx scripts/letters/verify.ts --dir <dir>');
    process.exit(2);
  }
  const dir = resolve(values.dir);
  const ids = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort();
  let failures = 0;
  for (const id of ids) {
    const truth = JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as LetterTruth;
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, `${id}.pdf`), '-'], { encoding: 'utf8' });
    for (const f of verifyLetter(truth, text)) {
      failures++;
      console.log(`${id}: not printed: ${f}`);
    }
  }
  console.log(`${ids.length} documents checked, ${failures} failed checks`);
  process.exit(failures ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();

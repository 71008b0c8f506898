/**
 * The texts of the sample letters: one template per letter type, each giving the subject, the body
 * blocks (paragraphs, a table of amounts, a payment section, the Rechtsbehelfsbelehrung) and the
 * type's part of the ground truth (amounts, due date, tax year). Layout is corpus.ts's business.
 */
import { LETTER_TYPES, type LetterType } from '../../src/shared/letters/letter-types.js';
import type { CorpusSet } from './corpus.js';
import { type Finanzamt, type Rng, addDays, dateCompact, dateLong, dateNumeric, dateShort, euro, workday } from './data.js';

/** The letter types: the product's own list (one template each, enforced by `TEMPLATES`' type). */
export const SAMPLE_LETTER_TYPES = LETTER_TYPES;
export type SampleLetterType = LetterType;

/** A piece of the letter's body, laid out top to bottom. */
export type Block =
  | { kind: 'para'; text: string; bold?: boolean }
  /**
   * A table: `head` over the amount columns; rows of [label, ...cells]; `strong` rows are bold;
   * `tallHead`: the head's labels take two lines (the blind set's settlement table).
   */
  | { kind: 'table'; title?: string; head?: string[]; rows: string[][]; strong?: number[]; tallHead?: boolean }
  /**
   * A ruled grid (sixth set): `head` over every column, `rows` of cells, a `total` row in bold
   * below a rule (or none); the first column is text, the others are right-aligned.
   */
  | { kind: 'grid'; title: string; head: string[]; rows: string[][]; total: string[] | null }
  /**
   * The payment section (a framed box); `code`: a GiroCode beside it ("Zahlen mit Code", sixth set),
   * drawn from this seed; `banks`: a ruled table of the Finanzkasse's accounts below the lines, under
   * its `title` ("Kreditinstitut | IBAN | BIC", thirteenth set); `columns`: see below.
   */
  | {
      kind: 'payment';
      lines: string[];
      code?: number;
      banks?: { title: string; rows: [string, string, string][] };
      /** A small table at the top of the box, its head over one row ("Betrag | fällig am | Konto", eighteenth set). */
      columns?: { head: string[]; row: string[] };
    }
  /**
   * Small print under a heading: Rechtsbehelfsbelehrung, Erläuterungen; `runIn`: the heading opens
   * the paragraph ("Rechtsbehelfsbelehrung: Diesen Bescheid …", sixth set).
   */
  | { kind: 'smallprint'; title: string; text: string; runIn?: boolean }
  /**
   * A payment schedule (seventh set): the due date first, then the amount, the kind of tax and the
   * period ("Fälligkeit | Betrag | Steuerart | Zeitraum"), ruled above and below.
   */
  | { kind: 'ledger'; title: string; head: string[]; rows: string[][] }
  /**
   * A framed, lightly shaded box under a heading, label and value on each row (twenty-fourth set: the
   * result at a glance, "Auf einen Blick").
   */
  | { kind: 'box'; title: string; rows: [string, string][] }
  /** The rest goes on the next page. */
  | { kind: 'pagebreak' };

/** What a template decides about the ground truth. */
interface TemplateTruth {
  taxYear: number | null;
  amountDueCents: number | null;
  refundCents: number | null;
  dueDate: string | null;
  hasInstructions: boolean;
  /** Whether a Steuer-ID is printed (letters to businesses have none). */
  personal: boolean;
}

interface TemplateInput {
  rng: Rng;
  /** The generator of the layout and wording variants added later (corpus.ts `letterSpecs`). */
  vary: Rng;
  amt: Finanzamt;
  letterDate: string;
  /** How dates in the body are written ('short': '27.11.26', unseen set only). */
  dateStyle: 'numeric' | 'long' | 'short';
  /** Bank lines of the Finanzkasse. */
  bank: { bank: string; iban: string; bic: string };
  /** 'Sehr geehrte Frau Weiß,' etc. */
  salutation: string;
  /** The recipient's surname or business name, for the text. */
  business: string | null;
  /** The Steuernummer as printed in the letterhead (for references in the text). */
  stnr: string;
  /** Which corpus: the held-out, the fresh, the unseen, the blind, the sixth, the seventh, the eighth, the ninth, the tenth, the eleventh, the twelfth, the thirteenth, the fourteenth, the fifteenth, the sixteenth, the seventeenth, the eighteenth, the nineteenth, the twentieth, the twenty-first, the twenty-second, the twenty-third and the twenty-fourth set word the payment block differently (never tuned on). */
  set: CorpusSet;
  /** The sixth set's own generator (null in the other sets), for its statements and payment wording. */
  sixth: Rng | null;
  /**
   * The seventh set's own generator, its Finanzkasse's accounts (the Bundesbank first) and whether a
   * payment schedule (corpus.ts) names the amount and the due date above the payment section; null
   * in the other sets.
   */
  seventh?: { rng: Rng; banks: { bank: string; iban: string; bic: string }[]; ledger: boolean; tax: readonly [string, string] } | null;
  /** The eighth set's own generator and the tax its payment reference names ('ESt', 'Einkommensteuer'); null in the other sets. */
  eighth?: { rng: Rng; tax: readonly [string, string] } | null;
  /**
   * The ninth set's own generator, the tax its payment reference names, the Finanzkasse's accounts
   * (the Bundesbank first) and the Land's name; null in the other sets.
   */
  ninth?: { rng: Rng; tax: readonly [string, string]; banks: { bank: string; iban: string; bic: string }[]; land: string } | null;
  /**
   * The tenth set's own generator, the tax its payment reference names and the Finanzkasse's
   * accounts (the Bundesbank first); null in the other sets.
   */
  tenth?: { rng: Rng; tax: readonly [string, string]; banks: { bank: string; iban: string; bic: string }[] } | null;
  /**
   * The eleventh set's own generator, the tax its payment reference names and the Finanzkasse's
   * accounts (the Bundesbank first); null in the other sets.
   */
  eleventh?: { rng: Rng; tax: readonly [string, string]; banks: { bank: string; iban: string; bic: string }[] } | null;
  /**
   * The twelfth set's own generator, the tax its payment reference names and the Finanzkasse's
   * accounts (the Bundesbank first); null in the other sets.
   */
  twelfth?: { rng: Rng; tax: readonly [string, string]; banks: { bank: string; iban: string; bic: string }[] } | null;
  /**
   * The thirteenth set's own generator, the tax its payment reference names and the Finanzkasse's
   * accounts (the Bundesbank first); `table` is set by the payment section when the accounts go in a
   * ruled table below its lines (corpus.ts draws it); null in the other sets.
   */
  thirteenth?: { rng: Rng; tax: readonly [string, string]; banks: { bank: string; iban: string; bic: string }[]; table: boolean } | null;
  /**
   * The fourteenth set's own generator, the tax its payment reference names and the Finanzkasse's
   * accounts (the Bundesbank first); null in the other sets.
   */
  fourteenth?: { rng: Rng; tax: readonly [string, string]; banks: { bank: string; iban: string; bic: string }[] } | null;
  /**
   * The fifteenth set's own generator, the tax its payment reference names and the Finanzkasse's
   * accounts (the Bundesbank first); null in the other sets.
   */
  fifteenth?: { rng: Rng; tax: readonly [string, string]; banks: { bank: string; iban: string; bic: string }[] } | null;
  /**
   * The sixteenth set's own generator, the tax its payment reference names and the Finanzkasse's
   * accounts (the Bundesbank first); null in the other sets.
   */
  sixteenth?: { rng: Rng; tax: readonly [string, string]; banks: { bank: string; iban: string; bic: string }[] } | null;
  /**
   * The seventeenth set's own generator, the tax its payment reference names, the Finanzkasse's
   * accounts (the Bundesbank first) and the Land that holds them ('Land Hessen'); null in the other sets.
   */
  seventeenth?: { rng: Rng; tax: readonly [string, string]; banks: { bank: string; iban: string; bic: string }[]; land: string } | null;
  /**
   * The eighteenth set's own generator, the tax its payment reference names and the Finanzkasse's
   * accounts (the Bundesbank first); `columns` is set by the payment section when the amount, the due
   * date and the account go in a small table at the top of its box ("Betrag | fällig am | Konto",
   * corpus.ts draws it); null in the other sets.
   */
  eighteenth?: {
    rng: Rng;
    tax: readonly [string, string];
    banks: { bank: string; iban: string; bic: string }[];
    columns: { head: string[]; row: string[] } | null;
  } | null;
  /**
   * The nineteenth set's own generator, the tax its payment reference names, the Finanzkasse's
   * accounts (the Bundesbank first) and whether its payment box writes the due date tersely
   * ('3.2.26', as the letter's date); null in the other sets.
   */
  nineteenth?: { rng: Rng; tax: readonly [string, string]; banks: { bank: string; iban: string; bic: string }[]; compact: boolean } | null;
  /**
   * The twentieth set's own generator, the tax its payment reference names and the Finanzkasse's
   * accounts (the Bundesbank first); null in the other sets.
   */
  twentieth?: { rng: Rng; tax: readonly [string, string]; banks: { bank: string; iban: string; bic: string }[] } | null;
  /**
   * The twenty-first set's own generator, the tax its payment reference names and the Finanzkasse's
   * accounts (the Bundesbank first); null in the other sets.
   */
  twentyfirst?: { rng: Rng; tax: readonly [string, string]; banks: { bank: string; iban: string; bic: string }[] } | null;
  /**
   * The twenty-second set's own generator, the tax its payment reference names and the Finanzkasse's
   * accounts (the Bundesbank first); null in the other sets.
   */
  twentysecond?: { rng: Rng; tax: readonly [string, string]; banks: { bank: string; iban: string; bic: string }[] } | null;
  /**
   * The twenty-third set's own generator, the tax its payment reference names, the Finanzkasse's
   * accounts (the Bundesbank first) and the Steuernummer's 13-digit ELSTER form; null in the other sets.
   */
  twentythird?: { rng: Rng; tax: readonly [string, string]; banks: { bank: string; iban: string; bic: string }[]; elster: string } | null;
  /**
   * The twenty-fourth set's own generator, the tax its payment reference names, the Finanzkasse's
   * accounts (the Bundesbank first) and whether the letter goes to a married couple assessed jointly
   * (its calculation of the tax then by the splitting tariff); null in the other sets.
   */
  twentyfourth?: { rng: Rng; tax: readonly [string, string]; banks: { bank: string; iban: string; bic: string }[]; joint: boolean } | null;
  /** Filled by the payment section: the account holder and the payment reference as printed. */
  printed: { payee: string | null; reference: string | null };
}

interface TemplateOutput {
  subject: string[];
  blocks: Block[];
  truth: TemplateTruth;
}

const RBB_BESCHEID =
  'Diesen Bescheid können Sie mit dem Einspruch anfechten. Der Einspruch ist bei dem vorbezeichneten Finanzamt schriftlich einzureichen, diesem elektronisch zu übermitteln oder dort zur Niederschrift zu erklären. Die Frist für die Einlegung des Einspruchs beträgt einen Monat. Sie beginnt mit Ablauf des Tages, an dem Ihnen dieser Bescheid bekannt gegeben worden ist. Bei Übermittlung durch die Post gilt die Bekanntgabe mit dem dritten Tag nach Aufgabe zur Post als bewirkt, es sei denn, dass der Bescheid zu einem späteren Zeitpunkt zugegangen ist (§ 122 Abs. 2 Nr. 1 AO). Durch die Einlegung des Einspruchs wird die Vollziehung des angefochtenen Bescheids nicht gehemmt; insbesondere wird die Erhebung einer Abgabe nicht aufgehalten (§ 361 AO).';

function rbbKlage(amt: Finanzamt): string {
  return `Gegen diese Einspruchsentscheidung kann Klage bei dem Finanzgericht erhoben werden, in dessen Bezirk das ${amt.name} seinen Sitz hat. Die Klage ist innerhalb eines Monats nach Bekanntgabe dieser Entscheidung schriftlich oder elektronisch zu erheben (§ 47 FGO). Die Frist für die Erhebung der Klage gilt als gewahrt, wenn die Klage innerhalb der Frist bei dem Finanzamt angebracht oder zur Niederschrift gegeben wird. Die Klage muss den Kläger, den Beklagten, den Gegenstand des Klagebegehrens und den angefochtenen Verwaltungsakt bezeichnen.`;
}

const ERLAEUTERUNG_ESt = [
  'Die Festsetzung ist gemäß § 165 Abs. 1 Satz 2 Nr. 3 AO vorläufig hinsichtlich der Höhe des Grundfreibetrags und der Abziehbarkeit der Beiträge zu Renten- und Krankenversicherungen.',
  'Die Aufwendungen für Arbeitsmittel konnten nur teilweise berücksichtigt werden, da ein Nachweis über die berufliche Nutzung nicht vorgelegt wurde.',
  'Bei der Berechnung der Einkommensteuer wurde der Entlastungsbetrag für Alleinerziehende berücksichtigt.',
  'Die Kinderbetreuungskosten wurden in Höhe von zwei Dritteln, höchstens 4.000 € je Kind, als Sonderausgaben berücksichtigt.',
  'Die Steuerermäßigung für haushaltsnahe Dienstleistungen (§ 35a EStG) wurde gewährt.',
];

function cents(rng: Rng, minEuro: number, maxEuro: number): number {
  return rng.int(minEuro * 100, maxEuro * 100);
}

/** A date as the template's style writes it. */
function d(input: TemplateInput, iso: string): string {
  return input.dateStyle === 'long' ? dateLong(iso) : input.dateStyle === 'short' ? dateShort(iso) : dateNumeric(iso);
}

/** The pay-by date a month (and a few days) after the letter date, on a working day. */
function payBy(input: TemplateInput, minDays = 31, maxDays = 35): string {
  return workday(addDays(input.letterDate, input.rng.int(minDays, maxDays)));
}

/**
 * The payment section; `total`: the amount sums several debts (Mahnung, Vollstreckung); `settled`:
 * a settlement table above prints the amount (blind set), so the section may leave it out.
 */
function paymentLines(input: TemplateInput, amount: number, due: string, what = '', total = false, settled = false): string[] {
  if (input.set === 'fresh') return freshPaymentLines(input, amount, due, what, total);
  if (input.set === 'unseen') return unseenPaymentLines(input, amount, due, what, total);
  if (input.set === 'blind') return blindPaymentLines(input, amount, due, what, total, settled);
  if (input.set === 'sixth') return sixthPaymentLines(input, amount, due, what, total, settled);
  if (input.set === 'seventh') return seventhPaymentLines(input, amount, due, what, total);
  if (input.set === 'eighth') return eighthPaymentLines(input, amount, due, what, total);
  if (input.set === 'ninth') return ninthPaymentLines(input, amount, due, what, total);
  if (input.set === 'tenth') return tenthPaymentLines(input, amount, due, what, total);
  if (input.set === 'eleventh') return eleventhPaymentLines(input, amount, due, what, total);
  if (input.set === 'twelfth') return twelfthPaymentLines(input, amount, due, what, total);
  if (input.set === 'thirteenth') return thirteenthPaymentLines(input, amount, due, what, total);
  if (input.set === 'fourteenth') return fourteenthPaymentLines(input, amount, due, what, total);
  if (input.set === 'fifteenth') return fifteenthPaymentLines(input, amount, due, what, total);
  if (input.set === 'sixteenth') return sixteenthPaymentLines(input, amount, due, what, total);
  if (input.set === 'seventeenth') return seventeenthPaymentLines(input, amount, due, what, total);
  if (input.set === 'eighteenth') return eighteenthPaymentLines(input, amount, due, what, total);
  if (input.set === 'nineteenth') return nineteenthPaymentLines(input, amount, due, what, total);
  if (input.set === 'twentieth') return twentiethPaymentLines(input, amount, due, what, total);
  if (input.set === 'twentyfirst') return twentyfirstPaymentLines(input, amount, due, what, total);
  if (input.set === 'twentysecond') return twentysecondPaymentLines(input, amount, due, what, total);
  if (input.set === 'twentythird') return twentythirdPaymentLines(input, amount, due, what, total);
  if (input.set === 'twentyfourth') return twentyfourthPaymentLines(input, amount, due, what, total);
  const { rng, vary, amt, bank } = input;
  const phrase = total
    ? `Bitte zahlen Sie den Gesamtbetrag von ${euro(amount)} bis zum ${d(input, due)}.`
    : rng.pick([
        `Bitte zahlen Sie ${euro(amount)} bis zum ${d(input, due)}${what}.`,
        `Bitte zahlen Sie den Betrag von ${euro(amount)} spätestens bis zum ${d(input, due)}${what}.`,
      ]);
  const kasse = `Finanzkasse ${amt.name.replace(/^Finanzamt /, '')}`;
  let bankLines: string[];
  if (input.set === 'heldout') {
    // Held-out wording: a table-like block with "Kontoinhaber" and a Kassenzeichen.
    const reference = `${vary.digits(4)}.${vary.digits(4)}.${vary.digits(4)}`;
    const payee = vary.pick([kasse, amt.name]);
    Object.assign(input.printed, { payee, reference });
    bankLines = [`Kontoinhaber: ${payee}`, `Kreditinstitut: ${bank.bank}`, `IBAN ${bank.iban}`, `BIC ${bank.bic}`, `Kassenzeichen: ${reference}`];
  } else if (vary.chance(0.5)) {
    const reference = `Steuernummer ${input.stnr}`;
    Object.assign(input.printed, { payee: kasse, reference });
    bankLines = [`Empfänger: ${kasse}, ${bank.bank}`, `IBAN: ${bank.iban}   BIC: ${bank.bic}`, `Verwendungszweck: ${reference}`];
  } else {
    const reference = `${input.stnr} ${vary.pick(['ESt', 'USt', 'StNr'])} ${input.letterDate.slice(0, 4)}`;
    Object.assign(input.printed, { payee: amt.name, reference });
    bankLines = [`Zahlungsempfänger: ${amt.name}`, `${bank.bank} · IBAN ${bank.iban} · BIC ${bank.bic}`, `Bitte geben Sie bei Zahlung an: ${reference}`];
  }
  return [
    phrase,
    ...bankLines,
    rng.pick([
      'Wenn Sie uns ein SEPA-Lastschriftmandat erteilt haben, wird der Betrag abgebucht.',
      'Bei verspäteter Zahlung entstehen Säumniszuschläge (§ 240 AO).',
      'Geben Sie bei der Überweisung bitte unbedingt die Steuernummer an.',
    ]),
  ];
}

/**
 * The fresh set's payment section: "Bitte überweisen Sie …", "… ist bis zum … zu entrichten",
 * "Zahlen Sie bitte … spätestens am …"; payee, bank and Verwendungszweck as labelled lines or as a
 * two-column table (label, tab, value; corpus.ts draws the columns).
 */
function freshPaymentLines(input: TemplateInput, amount: number, due: string, what: string, total: boolean): string[] {
  const { vary, amt, bank } = input;
  const phrase = total
    ? vary.pick([
        `Bitte überweisen Sie den Gesamtbetrag von ${euro(amount)} bis zum ${d(input, due)}.`,
        `Der rückständige Betrag von ${euro(amount)} ist bis zum ${d(input, due)} zu entrichten.`,
      ])
    : vary.pick([
        `Bitte überweisen Sie ${euro(amount)} bis zum ${d(input, due)}${what} auf das unten genannte Konto.`,
        `Der Betrag von ${euro(amount)} ist bis zum ${d(input, due)}${what} zu entrichten.`,
        `Zahlen Sie bitte ${euro(amount)} spätestens am ${d(input, due)}${what}.`,
      ]);
  const kasse = `Finanzkasse ${amt.name.replace(/^Finanzamt /, '')}`;
  const year = input.letterDate.slice(0, 4);
  let bankLines: string[];
  const style = vary.int(0, 2);
  if (style === 0) {
    const reference = `${input.stnr} ${vary.pick(['ESt', 'USt', 'EStVz'])} ${year}`;
    Object.assign(input.printed, { payee: kasse, reference });
    bankLines = [`Zahlungsempfänger\t${kasse}`, `Kreditinstitut\t${bank.bank}`, `IBAN\t${bank.iban}`, `BIC\t${bank.bic}`, `Verwendungszweck\t${reference}`];
  } else if (style === 1) {
    const reference = `Kassenzeichen ${vary.digits(3)} ${vary.digits(4)} ${vary.digits(4)}`;
    Object.assign(input.printed, { payee: amt.name, reference });
    bankLines = [`Zahlungsempfänger: ${amt.name}`, `IBAN: ${bank.iban} · BIC: ${bank.bic} (${bank.bank})`, `Verwendungszweck: ${reference}`];
  } else {
    const reference = `StNr ${input.stnr}`;
    Object.assign(input.printed, { payee: kasse, reference });
    bankLines = [`Empfänger: ${kasse}`, `Bankverbindung: ${bank.bank}`, `IBAN ${bank.iban}, BIC ${bank.bic}`, `Verwendungszweck: ${reference}`];
  }
  return [
    phrase,
    ...bankLines,
    vary.pick([
      'Zahlungen mit Scheck sind nicht möglich. Bei verspäteter Zahlung entstehen Säumniszuschläge (§ 240 AO).',
      'Haben Sie uns ein SEPA-Lastschriftmandat erteilt, ziehen wir den Betrag zum Fälligkeitstag ein.',
      'Bitte geben Sie den Verwendungszweck vollständig an, damit Ihre Zahlung zugeordnet werden kann.',
    ]),
  ];
}

/**
 * The unseen set's payment section (never tuned on): "Der Betrag von … ist fällig am …", "Bitte
 * begleichen Sie … bis spätestens …", or the amount and the due date as two rows ("Zahlbetrag",
 * "fällig am"); the account as a two-column table with "Kontoinhaber" and a Kassenzeichen, as
 * labelled lines with the IBAN in its electronic form (no spaces) and a BIC line, or as one line
 * "Konto der Finanzkasse …: IBAN …, BIC …" with the Kassenzeichen asked for below it.
 */
function unseenPaymentLines(input: TemplateInput, amount: number, due: string, what: string, total: boolean): string[] {
  const { vary, amt, bank } = input;
  const when = d(input, due);
  const phrase = total
    ? [
        vary.pick([
          `Bitte zahlen Sie den offenen Gesamtbetrag von ${euro(amount)} umgehend, spätestens bis zum ${when}.`,
          `Der Gesamtrückstand von ${euro(amount)} ist fällig am ${when}.`,
        ]),
      ]
    : vary.pick([
        [`Der Betrag von ${euro(amount)}${what} ist fällig am ${when}.`],
        [`Bitte begleichen Sie ${euro(amount)}${what} bis spätestens ${when}.`],
        [`Zahlbetrag\t${euro(amount)}`, `fällig am\t${when}`],
      ]);
  const kasse = `Finanzkasse ${amt.name.replace(/^Finanzamt /, '')}`;
  const kassenzeichen = `${vary.digits(3)}-${vary.digits(6)}-${vary.digits(1)}`;
  let bankLines: string[];
  const style = vary.int(0, 2);
  if (style === 0) {
    Object.assign(input.printed, { payee: kasse, reference: kassenzeichen });
    bankLines = [`Kontoinhaber\t${kasse}`, `IBAN\t${bank.iban}`, `BIC\t${bank.bic}`, `Kreditinstitut\t${bank.bank}`, `Kassenzeichen\t${kassenzeichen}`];
  } else if (style === 1) {
    const reference = `St.-Nr. ${input.stnr}`;
    Object.assign(input.printed, { payee: amt.name, reference });
    bankLines = [`Empfänger: ${amt.name}`, `IBAN: ${bank.iban.replace(/ /g, '')}`, `BIC: ${bank.bic} (${bank.bank})`, `Verwendungszweck: ${reference}`];
  } else {
    Object.assign(input.printed, { payee: kasse, reference: kassenzeichen });
    bankLines = [`Konto der ${kasse}: IBAN ${bank.iban}, BIC ${bank.bic}`, `Kassenzeichen: ${kassenzeichen} (bitte bei Zahlung angeben)`];
  }
  return [
    ...phrase,
    ...bankLines,
    vary.pick([
      'Wird nicht rechtzeitig gezahlt, entstehen Säumniszuschläge (§ 240 AO).',
      'Ein SEPA-Lastschriftmandat können Sie uns jederzeit über Mein ELSTER erteilen.',
    ]),
  ];
}

/**
 * The blind set's payment section (never tuned on, and none of the other sets has it): the due date
 * as "… ist zu entrichten bis …", "Zu zahlen sind …, spätestens am …" or a line "Abschlusszahlung:
 * … · Fälligkeit: …" (after a settlement table, three in five name only the due date); the account
 * under "Bankverbindung der Finanzkasse:" with the bank's name on a line of its own, "Zahlung
 * zugunsten der Finanzkasse …", or "Zahlungsempfänger:" with the bank block in one line; the
 * reference as "Zahlungszweck:", "Aktenzeichen:" or "Bei Zahlung bitte angeben:".
 */
function blindPaymentLines(input: TemplateInput, amount: number, due: string, what: string, total: boolean, settled: boolean): string[] {
  const { vary, amt, bank } = input;
  const when = d(input, due);
  const e = euro(amount);
  let phrase: string[];
  if (settled && vary.chance(0.6))
    phrase = vary.pick([
      [`Der Betrag ist zu entrichten bis ${when}.`],
      [`Fälligkeit: ${when}`],
      [`Bitte zahlen Sie die Abschlusszahlung spätestens am ${when}.`],
    ]);
  else if (total)
    phrase = vary.pick([[`Der rückständige Gesamtbetrag von ${e} ist zu entrichten bis ${when}.`], [`Offener Restbetrag: ${e} · Fälligkeit: ${when}`]]);
  else
    phrase = vary.pick([
      [`Der Betrag von ${e}${what} ist zu entrichten bis ${when}.`],
      [`Zu zahlen sind ${e}${what}, spätestens am ${when}.`],
      [`${vary.pick(['Abschlusszahlung', 'Restbetrag'])}: ${e}${what} · Fälligkeit: ${when}`],
    ]);
  const kasse = `Finanzkasse ${amt.name.replace(/^Finanzamt /, '')}`;
  const year = input.letterDate.slice(0, 4);
  let bankLines: string[];
  const style = vary.int(0, 2);
  if (style === 0) {
    const reference = `${input.stnr} ${vary.pick(['ESt', 'USt', 'ESt-VZ'])} ${year}`;
    Object.assign(input.printed, { payee: kasse, reference });
    bankLines = [
      'Bankverbindung der Finanzkasse:',
      bank.bank,
      `IBAN ${bank.iban} · BIC ${bank.bic}`,
      `Zahlungsempfänger: ${kasse}`,
      `Zahlungszweck: ${reference}`,
    ];
  } else if (style === 1) {
    const reference = `${vary.pick(['ESt', 'USt', 'Erh'])} ${vary.digits(2)}/${vary.digits(5)}`;
    Object.assign(input.printed, { payee: kasse, reference });
    bankLines = [`Zahlung zugunsten der ${kasse}`, `${bank.bank} – IBAN ${bank.iban} – BIC ${bank.bic}`, `Aktenzeichen: ${reference}`];
  } else {
    const reference = `StNr. ${input.stnr}`;
    Object.assign(input.printed, { payee: amt.name, reference });
    bankLines = [
      `Zahlungsempfänger: ${amt.name}`,
      `Bankverbindung der Finanzkasse: ${bank.bank}, IBAN ${bank.iban}, BIC ${bank.bic}`,
      `Bei Zahlung bitte angeben: ${reference}`,
    ];
  }
  return [
    ...phrase,
    ...bankLines,
    vary.pick([
      'Bei Zahlung nach Fälligkeit entstehen Säumniszuschläge nach § 240 AO.',
      'Eine Überweisung per Online-Banking genügt; Schecks nehmen wir nicht an.',
    ]),
  ];
}

/**
 * The sixth set's payment section (none of the other sets has it): "Zahlbar bis …: …", "Wir bitten
 * Sie, … bis zum … zu überweisen", "Zahlungstermin: … – Betrag: …", "Bitte gleichen Sie den Rückstand
 * … aus", "Zahlungsfrist: …" (after a statement grid often without the amount, or without either:
 * "Die Beträge sind zu den in der Abrechnung genannten Terminen fällig."); the account under
 * "Begünstigter:" with "Zahlungsreferenz:", "Überweisung an:" with "Konto DE…" and "Kunden-Referenz:",
 * or as a two-column table "Begünstigter | IBAN | BIC | Bank | Verwendungszweck".
 */
function sixthPaymentLines(input: TemplateInput, amount: number, due: string, what: string, total: boolean, gridded: boolean): string[] {
  const { amt, bank } = input;
  const s = input.sixth!;
  const when = d(input, due);
  const e = euro(amount);
  const phrase = total
    ? s.pick([
        [gridded ? `Bitte gleichen Sie den Rückstand bis zum ${when} aus.` : `Bitte gleichen Sie den Rückstand von ${e} bis zum ${when} aus.`],
        [gridded ? `Zahlungsfrist: ${when}` : `Zahlungsfrist: ${when} · offener Betrag: ${e}`],
        [`Wir fordern Sie auf, den Gesamtrückstand von ${e} bis spätestens ${when} zu zahlen.`],
      ])
    : gridded
      ? s.pick([
          [`Bitte zahlen Sie den Gesamtbetrag bis zum ${when}.`],
          ['Die Beträge sind zu den in der Abrechnung genannten Terminen fällig.'],
          [`Zahlbar bis ${when}: ${e}`],
          [`Wir bitten Sie, den Betrag bis ${when} auszugleichen.`],
        ])
      : s.pick([
          [`Zahlbar bis ${when}: ${e}${what}`],
          [`Wir bitten Sie, ${e}${what} bis zum ${when} auf das unten genannte Konto zu überweisen.`],
          [`Zahlungstermin: ${when} – Betrag: ${e}${what}`],
        ]);
  const kasse = `Finanzkasse ${amt.name.replace(/^Finanzamt /, '')}`;
  const year = input.letterDate.slice(0, 4);
  const tax = s.pick(['ESt', 'USt', 'ESt-VZ', 'SolZ']);
  let bankLines: string[];
  const style = s.int(0, 2);
  if (style === 0) {
    const reference = `${tax} ${year} StNr ${input.stnr}`;
    Object.assign(input.printed, { payee: kasse, reference });
    bankLines = [`Begünstigter: ${kasse}`, `IBAN: ${bank.iban}`, `BIC: ${bank.bic} – ${bank.bank}`, `Zahlungsreferenz: ${reference}`];
  } else if (style === 1) {
    const reference = `StNr. ${input.stnr} · ${tax} ${year}`;
    Object.assign(input.printed, { payee: kasse, reference });
    bankLines = [`Überweisung an: ${kasse}`, `Konto ${bank.iban} (BIC ${bank.bic}), ${bank.bank}`, `Kunden-Referenz: ${reference}`];
  } else {
    const reference = `${input.stnr} ${tax}${year.slice(2)}`;
    Object.assign(input.printed, { payee: amt.name, reference });
    bankLines = [`Begünstigter\t${amt.name}`, `IBAN\t${bank.iban}`, `BIC\t${bank.bic}`, `Bank\t${bank.bank}`, `Verwendungszweck\t${reference}`];
  }
  return [
    ...phrase,
    ...bankLines,
    s.pick([
      'Maßgeblich für die Rechtzeitigkeit der Zahlung ist der Tag der Gutschrift auf dem Konto der Finanzkasse.',
      'Wird nach dem Fälligkeitstag gezahlt, entstehen Säumniszuschläge (§ 240 AO).',
    ]),
  ];
}

/** 'Finanzamt Köln-Süd' → 'Finanzamts Köln-Süd' (genitive, for 'Kasse des …'). */
function officeGenitive(name: string): string {
  return name.replace(/^(Zentralfinanzamt|Finanzamt) /, '$1s ');
}

/**
 * The seventh set's payment section (none of the other sets has it): in the passive ("Der Betrag von
 * … ist bis zum … auf eines der unten angegebenen Konten zu überweisen", "… muss bis zum … bei der
 * Finanzkasse eingegangen sein", "Am … werden … fällig"), or after a payment schedule without amount
 * and date; the Finanzkasse's two accounts (the Bundesbank and the Land's bank) with the one to use
 * named, under "Kontoinhaber:"; "Empfänger: Kasse des Finanzamts …", the Staatsoberkasse Bayern or
 * Kasse.Hamburg; the reference as "Bitte unbedingt angeben:", "Verwendungszweck (Steuernummer,
 * Steuerart, Zeitraum):" or quoted in one sentence ("Überweisen Sie bitte unter Angabe von „…“ …").
 */
function seventhPaymentLines(input: TemplateInput, amount: number, due: string, what: string, total: boolean): string[] {
  const { amt, bank } = input;
  const { rng: s, banks, ledger, tax: taxNames } = input.seventh!;
  const when = d(input, due);
  const e = euro(amount);
  const phrase = ledger
    ? s.pick([
        'Die in der Aufstellung genannten Beträge sind zu den dort angegebenen Fälligkeiten auf eines der unten angegebenen Konten zu überweisen.',
        'Bitte überweisen Sie den oben aufgeführten Betrag fristgerecht.',
      ])
    : total
      ? s.pick([
          `Der Gesamtrückstand von ${e} ist bis zum ${when} auf eines der unten angegebenen Konten zu überweisen.`,
          `Die rückständigen Beträge (insgesamt ${e}) müssen bis zum ${when} bei der Finanzkasse eingegangen sein.`,
        ])
      : s.pick([
          `Der Betrag von ${e}${what} ist bis zum ${when} auf eines der unten angegebenen Konten zu überweisen.`,
          `Die Zahlung von ${e}${what} muss bis zum ${when} bei der Finanzkasse eingegangen sein.`,
          `Am ${when} werden ${e}${what} fällig.`,
        ]);
  const year = input.letterDate.slice(0, 4);
  const [tax, taxLong] = taxNames;
  const payee =
    amt.state === 'BY' && s.chance(0.6)
      ? 'Staatsoberkasse Bayern in Landshut'
      : amt.state === 'HH' && s.chance(0.6)
        ? 'Kasse.Hamburg'
        : s.pick([`Kasse des ${officeGenitive(amt.name)}`, amt.name]);
  let bankLines: string[];
  const style = s.int(0, 2);
  if (style === 0 && banks.length > 1) {
    const reference = `${input.stnr} / ${tax} / ${year}`;
    Object.assign(input.printed, { payee, reference });
    const [first, second] = [banks[0]!, banks[1]!];
    bankLines = [
      `Kontoinhaber: ${payee}`,
      `${first.bank} – IBAN ${first.iban} – BIC ${first.bic} (bitte vorrangig verwenden)`,
      `${second.bank} – IBAN ${second.iban} – BIC ${second.bic}`,
      `Bitte unbedingt angeben: ${reference}`,
    ];
  } else if (style === 1 || banks.length < 2) {
    const reference = `${input.stnr} ${tax} ${year}`;
    Object.assign(input.printed, { payee, reference });
    bankLines = [
      `Empfänger: ${payee}`,
      `IBAN ${bank.iban} bei der ${bank.bank}`,
      `BIC ${bank.bic}`,
      `Verwendungszweck (Steuernummer, Steuerart, Zeitraum): ${reference}`,
    ];
  } else {
    const reference = `StNr. ${input.stnr}, ${taxLong} ${year}`;
    Object.assign(input.printed, { payee, reference });
    bankLines = [
      `Überweisen Sie bitte unter Angabe von „${reference}“ auf das folgende Konto:`,
      `${payee}, IBAN ${bank.iban}, BIC ${bank.bic}, ${bank.bank}.`,
      `Zahlungen an die ${banks[1]!.bank} werden ebenfalls angenommen.`,
    ];
  }
  return [
    phrase,
    ...bankLines,
    s.pick([
      'Eine Zahlung gilt erst mit der Gutschrift auf dem Konto der Finanzkasse als geleistet. Säumniszuschläge: § 240 AO.',
      'Sie können uns auch ein SEPA-Lastschriftmandat erteilen; das Formular erhalten Sie im Internet oder bei uns.',
    ]),
  ];
}

/** The seventh set's refund lines: "Es ergibt sich ein Guthaben zu Ihren Gunsten von …", "… werden Ihnen erstattet". */
function seventhRefundLines(input: TemplateInput, amount: number): string[] {
  const s = input.seventh!.rng;
  const e = euro(amount);
  return [
    s.pick([
      `Es ergibt sich ein Guthaben zu Ihren Gunsten von ${e}.`,
      `${e} werden Ihnen erstattet.`,
      `Der zu viel gezahlte Betrag von ${e} wird Ihnen gutgeschrieben.`,
    ]),
    'Das Guthaben wird auf das von Ihnen angegebene Konto überwiesen, soweit es nicht mit fälligen Steuern verrechnet wird.',
  ];
}

/** The IBAN with its check digits apart from the country code ('DE 12 3456 7890 …', eighth set). */
function ibanApart(formatted: string): string {
  return formatted.replace(/^([A-Z]{2})(\d{2}) /, '$1 $2 ');
}

/** The account holder as the eighth set names it: the office's Finanzkasse, or the Land's central cash office. */
function eighthPayee(input: TemplateInput, s: Rng): string {
  const { amt } = input;
  const central: Partial<Record<string, string>> = {
    BW: 'Landesoberkasse Baden-Württemberg',
    SH: 'Landeshauptkasse Schleswig-Holstein',
    MV: 'Landeszentralkasse Mecklenburg-Vorpommern',
    NW: 'Landeshauptkasse Nordrhein-Westfalen',
  };
  const land = central[amt.state];
  if (land && s.chance(0.6)) return land;
  return s.pick([`Finanzkasse des ${officeGenitive(amt.name)}`, `Finanzkasse beim ${amt.name}`]);
}

/**
 * The eighth set's payment section (none of the other sets has it): headed "Zahlungshinweis" or
 * "Hinweise zur Zahlung" in its box; the due date as "fällig zum …", "Zahlungsziel: …" or "… so
 * rechtzeitig, dass … bis spätestens … gutgeschrieben ist"; amounts as "1.234,56 EUR" (corpus.ts's
 * wording); payees "Finanzkasse des Finanzamts …" or a Land's central cash office ("Landesoberkasse
 * Baden-Württemberg", "Landeshauptkasse Schleswig-Holstein"); the IBAN with its check digits apart
 * ("DE 12 8600 0000 …") and the BIC on a line of its own ("BIC (SWIFT-Code): …"); the reference as
 * "Buchungszeichen:", "Als Verwendungszweck bitte angeben:" or "Referenz:" (the Steuernummer also
 * without slashes).
 */
function eighthPaymentLines(input: TemplateInput, amount: number, due: string, what: string, total: boolean): string[] {
  const { bank } = input;
  const { rng: s, tax: taxNames } = input.eighth!;
  const when = d(input, due);
  const e = euro(amount);
  const phrase = total
    ? s.pick([
        `Offener Gesamtbetrag: ${e}, fällig zum ${when}.`,
        `Zahlungsziel: ${when} – zu zahlen insgesamt ${e}.`,
        `Bitte überweisen Sie den Gesamtbetrag von ${e} so rechtzeitig, dass er bis spätestens ${when} gutgeschrieben ist.`,
      ])
    : s.pick([
        `Der Betrag von ${e}${what} ist fällig zum ${when}.`,
        `Zahlungsziel: ${when} – Betrag: ${e}${what}.`,
        `Bitte überweisen Sie ${e}${what} so rechtzeitig, dass der Betrag bis spätestens ${when} auf dem Konto der Finanzkasse gutgeschrieben ist.`,
      ]);
  const year = input.letterDate.slice(0, 4);
  const [tax, taxLong] = taxNames;
  const payee = eighthPayee(input, s);
  const iban = s.chance(0.6) ? ibanApart(bank.iban) : bank.iban;
  const reference = s.pick([
    `${input.stnr.replace(/\D/g, '')} ${tax} ${year}`,
    `${input.stnr} ${tax} ${year.slice(2)}`,
    `StNr ${input.stnr} ${taxLong} ${year}`,
  ]);
  Object.assign(input.printed, { payee, reference });
  const label = s.pick(['Buchungszeichen:', 'Als Verwendungszweck bitte angeben:', 'Referenz:']);
  const bankLines = s.chance(0.5)
    ? [`Kontoinhaber: ${payee}`, `Kreditinstitut: ${bank.bank}`, `IBAN: ${iban}`, `BIC (SWIFT-Code): ${bank.bic}`, `${label} ${reference}`]
    : [`Zahlungen an: ${payee}`, `IBAN ${iban} · ${bank.bank}`, `BIC ${bank.bic}`, `${label} ${reference}`];
  return [
    s.pick(['Zahlungshinweis', 'Hinweise zur Zahlung', 'Zahlungshinweis']),
    phrase,
    ...bankLines,
    s.pick([
      'Bitte geben Sie bei jeder Zahlung das Buchungszeichen an, damit Ihre Zahlung richtig verbucht werden kann.',
      'Barzahlungen sind bei der Finanzkasse nicht möglich.',
      'Ist ein SEPA-Lastschriftmandat erteilt, wird der Betrag zum Fälligkeitstag eingezogen.',
    ]),
  ];
}

/** The eighth set's refund lines: the balance with a trailing minus as a mainframe prints it ("Saldo: 1.234,56- EUR"). */
function eighthRefundLines(input: TemplateInput, amount: number): string[] {
  const s = input.eighth!.rng;
  const a = euro(amount, false);
  return [
    s.pick(['Abrechnung', 'Ergebnis der Abrechnung', 'Kontostand']),
    s.pick([`Saldo: ${a}- EUR (Guthaben zu Ihren Gunsten)`, `Abrechnungsergebnis: ${a}-  (Erstattung)`, `Der Betrag von ${a} EUR wird erstattet.`]),
    'Die Erstattung erfolgt auf das zuletzt angegebene Konto; eine Verrechnung mit fälligen Beträgen bleibt vorbehalten.',
  ];
}

/** Weekdays, Sunday first (the ninth set's due date '01.12.2026 (Dienstag)'). */
const NINTH_WEEKDAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];

/**
 * The ninth set's payment section (none of the other sets has it, built blind): the due date as "…
 * ist zahlbar am …", "Fälligkeitstag: …" with "Noch zu zahlen: …", "… bis einschließlich …", in the
 * right-hand column of a two-column table ("Betrag | zahlbar bis"), at times with its weekday
 * ("01.12.2026 (Dienstag)"); in part of the letters a SEPA direct debit instead of a transfer ("…
 * wird am Fälligkeitstag … von Ihrem Konto eingezogen", with the Gläubiger-ID and a
 * Mandatsreferenz, no payee and no reference to give); payees "Finanzamt … – Finanzkasse –",
 * "Finanzkasse im Finanzamt …" or "Land … (Finanzamt …)"; the account as "Konto: DE… (BIC …)" under
 * "Inhaber des Kontos:", or both accounts as "1. Konto" and "2. Konto"; "Verwendungszweck:" on a line
 * of its own with the value on the next; a Kassenzeichen grouped by dots "12.345.67890.1".
 */
function ninthPaymentLines(input: TemplateInput, amount: number, due: string, what: string, total: boolean): string[] {
  const { amt, bank } = input;
  const { rng: s, tax: taxNames, banks, land } = input.ninth!;
  const weekday = NINTH_WEEKDAYS[new Date(`${due}T12:00:00Z`).getUTCDay()]!;
  const when = s.chance(0.3) ? `${d(input, due)} (${weekday})` : d(input, due);
  const e = euro(amount);
  const year = input.letterDate.slice(0, 4);
  const [tax, taxLong] = taxNames;
  if (!total && s.chance(0.15)) {
    // A SEPA direct debit: nothing to transfer, so no payee and no reference to give.
    const creditor = `DE${s.digits(2)}ZZZ0000${s.digits(7)}`;
    return [
      'Einzug vom Konto (SEPA-Lastschrift)',
      `Der Betrag von ${e}${what} wird am Fälligkeitstag, dem ${when}, aufgrund des uns erteilten SEPA-Lastschriftmandats von Ihrem Konto eingezogen.`,
      `Gläubiger-Identifikationsnummer: ${creditor}`,
      `Mandatsreferenz: ${s.digits(3)}${s.digits(3)}${s.digits(4)}${s.digits(2)}`,
      'Bitte sorgen Sie für ausreichende Deckung Ihres Kontos; eine Überweisung ist nicht erforderlich.',
    ];
  }
  const phrase = total
    ? s.pick([
        [`Noch zu zahlen: ${e}`, `Fälligkeitstag: ${when}`],
        [`Bitte zahlen Sie den Rückstand von ${e} bis einschließlich ${when}.`],
        [`Der offene Gesamtbetrag von ${e} ist zahlbar am ${when}.`],
      ])
    : s.pick([
        [`Der Betrag von ${e}${what} ist zahlbar am ${when}.`],
        [`Fälligkeitstag: ${when}`, `Noch zu zahlen: ${e}${what}`],
        [`Bitte zahlen Sie ${e}${what} bis einschließlich ${when}.`],
        ['Betrag\tzahlbar bis', `${e}\t${when}`],
      ]);
  const payee = s.pick([`${amt.name} – Finanzkasse –`, `Finanzkasse im ${amt.name}`, `${land} (${amt.name})`]);
  const kassenzeichen = `${s.digits(2)}.${s.digits(3)}.${s.digits(5)}.${s.digits(1)}`;
  const reference = s.pick([`${input.stnr} ${taxLong} ${year}`, `St.-Nr. ${input.stnr}, ${tax} ${year}`, `Kassenzeichen ${kassenzeichen}`]);
  Object.assign(input.printed, { payee, reference });
  const bankLines =
    banks.length > 1 && s.chance(0.5)
      ? [
          `Inhaber der Konten: ${payee}`,
          `1. Konto: ${banks[0]!.bank}, IBAN ${banks[0]!.iban}, BIC ${banks[0]!.bic}`,
          `2. Konto: ${banks[1]!.bank}, IBAN ${banks[1]!.iban}, BIC ${banks[1]!.bic}`,
          'Verwendungszweck:',
          reference,
        ]
      : [`Inhaber des Kontos: ${payee}`, `Konto: ${bank.iban} (BIC ${bank.bic})`, `bei: ${bank.bank}`, 'Verwendungszweck:', reference];
  return [
    s.pick(['Zahlungsaufforderung', 'Bitte überweisen Sie', 'Zahlung']),
    ...phrase,
    ...bankLines,
    s.pick([
      'Bei Zahlung nach dem Fälligkeitstag entsteht für jeden angefangenen Monat ein Säumniszuschlag von 1 % des rückständigen Betrags (§ 240 AO).',
      'Barzahlungen sind nicht möglich. Maßgeblich ist der Tag, an dem der Betrag dem Konto der Finanzkasse gutgeschrieben wird.',
    ]),
  ];
}

const WORD_UNITS = [
  'null',
  'eins',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const WORD_TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];

/** 1–999 in German words, 'eins' at the end ('einhunderteins'). */
function wordsBelow1000(n: number): string {
  const [h, r] = [Math.floor(n / 100), n % 100];
  const head = h ? `${h === 1 ? 'ein' : WORD_UNITS[h]}hundert` : '';
  if (!r) return head;
  if (r < 20) return head + WORD_UNITS[r]!;
  const [t, u] = [Math.floor(r / 10), r % 10];
  return head + (u ? `${u === 1 ? 'ein' : WORD_UNITS[u]}und` : '') + WORD_TENS[t]!;
}

/**
 * An amount in words as a cheque or a Finanzkasse writes it (tenth set): 'eintausendzweihundert-
 * vierunddreißig Euro und 56 Cent', 'null Euro und 5 Cent'.
 */
export function amountInWords(cents: number): string {
  const euros = Math.floor(cents / 100);
  const [th, r] = [Math.floor(euros / 1000), euros % 1000];
  const words = euros === 0 ? 'null' : (th ? `${th === 1 ? 'ein' : wordsBelow1000(th).replace(/eins$/, 'ein')}tausend` : '') + (r ? wordsBelow1000(r) : '');
  return `${words} Euro und ${cents % 100} Cent`;
}

/**
 * The tenth set's payment section (none of the other sets has it, built blind): the amount in
 * figures and in words ("… (in Worten: eintausend… Euro und 56 Cent)"), or as rows "Betrag in
 * Ziffern | Betrag in Worten | Zahlungsfrist endet am"; the due date as "Letzter Zahlungstag: …", "Bitte
 * veranlassen Sie die Zahlung … bis …" or "Ihre Zahlung muss … spätestens am … erreicht haben"; the
 * payee under "Empfänger der Zahlung:", "Zahlungsempfänger/in:" or "Konto-Inhaber:"; both accounts
 * as "Konten der Finanzkasse:" with the bank on a line and "IBAN … – BIC …" below it, or one IBAN
 * broken over two lines; the reference as "Aktenzeichen für die Zahlung:", "Kassenzeichen (bitte
 * immer angeben):" (a Kassenzeichen in four groups) or "Ordnungsbegriff:".
 */
function tenthPaymentLines(input: TemplateInput, amount: number, due: string, what: string, total: boolean): string[] {
  const { amt, bank } = input;
  const { rng: s, tax: taxNames, banks } = input.tenth!;
  const e = euro(amount);
  const when = d(input, due);
  const inWords = amountInWords(amount);
  const year = input.letterDate.slice(0, 4);
  const phrase = total
    ? s.pick([
        [`Gesamtrückstand: ${e} (in Worten: ${inWords})`, `Letzter Zahlungstag: ${when}`],
        [`Bitte veranlassen Sie die Zahlung des Gesamtrückstands von ${e} bis ${when}.`],
        ['Betrag in Ziffern\t' + e, 'Betrag in Worten\t' + inWords, 'Zahlungsfrist endet am\t' + when],
      ])
    : s.pick([
        [`Zu zahlen sind ${e}${what} (in Worten: ${inWords}).`, `Letzter Zahlungstag: ${when}`],
        [`Bitte veranlassen Sie die Zahlung von ${e}${what} bis ${when}.`],
        [`Ihre Zahlung von ${e}${what} muss die Finanzkasse spätestens am ${when} erreicht haben.`],
        ['Betrag in Ziffern\t' + e, 'Betrag in Worten\t' + inWords, 'Zahlungsfrist endet am\t' + when],
      ]);
  const city = amt.name.replace(/^Finanzamt (für \S+ )?/, '');
  const payee = s.pick([`${amt.name}, Finanzkasse`, `Finanzkasse ${city}`, amt.name]);
  const payeeLine = `${s.pick(['Empfänger der Zahlung:', 'Zahlungsempfänger/in:', 'Konto-Inhaber:'])} ${payee}`;
  const kassenzeichen = `${s.digits(2)} ${s.digits(4)} ${s.digits(4)} ${s.digits(2)}`;
  const [tax, taxLong] = taxNames;
  const ref = s.pick([
    ['Aktenzeichen für die Zahlung:', `${input.stnr} ${tax} ${year}`],
    ['Kassenzeichen (bitte immer angeben):', kassenzeichen],
    ['Ordnungsbegriff:', `${input.stnr} ${taxLong}`],
  ] as const);
  Object.assign(input.printed, { payee, reference: ref[1] });
  let accountLines: string[];
  if (banks.length > 1 && s.chance(0.6)) accountLines = ['Konten der Finanzkasse:', ...banks.flatMap((b) => [b.bank, `IBAN ${b.iban} – BIC ${b.bic}`])];
  else {
    // One account, the IBAN broken over two lines (a narrow column) in part of the letters.
    const groups = bank.iban.split(' ');
    const cut = s.int(3, 4);
    accountLines = s.chance(0.5)
      ? [`Kreditinstitut: ${bank.bank}`, `IBAN: ${groups.slice(0, cut).join(' ')}`, `${groups.slice(cut).join(' ')}`, `BIC: ${bank.bic}`]
      : [`Kreditinstitut: ${bank.bank}`, `IBAN: ${bank.iban}`, `BIC: ${bank.bic}`];
  }
  return [
    s.pick(['Angaben zur Zahlung', 'Überweisungsdaten', 'Zahlung an die Finanzkasse']),
    ...phrase,
    payeeLine,
    ...accountLines,
    `${ref[0]} ${ref[1]}`,
    s.pick([
      'Zahlungen per Scheck sind nicht möglich. Bitte nutzen Sie die Überweisung oder erteilen Sie ein SEPA-Lastschriftmandat.',
      'Ohne Angabe des Kassenzeichens bzw. der Steuernummer kann Ihre Zahlung nicht zugeordnet werden.',
    ]),
  ];
}

/**
 * The eleventh set's payment section (none of the other sets has it, built blind): "Verbleibende
 * Zahlungsverpflichtung: …" with "zahlbar innerhalb eines Monats nach Bekanntgabe, spätestens am
 * …", "Ihre Zahlung über … erwarten wir bis …", "Der Betrag ist am … zur Zahlung fällig: …" or
 * "Fälligkeitsdatum … – zu überweisender Betrag …"; the payee in a sentence ("Kontoinhaber ist das
 * Finanzamt …", "Empfänger ist die Finanzkasse …"); both accounts under "Bankverbindungen des
 * Finanzamts:", each on one line with the BIC before the IBAN, or one under "Überweisungen bitte nur
 * auf folgendes Konto:" (the IBAN on a line of its own, at times without spaces); the reference as
 * "Betreff der Überweisung:", "Referenz für Ihre Überweisung:" or "Bitte geben Sie als
 * Verwendungszweck ausschließlich an:", the tax named before the Steuernummer ("ESt 2025 StNr …").
 */
function eleventhPaymentLines(input: TemplateInput, amount: number, due: string, what: string, total: boolean): string[] {
  const { amt, bank } = input;
  const { rng: s, tax: taxNames, banks } = input.eleventh!;
  const e = euro(amount);
  const when = d(input, due);
  const phrase = total
    ? s.pick([
        [`Offener Gesamtbetrag: ${e}`, `Zahlen Sie diesen Betrag bitte umgehend, spätestens aber bis ${when}.`],
        [`Ihre Zahlung über ${e} erwarten wir bis ${when}.`],
        [`Der Gesamtbetrag ist am ${when} zur Zahlung fällig: ${e}`],
      ])
    : s.pick([
        [
          `Verbleibende Zahlungsverpflichtung: ${e}${what}`,
          what ? `fällig am ${when}` : `zahlbar innerhalb eines Monats nach Bekanntgabe, spätestens am ${when}`,
        ],
        [`Ihre Zahlung über ${e}${what} erwarten wir bis ${when}.`],
        [`Der Betrag ist am ${when} zur Zahlung fällig: ${e}${what}`],
        [`Fälligkeitsdatum ${when} – zu überweisender Betrag ${e}${what}`],
      ]);
  const city = amt.name.replace(/^Finanzamt (für \S+ )?/, '');
  const [payee, payeeLine] = s.pick([
    [amt.name, `Kontoinhaber ist das ${amt.name}.`],
    [`Finanzkasse ${city}`, `Empfänger ist die Finanzkasse ${city}.`],
    [amt.name, `Die Zahlung richten Sie bitte an das ${amt.name} (Kontoinhaber).`],
  ] as const);
  const [tax] = taxNames;
  const year = input.letterDate.slice(0, 4);
  const ref = s.pick([
    ['Betreff der Überweisung:', `${tax} ${year} StNr ${input.stnr}`],
    ['Referenz für Ihre Überweisung:', `${tax} ${year} StNr ${input.stnr}`],
    ['Bitte geben Sie als Verwendungszweck ausschließlich an:', `StNr ${input.stnr} ${tax}`],
  ] as const);
  Object.assign(input.printed, { payee, reference: ref[1] });
  const accountLines =
    banks.length > 1 && s.chance(0.6)
      ? ['Bankverbindungen des Finanzamts:', ...banks.map((b) => `${b.bank}: BIC ${b.bic} · IBAN ${b.iban}`)]
      : ['Überweisungen bitte nur auf folgendes Konto:', s.chance(0.4) ? bank.iban.replace(/ /g, '') : bank.iban, `${bank.bank} (BIC ${bank.bic})`];
  return [
    s.pick(['Zahlungsaufforderung', 'So zahlen Sie', 'Hinweise zur Überweisung']),
    ...phrase,
    payeeLine,
    ...accountLines,
    ref[0].endsWith('an:') ? ref[0] : `${ref[0]} ${ref[1]}`,
    ...(ref[0].endsWith('an:') ? [ref[1]] : []),
    s.pick([
      'Zahlungen auf andere Konten, auch an die Gemeindekasse, wirken nicht schuldbefreiend.',
      'Bitte überweisen Sie rechtzeitig: Maßgebend ist der Tag der Gutschrift auf dem Konto der Finanzkasse.',
    ]),
  ];
}

/**
 * The twelfth set's payment section (none of the other sets has it, built blind): the due date as
 * "… bis zum Ablauf des …", "… ist spätestens am … zu leisten", "Die Frist für die Zahlung … endet am
 * …" or "Fälligkeitstermin: …" over "Zahlbetrag: …", in half the letters with a footnote mark ('¹')
 * and its footnote on the Tag der Gutschrift; the payee in a SEPA form's words ("Name des
 * Zahlungsempfängers: FA Husum", the office abbreviated as the form's 27 characters make people write
 * it) or "Zahlungsempfänger ist: Finanzamt … (Finanzkasse)"; the account in a sentence ("Überweisen
 * Sie bitte auf das Konto IBAN … (BIC: …), Deutsche Bundesbank …") or as "IBAN … (BIC)" under the
 * bank; the reference as "Zahlungsgrund:", "Zuordnungsnummer (bitte angeben):" (four groups of four
 * digits) or "Zahlungsgrund (bitte unverändert übernehmen):" ('StNr …/ESt/25').
 */
function twelfthPaymentLines(input: TemplateInput, amount: number, due: string, what: string, total: boolean): string[] {
  const { amt, bank } = input;
  const { rng: s, tax: taxNames, banks } = input.twelfth!;
  const e = euro(amount);
  const note = s.chance(0.5);
  const when = `${d(input, due)}${note ? '¹' : ''}`;
  const phrase = total
    ? s.pick([
        [`Die Frist für die Zahlung des Gesamtbetrags von ${e} endet am ${when}.`],
        [`Fälligkeitstermin: ${when}`, `Zahlbetrag insgesamt: ${e}`],
        [`Der rückständige Betrag von ${e} ist spätestens am ${when} zu leisten.`],
      ])
    : s.pick([
        [`Bitte entrichten Sie ${e}${what} bis zum Ablauf des ${when}.`],
        [`Die Zahlung von ${e}${what} ist spätestens am ${when} zu leisten.`],
        [`Die Frist für die Zahlung von ${e}${what} endet am ${when}.`],
        [`Fälligkeitstermin: ${when}`, `Zahlbetrag: ${e}${what}`],
      ]);
  const city = amt.name.replace(/^Finanzamt (für \S+ )?/, '');
  const [payee, payeeLine] = s.pick([
    [`FA ${city}`, `Name des Zahlungsempfängers: FA ${city}`],
    [`Finanzamt ${city} (Finanzkasse)`, `Zahlungsempfänger ist: Finanzamt ${city} (Finanzkasse)`],
  ] as const);
  const [tax, taxLong] = taxNames;
  const year = input.letterDate.slice(0, 4);
  const ref = s.pick([
    ['Zahlungsgrund:', `${input.stnr} ${taxLong} ${year}`],
    ['Zuordnungsnummer (bitte angeben):', `${s.digits(4)} ${s.digits(4)} ${s.digits(4)} ${s.digits(4)}`],
    ['Zahlungsgrund (bitte unverändert übernehmen):', `StNr ${input.stnr}/${tax}/${year.slice(2)}`],
  ] as const);
  Object.assign(input.printed, { payee, reference: ref[1] });
  const accounts = s.int(0, 2);
  const accountLines =
    accounts === 0
      ? [`Überweisen Sie bitte auf das Konto IBAN ${bank.iban} (BIC: ${bank.bic}), ${bank.bank}.`]
      : accounts === 1 || banks.length < 2
        ? [bank.bank, `IBAN ${bank.iban} (${bank.bic})`]
        : ['Bankverbindungen (bitte nur eine verwenden):', ...banks.flatMap((b) => [b.bank, `IBAN ${b.iban} (${b.bic})`])];
  return [
    s.pick(['Zahlungsinformationen', 'Angaben für Ihre Überweisung']),
    ...phrase,
    payeeLine,
    ...accountLines,
    `${ref[0]} ${ref[1]}`,
    ...(note ? ['¹ Maßgeblich für die Rechtzeitigkeit ist der Tag, an dem der Betrag dem Konto der Finanzkasse gutgeschrieben wird (§ 224 Abs. 2 AO).'] : []),
  ];
}

/**
 * The twelfth set's refund lines: "Der Erstattungsbetrag von … wird auf Ihr Konto DE12 **** … überwiesen",
 * "Sie erhalten eine Erstattung in Höhe von …", "Erstattung: … – Überweisung auf das Konto …" (the
 * recipient's IBAN masked but for its last four digits).
 */
function twelfthRefundLines(input: TemplateInput, amount: number): string[] {
  const s = input.twelfth!.rng;
  const e = euro(amount);
  const masked = `DE${s.digits(2)} **** **** **** **${s.digits(2)} ${s.digits(2)}`;
  return [
    s.pick([
      `Der Erstattungsbetrag von ${e} wird auf Ihr Konto ${masked} überwiesen.`,
      `Sie erhalten eine Erstattung in Höhe von ${e}. Die Auszahlung erfolgt auf das Konto IBAN ${masked}.`,
      `Erstattung: ${e} – Überweisung auf das Konto ${masked} bei der ${s.pick(['Sparkasse', 'Volksbank', 'Postbank'])}`,
    ]),
    'Eine Aufrechnung mit Steuerrückständen bleibt vorbehalten (§ 226 AO).',
  ];
}

/**
 * The thirteenth set's payment section (none of the other sets has it, built blind): the due date
 * as "Wir bitten um Zahlung von … bis zum …", "… überweisen Sie bitte bis Montag, 26.01.2027" (the
 * weekday before the date), "Aus diesem Bescheid ergibt sich ein zu zahlender Betrag von … Er wird
 * am … fällig." or "Offene Forderung insgesamt: … – zahlbar bis …"; the payee as "Kontobezeichnung:
 * Finanzamt …" or "Empfänger laut Überweisungsträger: Finanzkasse …"; the reference as "Bitte tragen
 * Sie im Feld „Verwendungszweck“ ein:" with the value on the next line ('219/5123/4567 –
 * Einkommensteuer 2026') or "Ihr persönliches Kassenzeichen:" ('02 345 678 901'); the accounts in
 * a ruled table "Bankverbindungen der Finanzkasse" (Kreditinstitut | IBAN | BIC) below the lines in
 * half the letters (corpus.ts draws it), else as "IBAN … · BIC …" under the bank's name.
 */
function thirteenthPaymentLines(input: TemplateInput, amount: number, due: string, what: string, total: boolean): string[] {
  const t = input.thirteenth!;
  const { rng: s, tax: taxNames, banks } = t;
  const { amt } = input;
  const e = euro(amount);
  const when = d(input, due);
  const weekday = NINTH_WEEKDAYS[new Date(`${due}T12:00:00Z`).getUTCDay()]!;
  const phrase = total
    ? s.pick([[`Offene Forderung insgesamt: ${e} – zahlbar bis ${when}`], [`Wir bitten um Zahlung des Gesamtbetrags von ${e} bis zum ${when}.`]])
    : s.pick([
        [`Wir bitten um Zahlung von ${e}${what} bis zum ${when}.`],
        [`Den Betrag von ${e}${what} überweisen Sie bitte bis ${weekday}, ${when}.`],
        [`Aus diesem Bescheid ergibt sich ein zu zahlender Betrag von ${e}${what}.`, `Er wird am ${when} fällig.`],
      ]);
  const city = amt.name.replace(/^Finanzamt /, '');
  const [payee, payeeLine] = s.pick([
    [amt.name, `Kontobezeichnung: ${amt.name}`],
    [`Finanzkasse ${city}`, `Empfänger laut Überweisungsträger: Finanzkasse ${city}`],
  ] as const);
  const [, taxLong] = taxNames;
  const ref = s.chance(0.6)
    ? (['Bitte tragen Sie im Feld „Verwendungszweck“ ein:', `${input.stnr} – ${taxLong}`] as const)
    : (['Ihr persönliches Kassenzeichen:', `${s.digits(2)} ${s.digits(3)} ${s.digits(3)} ${s.digits(3)}`] as const);
  Object.assign(input.printed, { payee, reference: ref[1] });
  t.table = s.chance(0.5);
  const refLines = ref[0].endsWith('ein:') ? [ref[0], ref[1]] : [`${ref[0]} ${ref[1]}`];
  const accountLines = t.table ? [] : banks.flatMap((b) => [b.bank, `IBAN ${b.iban} · BIC ${b.bic}`]);
  return [s.pick(['Zahlungsaufforderung', 'So zahlen Sie']), ...phrase, payeeLine, ...refLines, ...accountLines];
}

/**
 * The fourteenth set's payment lines: "Der Betrag von … ist bis zum … auf eines der unten genannten
 * Konten zu überweisen.", "Bitte überweisen Sie … so rechtzeitig, dass der Betrag spätestens am …
 * gutgeschrieben ist.", or the due date and the amount in two columns ("Fällig am" | "Betrag"); the
 * payee as "Zu Gunsten von: Kasse des Finanzamts …" or "Kontoinhaberin: Landeshauptkasse (für das
 * Finanzamt …)"; the reference as "Kassenzeichen/Steuernummer (bitte stets angeben): …"; each
 * account as "Deutsche Bundesbank, Filiale …: IBAN … – BIC …".
 */
function fourteenthPaymentLines(input: TemplateInput, amount: number, due: string, what: string, total: boolean): string[] {
  const f = input.fourteenth!;
  const { rng: s, tax: taxNames, banks } = f;
  const { amt } = input;
  const e = euro(amount);
  const when = d(input, due);
  const phrase = total
    ? s.pick([[`Rückständiger Gesamtbetrag: ${e} – bitte ausgleichen bis ${when}`], ['Fällig am\tBetrag', `${when}\t${e}`]])
    : s.pick([
        [`Der Betrag von ${e}${what} ist bis zum ${when} auf eines der unten genannten Konten zu überweisen.`],
        [`Bitte überweisen Sie ${e}${what} so rechtzeitig, dass der Betrag spätestens am ${when} gutgeschrieben ist.`],
        ['Fällig am\tBetrag', `${when}\t${e}`],
      ]);
  const city = amt.name.replace(/^Finanzamt /, '');
  const [payee, payeeLine] = s.pick([
    [`Kasse des Finanzamts ${city}`, `Zu Gunsten von: Kasse des Finanzamts ${city}`],
    ['Landeshauptkasse', `Kontoinhaberin: Landeshauptkasse (für das ${amt.name})`],
  ] as const);
  const [taxShort] = taxNames;
  const reference = s.chance(0.6) ? input.stnr : `${input.stnr}/${taxShort}/${input.letterDate.slice(2, 4)}`;
  Object.assign(input.printed, { payee, reference });
  return [
    ...phrase,
    payeeLine,
    ...banks.map((b) => `${b.bank}: IBAN ${b.iban} – BIC ${b.bic}`),
    `Kassenzeichen/Steuernummer (bitte stets angeben): ${reference}`,
  ];
}

/**
 * An ISO 11649 structured creditor reference ("RF18 5390 0754 7034"): 'RF', two check digits
 * (98 minus the remainder mod 97 of the reference followed by 'RF00', letters as numbers) and the
 * reference's digits, printed in groups of four.
 */
function creditorReference(digits: string): string {
  let rest = 0;
  for (const c of `${digits}271500`) rest = (rest * 10 + Number(c)) % 97;
  const code = `RF${String(98 - rest).padStart(2, '0')}${digits}`;
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The fifteenth set's payment lines, the reference first ("Zahlungskennzeichen: 219/5123/4567 ESt
 * 2026" or "Kreditorreferenz (bitte vollständig angeben): RF18 …"), then the amount and the due date
 * in plain language ("Was Sie zahlen müssen: …" / "Bis wann Sie zahlen müssen: …"), as "Bitte sorgen
 * Sie dafür, dass … bis … auf unserem Konto eingeht." or as leader lines ("Fälliger Betrag ……… …",
 * "Zahlungseingang bis ……… …"); each account as "Deutsche Bundesbank | IBAN … | BIC …"; the payee
 * last ("Empfänger der Überweisung: Kasse Finanzamt …", "Überweisen an: Zahlstelle Finanzamt …").
 */
function fifteenthPaymentLines(input: TemplateInput, amount: number, due: string, what: string, total: boolean): string[] {
  const f = input.fifteenth!;
  const { rng: s, tax: taxNames, banks } = f;
  const { amt } = input;
  const e = euro(amount);
  const when = d(input, due);
  const leaders = [`Fälliger Betrag ${'.'.repeat(26)} ${e}`, `Zahlungseingang bis ${'.'.repeat(20)} ${when}`];
  const phrase = total
    ? s.pick([[`Ausstehender Betrag insgesamt: ${e}`, `Der Rückstand ist sofort fällig; letzter Termin für den Zahlungseingang: ${when}.`], leaders])
    : s.pick([
        [`Was Sie zahlen müssen: ${e}${what}`, `Bis wann Sie zahlen müssen: ${when}`],
        [`Bitte sorgen Sie dafür, dass ${e}${what} bis ${when} auf unserem Konto eingeht.`],
        leaders,
      ]);
  const city = amt.name.replace(/^Finanzamt /, '');
  const [payee, payeeLabel] = s.pick([
    [`Kasse Finanzamt ${city}`, 'Empfänger der Überweisung:'],
    [`Zahlstelle ${amt.name}`, 'Überweisen an:'],
  ] as const);
  const [taxShort] = taxNames;
  const reference = s.chance(0.6)
    ? ([`Zahlungskennzeichen:`, `${input.stnr} ${taxShort} ${input.letterDate.slice(0, 4)}`] as const)
    : (['Kreditorreferenz (bitte vollständig angeben):', creditorReference(s.digits(14))] as const);
  Object.assign(input.printed, { payee, reference: reference[1] });
  return [`${reference[0]} ${reference[1]}`, ...phrase, ...banks.map((b) => `${b.bank} | IBAN ${b.iban} | BIC ${b.bic}`), `${payeeLabel} ${payee}`];
}

/**
 * The sixteenth set's payment lines: the amount and the due date as "Überweisungsbetrag: …" /
 * "Eingang auf unserem Konto bis spätestens: …", in a sentence ("Wir bitten, den Betrag von … bis zum
 * … anzuweisen.") or with the date in the amount's label ("Fälliger Zahlbetrag am 15.04.2025: …"; a
 * Mahnung's "Summe der Rückstände: …" / "Zahlen Sie bitte umgehend, spätestens aber am …"); the payee
 * as "Überweisungsempfänger: Amtskasse beim Finanzamt …" or "Empfänger / Kontoinhaber: Finanzamt … –
 * Steuerkasse"; each account as "IBAN (Deutsche Bundesbank, Filiale …): …" with the BICs on one line
 * after them ("BIC: … bzw. …"); the reference as "Tilgungsbestimmung (§ 225 AO): 219/5123/4567 / ESt /
 * 2026" or "Angabe im Verwendungszweck: StNr 219/5123/4567 ESt26".
 */
function sixteenthPaymentLines(input: TemplateInput, amount: number, due: string, what: string, total: boolean): string[] {
  const { rng: s, tax: taxNames, banks } = input.sixteenth!;
  const { amt } = input;
  const e = euro(amount);
  const when = d(input, due);
  const phrase = total
    ? [`Summe der Rückstände: ${e}`, `Zahlen Sie bitte umgehend, spätestens aber am ${when}.`]
    : s.pick([
        [`Überweisungsbetrag: ${e}${what}`, `Eingang auf unserem Konto bis spätestens: ${when}`],
        [`Wir bitten, den Betrag von ${e}${what} bis zum ${when} anzuweisen.`],
        [`Fälliger Zahlbetrag am ${when}: ${e}${what}`],
      ]);
  const [payeeLabel, payee] = s.pick([
    ['Überweisungsempfänger:', `Amtskasse beim ${amt.name}`],
    ['Empfänger / Kontoinhaber:', `${amt.name} – Steuerkasse`],
  ] as const);
  const [taxShort] = taxNames;
  const year = input.letterDate.slice(0, 4);
  const [refLabel, reference] = s.chance(0.5)
    ? ['Tilgungsbestimmung (§ 225 AO):', `${input.stnr} / ${taxShort} / ${year}`]
    : ['Angabe im Verwendungszweck:', `StNr ${input.stnr} ${taxShort}${year.slice(2)}`];
  Object.assign(input.printed, { payee, reference });
  return [
    ...phrase,
    `${payeeLabel} ${payee}`,
    ...banks.map((b) => `IBAN (${b.bank}): ${b.iban}`),
    `BIC: ${banks.map((b) => b.bic).join(' bzw. ')}`,
    `${refLabel} ${reference}`,
  ];
}

/**
 * The seventeenth set's payment lines: the amount and the due date as two columns ("Zu zahlender
 * Betrag | 1.234,56 €" / "Spätester Zahltag | 15.04.2025"), as "Den fälligen Betrag von …
 * zahlen Sie bitte bis spätestens … ein." or as "Sie haben noch … zu zahlen. Zahlungstermin ist der
 * …." (a Mahnung's "Offener Rückstand einschließlich Säumniszuschläge: …" / "Zahlen Sie bitte bis …;
 * danach wird vollstreckt."); the payee as "Konto lautet auf: Land Hessen, vertreten durch das
 * Finanzamt …" or "Empfangsberechtigt: Finanzamt … – Kasse –"; each account as "Kto. (IBAN) … – Bank –
 * BIC …"; the reference last, as "Verwendungszweck (unbedingt angeben): 219/5123/4567 · ESt · 2026"
 * or "Überweisungstext (bitte vollständig): Einkommensteuer 2026 StNr 219/5123/4567".
 */
function seventeenthPaymentLines(input: TemplateInput, amount: number, due: string, what: string, total: boolean): string[] {
  const { rng: s, tax: taxNames, banks, land } = input.seventeenth!;
  const { amt } = input;
  const e = euro(amount);
  const when = d(input, due);
  const phrase = total
    ? [`Offener Rückstand einschließlich Säumniszuschläge: ${e}`, `Zahlen Sie bitte bis ${when}; danach wird vollstreckt.`]
    : s.pick([
        [`Zu zahlender Betrag\t${e}${what}`, `Spätester Zahltag\t${when}`],
        [`Den fälligen Betrag von ${e}${what} zahlen Sie bitte bis spätestens ${when} ein.`],
        [`Sie haben noch ${e}${what} zu zahlen. Zahlungstermin ist der ${when}.`],
      ]);
  const city = amt.name.replace(/^Finanzamt /, '');
  const [payeeLabel, payee] = s.pick([
    ['Konto lautet auf:', `${land}, vertreten durch das ${amt.name}`],
    ['Empfangsberechtigt:', `Finanzamt ${city} – Kasse –`],
  ] as const);
  const [taxShort, taxLong] = taxNames;
  const year = input.letterDate.slice(0, 4);
  const [refLabel, reference] = s.chance(0.5)
    ? ['Verwendungszweck (unbedingt angeben):', `${input.stnr} · ${taxShort} · ${year}`]
    : ['Überweisungstext (bitte vollständig):', `${taxLong} ${year} StNr ${input.stnr}`];
  Object.assign(input.printed, { payee, reference });
  return [...phrase, `${payeeLabel} ${payee}`, ...banks.map((b) => `Kto. (IBAN) ${b.iban} – ${b.bank} – BIC ${b.bic}`), `${refLabel} ${reference}`];
}

/**
 * The nineteenth set's payment lines, the amount always after "EUR" ('EUR 1.234,56'), the due
 * date as the letter's ('3.2.26' where the letter is dated so): either as a table of labels and
 * values under "Zahlungsweise" / "Bitte zahlen Sie wie folgt" ("Zahlbetrag", "Zahlungsfrist",
 * "Kontoinhaber" or "Empfänger", both accounts under "Bankverbindungen", each bank's name over its
 * IBAN and BIC, and the reference under "Verwendungszweck" across two lines, the Steuernummer over
 * the tax and year); or as a sentence ("Bitte überweisen Sie EUR … bis spätestens …."), the payee
 * after "Kontoinhaber:" or "Empfänger:" (the Finanzamt or "Finanzkasse beim Finanzamt …"), the
 * accounts after "Bankverbindungen des Finanzamts:" and the
 * reference on its own line after "Bitte geben Sie bei Zahlung unbedingt an:". A Mahnung's
 * "Gesamtrückstand" / "rückständigen Gesamtbetrag".
 */
function nineteenthPaymentLines(input: TemplateInput, amount: number, due: string, what: string, total: boolean): string[] {
  const own = input.nineteenth!;
  const { rng: s, tax: taxNames, banks } = own;
  const { amt } = input;
  const e = `EUR ${euro(amount, false)}`;
  const when = own.compact ? dateCompact(due) : d(input, due);
  const [taxShort, taxLong] = taxNames;
  const year = input.letterDate.slice(0, 4);
  const kasse = s.chance(0.5);
  const payee = kasse ? `Finanzkasse beim ${amt.name}` : amt.name;
  const tax = s.chance(0.5) ? `${taxLong} ${year}` : `${taxShort} ${year}`;
  const reference = `${input.stnr} ${tax}`;
  Object.assign(input.printed, { payee, reference });
  if (s.chance(0.55)) {
    return [
      s.pick(['Zahlungsweise', 'Bitte zahlen Sie wie folgt']),
      total ? `Gesamtrückstand\t${e}` : `Zahlbetrag\t${e}${what}`,
      `Zahlungsfrist\t${total ? 'umgehend, spätestens ' : 'bis '}${when}`,
      `${kasse ? 'Empfänger' : 'Kontoinhaber'}\t${payee}`,
      ...banks.flatMap((b, k) => [`${k === 0 ? 'Bankverbindungen' : ''}\t${b.bank}`, `\tIBAN ${b.iban} · BIC ${b.bic}`]),
      `Verwendungszweck\t${input.stnr}`,
      `\t${tax}`,
    ];
  }
  return [
    total ? `Bitte überweisen Sie den rückständigen Gesamtbetrag von ${e} bis spätestens ${when}.` : `Bitte überweisen Sie ${e}${what} bis spätestens ${when}.`,
    `${kasse ? 'Empfänger' : 'Kontoinhaber'}: ${payee}`,
    'Bankverbindungen des Finanzamts:',
    ...banks.map((b) => `${b.bank} – IBAN ${b.iban} – BIC ${b.bic}`),
    'Bitte geben Sie bei Zahlung unbedingt an:',
    reference,
  ];
}

/**
 * The nineteenth set's refund lines: "Erstattungsbetrag: EUR … – er wird auf das uns bekannte Konto
 * überwiesen.", "Sie erhalten EUR … zurück." or "Guthaben zu Ihren Gunsten: EUR …".
 */
function nineteenthRefundLines(input: TemplateInput, amount: number): string[] {
  const s = input.nineteenth!.rng;
  const e = `EUR ${euro(amount, false)}`;
  return [
    s.pick([`Erstattungsbetrag: ${e} – er wird auf das uns bekannte Konto überwiesen.`, `Sie erhalten ${e} zurück.`, `Guthaben zu Ihren Gunsten: ${e}`]),
    'Die Auszahlung kann sich durch eine Verrechnung mit offenen Beträgen mindern.',
  ];
}

/** An amount as a computer fills a payment field, its free places starred ('****1.234,56 EUR'). */
function starred(amount: number): string {
  const figures = euro(amount, false);
  return `${'*'.repeat(Math.max(2, 12 - figures.length))}${figures} EUR`;
}

/**
 * The twentieth set's payment lines: "Bitte bewirken Sie die Zahlung von … bis zum …." (§ 224 AO's
 * word), rows "Zahlungsbetrag ****1.234,56 EUR" / "Wertstellung bis …" (the amount
 * starred as a computer fills a payment field) or "Bitte überweisen Sie … so, dass die Wertstellung
 * auf dem Konto der Kasse spätestens am … erfolgt."; a Mahnung's "Rückstand gesamt:
 * …" / "Zahlung erbeten bis …"; the payee as "Gutschrift an: …" or "Name des
 * Kontoinhabers: …"; each account as "Bankverbindung 1: Deutsche Bundesbank, Filiale … – IBAN …
 * (BIC …)"; the reference last, as "Zuordnungsmerkmal für Ihre Zahlung: 219/5123/4567/ESt/2026" or
 * "Als Buchungstext angeben: ESt 2026 – 219/5123/4567".
 */
function twentiethPaymentLines(input: TemplateInput, amount: number, due: string, what: string, total: boolean): string[] {
  const own = input.twentieth!;
  const { rng: s, tax: taxNames, banks } = own;
  const { amt } = input;
  const when = d(input, due);
  const [taxShort] = taxNames;
  const year = input.letterDate.slice(0, 4);
  const style = s.int(0, 2);
  const phrase = total
    ? [`Rückstand gesamt:\t${starred(amount)}`, `Zahlung erbeten bis:\t${when}`]
    : style === 0
      ? [`Bitte bewirken Sie die Zahlung von ${euro(amount)}${what} bis zum ${when}.`]
      : style === 1
        ? [`Zahlungsbetrag${what}\t${starred(amount)}`, `Wertstellung bis\t${when}`]
        : [`Bitte überweisen Sie ${euro(amount)}${what} so, dass die Wertstellung auf dem Konto der Kasse spätestens am ${when} erfolgt.`];
  const payee = s.chance(0.5) ? amt.name : `Finanzkasse ${amt.name.replace(/^Finanzamt /, '')}`;
  const payeeLabel = s.pick(['Gutschrift an:', 'Name des Kontoinhabers:']);
  const [reference, refLabel] = s.chance(0.5)
    ? [`${input.stnr}/${taxShort}/${year}`, 'Zuordnungsmerkmal für Ihre Zahlung:']
    : [`${taxShort} ${year} – ${input.stnr}`, 'Als Buchungstext angeben:'];
  Object.assign(input.printed, { payee, reference });
  return [
    ...phrase,
    `${payeeLabel} ${payee}`,
    ...banks.map((b, k) => `Bankverbindung ${k + 1}: ${b.bank} – IBAN ${b.iban} (BIC ${b.bic})`),
    `${refLabel} ${reference}`,
  ];
}

/**
 * The twentieth set's refund lines: "Ergebnis der Abrechnung: Erstattung ****1.234,56 EUR", "Der
 * Betrag von … geht Ihnen in den nächsten Tagen auf Ihrem Girokonto zu." or "Erstattung (Auszahlung
 * auf Ihr Girokonto): …".
 */
function twentiethRefundLines(input: TemplateInput, amount: number): string[] {
  const s = input.twentieth!.rng;
  return [
    s.pick([
      `Ergebnis der Abrechnung: Erstattung ${starred(amount)}`,
      `Der Betrag von ${euro(amount)} geht Ihnen in den nächsten Tagen auf Ihrem Girokonto zu.`,
      `Erstattung (Auszahlung auf Ihr Girokonto): ${euro(amount)}`,
    ]),
    'Mit Rückständen wird vorab verrechnet; darüber erhalten Sie gegebenenfalls gesondert Nachricht.',
  ];
}

/**
 * The twenty-first set's payment lines, worded as a Bescheid's "Leistungsgebot" (§ 254 AO) or in the
 * Land's newer plain style: "Leistungsgebot: Bitte entrichten Sie … bis zum …." with the payee in a
 * sentence ("Zahlbar an das Finanzamt … – Finanzkasse –"), "Bis zum … sind … zu entrichten." (the
 * due date first), "Sie werden gebeten, … bis zum … zu überweisen." or rows "Noch zu entrichten" /
 * "Frist" (a Mahnung's "Zu begleichender Gesamtbetrag: …" / "Letzter Tag für den Ausgleich: …");
 * the payee under "Zahlbar an:", "Überweisungsempfänger (Name):" or as the account's first word
 * ("Finanzkasse Kiel, IBAN …"); each account as "IBAN … (Bank, BIC …)"; the reference as
 * "Ihre Zahlungsreferenz lautet: …", "Damit wir Ihre Zahlung zuordnen können, geben Sie bitte an:"
 * with the value on the next line, or "Angabe auf dem Überweisungsträger: …", its value with the
 * year first ("2026 ESt 219/5123/4567") or the tax in brackets ("219/5123/4567 (Einkommensteuer
 * 2026)").
 */
function twentyfirstPaymentLines(input: TemplateInput, amount: number, due: string, what: string, total: boolean): string[] {
  const own = input.twentyfirst!;
  const { rng: s, tax: taxNames, banks } = own;
  const { amt } = input;
  const e = euro(amount);
  const when = d(input, due);
  const [taxShort, taxLong] = taxNames;
  const year = input.letterDate.slice(0, 4);
  const short = amt.name.replace(/^Finanzamt /, '');
  const payee = s.pick([amt.name, `Finanzkasse ${short}`, `${amt.name} – Finanzkasse`]);
  const style = total ? 'total' : s.pick(['gebot', 'dateFirst', 'gebeten', 'rows'] as const);
  // Where the payee stands: in its own line, or as the first words of the (first) account's line.
  const payeeAt = s.pick(['label', 'label', 'account'] as const);
  const payeeLabel = s.pick(['Zahlbar an:', 'Überweisungsempfänger (Name):']);
  const phrase =
    style === 'total'
      ? [`Zu begleichender Gesamtbetrag: ${e}`, `Letzter Tag für den Ausgleich: ${when}`]
      : style === 'gebot'
        ? [`Leistungsgebot: Bitte entrichten Sie ${e}${what} bis zum ${when}.`]
        : style === 'dateFirst'
          ? [`Bis zum ${when} sind ${e}${what} zu entrichten.`]
          : style === 'gebeten'
            ? [`Sie werden gebeten, ${e}${what} bis zum ${when} zu überweisen.`]
            : [`Noch zu entrichten\t${e}${what}`, `Frist\t${when}`];
  const [reference, refLines] = ((): [string, (ref: string) => string[]] => {
    const value = s.chance(0.5) ? `${year} ${taxShort} ${input.stnr}` : `${input.stnr} (${taxLong} ${year})`;
    const wording = s.int(0, 2);
    if (wording === 0) return [value, (ref) => [`Ihre Zahlungsreferenz lautet: ${ref}`]];
    if (wording === 1) return [value, (ref) => ['Damit wir Ihre Zahlung zuordnen können, geben Sie bitte an:', ref]];
    return [value, (ref) => [`Angabe auf dem Überweisungsträger: ${ref}`]];
  })();
  Object.assign(input.printed, { payee, reference });
  const accounts = banks.map((b, k) => `${payeeAt === 'account' && k === 0 ? `${payee}, ` : ''}IBAN ${b.iban} (${b.bank}, BIC ${b.bic})`);
  return [
    ...phrase,
    ...(payeeAt === 'label' ? [`${payeeLabel} ${payee}`] : []),
    ...(banks.length > 1 ? ['Sie können auf eines der folgenden Konten zahlen:'] : []),
    ...accounts,
    ...refLines(reference),
  ];
}

/**
 * The twenty-first set's refund lines: "Aus dieser Abrechnung erhalten Sie … zurück.", "Ihnen stehen
 * … zu; der Betrag wird auf Ihr Konto überwiesen." or "Gutschrift für Sie: …".
 */
function twentyfirstRefundLines(input: TemplateInput, amount: number): string[] {
  const s = input.twentyfirst!.rng;
  const e = euro(amount);
  return [
    s.pick([`Aus dieser Abrechnung erhalten Sie ${e} zurück.`, `Ihnen stehen ${e} zu; der Betrag wird auf Ihr Konto überwiesen.`, `Gutschrift für Sie: ${e}`]),
    'Sollten noch andere Beträge offen sein, wird das Guthaben zunächst damit verrechnet.',
  ];
}

/**
 * The twenty-second set's payment lines: the fields in the order an online banking form asks for
 * them, under "Für Ihre Überweisung (z. B. im Online-Banking):" (rows "Empfänger", "IBAN", "BIC",
 * "Betrag", "Verwendungszweck", "Ausführen bis spätestens"), "Bitte überweisen Sie den Betrag von …
 * bis zum … auf eines der folgenden Konten." or "Der Betrag von … ist bis spätestens … zu zahlen." (a
 * Mahnung's "Gesamtforderung einschließlich Säumniszuschläge: …" / "Zahlungseingang spätestens am:
 * …"); the payee under "Empfängerin der Zahlung:" or "Kontoinhaberin:"; each account as "Bank · IBAN
 * … · BIC …"; the reference as "Verwendungszweck (Pflichtangabe): …" or "Kassenzeichen für Ihre
 * Zahlung: …", its value the tax, the year and the Steuernummer's digits as one long number
 * ("ESt-2026-21951234567") or the Steuernummer with the tax and the year after a comma
 * ("219/5123/4567, ESt 2026").
 */
function twentysecondPaymentLines(input: TemplateInput, amount: number, due: string, what: string, total: boolean): string[] {
  const own = input.twentysecond!;
  const { rng: s, tax: taxNames, banks } = own;
  const { amt } = input;
  const e = euro(amount);
  const when = d(input, due);
  const [taxShort] = taxNames;
  const year = input.letterDate.slice(0, 4);
  const short = amt.name.replace(/^Finanzamt /, '');
  const payee = s.pick([amt.name, `Finanzkasse ${short}`]);
  const reference = s.chance(0.5) ? `${taxShort}-${year}-${input.stnr.replace(/\D/g, '')}` : `${input.stnr}, ${taxShort} ${year}`;
  const refLabel = s.pick(['Verwendungszweck (Pflichtangabe):', 'Kassenzeichen für Ihre Zahlung:']);
  Object.assign(input.printed, { payee, reference });
  const accounts = banks.map((b) => `${b.bank} · IBAN ${b.iban} · BIC ${b.bic}`);
  const style = total ? 'total' : s.pick(['online', 'online', 'betragVon', 'spaetestens'] as const);
  if (style === 'online') {
    const first = banks[0]!;
    return [
      'Für Ihre Überweisung (z. B. im Online-Banking):',
      `Empfänger\t${payee}`,
      `IBAN\t${first.iban}`,
      `BIC\t${first.bic} (${first.bank})`,
      `Betrag\t${e}${what}`,
      `Verwendungszweck\t${reference}`,
      `Ausführen bis spätestens\t${when}`,
      ...(banks.length > 1 ? [`Weiteres Konto: ${accounts[1]}`] : []),
    ];
  }
  const phrase =
    style === 'total'
      ? [`Gesamtforderung einschließlich Säumniszuschläge: ${e}`, `Zahlungseingang spätestens am: ${when}`]
      : style === 'betragVon'
        ? [`Bitte überweisen Sie den Betrag von ${e}${what} bis zum ${when} auf ${banks.length > 1 ? 'eines der folgenden Konten' : 'das folgende Konto'}.`]
        : [`Der Betrag von ${e}${what} ist bis spätestens ${when} zu zahlen.`];
  return [...phrase, `${s.pick(['Empfängerin der Zahlung:', 'Kontoinhaberin:'])} ${payee}`, ...accounts, `${refLabel} ${reference}`];
}

/**
 * The twenty-second set's refund lines: "Die anzurechnenden Steuerabzugsbeträge und Vorauszahlungen
 * übersteigen die festgesetzte Steuer um …; dieser Betrag wird Ihnen erstattet.", "Sie haben … zu viel
 * an Steuern gezahlt. Wir überweisen Ihnen diesen Betrag zurück." or "Ihr Erstattungsbetrag: … (Überweisung
 * auf das Konto, das Sie uns mitgeteilt haben)".
 */
function twentysecondRefundLines(input: TemplateInput, amount: number): string[] {
  const s = input.twentysecond!.rng;
  const e = euro(amount);
  return [
    s.pick([
      `Die anzurechnenden Steuerabzugsbeträge und Vorauszahlungen übersteigen die festgesetzte Steuer um ${e}; dieser Betrag wird Ihnen erstattet.`,
      `Sie haben ${e} zu viel an Steuern gezahlt. Wir überweisen Ihnen diesen Betrag zurück.`,
      `Ihr Erstattungsbetrag: ${e} (Überweisung auf das Konto, das Sie uns mitgeteilt haben)`,
    ]),
    'Offene Beträge auf Ihrem Steuerkonto werden vor der Auszahlung verrechnet.',
  ];
}

/**
 * The twenty-third set's payment lines: "Der Betrag von … ist innerhalb eines Monats nach Bekanntgabe
 * dieses Bescheids zu zahlen (Fälligkeitstag: …).", "Spätestens am … muss der Betrag von … bei der
 * Finanzkasse eingegangen sein." or rows "Ihr Zahlbetrag" / "Letzter Zahltag" (a Mahnung's "Stand
 * Ihres Steuerkontos am …: … zu Ihren Lasten" / "Bitte gleichen Sie Ihr Steuerkonto bis zum … aus.",
 * the account's date before the due date); the payee as a transfer form wants it, in capitals
 * ("Name des Empfängers (so eintragen): FINANZAMT KÖLN-PORZ"), or under "Begünstigter
 * (Kontoinhaber):"; each account as rows "IBAN" / "BIC" / "bei" or as "Konto 1: DE… (MARKDEF1…,
 * Deutsche Bundesbank, Filiale …)"; the reference as "Ordnungsbegriff (als Verwendungszweck
 * angeben): 9219051234567 ESt 26" (the Steuernummer's 13-digit form) or "Verwendungszweck: StNr
 * 219/5123/4567 – Einkommensteuer – Bescheid vom 03.03.2026" (a Mahnung's "Schreiben vom").
 */
function twentythirdPaymentLines(input: TemplateInput, amount: number, due: string, what: string, total: boolean): string[] {
  const own = input.twentythird!;
  const { rng: s, tax: taxNames, banks, elster } = own;
  const { amt } = input;
  const e = euro(amount);
  const when = d(input, due);
  const [taxShort, taxLong] = taxNames;
  const year = input.letterDate.slice(0, 4);
  const short = amt.name.replace(/^Finanzamt /, '');
  // (A Vorauszahlung falls due on its quarter's day, not a month after the notice.)
  const style = total ? 'total' : s.pick(what ? (['eingegangen', 'rows'] as const) : (['monat', 'eingegangen', 'rows'] as const));
  let phrase: string[];
  if (style === 'total') {
    // The account's balance a few days before the letter (a date that is not the due date).
    const stand = addDays(input.letterDate, -s.int(2, 6));
    phrase = [`Stand Ihres Steuerkontos am ${d(input, stand)}: ${e} zu Ihren Lasten`, `Bitte gleichen Sie Ihr Steuerkonto bis zum ${when} aus.`];
  } else if (style === 'monat')
    phrase = [`Der Betrag von ${e}${what} ist innerhalb eines Monats nach Bekanntgabe dieses Bescheids zu zahlen (Fälligkeitstag: ${when}).`];
  else if (style === 'eingegangen') phrase = [`Spätestens am ${when} muss der Betrag von ${e}${what} bei der Finanzkasse eingegangen sein.`];
  else phrase = [`Ihr Zahlbetrag${what}\t${e}`, `Letzter Zahltag\t${when}`];
  const caps = s.chance(0.5);
  const payee = caps ? amt.name.toUpperCase() : `Finanzkasse ${short}`;
  const payeeLine = caps ? `Name des Empfängers (so eintragen): ${payee}` : `Begünstigter (Kontoinhaber): ${payee}`;
  const accounts = s.chance(0.5)
    ? banks.flatMap((b) => [`IBAN\t${b.iban}`, `BIC\t${b.bic}`, `bei\t${b.bank}`])
    : banks.map((b, k) => `Konto${banks.length > 1 ? ` ${k + 1}` : ''}: ${b.iban} (${b.bic}, ${b.bank})`);
  const reference = s.chance(0.5)
    ? `${elster} ${taxShort} ${year.slice(2)}`
    : `StNr ${input.stnr} – ${taxLong} – ${total ? 'Schreiben' : 'Bescheid'} vom ${dateNumeric(input.letterDate)}`;
  const refLine = reference.startsWith('StNr') ? `Verwendungszweck: ${reference}` : `Ordnungsbegriff (als Verwendungszweck angeben): ${reference}`;
  Object.assign(input.printed, { payee, reference });
  return [...phrase, payeeLine, ...accounts, refLine];
}

/**
 * The twenty-third set's refund lines: "Erstattungsanspruch: … – die Auszahlung erfolgt auf das in
 * Ihrer Steuererklärung angegebene Konto.", "Ihr Steuerkonto schließt mit einem Guthaben von …; wir
 * zahlen es an Sie aus." or "Sie erhalten … zurück."
 */
function twentythirdRefundLines(input: TemplateInput, amount: number): string[] {
  const s = input.twentythird!.rng;
  const e = euro(amount);
  return [
    s.pick([
      `Erstattungsanspruch: ${e} – die Auszahlung erfolgt auf das in Ihrer Steuererklärung angegebene Konto.`,
      `Ihr Steuerkonto schließt mit einem Guthaben von ${e}; wir zahlen es an Sie aus.`,
      `Sie erhalten ${e} zurück.`,
    ]),
    'Sind auf Ihrem Steuerkonto noch Beträge offen, wird das Guthaben zuerst damit verrechnet (§ 226 AO).',
  ];
}

/**
 * The twenty-third set's table of an Einkommensteuer-Festsetzung and its settlement in one, the
 * taxes abbreviated in the columns' heads and their sum in a last column ("ESt € | SolZ € | KiSt € |
 * Summe €"; rows "festgesetzt", "anzurechnen", "zu zahlen" or "Erstattung", a refund negative).
 * `taxes`: [name, assessed, paid] in cents.
 */
function twentythirdTaxTable(input: TemplateInput, taxes: [string, number, number][]): Block {
  const s = input.twentythird!.rng;
  const short: Record<string, string> = { Einkommensteuer: 'ESt €', Solidaritätszuschlag: 'SolZ €' };
  const signed = (c: number) => (c < 0 ? `-${euro(-c, false)}` : euro(c, false));
  const sum = (k: 1 | 2) => taxes.reduce((all, t) => all + t[k], 0);
  const balance = sum(1) - sum(2);
  return {
    kind: 'table',
    title:
      balance > 0
        ? s.pick(['Festsetzung und Abrechnung', 'Berechnung der Abschlusszahlung'])
        : s.pick(['Festsetzung und Abrechnung', 'Berechnung der Erstattung']),
    head: [...taxes.map(([name]) => short[name] ?? 'KiSt €'), 'Summe €'],
    rows: [
      ['festgesetzt', ...taxes.map(([, assessed]) => euro(assessed, false)), euro(sum(1), false)],
      ['anzurechnen', ...taxes.map(([, , paid]) => euro(paid, false)), euro(sum(2), false)],
      [balance > 0 ? 'zu zahlen' : 'Erstattung', ...taxes.map(([, assessed, paid]) => signed(assessed - paid)), signed(balance)],
    ],
    strong: [2],
  };
}

/**
 * The twenty-third set's Rechtsbehelfsbelehrungen, as newer letters word them: a notice's with the
 * fourth day after posting for letters posted from 2025 on (the third before), the ways in (in
 * writing, electronically via "Mein ELSTER", in person) and the suspension to ask for apart; a
 * Prüfungsanordnung's; an Einspruchsentscheidung's action before the Finanzgericht.
 */
export function twentythirdRbb(r: Rng, kind: 'bescheid' | 'pruefung' | 'klage', letterDate: string, office: string): string {
  const day = letterDate >= '2025-01-01' ? 'vierten' : 'dritten';
  if (kind === 'klage')
    return r.pick([
      `Gegen diese Einspruchsentscheidung ist die Klage beim Finanzgericht gegeben. Die Klage ist innerhalb eines Monats nach Bekanntgabe der Einspruchsentscheidung zu erheben; sie kann auch beim ${office} angebracht werden (§ 47 Abs. 2 FGO). Die Einspruchsentscheidung gilt mit dem ${day} Tag nach Aufgabe zur Post als bekannt gegeben. Die Klage muss den Kläger, den Beklagten, den Gegenstand des Klagebegehrens und die angefochtene Entscheidung bezeichnen; sie soll einen bestimmten Antrag enthalten.`,
      `Sie können gegen diese Entscheidung innerhalb eines Monats nach ihrer Bekanntgabe Klage beim zuständigen Finanzgericht erheben (§§ 40, 47 FGO). Die Frist ist auch gewahrt, wenn die Klage innerhalb dieser Frist beim ${office} eingeht. Bei Übermittlung durch die Post gilt die Entscheidung am ${day} Tag nach der Aufgabe zur Post als bekannt gegeben (§ 122 Abs. 2 Nr. 1 AO).`,
    ]);
  const what = kind === 'pruefung' ? 'diese Prüfungsanordnung' : 'diesen Bescheid';
  const what1 = kind === 'pruefung' ? 'Die Prüfungsanordnung' : 'Der Bescheid';
  return r.pick([
    `Gegen ${what} ist der Einspruch gegeben (§ 347 AO). Er ist beim ${office} schriftlich, elektronisch (zum Beispiel über „Mein ELSTER“ unter www.elster.de) oder zur Niederschrift einzulegen. Die Einspruchsfrist beträgt einen Monat nach Bekanntgabe (§ 355 Abs. 1 AO). ${what1} gilt am ${day} Tag nach der Aufgabe zur Post als bekannt gegeben, es sei denn, ${kind === 'pruefung' ? 'sie' : 'er'} ist nicht oder später zugegangen (§ 122 Abs. 2 Nr. 1 AO). Fällt dieser Tag auf einen Samstag, Sonntag oder gesetzlichen Feiertag, verschiebt er sich auf den nächsten Werktag (§ 108 Abs. 3 AO).`,
    `Sie können gegen ${what} innerhalb eines Monats nach Bekanntgabe Einspruch einlegen. Den Einspruch richten Sie an das ${office}; Sie können ihn schriftlich einreichen, über „Mein ELSTER“ übermitteln oder an Amtsstelle zu Protokoll geben. Als Tag der Bekanntgabe gilt der ${day.slice(0, -1)} Tag nach Aufgabe zur Post (§ 122 Abs. 2 Nr. 1 AO). Ein Einspruch hemmt die Zahlungspflicht nicht; die Aussetzung der Vollziehung müssen Sie gesondert beantragen (§ 361 AO).`,
  ]);
}

/**
 * The twenty-fourth set's payment lines: "Bitte überweisen Sie … spätestens zum …", the due date
 * only in the warning about late payment ("Bitte überweisen Sie den Nachzahlungsbetrag von … Wird er
 * nicht bis zum … entrichtet, sind Säumniszuschläge zu zahlen (§ 240 AO).") or rows "Nachzahlung" /
 * "zahlbar spätestens am" (a Vorauszahlung's "Ihre nächste Vorauszahlung von … ist bis zum … zu
 * überweisen.", a Mahnung's "Summe der Rückstände einschließlich Säumniszuschläge: …" / "Bitte zahlen
 * Sie diesen Betrag bis zum … ein."); the payee under "Kontoinhaber (Empfänger):" or "Empfangende
 * Kasse:"; each account as the bank's name over its IBAN and BIC, without their labels; the reference
 * under "Buchungsreferenz:" or "Bitte als Verwendungszweck übernehmen:", as "StNr. 219/5123/4567 – ESt
 * 2026" or a Kassenzeichen grouped 4.3.3 ("4711.123.456").
 */
function twentyfourthPaymentLines(input: TemplateInput, amount: number, due: string, what: string, total: boolean): string[] {
  const { rng: s, tax: taxNames, banks } = input.twentyfourth!;
  const { amt } = input;
  const e = euro(amount);
  const when = d(input, due);
  const [taxShort] = taxNames;
  const year = input.letterDate.slice(0, 4);
  // What the amount is: a Verspätungszuschlag, interest, or a tax paid after the assessment.
  const noun = taxShort === 'VSZ' ? 'Verspätungszuschlag' : taxShort === 'Zinsen' ? 'Zinsbetrag' : 'Nachzahlungsbetrag';
  const phrase = total
    ? [`Summe der Rückstände einschließlich Säumniszuschläge: ${e}`, `Bitte zahlen Sie diesen Betrag bis zum ${when} ein.`]
    : what
      ? s.pick([[`Ihre nächste Vorauszahlung von ${e} ist bis zum ${when} zu überweisen.`], [`Nächste Vorauszahlung\t${e}`, `zahlbar spätestens am\t${when}`]])
      : s.pick([
          [`Bitte überweisen Sie ${e} spätestens zum ${when}.`],
          [`Bitte überweisen Sie den ${noun} von ${e}.`, `Wird der Betrag nicht bis zum ${when} entrichtet, sind Säumniszuschläge zu zahlen (§ 240 AO).`],
          [`${noun === 'Nachzahlungsbetrag' ? 'Nachzahlung' : noun}\t${e}`, `zahlbar spätestens am\t${when}`],
        ]);
  // (A branch office's Finanzkasse is the main office's: 'Finanzkasse Zwiesel'.)
  const short = amt.name.replace(/^Finanzamt /, '').replace(/ mit Außenstelle .*$/, '');
  const [payeeLabel, payee] = s.pick([
    ['Kontoinhaber (Empfänger):', amt.name],
    ['Empfangende Kasse:', `Finanzkasse ${short}`],
  ] as const);
  const reference = s.chance(0.6) ? `StNr. ${input.stnr} – ${taxShort} ${year}` : `${s.digits(4)}.${s.digits(3)}.${s.digits(3)}`;
  const refLabel = s.pick(['Buchungsreferenz:', 'Bitte als Verwendungszweck übernehmen:']);
  Object.assign(input.printed, { payee, reference });
  return [
    ...phrase,
    `${payeeLabel} ${payee}`,
    ...banks.flatMap((b) => [b.bank, `${b.iban}  ·  ${b.bic}`]),
    `${refLabel} ${reference}`,
    s.pick([
      'Schecks und Bargeld nimmt die Finanzkasse nicht an.',
      'Haben Sie uns ein SEPA-Lastschriftmandat erteilt, buchen wir den Betrag zum Fälligkeitstag ab; eine Überweisung ist dann nicht nötig.',
    ]),
  ];
}

/**
 * The twenty-fourth set's refund lines: "Der Erstattungsbetrag beläuft sich auf ….", "Auszuzahlender
 * Betrag: …" or "Zu Ihren Gunsten verbleiben …; wir überweisen den Betrag auf Ihr Konto."
 */
function twentyfourthRefundLines(input: TemplateInput, amount: number): string[] {
  const s = input.twentyfourth!.rng;
  const e = euro(amount);
  return [
    s.pick([
      `Der Erstattungsbetrag beläuft sich auf ${e}.`,
      `Auszuzahlender Betrag: ${e}`,
      `Zu Ihren Gunsten verbleiben ${e}; wir überweisen den Betrag auf Ihr Konto.`,
    ]),
    'Vor der Auszahlung wird geprüft, ob Rückstände bestehen; sie werden mit dem Guthaben verrechnet (§ 226 AO).',
  ];
}

/**
 * The twenty-fourth set's statement of an Einkommensteuer-Festsetzung down one column: each tax
 * assessed on a row, their sum, the tax withheld from wages, and the balance as "Abschlusszahlung" or
 * "Erstattungsbetrag". `taxes`: [name, assessed, paid] in cents.
 */
function twentyfourthTaxList(input: TemplateInput, taxes: [string, number, number][]): Block {
  const s = input.twentyfourth!.rng;
  const sum = (k: 1 | 2) => taxes.reduce((all, t) => all + t[k], 0);
  const balance = sum(1) - sum(2);
  return {
    kind: 'table',
    title: s.pick(['Zusammenstellung der festgesetzten Beträge', 'Übersicht über die Festsetzung']),
    head: ['Euro'],
    rows: [
      ...taxes.map(([name, assessed]) => [name === 'Kirchensteuer ev' ? 'Kirchensteuer (ev.)' : name, euro(assessed, false)]),
      ['Summe der festgesetzten Beträge', euro(sum(1), false)],
      ['abzüglich Steuerabzug vom Lohn', `-${euro(sum(2), false)}`],
      [balance > 0 ? 'Abschlusszahlung' : 'Erstattungsbetrag', euro(Math.abs(balance), false)],
    ],
    strong: [taxes.length + 2],
  };
}

/**
 * The tariff of § 32a Abs. 1 EStG per year: the basic allowance, the ends of the two progressive
 * zones with their factors, the second zone's constant and the constants subtracted in the 42 % and
 * 45 % zones (2022 as amended by the Steuerentlastungsgesetz 2022, 2024 by the law on the
 * Existenzminimum of 2024, 2025 by the Steuerfortentwicklungsgesetz).
 */
const TARIFFS: Record<number, [number, number, number, number, number, number, number, number]> = {
  2022: [10_347, 14_926, 1_088.67, 58_596, 206.43, 869.32, 9_336.45, 17_671.2],
  2023: [10_908, 15_999, 979.18, 62_809, 192.59, 966.53, 9_972.98, 18_307.73],
  2024: [11_784, 17_005, 954.8, 66_760, 181.19, 991.21, 10_636.31, 18_971.06],
  2025: [12_096, 17_443, 932.3, 68_480, 176.64, 1_015.13, 10_911.92, 19_246.67],
};

/** The income tax of the basic tariff on `x` full euros of taxable income in `year` (2022–2025), in full euros. */
function tariffTax(year: number, x: number): number {
  const [free, end1, a1, end2, a2, c2, c4, c5] = TARIFFS[Math.min(2025, Math.max(2022, year))]!;
  if (x <= free) return 0;
  if (x <= end1) {
    const y = (x - free) / 10_000;
    return Math.floor((a1 * y + 1_400) * y);
  }
  if (x <= end2) {
    const z = (x - end1) / 10_000;
    return Math.floor((a2 * z + 2_397) * z + c2);
  }
  return Math.floor(x <= 277_825 ? 0.42 * x - c4 : 0.45 * x - c5);
}

/** The least taxable income (full euros) on which the basic tariff of `year` comes to `tax` full euros. */
function incomeFor(year: number, tax: number): number {
  let [lo, hi] = [0, 2_000_000];
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (tariffTax(year, mid) >= tax) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Full euros as a Berechnung prints them: '45.678'. */
function wholeEuros(n: number): string {
  return euro(n * 100, false).replace(/,00$/, '');
}

/**
 * The twenty-fourth set's calculation of the Einkommensteuer on a page of its own (half its
 * Einkommensteuerbescheide): the taxable income from the wages, the Werbungskosten (at least the
 * Arbeitnehmer-Pauschbetrag), the Entlastungsbetrag für Alleinerziehende where the notes name it and
 * the Sonderausgaben; then the tariff's tax on it (the basic or, for a couple assessed jointly, the
 * splitting tariff), less a Steuerermäßigung nach § 35a EStG, which comes to the tax assessed on page 1
 * (`est` cents). Berechnungsgrundlagen in full euros, the tax in euros and cents.
 */
function twentyfourthCalculation(input: TemplateInput, year: number, taxes: [string, number, number][], notes: string): Block[] {
  const est = taxes[0]![1];
  const { rng: s, joint } = input.twentyfourth!;
  // The tariff's tax a few hundred euros above the tax assessed: the rest is the § 35a reduction.
  const wanted = Math.ceil(est / 100) + s.int(40, 600);
  const half = Math.ceil(wanted / 2);
  const taxable = joint ? 2 * incomeFor(year, half) + s.int(0, 1) : incomeFor(year, wanted);
  const tariff = joint ? 2 * tariffTax(year, Math.floor(taxable / 2)) : tariffTax(year, taxable);
  const reduction = tariff * 100 - est;
  const lump = year >= 2023 ? 1_230 : 1_200;
  const provision = Math.round(taxable * (0.14 + s.next() * 0.06));
  // The other Sonderausgaben: the church tax paid (withheld from the wages) and the childcare costs
  // where the notes name them, or else the lump sum or some donations.
  const church = Math.ceil((taxes.find(([name]) => name.startsWith('Kirchensteuer'))?.[2] ?? 0) / 100);
  const childcare = /Kinderbetreuungskosten/.test(notes) ? s.int(900, 4_000) : 0;
  const other = church + childcare > 0 ? church + childcare + s.int(0, 400) : s.chance(0.5) ? (joint ? 72 : 36) : s.int(120, 1_400);
  const single = !joint && /Alleinerziehende/.test(notes) ? (year >= 2023 ? 4_260 : 4_008) : 0;
  const total = taxable + provision + other;
  const sum = total + single;
  const costs = () => (s.chance(0.5) ? lump : s.int(lump + 50, 4_800));
  const minus = (n: number) => `-${wholeEuros(n)}`;
  let wages: string[][];
  if (joint) {
    const his = Math.round(sum * (0.35 + s.next() * 0.3));
    const [c1, c2] = [costs(), costs()];
    wages = [
      ['Bruttoarbeitslohn Ehemann', wholeEuros(his + c1)],
      ['abzüglich Werbungskosten', minus(c1)],
      ['Bruttoarbeitslohn Ehefrau', wholeEuros(sum - his + c2)],
      ['abzüglich Werbungskosten', minus(c2)],
    ];
  } else {
    const c = costs();
    wages = [
      ['Bruttoarbeitslohn', wholeEuros(sum + c)],
      ['abzüglich Werbungskosten', minus(c)],
    ];
  }
  return [
    { kind: 'para', bold: true, text: `Berechnungsgrundlagen zum Bescheid für ${year}` },
    {
      kind: 'table',
      title: 'Ermittlung des zu versteuernden Einkommens',
      head: ['Euro'],
      rows: [
        ...wages,
        ['Summe der Einkünfte aus nichtselbständiger Arbeit', wholeEuros(sum)],
        ...(single ? [['abzüglich Entlastungsbetrag für Alleinerziehende', minus(single)]] : []),
        ['Gesamtbetrag der Einkünfte', wholeEuros(total)],
        ['abzüglich Vorsorgeaufwendungen', minus(provision)],
        ['abzüglich übrige Sonderausgaben', minus(other)],
        ['zu versteuerndes Einkommen', wholeEuros(taxable)],
      ],
      strong: [wages.length + (single ? 5 : 4)],
    },
    {
      kind: 'table',
      title: 'Berechnung der Einkommensteuer',
      head: ['Euro'],
      rows: [
        [`Einkommensteuer nach dem ${joint ? 'Splittingtarif' : 'Grundtarif'}`, euro(tariff * 100, false)],
        ['abzüglich Steuerermäßigung nach § 35a EStG', `-${euro(reduction, false)}`],
        ['festzusetzende Einkommensteuer', euro(est, false)],
      ],
      strong: [2],
    },
  ];
}

/** Weekdays, Sunday first (the eighteenth set's due date 'Montag, 15. April 2025'). */
const EIGHTEENTH_WEEKDAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];

/**
 * The eighteenth set's payment lines: the amount, the due date and the first account in a small
 * table at the top of the box ("Betrag | fällig am | Konto (IBAN)"), as "Überweisung bis Montag,
 * 15. April 2025: 1.234,56 €" (the due date after its weekday, written out) or as two rows "Betrag"
 * / "Überweisung bis" (a Mahnung's "Insgesamt rückständig: …" / "Letzter Zahlungstermin vor
 * Einleitung der Vollstreckung: …"); the payee as "Begünstigte Stelle: Finanzamt … –
 * Erhebungsstelle –" or "Zahlungen an: Erhebungsstelle des Finanzamts …"; each account as "IBAN … –
 * BIC … – Bank"; the reference last, as "Buchungshinweis (bitte übernehmen): 219/5123/4567 ESt 2026"
 * or "Bei der Überweisung anzugeben: StNr. 219/5123/4567 – Einkommensteuer 2026".
 */
function eighteenthPaymentLines(input: TemplateInput, amount: number, due: string, what: string, total: boolean): string[] {
  const own = input.eighteenth!;
  const { rng: s, tax: taxNames, banks } = own;
  const { amt } = input;
  const e = euro(amount);
  const when = d(input, due);
  const weekday = EIGHTEENTH_WEEKDAYS[new Date(`${due}T12:00:00Z`).getUTCDay()]!;
  const style = total ? 'total' : s.pick(['columns', 'columns', 'weekday', 'rows'] as const);
  const phrase =
    style === 'total'
      ? [`Insgesamt rückständig: ${e}`, `Letzter Zahlungstermin vor Einleitung der Vollstreckung: ${when}`]
      : style === 'weekday'
        ? [`Überweisung bis ${weekday}, ${dateLong(due)}: ${e}${what}`]
        : style === 'rows'
          ? [`Betrag\t${e}${what}`, `Überweisung bis\t${when}`]
          : [];
  if (style === 'columns') own.columns = { head: ['Betrag', 'fällig am', 'Konto (IBAN)'], row: [e, dateNumeric(due), banks[0]!.iban] };
  const city = amt.name.replace(/^Finanzamt /, '');
  const [payeeLabel, payee] = s.pick([
    ['Begünstigte Stelle:', `Finanzamt ${city} – Erhebungsstelle –`],
    ['Zahlungen an:', `Erhebungsstelle des ${officeGenitive(amt.name)}`],
  ] as const);
  const [taxShort, taxLong] = taxNames;
  const year = input.letterDate.slice(0, 4);
  const [refLabel, reference] = s.chance(0.5)
    ? ['Buchungshinweis (bitte übernehmen):', `${input.stnr} ${taxShort} ${year}`]
    : ['Bei der Überweisung anzugeben:', `StNr. ${input.stnr} – ${taxLong} ${year}`];
  Object.assign(input.printed, { payee, reference });
  return [`${payeeLabel} ${payee}`, ...phrase, ...banks.map((b) => `IBAN ${b.iban} – BIC ${b.bic} – ${b.bank}`), `${refLabel} ${reference}`];
}

/**
 * The eighteenth set's refund lines: "Der Überschuss zu Ihren Gunsten (…) wird in den nächsten Tagen
 * angewiesen.", "Erstattet wird: …." or "Rückzahlungsbetrag … – die Anweisung an Ihr Konto ist
 * veranlasst."
 */
function eighteenthRefundLines(input: TemplateInput, amount: number): string[] {
  const s = input.eighteenth!.rng;
  const e = euro(amount);
  return [
    s.pick([
      `Der Überschuss zu Ihren Gunsten (${e}) wird in den nächsten Tagen angewiesen.`,
      `Erstattet wird: ${e}.`,
      `Rückzahlungsbetrag ${e} – die Anweisung an Ihr Konto ist veranlasst.`,
    ]),
    'Gegen offene Forderungen des Finanzamts wird vorher aufgerechnet.',
  ];
}

/**
 * The seventeenth set's refund lines: "Betrag der Erstattung: … – die Gutschrift erfolgt ohne
 * weiteren Antrag.", "Ihr Steuerkonto weist ein Guthaben von … aus, das wir Ihnen überweisen." or
 * "Sie erhalten … zurück; die Auszahlung erfolgt auf Ihr uns bekanntes Konto."
 */
function seventeenthRefundLines(input: TemplateInput, amount: number): string[] {
  const s = input.seventeenth!.rng;
  const e = euro(amount);
  return [
    s.pick([
      `Betrag der Erstattung: ${e} – die Gutschrift erfolgt ohne weiteren Antrag.`,
      `Ihr Steuerkonto weist ein Guthaben von ${e} aus, das wir Ihnen überweisen.`,
      `Sie erhalten ${e} zurück; die Auszahlung erfolgt auf Ihr uns bekanntes Konto.`,
    ]),
    'Mit Rückständen bei anderen Steuern wird zuvor aufgerechnet.',
  ];
}

/**
 * The sixteenth set's refund lines: "Ihnen wird ein Betrag von … gutgeschrieben.", "Es verbleibt ein
 * Überschuss von … zu Ihren Gunsten, den wir an Sie auszahlen." or "Rückerstattung an Sie: …
 * (Überweisung in Kürze)".
 */
function sixteenthRefundLines(input: TemplateInput, amount: number): string[] {
  const s = input.sixteenth!.rng;
  const e = euro(amount);
  return [
    s.pick([
      `Ihnen wird ein Betrag von ${e} gutgeschrieben.`,
      `Es verbleibt ein Überschuss von ${e} zu Ihren Gunsten, den wir an Sie auszahlen.`,
      `Rückerstattung an Sie: ${e} (Überweisung in Kürze)`,
    ]),
    'Offene Beträge anderer Steuerarten ziehen wir vorher ab.',
  ];
}

/**
 * The fifteenth set's refund lines: "Rückzahlung an Sie: … (Gutschrift auf Ihrem Konto in den
 * nächsten Tagen)", "Was Sie zurückbekommen: …" or "Der Betrag von … steht Ihnen zu; wir überweisen
 * ihn auf Ihr Konto."
 */
function fifteenthRefundLines(input: TemplateInput, amount: number): string[] {
  const s = input.fifteenth!.rng;
  const e = euro(amount);
  return [
    s.pick([
      `Rückzahlung an Sie: ${e} (Gutschrift auf Ihrem Konto in den nächsten Tagen)`,
      `Was Sie zurückbekommen: ${e}`,
      `Der Betrag von ${e} steht Ihnen zu; wir überweisen ihn auf Ihr Konto.`,
    ]),
    'Haben Sie noch Steuerschulden, verrechnen wir diese vorher mit dem Betrag.',
  ];
}

/**
 * The fourteenth set's refund lines: "Der Erstattungsbetrag in Höhe von … wird auf das uns bekannte
 * Konto überwiesen.", "Zu viel gezahlt: … – wir überweisen Ihnen den Betrag zurück."
 */
function fourteenthRefundLines(input: TemplateInput, amount: number): string[] {
  const s = input.fourteenth!.rng;
  const e = euro(amount);
  return [
    s.pick([
      `Der Erstattungsbetrag in Höhe von ${e} wird auf das uns bekannte Konto überwiesen.`,
      `Zu viel gezahlt: ${e} – wir überweisen Ihnen den Betrag zurück.`,
    ]),
    'Mit Rückständen aus anderen Steuern wird vorher aufgerechnet (§ 226 AO).',
  ];
}

/**
 * The thirteenth set's refund lines: "Ihr Guthaben von … überweisen wir auf Ihr Konto bei der …
 * (IBAN endet auf …)", "Auszahlung: … – in der Regel innerhalb weniger Tage", "Der zu erstattende
 * Betrag (…) wird Ihnen ausgezahlt."
 */
function thirteenthRefundLines(input: TemplateInput, amount: number): string[] {
  const s = input.thirteenth!.rng;
  const e = euro(amount);
  return [
    s.pick([
      `Ihr Guthaben von ${e} überweisen wir auf Ihr Konto bei der ${s.pick(['Sparkasse', 'Volksbank', 'Commerzbank', 'ING'])} (IBAN endet auf ${s.digits(4)}).`,
      `Auszahlung: ${e} – in der Regel innerhalb weniger Tage auf Ihr bekanntes Konto.`,
      `Der zu erstattende Betrag (${e}) wird Ihnen ausgezahlt.`,
    ]),
    'Bestehen Rückstände, wird das Guthaben zunächst mit ihnen verrechnet.',
  ];
}

/** The eleventh set's refund lines: "Auszahlungsbetrag: …", "Wir zahlen Ihnen … zurück", "Erstattungsbetrag (wird überwiesen): …". */
function eleventhRefundLines(input: TemplateInput, amount: number): string[] {
  const s = input.eleventh!.rng;
  const e = euro(amount);
  return [
    s.pick([`Auszahlungsbetrag: ${e}`, `Wir zahlen Ihnen ${e} zurück.`, `Erstattungsbetrag (wird überwiesen): ${e}`]),
    s.pick([
      'Der Betrag wird auf das Konto überwiesen, das Sie in Ihrer Steuererklärung angegeben haben. Ansprüche des Finanzamts werden vorher verrechnet.',
      'Bitte teilen Sie uns eine Änderung Ihrer Bankverbindung umgehend mit, damit die Auszahlung nicht fehlgeht.',
    ]),
  ];
}

/** The tenth set's refund lines: the amount in figures and words, "Guthaben zu Ihren Gunsten (Auszahlung)". */
function tenthRefundLines(input: TemplateInput, amount: number): string[] {
  const s = input.tenth!.rng;
  const e = euro(amount);
  return [
    s.pick([
      `Zu Ihren Gunsten ergibt sich ein Betrag von ${e} (in Worten: ${amountInWords(amount)}).`,
      `Guthaben zu Ihren Gunsten (Auszahlung): ${e}`,
      `Sie bekommen ${e} zurückgezahlt.`,
    ]),
    'Die Auszahlung erfolgt auf das Konto, das Sie uns zuletzt mitgeteilt haben. Fällige Steuern können vorher verrechnet werden (§ 226 AO).',
  ];
}

/** The ninth set's refund lines: "Erstattungsanspruch: …", "Es ergibt sich eine Überzahlung von …". */
function ninthRefundLines(input: TemplateInput, amount: number): string[] {
  const s = input.ninth!.rng;
  const e = euro(amount);
  return [
    s.pick([
      `Erstattungsanspruch: ${e}`,
      `Es ergibt sich eine Überzahlung von ${e}, die Ihnen erstattet wird.`,
      `Zu viel entrichtet: ${e} – dieser Betrag wird Ihnen erstattet.`,
    ]),
    'Der Betrag wird auf Ihr zuletzt benanntes Konto überwiesen; mit fälligen Beträgen kann er verrechnet werden (§ 226 AO).',
  ];
}

/** The sixth set's refund lines: "Sie erhalten … zurück.", "Auszahlungsbetrag: …"; after a statement grid often without the amount. */
function sixthRefundLines(input: TemplateInput, amount: number, gridded: boolean): string[] {
  const s = input.sixth!;
  const e = euro(amount);
  return [
    gridded && s.chance(0.5)
      ? 'Der Erstattungsbetrag wird in den nächsten Tagen auf Ihr Konto überwiesen.'
      : s.pick([`Sie erhalten ${e} zurück.`, `Auszahlungsbetrag: ${e}`, `Zu Ihren Gunsten werden ${e} ausgezahlt.`]),
    'Eine Verrechnung mit fälligen Beträgen bleibt vorbehalten.',
  ];
}

/**
 * The sixth set's statement of what to pay, in seven letters of ten that pay: a ruled grid
 * "Abrechnung (Beträge in Euro)" or "Zahlungsaufforderung", one row per tax (Steuerart | Zeitraum |
 * fällig am | Betrag) and a total ("Summe", "Gesamtbetrag", "Zu zahlen insgesamt"); null in the
 * other sets and the other letters. `rows`: [tax, period, due date (ISO, or '' for none), cents].
 */
function sixthStatement(input: TemplateInput, rows: [string, string, string, number][], total = true): Block | null {
  const s = input.sixth;
  if (!s?.chance(0.7)) return null;
  const head = s.pick([
    ['Steuerart', 'Zeitraum', 'fällig am', 'Betrag'],
    ['Abgabe', 'Zeitraum', 'Fälligkeit', 'Euro'],
    ['Steuerart', 'Jahr', 'fällig am', 'Betrag in €'],
  ]);
  const sum = rows.reduce((all, row) => all + row[3], 0);
  return {
    kind: 'grid',
    title: s.pick(['Abrechnung (Beträge in Euro)', 'Zahlungsaufforderung', 'Abrechnung zu diesem Bescheid']),
    head,
    rows: rows.map(([tax, period, due, cents]) => [tax, period, due ? dateNumeric(due) : '', euro(cents, false)]),
    total: total ? [s.pick(['Summe', 'Gesamtbetrag', 'Zu zahlen insgesamt']), '', '', euro(sum, false)] : null,
  };
}

/** The sixth set's refund statement, in half its refunds: Steuerart | Zeitraum | Erstattung and the sum. `rows`: [tax, period, cents]. */
function sixthRefundStatement(input: TemplateInput, rows: [string, string, number][]): Block | null {
  const s = input.sixth;
  if (!s?.chance(0.5)) return null;
  const sum = rows.reduce((all, row) => all + row[2], 0);
  return {
    kind: 'grid',
    title: s.pick(['Abrechnung (Beträge in Euro)', 'Abrechnung zu diesem Bescheid']),
    head: ['Steuerart', 'Zeitraum', 'Erstattung'],
    rows: rows.map(([tax, period, cents]) => [tax, period, euro(cents, false)]),
    total: [s.pick(['Erstattungsbetrag', 'Summe der Erstattung']), '', euro(sum, false)],
  };
}

/**
 * A settlement table (blind set): per tax what is assessed, what was paid already and what
 * remains ("festgesetzt | bereits gezahlt | verbleibende Beträge"), and below it the balance to
 * pay ("Nachzahlung", "Abschlusszahlung", "zu zahlen", "Restbetrag") or to refund ("Erstattung",
 * printed negative: "-312,00"). `taxes`: [name, assessed, paid] in cents.
 */
function settlementTable(input: TemplateInput, taxes: [string, number, number][]): Block {
  const { vary } = input;
  const signed = (c: number) => (c < 0 ? `-${euro(-c, false)}` : euro(c, false));
  const balance = taxes.reduce((sum, [, assessed, paid]) => sum + assessed - paid, 0);
  const label = balance > 0 ? vary.pick(['Nachzahlung', 'Abschlusszahlung', 'zu zahlen', 'Restbetrag']) : vary.pick(['Erstattung', 'Erstattung (Guthaben)']);
  return {
    kind: 'table',
    title: vary.pick(['Abrechnung', 'Abrechnung (Stand: Tag der Bekanntgabe)']),
    head: ['festgesetzt €', 'bereits gezahlt €', 'verbleibende Beträge €'],
    tallHead: true,
    rows: [
      ...taxes.map(([name, assessed, paid]) => [name, euro(assessed, false), euro(paid, false), signed(assessed - paid)]),
      [label, '', '', signed(balance)],
    ],
    strong: [taxes.length],
  };
}

/** The blind set's refund lines: the amount only as the settlement table's negative row, or "Erstattung: -312,00 €". */
function blindRefundLines(input: TemplateInput, amount: number, settled: boolean): string[] {
  const { vary } = input;
  return [
    settled && vary.chance(0.6)
      ? 'Das Guthaben wird auf das bei uns hinterlegte Konto überwiesen, soweit es nicht mit Rückständen verrechnet wird.'
      : `Erstattung: -${euro(amount)}. Der Betrag wird auf das bei uns hinterlegte Konto überwiesen.`,
    'Über eine Verrechnung mit anderen Steuerschulden erhalten Sie gesondert Nachricht.',
  ];
}

function refundLines(input: TemplateInput, amount: number, settled = false): string[] {
  if (input.set === 'blind') return blindRefundLines(input, amount, settled);
  if (input.set === 'sixth') return sixthRefundLines(input, amount, settled);
  if (input.set === 'seventh') return seventhRefundLines(input, amount);
  if (input.set === 'eighth') return eighthRefundLines(input, amount);
  if (input.set === 'ninth') return ninthRefundLines(input, amount);
  if (input.set === 'tenth') return tenthRefundLines(input, amount);
  if (input.set === 'eleventh') return eleventhRefundLines(input, amount);
  if (input.set === 'twelfth') return twelfthRefundLines(input, amount);
  if (input.set === 'thirteenth') return thirteenthRefundLines(input, amount);
  if (input.set === 'fourteenth') return fourteenthRefundLines(input, amount);
  if (input.set === 'fifteenth') return fifteenthRefundLines(input, amount);
  if (input.set === 'sixteenth') return sixteenthRefundLines(input, amount);
  if (input.set === 'seventeenth') return seventeenthRefundLines(input, amount);
  if (input.set === 'eighteenth') return eighteenthRefundLines(input, amount);
  if (input.set === 'nineteenth') return nineteenthRefundLines(input, amount);
  if (input.set === 'twentieth') return twentiethRefundLines(input, amount);
  if (input.set === 'twentyfirst') return twentyfirstRefundLines(input, amount);
  if (input.set === 'twentysecond') return twentysecondRefundLines(input, amount);
  if (input.set === 'twentythird') return twentythirdRefundLines(input, amount);
  if (input.set === 'twentyfourth') return twentyfourthRefundLines(input, amount);
  if (input.set === 'unseen')
    return [
      input.vary.pick([
        `Zu Ihren Gunsten ergibt sich ein Guthaben von ${euro(amount)}. Es wird auf Ihr bei uns hinterlegtes Konto ausgezahlt.`,
        `Der Überschuss von ${euro(amount)} wird Ihnen erstattet.`,
      ]),
      'Eine Aufrechnung mit fälligen Steuerschulden bleibt vorbehalten.',
    ];
  if (input.set === 'fresh')
    return [
      input.vary.pick([
        `Es ergibt sich eine Erstattung von ${euro(amount)}. Der Betrag wird auf das Konto überwiesen, das Sie in Ihrer Erklärung angegeben haben.`,
        `Zu erstatten: ${euro(amount)}. Die Überweisung erfolgt in den nächsten Tagen.`,
      ]),
      'Eine Verrechnung mit Rückständen bleibt vorbehalten.',
    ];
  const last = input.rng.digits(4);
  return [
    input.rng.pick([
      `Der Erstattungsbetrag von ${euro(amount)} wird auf Ihr Konto IBAN DE** **** **** **** **${last.slice(0, 2)} ${last.slice(2)} überwiesen.`,
      `Erstattung: ${euro(amount)}. Der Betrag wird in den nächsten Tagen auf Ihr bekanntes Konto überwiesen.`,
    ]),
    'Eine Verrechnung mit Rückständen bleibt vorbehalten.',
  ];
}

/** The rows of an Einkommensteuer-Festsetzung and its balance (positive: to pay). */
function incomeTaxTable(
  rng: Rng,
  forcePay: boolean,
): { head: string[]; rows: string[][]; balance: number; church: boolean; taxes: [string, number, number][] } {
  const church = rng.chance(0.5);
  const est = cents(rng, 1800, 24000);
  const soli = est > 1800000 ? Math.round(est * 0.055 * rng.next()) : 0;
  const kist = church ? Math.round(est * 0.09) : 0;
  const ratio = forcePay ? 0.55 + rng.next() * 0.35 : 0.75 + rng.next() * 0.5;
  const lst = Math.round(est * ratio);
  const lsoli = Math.round(soli * ratio);
  const lkist = Math.round(kist * ratio);
  const rows = [
    ['Festgesetzt werden', euro(est, false), euro(soli, false), ...(church ? [euro(kist, false)] : [])],
    ['abzüglich Steuerabzug vom Lohn', euro(lst, false), euro(lsoli, false), ...(church ? [euro(lkist, false)] : [])],
  ];
  const rest = [est - lst, soli - lsoli, kist - lkist];
  const sign = (c: number) => (c < 0 ? `-${euro(-c, false)}` : euro(c, false));
  rows.push(['Verbleibende Beträge', sign(rest[0]!), sign(rest[1]!), ...(church ? [sign(rest[2]!)] : [])]);
  const head = ['Einkommensteuer €', 'Solidaritätszuschlag €', ...(church ? ['Kirchensteuer ev €'] : [])];
  const taxes: [string, number, number][] = [
    ['Einkommensteuer', est, lst],
    ['Solidaritätszuschlag', soli, lsoli],
    ...(church ? [['Kirchensteuer ev', kist, lkist] as [string, number, number]] : []),
  ];
  return { head, rows, balance: rest[0]! + rest[1]! + rest[2]!, church, taxes };
}

type Template = (input: TemplateInput) => TemplateOutput;

const einkommensteuerbescheid: Template = (input) => {
  const { rng } = input;
  const year = Number(input.letterDate.slice(0, 4)) - rng.int(1, 2);
  const t = incomeTaxTable(rng, rng.chance(0.6));
  // The blind set settles in one table (assessed, paid, remaining) instead of the two.
  const settled = input.set === 'blind';
  // The twenty-third set's at times in one table, the taxes' sum in a last column.
  const summed = input.twentythird?.rng.chance(0.6) ? twentythirdTaxTable(input, t.taxes) : null;
  // The twenty-fourth set's at times down one column, the balance its last row.
  const listed = input.twentyfourth?.rng.chance(0.5) ? twentyfourthTaxList(input, t.taxes) : null;
  const blocks: Block[] = [
    { kind: 'para', text: `Aufgrund Ihrer Einkommensteuererklärung für ${year} wird die Steuer wie folgt festgesetzt:` },
    settled ? settlementTable(input, t.taxes) : (summed ?? listed ?? { kind: 'table', title: 'Festsetzung', head: t.head, rows: t.rows, strong: [2] }),
  ];
  const truth: TemplateTruth = { taxYear: year, amountDueCents: null, refundCents: null, dueDate: null, hasInstructions: true, personal: true };
  const yearText = String(year);
  if (t.balance > 0) {
    const due = payBy(input);
    // The sixth set's statement grid, one row per tax, stands in for the Abrechnung.
    const grid = sixthStatement(
      input,
      t.taxes.filter(([, assessed, paid]) => assessed !== paid).map(([name, assessed, paid]) => [name, yearText, due, assessed - paid]),
    );
    if (grid) blocks.push(grid);
    else if (!settled && !summed && !listed)
      blocks.push({ kind: 'table', title: 'Abrechnung', rows: [['Nachzahlung insgesamt', euro(t.balance)]], strong: [0] });
    blocks.push({ kind: 'payment', lines: paymentLines(input, t.balance, due, '', false, settled || grid !== null) });
    truth.amountDueCents = t.balance;
    truth.dueDate = due;
  } else {
    const grid = sixthRefundStatement(
      input,
      t.taxes.filter(([, assessed, paid]) => assessed !== paid).map(([name, assessed, paid]) => [name, yearText, paid - assessed]),
    );
    if (grid) blocks.push(grid);
    else if (!settled && !summed && !listed)
      blocks.push({ kind: 'table', title: 'Abrechnung', rows: [['Erstattung insgesamt', euro(-t.balance)]], strong: [0] });
    blocks.push({ kind: 'payment', lines: refundLines(input, -t.balance, settled || grid !== null) });
    truth.refundCents = -t.balance;
  }
  // Half of them explain more, on a second page.
  const long = rng.chance(0.5);
  if (long) blocks.push({ kind: 'pagebreak' });
  const notes = rng
    .shuffle([...ERLAEUTERUNG_ESt])
    .slice(0, long ? 5 : 2)
    .join(' ');
  blocks.push({ kind: 'smallprint', title: 'Erläuterungen', text: notes });
  // The twenty-fourth set's calculation of the tax on a page of its own, before the notes, in half its letters.
  if (input.twentyfourth?.rng.chance(0.5)) {
    const at = blocks.length - (long ? 2 : 1);
    blocks.splice(at, long ? 1 : 0, { kind: 'pagebreak' }, ...twentyfourthCalculation(input, year, t.taxes, notes));
  }
  blocks.push({ kind: 'smallprint', title: 'Rechtsbehelfsbelehrung', text: RBB_BESCHEID });
  return {
    subject: [
      t.church
        ? `Bescheid für ${year} über Einkommensteuer, Solidaritätszuschlag und Kirchensteuer`
        : `Bescheid für ${year} über Einkommensteuer und Solidaritätszuschlag`,
    ],
    blocks,
    truth,
  };
};

const aenderungsbescheid: Template = (input) => {
  const { rng } = input;
  const year = Number(input.letterDate.slice(0, 4)) - rng.int(1, 3);
  const before = cents(rng, 2000, 20000);
  const diff = rng.chance(0.65) ? cents(rng, 80, 3500) : -cents(rng, 80, 2500);
  const after = before + diff;
  const earlier = addDays(input.letterDate, -rng.int(90, 400));
  const para = rng.pick(['§ 173 Abs. 1 Nr. 1 AO', '§ 175 Abs. 1 Satz 1 Nr. 2 AO', '§ 172 Abs. 1 Satz 1 Nr. 2 AO', '§ 164 Abs. 2 AO']);
  const settled = input.set === 'blind';
  const blocks: Block[] = [
    { kind: 'para', text: `Dieser Bescheid ändert den Bescheid vom ${d(input, earlier)}. Die Änderung erfolgt nach ${para}.` },
    // The blind set: what was assessed before counts as paid.
    settled
      ? settlementTable(input, [['Einkommensteuer', after, before]])
      : {
          kind: 'table',
          title: 'Festsetzung',
          head: ['Einkommensteuer €'],
          rows: [
            ['bisher festgesetzt', euro(before, false)],
            ['neu festgesetzt', euro(after, false)],
            ['Unterschiedsbetrag', diff < 0 ? `-${euro(-diff, false)}` : euro(diff, false)],
          ],
          strong: [2],
        },
  ];
  const truth: TemplateTruth = { taxYear: year, amountDueCents: null, refundCents: null, dueDate: null, hasInstructions: true, personal: true };
  if (diff > 0) {
    const due = payBy(input);
    const grid = sixthStatement(input, [['Einkommensteuer', String(year), due, diff]]);
    if (grid) blocks.push(grid);
    blocks.push({ kind: 'payment', lines: paymentLines(input, diff, due, '', false, settled || grid !== null) });
    truth.amountDueCents = diff;
    truth.dueDate = due;
  } else {
    const grid = sixthRefundStatement(input, [['Einkommensteuer', String(year), -diff]]);
    if (grid) blocks.push(grid);
    blocks.push({ kind: 'payment', lines: refundLines(input, -diff, settled || grid !== null) });
    truth.refundCents = -diff;
  }
  blocks.push({
    kind: 'smallprint',
    title: 'Erläuterungen',
    text: 'Nach Bekanntgabe des ursprünglichen Bescheids sind Tatsachen bekannt geworden, die zu einer höheren bzw. niedrigeren Steuer führen. Die Mitteilung Ihres Arbeitgebers über den Arbeitslohn wurde berücksichtigt.',
  });
  blocks.push({ kind: 'smallprint', title: 'Rechtsbehelfsbelehrung', text: RBB_BESCHEID });
  return { subject: [`Geänderter Bescheid für ${year} über Einkommensteuer und Solidaritätszuschlag`, `– geändert nach ${para} –`], blocks, truth };
};

const umsatzsteuerbescheid: Template = (input) => {
  const { rng } = input;
  const year = Number(input.letterDate.slice(0, 4)) - rng.int(1, 2);
  const base = cents(rng, 30000, 250000);
  const ust = Math.round(base * 0.19);
  const vst = Math.round(ust * (0.2 + rng.next() * 0.4));
  const zahllast = ust - vst;
  const vz = Math.round(zahllast * (0.8 + rng.next() * 0.35));
  const rest = zahllast - vz;
  const rows = [
    ['Umsätze zum Steuersatz von 19 %', euro(base, false), euro(ust, false)],
    ['abziehbare Vorsteuerbeträge', '', `-${euro(vst, false)}`],
    ['Umsatzsteuer', '', euro(zahllast, false)],
    ['abzüglich Vorauszahlungen (Voranmeldungen)', '', `-${euro(vz, false)}`],
    ['Verbleibender Betrag', '', rest < 0 ? `-${euro(-rest, false)}` : euro(rest, false)],
  ];
  const settled = input.set === 'blind';
  const blocks: Block[] = [
    {
      kind: 'para',
      text: `Die Umsatzsteuer für das Kalenderjahr ${year} wird aufgrund Ihrer Umsatzsteuererklärung vom ${d(input, addDays(input.letterDate, -rng.int(30, 120)))} festgesetzt.`,
    },
    // The blind set: the calculation up to the tax, then the settlement against the Vorauszahlungen.
    ...(settled
      ? [
          { kind: 'table' as const, title: 'Berechnung der Umsatzsteuer', head: ['Bemessungsgrundlage €', 'Steuer €'], rows: rows.slice(0, 3), strong: [2] },
          settlementTable(input, [['Umsatzsteuer', zahllast, vz]]),
        ]
      : [
          {
            kind: 'table' as const,
            title: 'Berechnung der Umsatzsteuer',
            // (The twenty-third set's heads name the base and the tax as a trader's books do.)
            head: input.set === 'twentythird' ? ['Entgelte €', 'Umsatzsteuer €'] : ['Bemessungsgrundlage €', 'Steuer €'],
            rows,
            strong: [4],
          },
        ]),
  ];
  const truth: TemplateTruth = { taxYear: year, amountDueCents: null, refundCents: null, dueDate: null, hasInstructions: true, personal: false };
  if (rest > 0) {
    const due = payBy(input);
    const grid = sixthStatement(input, [['Umsatzsteuer', String(year), due, rest]]);
    if (grid) blocks.push(grid);
    blocks.push({ kind: 'payment', lines: paymentLines(input, rest, due, '', false, settled || grid !== null) });
    truth.amountDueCents = rest;
    truth.dueDate = due;
  } else {
    const grid = sixthRefundStatement(input, [['Umsatzsteuer', String(year), -rest]]);
    if (grid) blocks.push(grid);
    blocks.push({ kind: 'payment', lines: refundLines(input, -rest, settled || grid !== null) });
    truth.refundCents = -rest;
  }
  blocks.push({ kind: 'smallprint', title: 'Rechtsbehelfsbelehrung', text: RBB_BESCHEID });
  return { subject: [`Bescheid für ${year} über Umsatzsteuer`], blocks, truth };
};

const gewerbesteuermessbescheid: Template = (input) => {
  const { rng, amt } = input;
  const year = Number(input.letterDate.slice(0, 4)) - rng.int(1, 2);
  const gewinn = rng.int(30, 180) * 100000;
  const hinzu = rng.int(0, 40) * 10000;
  const ertrag = Math.floor((gewinn + hinzu) / 10000) * 10000;
  const nach = Math.max(0, ertrag - 2450000);
  const mess = Math.floor(nach * 0.035);
  return {
    subject: [`Bescheid für ${year} über den Gewerbesteuermessbetrag`, 'und die Zerlegung des Steuermessbetrags'],
    blocks: [
      { kind: 'para', text: `Der Steuermessbetrag für den Erhebungszeitraum ${year} wird nach § 14 GewStG festgesetzt.` },
      {
        kind: 'table',
        title: 'Ermittlung des Steuermessbetrags',
        head: ['€'],
        rows: [
          ['Gewinn aus Gewerbebetrieb', euro(gewinn, false)],
          ['Hinzurechnungen (§ 8 GewStG)', euro(hinzu, false)],
          ['Gewerbeertrag (abgerundet)', euro(ertrag, false)],
          ['Freibetrag (§ 11 Abs. 1 GewStG)', '-24.500,00'],
          ['Steuermessbetrag (3,5 %)', euro(mess, false)],
        ],
        strong: [4],
      },
      {
        kind: 'para',
        text: `Die Gewerbesteuer wird auf der Grundlage dieses Messbetrags von der Gemeinde ${amt.city} festgesetzt und erhoben. Zahlen Sie bitte nicht an das Finanzamt; Sie erhalten einen Gewerbesteuerbescheid der Gemeinde.`,
      },
      { kind: 'smallprint', title: 'Rechtsbehelfsbelehrung', text: RBB_BESCHEID },
    ],
    truth: { taxYear: year, amountDueCents: null, refundCents: null, dueDate: null, hasInstructions: true, personal: false },
  };
};

const vorauszahlungsbescheid: Template = (input) => {
  const { rng } = input;
  const quarter = cents(rng, 150, 3800);
  const rounded = Math.round(quarter / 100) * 100;
  const { vary } = input;
  const before = Math.round((rounded * (0.5 + vary.next() * 0.4)) / 100) * 100;
  // The table of the year whose next quarterly date (§ 37 Abs. 1 EStG) follows the letter's date;
  // dates already past keep the old amount.
  const letterYear = Number(input.letterDate.slice(0, 4));
  const year = input.letterDate >= `${letterYear}-12-10` ? letterYear + 1 : letterYear;
  const dates = ['03-10', '06-10', '09-10', '12-10'].map((md) => `${year}-${md}`);
  const due = dates.find((x) => x > input.letterDate)!;
  const rows = dates.map((x) => [vary.chance(0.5) ? `fällig am ${dateNumeric(x)}` : dateNumeric(x), euro(x < due ? before : rounded, false)]);
  // The sixth set's grid lists the quarters with their due dates (no total: each quarter is due on its own).
  const grid = sixthStatement(
    input,
    dates.map((x, q): [string, string, string, number] => ['Einkommensteuer', `${['I', 'II', 'III', 'IV'][q]}/${year}`, x, x < due ? before : rounded]),
    false,
  );
  const blocks: Block[] = [
    {
      kind: 'para',
      text: `Die Vorauszahlungen werden nach § 37 EStG auf der Grundlage der zuletzt veranlagten Einkommensteuer festgesetzt. Sie betragen ab dem Kalenderjahr ${year} vierteljährlich ${euro(rounded)}.`,
    },
    grid ?? { kind: 'table', title: `Vorauszahlungen ${year}`, head: ['Einkommensteuer €'], rows, strong: [] },
  ];
  if (vary.chance(0.5)) blocks.push({ kind: 'para', text: `Die nächste Vorauszahlung in Höhe von ${euro(rounded)} ist am ${d(input, due)} fällig.` });
  blocks.push({ kind: 'payment', lines: paymentLines(input, rounded, due, ' (nächste Vorauszahlung)') });
  blocks.push({ kind: 'smallprint', title: 'Rechtsbehelfsbelehrung', text: RBB_BESCHEID });
  return {
    subject: [`Bescheid über Vorauszahlungen zur Einkommensteuer und zum Solidaritätszuschlag`, `für ${year} und die folgenden Kalenderjahre`],
    blocks,
    truth: { taxYear: year, amountDueCents: rounded, refundCents: null, dueDate: due, hasInstructions: true, personal: true },
  };
};

const verspaetungszuschlag: Template = (input) => {
  const { rng } = input;
  const year = Number(input.letterDate.slice(0, 4)) - rng.int(1, 2);
  const months = rng.int(1, 14);
  const amount = Math.max(2500, rng.int(25, 90) * 100 * months);
  const due = payBy(input);
  const grid = sixthStatement(input, [['Verspätungszuschlag zur ESt', String(year), due, amount]]);
  return {
    subject: [`Festsetzung eines Verspätungszuschlags`, `zur Einkommensteuer ${year}`],
    blocks: [
      {
        kind: 'para',
        text: `Sie haben die Einkommensteuererklärung für ${year} nicht innerhalb der gesetzlichen Frist abgegeben. Nach § 152 AO wird deshalb ein Verspätungszuschlag festgesetzt. Er beträgt für jeden angefangenen Monat der Verspätung ${input.vary.pick(['0,25 %', '0,25 Prozent', '0,25 v. H.', '0,25 vom Hundert'])} der festgesetzten Steuer, mindestens ${input.vary.pick(['25 € je Monat', '25,00 € für jeden angefangenen Monat', 'jedoch 25 € je angefangenem Monat'])}.`,
      },
      ...(input.vary.chance(0.5) ? [{ kind: 'para' as const, text: `Der Verspätungszuschlag wird auf ${euro(amount)} festgesetzt.` }] : []),
      {
        kind: 'table',
        rows: [
          ['Anzahl der angefangenen Monate der Verspätung', String(months)],
          ['Verspätungszuschlag', euro(amount)],
        ],
        strong: [1],
      },
      ...(grid ? [grid] : []),
      { kind: 'payment', lines: paymentLines(input, amount, due, '', false, grid !== null) },
      { kind: 'smallprint', title: 'Rechtsbehelfsbelehrung', text: RBB_BESCHEID },
    ],
    truth: { taxYear: year, amountDueCents: amount, refundCents: null, dueDate: due, hasInstructions: true, personal: true },
  };
};

const zinsbescheid: Template = (input) => {
  const { rng } = input;
  const year = Number(input.letterDate.slice(0, 4)) - rng.int(2, 3);
  const base = rng.int(20, 400) * 5000;
  const from = `${year + 2}-04-01`;
  const monthsRun = Math.max(1, Math.floor((Date.parse(input.letterDate) - Date.parse(from)) / (30.44 * 86400000)));
  const interest = Math.floor((base * 0.0015 * monthsRun) / 100) * 100;
  const pay = rng.chance(0.6);
  const blocks: Block[] = [
    {
      kind: 'para',
      text: `Die Einkommensteuer ${year} wurde mit Bescheid vom ${d(input, addDays(input.letterDate, -rng.int(0, 3)))} festgesetzt. Der Unterschiedsbetrag ist nach § 233a AO zu verzinsen.`,
    },
    {
      kind: 'table',
      title: 'Berechnung der Zinsen',
      rows: [
        ['Zu verzinsender Betrag (abgerundet)', euro(base)],
        ['Zinslauf', `${dateNumeric(from)} – ${dateNumeric(input.letterDate)}`],
        ['Anzahl voller Monate', String(monthsRun)],
        ['Zinssatz je Monat', '0,15 %'],
        [pay ? 'Nachzahlungszinsen' : 'Erstattungszinsen', euro(interest)],
      ],
      strong: [4],
    },
  ];
  const truth: TemplateTruth = { taxYear: year, amountDueCents: null, refundCents: null, dueDate: null, hasInstructions: true, personal: true };
  if (pay) {
    const due = payBy(input);
    const grid = sixthStatement(input, [['Nachzahlungszinsen zur ESt', String(year), due, interest]]);
    if (grid) blocks.push(grid);
    blocks.push({ kind: 'payment', lines: paymentLines(input, interest, due, '', false, grid !== null) });
    truth.amountDueCents = interest;
    truth.dueDate = due;
  } else {
    const grid = sixthRefundStatement(input, [['Erstattungszinsen zur ESt', String(year), interest]]);
    if (grid) blocks.push(grid);
    blocks.push({ kind: 'payment', lines: refundLines(input, interest, grid !== null) });
    truth.refundCents = interest;
  }
  blocks.push({ kind: 'smallprint', title: 'Rechtsbehelfsbelehrung', text: RBB_BESCHEID });
  return {
    subject: [`Bescheid über ${pay ? 'Nachzahlungszinsen' : 'Erstattungszinsen'} zur Einkommensteuer ${year}`, '(Festsetzung von Zinsen nach § 233a AO)'],
    blocks,
    truth,
  };
};

const schaetzungsbescheid: Template = (input) => {
  const { rng } = input;
  const year = Number(input.letterDate.slice(0, 4)) - rng.int(1, 2);
  const income = rng.int(28, 95) * 100000;
  const tax = Math.round(income * (0.12 + rng.next() * 0.12));
  const paid = Math.round(tax * rng.next() * 0.4);
  const due = payBy(input);
  const rest = tax - paid;
  const grid = sixthStatement(input, [['Einkommensteuer', String(year), due, rest]]);
  return {
    subject: [`Bescheid für ${year} über Einkommensteuer und Solidaritätszuschlag`, '– Schätzung der Besteuerungsgrundlagen –'],
    blocks: [
      {
        kind: 'para',
        text: `Sie haben trotz Aufforderung und Erinnerung keine Einkommensteuererklärung für ${year} abgegeben. Die Besteuerungsgrundlagen werden deshalb nach § 162 AO geschätzt. Der Bescheid steht unter dem Vorbehalt der Nachprüfung (§ 164 AO). Die Verpflichtung zur Abgabe der Steuererklärung bleibt bestehen.`,
      },
      ...(input.set === 'blind'
        ? [
            { kind: 'table' as const, title: 'Festsetzung', head: ['€'], rows: [['Geschätzte Einkünfte aus Gewerbebetrieb', euro(income, false)]] },
            settlementTable(input, [['Einkommensteuer', tax, paid]]),
          ]
        : [
            {
              kind: 'table' as const,
              title: 'Festsetzung',
              head: ['€'],
              rows: [
                ['Geschätzte Einkünfte aus Gewerbebetrieb', euro(income, false)],
                ['Festgesetzte Einkommensteuer', euro(tax, false)],
                ['abzüglich geleistete Vorauszahlungen', `-${euro(paid, false)}`],
                ['Verbleibender Betrag', euro(rest, false)],
              ],
              strong: [3],
            },
          ]),
      ...(grid ? [grid] : []),
      { kind: 'payment', lines: paymentLines(input, rest, due, '', false, input.set === 'blind' || grid !== null) },
      { kind: 'smallprint', title: 'Rechtsbehelfsbelehrung', text: RBB_BESCHEID },
    ],
    truth: { taxYear: year, amountDueCents: rest, refundCents: null, dueDate: due, hasInstructions: true, personal: true },
  };
};

const abgabeaufforderung: Template = (input) => {
  const { rng } = input;
  const year = Number(input.letterDate.slice(0, 4)) - 1;
  const due = workday(addDays(input.letterDate, rng.int(28, 42)));
  return {
    subject: [rng.pick([`Aufforderung zur Abgabe der Einkommensteuererklärung ${year}`, `Erinnerung an die Abgabe Ihrer Einkommensteuererklärung ${year}`])],
    blocks: [
      { kind: 'para', text: input.salutation },
      {
        kind: 'para',
        text: `für das Kalenderjahr ${year} liegt mir Ihre Einkommensteuererklärung noch nicht vor. Nach § 149 Abs. 1 AO in Verbindung mit § 25 Abs. 3 EStG sind Sie zur Abgabe verpflichtet.`,
      },
      {
        kind: 'para',
        bold: true,
        text: `Bitte übermitteln Sie die Erklärung bis zum ${d(input, due)} elektronisch über ELSTER (www.elster.de).`,
      },
      {
        kind: 'para',
        text: 'Geben Sie die Erklärung nicht fristgerecht ab, kann ein Verspätungszuschlag (§ 152 AO) oder ein Zwangsgeld (§ 329 AO) festgesetzt werden; die Besteuerungsgrundlagen können geschätzt werden (§ 162 AO).',
      },
      { kind: 'para', text: `Mit freundlichen Grüßen\nIm Auftrag\n${rng.pick(['Weber', 'Koch', 'Lorenz', 'Brandt'])}` },
    ],
    truth: { taxYear: year, amountDueCents: null, refundCents: null, dueDate: due, hasInstructions: false, personal: true },
  };
};

const mahnung: Template = (input) => {
  const { rng } = input;
  const year = Number(input.letterDate.slice(0, 4)) - rng.int(1, 2);
  const tax = cents(rng, 120, 6000);
  const months = rng.int(1, 3);
  const sz = Math.floor(tax / 5000) * 50 * months;
  const total = tax + sz;
  const wasDue = addDays(input.letterDate, -rng.int(20, 70));
  const due = workday(addDays(input.letterDate, rng.int(7, 14)));
  // The sixth set's grid: the overdue tax with its old due date and the Säumniszuschläge.
  const grid = sixthStatement(input, [
    ['Einkommensteuer', String(year), wasDue, tax],
    ['Säumniszuschläge (§ 240 AO)', String(year), '', sz],
  ]);
  return {
    subject: ['Mahnung'],
    blocks: [
      { kind: 'para', text: input.salutation },
      { kind: 'para', text: 'bei Durchsicht Ihres Steuerkontos habe ich festgestellt, dass folgende Beträge nicht oder nicht vollständig gezahlt wurden:' },
      grid ?? {
        kind: 'table',
        head: ['fällig am', 'Betrag €'],
        rows: [
          [`Einkommensteuer ${year}`, dateNumeric(wasDue), euro(tax, false)],
          [`Säumniszuschläge (§ 240 AO)`, '', euro(sz, false)],
          ['Gesamtbetrag', '', euro(total, false)],
        ],
        strong: [2],
      },
      { kind: 'payment', lines: paymentLines(input, total, due, '', true, grid !== null) },
      {
        kind: 'para',
        text: 'Sollte der Betrag nicht fristgerecht eingehen, muss ich die Vollstreckung einleiten. Haben Sie inzwischen gezahlt, betrachten Sie diese Mahnung bitte als gegenstandslos.',
      },
      { kind: 'para', text: 'Mit freundlichen Grüßen\nIhre Finanzkasse' },
    ],
    truth: { taxYear: year, amountDueCents: total, refundCents: null, dueDate: due, hasInstructions: false, personal: true },
  };
};

const vollstreckungsankuendigung: Template = (input) => {
  const { rng } = input;
  const year = Number(input.letterDate.slice(0, 4)) - rng.int(1, 2);
  const total = cents(rng, 300, 9000);
  const mahnDate = addDays(input.letterDate, -rng.int(21, 45));
  const due = workday(addDays(input.letterDate, 7));
  // The sixth set lists the arrears: the tax, fallen due before the Mahnung, and its Säumniszuschläge.
  const sz = Math.floor(total / 5000) * 50 * 2;
  const grid = input.sixth
    ? sixthStatement(input, [
        ['Einkommensteuer', String(year), addDays(mahnDate, -input.sixth.int(14, 30)), total - sz],
        ['Säumniszuschläge (§ 240 AO)', String(year), '', sz],
      ])
    : null;
  return {
    subject: ['Ankündigung von Vollstreckungsmaßnahmen'],
    blocks: [
      { kind: 'para', text: input.salutation },
      {
        kind: 'para',
        text: `trotz Mahnung vom ${d(input, mahnDate)} haben Sie die rückständigen Beträge zur Einkommensteuer ${year} nicht beglichen. Der Rückstand einschließlich Säumniszuschlägen beträgt ${euro(total)}.`,
      },
      ...(grid ? [grid] : []),
      { kind: 'payment', lines: paymentLines(input, total, due, '', true, grid !== null) },
      {
        kind: 'para',
        bold: true,
        text: 'Geht die Zahlung nicht fristgerecht ein, werde ich ohne weitere Ankündigung Vollstreckungsmaßnahmen nach §§ 249 ff. AO ergreifen, insbesondere die Pfändung Ihrer Bankkonten und Forderungen. Dadurch entstehen Ihnen weitere Kosten.',
      },
      { kind: 'para', text: 'Wenn Sie den Betrag nicht sofort zahlen können, setzen Sie sich bitte umgehend mit der Vollstreckungsstelle in Verbindung.' },
      { kind: 'para', text: 'Mit freundlichen Grüßen\nVollstreckungsstelle' },
    ],
    truth: { taxYear: year, amountDueCents: total, refundCents: null, dueDate: due, hasInstructions: false, personal: true },
  };
};

const anhoerung: Template = (input) => {
  const { rng } = input;
  const year = Number(input.letterDate.slice(0, 4)) - 1;
  const amount = cents(rng, 400, 4000);
  const due = workday(addDays(input.letterDate, rng.int(14, 28)));
  const point = rng.pick([
    `Die geltend gemachten Aufwendungen für das häusliche Arbeitszimmer in Höhe von ${euro(amount)} können nicht berücksichtigt werden, da der Mittelpunkt Ihrer beruflichen Tätigkeit nicht im Arbeitszimmer liegt.`,
    `Die Fahrten zwischen Wohnung und erster Tätigkeitsstätte können nur mit der kürzesten Straßenverbindung angesetzt werden; die Werbungskosten mindern sich um ${euro(amount)}.`,
    `Die als Spenden erklärten Zuwendungen von ${euro(amount)} können ohne Zuwendungsbestätigung nicht anerkannt werden.`,
  ]);
  return {
    subject: [`Einkommensteuererklärung ${year}`, 'Anhörung nach § 91 AO'],
    blocks: [
      { kind: 'para', text: input.salutation },
      {
        kind: 'para',
        text: `bei der Bearbeitung Ihrer Einkommensteuererklärung für ${year} beabsichtige ich, in folgendem Punkt von Ihren Angaben abzuweichen:`,
      },
      { kind: 'para', text: point },
      { kind: 'para', bold: true, text: `Sie erhalten Gelegenheit, sich bis zum ${d(input, due)} hierzu zu äußern.` },
      {
        kind: 'para',
        text: 'Reichen Sie bitte gegebenenfalls Belege nach. Geht bis zu diesem Tag keine Antwort ein, werde ich die Veranlagung wie angekündigt durchführen.',
      },
      { kind: 'para', text: 'Mit freundlichen Grüßen\nIm Auftrag' },
    ],
    truth: { taxYear: year, amountDueCents: null, refundCents: null, dueDate: due, hasInstructions: false, personal: true },
  };
};

const fragebogenErfassung: Template = (input) => {
  const { rng, amt } = input;
  const start = addDays(input.letterDate, -rng.int(10, 40));
  const due = workday(addDays(input.letterDate, rng.int(28, 31)));
  return {
    subject: ['Fragebogen zur steuerlichen Erfassung', 'Aufnahme einer gewerblichen oder selbständigen Tätigkeit'],
    blocks: [
      { kind: 'para', text: input.salutation },
      {
        kind: 'para',
        text: `nach einer Mitteilung der Stadt ${amt.city} haben Sie zum ${d(input, start)} ${input.business ? `den Betrieb „${input.business}“` : 'eine gewerbliche Tätigkeit'} angemeldet. Für die steuerliche Erfassung benötige ich Angaben zu Ihrer Tätigkeit.`,
      },
      {
        kind: 'para',
        bold: true,
        text: `Bitte übermitteln Sie den Fragebogen zur steuerlichen Erfassung bis zum ${d(input, due)} elektronisch über „Mein ELSTER“ (§ 138 Abs. 1b AO).`,
      },
      { kind: 'para', text: 'Bis zur Vergabe einer endgültigen Steuernummer verwenden Sie bitte die oben genannte Steuernummer für Ihren Schriftverkehr.' },
      { kind: 'para', text: 'Mit freundlichen Grüßen\nIm Auftrag' },
    ],
    truth: { taxYear: null, amountDueCents: null, refundCents: null, dueDate: due, hasInstructions: false, personal: false },
  };
};

const steuernummerMitteilung: Template = (input) => {
  const { rng } = input;
  return {
    subject: ['Mitteilung über die Vergabe einer Steuernummer'],
    blocks: [
      { kind: 'para', text: input.salutation },
      {
        kind: 'para',
        text: `für Ihre ${rng.pick(['gewerbliche Tätigkeit', 'freiberufliche Tätigkeit', 'Vermietung und Verpachtung'])} wurde beim ${input.amt.name} die folgende Steuernummer vergeben:`,
      },
      { kind: 'para', bold: true, text: `Steuernummer ${input.stnr}` },
      {
        kind: 'para',
        text: 'Bitte geben Sie diese Steuernummer bei allen Schreiben, Steuererklärungen und Zahlungen an das Finanzamt an. Ihre Umsatzsteuer-Identifikationsnummer erhalten Sie gesondert vom Bundeszentralamt für Steuern.',
      },
      { kind: 'para', text: 'Mit freundlichen Grüßen\nIhr Finanzamt' },
    ],
    truth: { taxYear: null, amountDueCents: null, refundCents: null, dueDate: null, hasInstructions: false, personal: false },
  };
};

const pruefungsanordnung: Template = (input) => {
  const { rng } = input;
  const last = Number(input.letterDate.slice(0, 4)) - rng.int(1, 2);
  const begin = workday(addDays(input.letterDate, rng.int(21, 45)));
  return {
    subject: ['Prüfungsanordnung', `Außenprüfung nach § 193 Abs. 1 AO`],
    blocks: [
      { kind: 'para', text: `Hiermit ordne ich gemäß §§ 193 ff. AO eine Außenprüfung an. Die Prüfung erstreckt sich auf:` },
      {
        kind: 'table',
        head: ['Zeitraum'],
        rows: [
          ['Einkommensteuer', `${last - 2} – ${last}`],
          ['Umsatzsteuer', `${last - 2} – ${last}`],
          ['Gewerbesteuermessbetrag', `${last - 2} – ${last}`],
        ],
      },
      {
        kind: 'para',
        text: `Voraussichtlicher Beginn der Prüfung: ${d(input, begin)}, 9:00 Uhr, in Ihren Geschäftsräumen. Prüferin/Prüfer: ${rng.pick(['Frau Hansen', 'Herr Becker', 'Frau Aydin', 'Herr Seidel'])}. Bitte halten Sie die Bücher, Aufzeichnungen und Belege für die genannten Jahre bereit.`,
      },
      {
        kind: 'smallprint',
        title: 'Rechtsbehelfsbelehrung',
        text: RBB_BESCHEID.replace(/Diesen Bescheid/, 'Diese Prüfungsanordnung').replace(/dieser Bescheid/g, 'sie'),
      },
    ],
    // Several years are audited: the first one named counts (as recognize.ts reads it).
    truth: { taxYear: last - 2, amountDueCents: null, refundCents: null, dueDate: null, hasInstructions: true, personal: false },
  };
};

const einspruchsentscheidung: Template = (input) => {
  const { rng, amt } = input;
  const year = Number(input.letterDate.slice(0, 4)) - rng.int(1, 3);
  const einspruch = addDays(input.letterDate, -rng.int(60, 200));
  const bescheid = addDays(einspruch, -rng.int(10, 28));
  return {
    subject: ['Einspruchsentscheidung', `über den Einspruch gegen den Bescheid für ${year} über Einkommensteuer`],
    blocks: [
      {
        kind: 'para',
        bold: true,
        text: input.vary.chance(0.5)
          ? `Der Einspruch vom ${d(input, einspruch)} gegen den Einkommensteuerbescheid ${year} vom ${d(input, bescheid)} wird als unbegründet zurückgewiesen.`
          : `Der Einkommensteuerbescheid ${year} vom ${d(input, bescheid)} wird dahin geändert, dass die Werbungskosten um ${euro(cents(input.vary, 200, 1500))} erhöht werden. Im Übrigen wird der Einspruch vom ${d(input, einspruch)} als unbegründet zurückgewiesen.`,
      },
      {
        kind: 'smallprint',
        title: 'Gründe',
        text: `Der Einspruchsführer begehrt die Berücksichtigung weiterer Werbungskosten. Das Finanzamt hat die Aufwendungen zu Recht nicht anerkannt, da sie nicht nachgewiesen wurden (§ 90 AO). Der Einspruch ist zulässig, aber nicht begründet. Die Entscheidung ergeht kostenfrei.`,
      },
      { kind: 'smallprint', title: 'Rechtsbehelfsbelehrung', text: rbbKlage(amt) },
    ],
    truth: { taxYear: year, amountDueCents: null, refundCents: null, dueDate: null, hasInstructions: true, personal: true },
  };
};

const other: Template = (input) => {
  const { rng } = input;
  const year = Number(input.letterDate.slice(0, 4)) - 1;
  const received = addDays(input.letterDate, -rng.int(2, 10));
  return {
    subject: [`Eingangsbestätigung – Einkommensteuererklärung ${year}`],
    blocks: [
      { kind: 'para', text: input.salutation },
      {
        kind: 'para',
        text: `Ihre Einkommensteuererklärung für ${year} ist am ${d(input, received)} bei mir eingegangen. Vielen Dank. Die Bearbeitung dauert derzeit etwa ${rng.int(6, 12)} Wochen.`,
      },
      {
        kind: 'para',
        text: 'Sie brauchen nichts weiter zu tun. Sollten Rückfragen entstehen, melde ich mich bei Ihnen. Den Stand der Bearbeitung können Sie in „Mein ELSTER“ einsehen.',
      },
      { kind: 'para', text: 'Mit freundlichen Grüßen\nIhr Finanzamt' },
    ],
    truth: { taxYear: year, amountDueCents: null, refundCents: null, dueDate: null, hasInstructions: false, personal: true },
  };
};

/** The template of each letter type. */
export const TEMPLATES: Record<SampleLetterType, Template> = {
  einkommensteuerbescheid,
  aenderungsbescheid,
  umsatzsteuerbescheid,
  gewerbesteuermessbescheid,
  vorauszahlungsbescheid,
  verspaetungszuschlag,
  zinsbescheid,
  schaetzungsbescheid,
  abgabeaufforderung,
  mahnung,
  vollstreckungsankuendigung,
  anhoerung,
  'fragebogen-erfassung': fragebogenErfassung,
  'steuernummer-mitteilung': steuernummerMitteilung,
  pruefungsanordnung,
  einspruchsentscheidung,
  other,
};

/**
 * The kinds of Finanzamt letters the portal recognizes, with their names and a short explanation
 * in both languages, and what each one asks of the client. Pure data.
 *
 * Law: an Einspruch lies against a Verwaltungsakt in tax matters (§ 347 (1) AO, e.g. every
 * Steuerbescheid, a Prüfungsanordnung under § 196 AO, an Aufforderung zur Abgabe under § 149 AO);
 * against an Einspruchsentscheidung only a Klage at the Finanzgericht lies (§ 47 FGO).
 */
import { type Language } from '../constants.js';
import { type GlossarySlug } from '../glossary/slugs.js';

/** The letter kinds the portal recognizes; 'other' is a Finanzamt letter of no known kind. */
export const LETTER_TYPES = [
  'einkommensteuerbescheid',
  'aenderungsbescheid',
  'umsatzsteuerbescheid',
  'gewerbesteuermessbescheid',
  'vorauszahlungsbescheid',
  'verspaetungszuschlag',
  'zinsbescheid',
  'schaetzungsbescheid',
  'abgabeaufforderung',
  'mahnung',
  'vollstreckungsankuendigung',
  'anhoerung',
  'fragebogen-erfassung',
  'steuernummer-mitteilung',
  'pruefungsanordnung',
  'einspruchsentscheidung',
  'other',
] as const;
export type LetterType = (typeof LETTER_TYPES)[number];

/** A legal remedy (Rechtsbehelf): an Einspruch at the Finanzamt, or a Klage at the Finanzgericht. */
export type Remedy = 'einspruch' | 'klage';

/** What the portal shows and derives for one letter kind. */
interface LetterTypeInfo {
  id: LetterType;
  /** e.g. { en: 'Income tax assessment', de: 'Einkommensteuerbescheid' } */
  name: Record<Language, string>;
  /** A plain explanation of at most two short sentences (≤ 220 characters), no advice. */
  explanation: Record<Language, string>;
  /** The glossary term that explains it further, when one exists. */
  glossary?: GlossarySlug;
  /**
   * The legal remedy against it, whose deadline the deadline engine computes: an Einspruch
   * (§ 347 AO: against a Verwaltungsakt, e.g. every Bescheid, Prüfungsanordnung,
   * Abgabeaufforderung; § 355 AO, one month), a Klage at the Finanzgericht (§ 40 FGO: against an
   * Einspruchsentscheidung; § 47 FGO, one month), or none (Mahnung, Anhörung, Fragebogen,
   * Mitteilung der Steuernummer, Vollstreckungsankündigung, other).
   */
  remedy: Remedy | null;
  /** The letter can demand a payment (amount to pay). */
  payment: boolean;
  /**
   * A date printed on it is a date by which the client must respond or file (Abgabeaufforderung,
   * Anhörung, Fragebogen). False for the Prüfungsanordnung: the date it prints is the start of
   * the audit (§ 196, § 197 AO), not a date to reply by. False for payment dates too: those are
   * the letter's due date, not a reply.
   */
  respondBy: boolean;
}

/** Every letter type's names, explanation, glossary term and what it asks of the client. */
export const LETTER_TYPE_INFO: Record<LetterType, LetterTypeInfo> = {
  einkommensteuerbescheid: {
    id: 'einkommensteuerbescheid',
    name: { en: 'Income tax assessment', de: 'Einkommensteuerbescheid' },
    explanation: {
      en: 'The tax office’s decision on your income tax for one year. It sets the tax and shows whether you pay more or get money back.',
      de: 'Der Bescheid des Finanzamts über Ihre Einkommensteuer für ein Jahr. Er setzt die Steuer fest und zeigt, ob Sie nachzahlen oder eine Erstattung erhalten.',
    },
    glossary: 'steuerbescheid',
    remedy: 'einspruch',
    payment: true,
    respondBy: false,
  },
  aenderungsbescheid: {
    id: 'aenderungsbescheid',
    name: { en: 'Amended tax assessment', de: 'Änderungsbescheid' },
    explanation: {
      en: 'A new assessment that replaces an earlier one for the same tax and year, for example after new information or an objection.',
      de: 'Ein neuer Bescheid, der einen früheren Bescheid für dieselbe Steuer und dasselbe Jahr ändert, etwa nach neuen Angaben oder einem Einspruch.',
    },
    glossary: 'aenderungsbescheid',
    remedy: 'einspruch',
    payment: true,
    respondBy: false,
  },
  umsatzsteuerbescheid: {
    id: 'umsatzsteuerbescheid',
    name: { en: 'VAT assessment', de: 'Umsatzsteuerbescheid' },
    explanation: {
      en: 'The tax office’s decision on your VAT for one calendar year, usually based on your annual VAT return.',
      de: 'Die Entscheidung des Finanzamts über Ihre Umsatzsteuer für ein Kalenderjahr, meist auf Grundlage Ihrer Umsatzsteuererklärung.',
    },
    glossary: 'steuerbescheid',
    remedy: 'einspruch',
    payment: true,
    respondBy: false,
  },
  gewerbesteuermessbescheid: {
    id: 'gewerbesteuermessbescheid',
    name: { en: 'Trade tax base assessment', de: 'Gewerbesteuermessbescheid' },
    explanation: {
      en: 'The tax office sets the base amount for trade tax. Your municipality uses it to set the trade tax and sends its own notice for that.',
      de: 'Das Finanzamt setzt den Messbetrag für die Gewerbesteuer fest. Die Gemeinde berechnet daraus die Gewerbesteuer und schickt dafür einen eigenen Bescheid.',
    },
    glossary: 'gewerbesteuer',
    remedy: 'einspruch',
    payment: false,
    respondBy: false,
  },
  vorauszahlungsbescheid: {
    id: 'vorauszahlungsbescheid',
    name: { en: 'Advance tax payment notice', de: 'Vorauszahlungsbescheid' },
    explanation: {
      en: 'Sets the quarterly advance payments on a tax, usually income tax, for the current year and the years after.',
      de: 'Setzt die vierteljährlichen Vorauszahlungen auf eine Steuer fest, meist die Einkommensteuer, für das laufende Jahr und die Folgejahre.',
    },
    glossary: 'vorauszahlung',
    remedy: 'einspruch',
    payment: true,
    respondBy: false,
  },
  verspaetungszuschlag: {
    id: 'verspaetungszuschlag',
    name: { en: 'Late-filing surcharge notice', de: 'Bescheid über einen Verspätungszuschlag' },
    explanation: {
      en: 'A surcharge because a tax return was filed late or not at all (§ 152 AO). For a yearly return it is at least €25 for each started month of delay.',
      de: 'Ein Zuschlag, weil eine Steuererklärung verspätet oder gar nicht abgegeben wurde (§ 152 AO). Bei einer Jahreserklärung beträgt er mindestens 25 € je angefangenen Monat.',
    },
    glossary: 'verspaetungszuschlag',
    remedy: 'einspruch',
    payment: true,
    respondBy: false,
  },
  zinsbescheid: {
    id: 'zinsbescheid',
    name: { en: 'Interest assessment', de: 'Zinsbescheid' },
    explanation: {
      en: 'Sets interest on a tax back-payment or refund (§ 233a AO): 0.15 % per month since 2019.',
      de: 'Setzt Zinsen auf eine Steuernachzahlung oder -erstattung fest (§ 233a AO): seit 2019 0,15 % pro Monat.',
    },
    glossary: 'zinsen-233a-ao',
    remedy: 'einspruch',
    payment: true,
    respondBy: false,
  },
  schaetzungsbescheid: {
    id: 'schaetzungsbescheid',
    name: { en: 'Estimated tax assessment', de: 'Schätzungsbescheid' },
    explanation: {
      en: 'An assessment in which the tax office estimated your income because no return or no complete figures were available (§ 162 AO).',
      de: 'Ein Bescheid, für den das Finanzamt die Besteuerungsgrundlagen geschätzt hat, weil keine Erklärung oder keine vollständigen Angaben vorlagen (§ 162 AO).',
    },
    glossary: 'schaetzung',
    remedy: 'einspruch',
    payment: true,
    respondBy: false,
  },
  abgabeaufforderung: {
    id: 'abgabeaufforderung',
    name: { en: 'Reminder to file a tax return', de: 'Erinnerung (Aufforderung zur Abgabe)' },
    explanation: {
      en: 'The tax office asks you to file a tax return it has not received (§ 149 AO). Filing late can lead to a late-filing surcharge.',
      de: 'Das Finanzamt fordert Sie auf, eine noch nicht eingegangene Steuererklärung abzugeben (§ 149 AO). Bei verspäteter Abgabe droht ein Verspätungszuschlag.',
    },
    glossary: 'erinnerung',
    remedy: 'einspruch',
    payment: false,
    respondBy: true,
  },
  mahnung: {
    id: 'mahnung',
    name: { en: 'Payment reminder', de: 'Mahnung' },
    explanation: {
      en: 'A reminder that a tax payment is overdue. For each started month of delay, a late-payment surcharge of 1 % arises (§ 240 AO).',
      de: 'Eine Erinnerung, dass eine Steuerzahlung überfällig ist. Für jeden angefangenen Monat fällt ein Säumniszuschlag von 1 % an (§ 240 AO).',
    },
    glossary: 'mahnung',
    remedy: null,
    payment: true,
    respondBy: false,
  },
  vollstreckungsankuendigung: {
    id: 'vollstreckungsankuendigung',
    name: { en: 'Notice of enforcement', de: 'Vollstreckungsankündigung' },
    explanation: {
      en: 'The tax office announces that it will collect an overdue amount by enforcement, for example by seizing a bank account.',
      de: 'Das Finanzamt kündigt an, einen überfälligen Betrag zwangsweise einzuziehen, zum Beispiel durch eine Kontopfändung.',
    },
    glossary: 'vollstreckungsankuendigung',
    remedy: null,
    payment: true,
    respondBy: false,
  },
  anhoerung: {
    id: 'anhoerung',
    name: { en: 'Hearing (request for comment)', de: 'Anhörung' },
    explanation: {
      en: 'Before deciding against you, the tax office gives you the chance to comment (§ 91 AO), usually within about two weeks.',
      de: 'Bevor das Finanzamt zu Ihren Ungunsten entscheidet, gibt es Ihnen Gelegenheit zur Stellungnahme (§ 91 AO), meist innerhalb von etwa zwei Wochen.',
    },
    glossary: 'anhoerung',
    remedy: null,
    payment: false,
    respondBy: true,
  },
  'fragebogen-erfassung': {
    id: 'fragebogen-erfassung',
    name: { en: 'Tax registration questionnaire', de: 'Fragebogen zur steuerlichen Erfassung' },
    explanation: {
      en: 'A form with which the tax office registers you for tax when you start a business or self-employed work.',
      de: 'Ein Formular, mit dem das Finanzamt Sie steuerlich erfasst, wenn Sie ein Unternehmen gründen oder eine selbständige Tätigkeit aufnehmen.',
    },
    glossary: 'fragebogen-zur-steuerlichen-erfassung',
    remedy: null,
    payment: false,
    respondBy: true,
  },
  'steuernummer-mitteilung': {
    id: 'steuernummer-mitteilung',
    name: { en: 'Notice of your tax number', de: 'Mitteilung der Steuernummer' },
    explanation: {
      en: 'The tax office tells you the tax number (Steuernummer) under which it keeps your file.',
      de: 'Das Finanzamt teilt Ihnen die Steuernummer mit, unter der es Ihre Steuerakte führt.',
    },
    glossary: 'steuernummer',
    remedy: null,
    payment: false,
    respondBy: false,
  },
  pruefungsanordnung: {
    id: 'pruefungsanordnung',
    name: { en: 'Tax audit order', de: 'Prüfungsanordnung' },
    explanation: {
      en: 'The tax office orders a tax audit (Außenprüfung, § 196 AO) and names the taxes and years it covers and when it starts.',
      de: 'Das Finanzamt ordnet eine Außenprüfung an (§ 196 AO) und nennt die geprüften Steuern und Jahre sowie den Beginn der Prüfung.',
    },
    remedy: 'einspruch',
    payment: false,
    respondBy: false,
  },
  einspruchsentscheidung: {
    id: 'einspruchsentscheidung',
    name: { en: 'Decision on an objection', de: 'Einspruchsentscheidung' },
    explanation: {
      en: 'The tax office’s decision on your objection. Against it, only a lawsuit at the tax court (Finanzgericht) is possible (§ 47 FGO).',
      de: 'Die Entscheidung des Finanzamts über Ihren Einspruch. Dagegen ist nur noch eine Klage beim Finanzgericht möglich (§ 47 FGO).',
    },
    glossary: 'einspruchsentscheidung',
    remedy: 'klage',
    payment: false,
    respondBy: false,
  },
  other: {
    id: 'other',
    name: { en: 'Other letter from the tax office', de: 'Sonstiges Schreiben des Finanzamts' },
    explanation: {
      en: 'A letter from the tax office that does not match any of the known types.',
      de: 'Ein Schreiben des Finanzamts, das keiner der bekannten Arten zugeordnet werden konnte.',
    },
    remedy: null,
    payment: false,
    respondBy: false,
  },
};

const TYPE_SET: ReadonlySet<string> = new Set(LETTER_TYPES);

/** Whether `v` is one of `LETTER_TYPES`. Never throws. */
export function isLetterType(v: string): v is LetterType {
  return TYPE_SET.has(v);
}

/** What a letter is called when its type is unknown or "other". */
export const GENERIC_LETTER_NAME: Record<Language, string> = { en: 'Finanzamt letter', de: 'Brief vom Finanzamt' };

/** A letter's name as the client reads it ('Income tax assessment' / 'Einkommensteuerbescheid'), or the generic name. */
export function letterDisplayName(type: LetterType | null, lang: Language): string {
  return type && type !== 'other' ? LETTER_TYPE_INFO[type].name[lang] : GENERIC_LETTER_NAME[lang];
}

/**
 * The bilingual tax glossary: the German terms found in Finanzamt letters, each with a short
 * tooltip definition and a plain explanation in English and German, related terms and the kinds
 * of letter it appears in. Pure data (no imports but the Language type).
 *
 * Facts follow docs/tax-facts.md and the deadline engine (../deadlines/engine.ts): a
 * letter posted after 31 Dec 2024 counts as delivered on the fourth day after posting (§ 122 (2)
 * no. 1 AO), the Einspruch period is one month (§ 355 (1) AO). The texts explain; they give no
 * tax advice.
 */
import type { Language } from '../constants.js';

/** Kinds of Finanzamt letters a term appears in. */
export const LETTER_KINDS = [
  'steuerbescheid',
  'vorauszahlungsbescheid',
  'mahnung',
  'erinnerung',
  'anhoerung',
  'fragebogen',
  'vollstreckung',
  'einspruchsentscheidung',
  'aenderungsbescheid',
  'lohnsteuer',
  'umsatzsteuer',
] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

/** Names of the letter kinds in each language. */
export const LETTER_KIND_NAMES: Record<LetterKind, Record<Language, string>> = {
  steuerbescheid: { en: 'Tax assessment notice', de: 'Steuerbescheid' },
  vorauszahlungsbescheid: { en: 'Advance payment notice', de: 'Vorauszahlungsbescheid' },
  mahnung: { en: 'Payment reminder', de: 'Mahnung' },
  erinnerung: { en: 'Reminder to file a return', de: 'Erinnerung an die Steuererklärung' },
  anhoerung: { en: 'Request for comment (hearing)', de: 'Anhörung' },
  fragebogen: { en: 'Questionnaire', de: 'Fragebogen' },
  vollstreckung: { en: 'Enforcement', de: 'Vollstreckung' },
  einspruchsentscheidung: { en: 'Decision on an objection', de: 'Einspruchsentscheidung' },
  aenderungsbescheid: { en: 'Amended assessment notice', de: 'Änderungsbescheid' },
  lohnsteuer: { en: 'Wage tax', de: 'Lohnsteuer' },
  umsatzsteuer: { en: 'VAT', de: 'Umsatzsteuer' },
};

export interface GlossaryTerm {
  /** URL slug: lower-case ASCII, words joined by '-', umlauts as ae/oe/ue, ß as ss (e.g. 'steuerbescheid', 'zinsen-233a-ao', 'steuer-identifikationsnummer'). */
  slug: string;
  /** The German term as written in letters, e.g. 'Steuerbescheid', 'Zinsen nach § 233a AO', 'USt-IdNr.'. */
  term: string;
  /** Short English rendering, e.g. 'tax assessment notice'. */
  english: string;
  /** One sentence (max ~160 characters) per language: the short definition shown in a tooltip. */
  short: Record<Language, string>;
  /** 2–4 plain sentences per language: what it is, what it means for the reader, what to watch (explanation, not advice; cite the paragraph, e.g. § 355 AO, where a rule is stated). */
  explanation: Record<Language, string>;
  /** Slugs of related terms (each must exist in GLOSSARY, never the term itself). */
  related: string[];
  /** The kinds of letter it appears in (at least one). */
  letters: LetterKind[];
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    slug: 'finanzamt',
    term: 'Finanzamt',
    english: 'local tax office',
    short: {
      en: 'Your local tax office: it assesses your taxes, sends the notices and receives your returns and objections.',
      de: 'Die örtliche Steuerbehörde: Sie setzt Ihre Steuern fest, verschickt die Bescheide und nimmt Erklärungen und Einsprüche entgegen.',
    },
    explanation: {
      en: 'The Finanzamt responsible for you is usually the one for the place where you live; for some business taxes it is the one where the business is run. It assesses taxes such as income tax and VAT, collects payments through its Finanzkasse and writes to you in German. German is the official language, and the office may ask for translations of documents in other languages (§ 87 AO).',
      de: 'Zuständig ist in der Regel das Finanzamt Ihres Wohnorts, für manche betrieblichen Steuern das Finanzamt, in dessen Bezirk der Betrieb geführt wird. Es setzt unter anderem Einkommensteuer und Umsatzsteuer fest, nimmt Zahlungen über die Finanzkasse entgegen und schreibt Ihnen auf Deutsch. Amtssprache ist Deutsch; von fremdsprachigen Unterlagen kann das Finanzamt eine Übersetzung verlangen (§ 87 AO).',
    },
    related: ['finanzkasse', 'steuernummer', 'aktenzeichen', 'elster'],
    letters: ['steuerbescheid', 'vorauszahlungsbescheid', 'mahnung', 'erinnerung', 'anhoerung', 'fragebogen'],
  },
  {
    slug: 'steuerbescheid',
    term: 'Steuerbescheid',
    english: 'tax assessment notice',
    short: {
      en: 'The Finanzamt’s official decision on how much tax you owe for a year, and whether you pay more or get money back.',
      de: 'Die verbindliche Festsetzung des Finanzamts, wie viel Steuer Sie für ein Jahr schulden und ob Sie nachzahlen oder etwas zurückbekommen.',
    },
    explanation: {
      en: 'A Steuerbescheid fixes your tax for one year and shows the balance: a back-payment, a refund or nothing. It becomes final unless an Einspruch is filed within one month of its Bekanntgabe (§ 355 (1) AO). Where the office deviated from your return, the reasons are usually given in the Erläuterungen. Notes such as Vorbehalt der Nachprüfung or a Vorläufigkeitsvermerk keep the notice, or parts of it, open to later change.',
      de: 'Mit dem Steuerbescheid setzt das Finanzamt Ihre Steuer für ein Jahr fest und weist das Ergebnis aus: Nachzahlung, Erstattung oder null. Er wird bestandskräftig, wenn nicht innerhalb eines Monats nach der Bekanntgabe Einspruch eingelegt wird (§ 355 Abs. 1 AO). Weicht das Finanzamt von Ihrer Erklärung ab, steht die Begründung meist in den Erläuterungen. Vermerke wie der Vorbehalt der Nachprüfung oder die Vorläufigkeit halten den Bescheid ganz oder in einzelnen Punkten für spätere Änderungen offen.',
    },
    related: ['bekanntgabe', 'einspruch', 'erlaeuterungen', 'nachzahlung', 'erstattung', 'aenderungsbescheid'],
    letters: ['steuerbescheid'],
  },
  {
    slug: 'bekanntgabe',
    term: 'Bekanntgabe',
    english: 'deemed delivery (the day a notice counts as received)',
    short: {
      en: 'The day a notice legally counts as received; periods such as the one-month objection period run from it.',
      de: 'Der Tag, an dem ein Bescheid rechtlich als zugegangen gilt; ab ihm laufen Fristen wie die einmonatige Einspruchsfrist.',
    },
    explanation: {
      en: 'A notice posted in Germany after 31 December 2024 counts as delivered on the fourth day after posting (§ 122 (2) no. 1 AO); for letters posted up to 31 December 2024 it was the third day. The same four-day rule applies to notices provided for retrieval in ELSTER (§ 122a (4) AO). If that day is a Saturday, Sunday or public holiday, it moves to the next working day (§ 108 (3) AO). Receiving the letter earlier does not shorten the period.',
      de: 'Ein im Inland per Post versandter Bescheid gilt am vierten Tag nach der Aufgabe zur Post als bekannt gegeben, wenn er nach dem 31. Dezember 2024 aufgegeben wurde (§ 122 Abs. 2 Nr. 1 AO); bei Aufgabe bis zum 31. Dezember 2024 galt noch der dritte Tag. Dieselbe Viertagesregel gilt für Bescheide, die in ELSTER zum Abruf bereitgestellt werden (§ 122a Abs. 4 AO). Fällt dieser Tag auf einen Samstag, Sonntag oder gesetzlichen Feiertag, verschiebt er sich auf den nächsten Werktag (§ 108 Abs. 3 AO). Kommt der Brief früher an, verkürzt das die Frist nicht.',
    },
    related: ['steuerbescheid', 'einspruch', 'rechtsbehelfsbelehrung', 'elster'],
    letters: ['steuerbescheid', 'vorauszahlungsbescheid', 'aenderungsbescheid', 'einspruchsentscheidung'],
  },
  {
    slug: 'einspruch',
    term: 'Einspruch',
    english: 'formal objection',
    short: {
      en: 'Your formal objection to a notice; it must reach the Finanzamt within one month of the Bekanntgabe.',
      de: 'Der förmliche Rechtsbehelf gegen einen Bescheid; er muss innerhalb eines Monats nach der Bekanntgabe beim Finanzamt eingehen.',
    },
    explanation: {
      en: 'An Einspruch asks the Finanzamt to review its decision. It must be filed in writing or electronically, for example through ELSTER, within one month of the Bekanntgabe (§ 355 (1) AO); a sentence naming the notice is enough to meet the deadline, and the reasons can follow. It does not stop payment: Aussetzung der Vollziehung has to be applied for separately (§ 361 AO). In the review the office may also change the notice to your disadvantage, but it must warn you first (§ 367 (2) AO).',
      de: 'Mit dem Einspruch verlangen Sie, dass das Finanzamt seine Entscheidung noch einmal überprüft. Er ist innerhalb eines Monats nach der Bekanntgabe schriftlich oder elektronisch einzulegen, etwa über ELSTER (§ 355 Abs. 1 AO); zur Fristwahrung genügt ein Satz, der den Bescheid bezeichnet, die Begründung kann nachgereicht werden. Die Zahlungspflicht bleibt bestehen – dafür muss die Aussetzung der Vollziehung gesondert beantragt werden (§ 361 AO). Das Finanzamt darf den Bescheid bei der Überprüfung auch zu Ihren Ungunsten ändern, muss Sie darauf aber vorher hinweisen (§ 367 Abs. 2 AO).',
    },
    related: ['bekanntgabe', 'rechtsbehelfsbelehrung', 'aussetzung-der-vollziehung', 'einspruchsentscheidung', 'wiedereinsetzung-in-den-vorigen-stand'],
    letters: ['steuerbescheid', 'vorauszahlungsbescheid', 'aenderungsbescheid'],
  },
  {
    slug: 'rechtsbehelfsbelehrung',
    term: 'Rechtsbehelfsbelehrung',
    english: 'instructions on how to appeal',
    short: {
      en: 'The paragraph at the end of a notice that tells you how, where and by when you can object to it.',
      de: 'Der Abschnitt am Ende eines Bescheids, der erklärt, wie, wo und bis wann Sie dagegen Einspruch einlegen können.',
    },
    explanation: {
      en: 'The Rechtsbehelfsbelehrung names the remedy (usually the Einspruch, after an Einspruchsentscheidung the action at the Finanzgericht), where to file it and the period of one month. If it is missing or wrong, the period for an Einspruch is one year instead of one month (§ 356 (2) AO). Whether an instruction is actually defective is a legal question that is easily disputed.',
      de: 'Die Rechtsbehelfsbelehrung nennt den Rechtsbehelf (meist den Einspruch, nach einer Einspruchsentscheidung die Klage beim Finanzgericht), die Stelle, bei der er einzulegen ist, und die Frist von einem Monat. Fehlt sie oder ist sie unrichtig, beträgt die Einspruchsfrist ein Jahr statt eines Monats (§ 356 Abs. 2 AO). Ob eine Belehrung tatsächlich fehlerhaft ist, ist allerdings eine Rechtsfrage, über die oft gestritten wird.',
    },
    related: ['einspruch', 'bekanntgabe', 'klage-finanzgericht'],
    letters: ['steuerbescheid', 'vorauszahlungsbescheid', 'aenderungsbescheid', 'einspruchsentscheidung'],
  },
  {
    slug: 'vorbehalt-der-nachpruefung',
    term: 'Vorbehalt der Nachprüfung',
    english: 'subject to review',
    short: {
      en: 'A note that the whole assessment stays open: it can still be changed by the Finanzamt or on your application.',
      de: 'Vermerk, dass die gesamte Festsetzung offen bleibt und noch geändert werden kann – von Amts wegen oder auf Ihren Antrag.',
    },
    explanation: {
      en: 'An assessment issued under Vorbehalt der Nachprüfung can be changed in full, in either direction, as long as the reservation stands (§ 164 AO); you can also apply for a change without being bound to the one-month objection period. The reservation ends when the office lifts it or when the Festsetzungsfrist expires. It is common after a quick processing of a return or an estimate, and a later check such as a tax audit can lead to an amended notice.',
      de: 'Ein Bescheid unter dem Vorbehalt der Nachprüfung kann, solange der Vorbehalt besteht, in vollem Umfang geändert werden – zu Ihren Gunsten wie zu Ihren Ungunsten (§ 164 AO); auch Sie können jederzeit eine Änderung beantragen, ohne an die Einspruchsfrist gebunden zu sein. Der Vorbehalt endet, wenn das Finanzamt ihn aufhebt oder die Festsetzungsfrist abläuft. Er ist häufig bei zügig bearbeiteten Erklärungen oder Schätzungen; eine spätere Prüfung, etwa eine Betriebsprüfung, kann zu einem Änderungsbescheid führen.',
    },
    related: ['vorlaeufigkeitsvermerk', 'aenderungsbescheid', 'festsetzungsfrist', 'steuerbescheid'],
    letters: ['steuerbescheid', 'vorauszahlungsbescheid', 'aenderungsbescheid'],
  },
  {
    slug: 'vorlaeufigkeitsvermerk',
    term: 'Vorläufigkeitsvermerk',
    english: 'provisional on named points',
    short: {
      en: 'A note that named points of an assessment are provisional, often because a court case on them is pending.',
      de: 'Vermerk, dass der Bescheid in ausdrücklich genannten Punkten vorläufig ist – oft wegen eines anhängigen Gerichtsverfahrens.',
    },
    explanation: {
      en: 'Under § 165 AO the Finanzamt can make an assessment provisional on specific points where the facts or the law are still uncertain, for example while a question is pending before the Federal Constitutional Court or the Federal Fiscal Court. Only the points listed stay open: they can be changed later without you having to object. Everything else in the notice becomes final after the one-month period as usual.',
      de: 'Nach § 165 AO kann das Finanzamt eine Steuer in einzelnen Punkten vorläufig festsetzen, wenn Sachverhalt oder Rechtslage noch ungewiss sind, etwa solange eine Frage beim Bundesverfassungsgericht oder beim Bundesfinanzhof anhängig ist. Offen bleiben nur die genannten Punkte; sie können später geändert werden, ohne dass Sie dafür Einspruch einlegen müssen. Alles Übrige wird wie gewohnt nach Ablauf der Einspruchsfrist bestandskräftig.',
    },
    related: ['vorbehalt-der-nachpruefung', 'erlaeuterungen', 'aenderungsbescheid', 'einspruch'],
    letters: ['steuerbescheid', 'aenderungsbescheid'],
  },
  {
    slug: 'vorauszahlung',
    term: 'Vorauszahlung',
    english: 'advance tax payment',
    short: {
      en: 'Tax paid in advance, usually quarterly, on the income the Finanzamt expects for the current year.',
      de: 'Steuer, die im Voraus – meist vierteljährlich – auf das für das laufende Jahr erwartete Einkommen gezahlt wird.',
    },
    explanation: {
      en: 'If you have income from which no tax is withheld, such as self-employment or rent, the Finanzamt sets advance payments of income tax in a Vorauszahlungsbescheid, usually based on your last assessment. They are due on 10 March, 10 June, 10 September and 10 December, and are set only if they add up to at least 400 € a year (§ 37 (5) EStG). The payments are credited in the next assessment, and the office can adjust them when your income changes, also on your application.',
      de: 'Haben Sie Einkünfte, von denen keine Steuer einbehalten wird, etwa aus selbständiger Arbeit oder Vermietung, setzt das Finanzamt in einem Vorauszahlungsbescheid Einkommensteuer-Vorauszahlungen fest, meist auf Grundlage des letzten Bescheids. Sie sind am 10. März, 10. Juni, 10. September und 10. Dezember fällig und werden nur festgesetzt, wenn sie im Jahr mindestens 400 € betragen (§ 37 Abs. 5 EStG). Die Zahlungen werden im nächsten Steuerbescheid angerechnet; ändert sich Ihr Einkommen, kann das Finanzamt sie anpassen, auch auf Ihren Antrag.',
    },
    related: ['nachzahlung', 'erstattung', 'finanzkasse', 'steuerbescheid'],
    letters: ['vorauszahlungsbescheid', 'steuerbescheid'],
  },
  {
    slug: 'nachzahlung',
    term: 'Nachzahlung (Abschlusszahlung)',
    english: 'back-payment (final payment)',
    short: {
      en: 'The amount you still owe after an assessment, once prepayments and withheld tax have been credited.',
      de: 'Der Betrag, den Sie nach der Festsetzung noch zahlen müssen, nachdem Vorauszahlungen und einbehaltene Steuern angerechnet sind.',
    },
    explanation: {
      en: 'If the tax assessed is higher than what was paid in advance or withheld, the difference is a Nachzahlung, also called Abschlusszahlung. For income tax it is due one month after the Bekanntgabe of the notice (§ 36 (4) EStG); the notice states the date. Paying late leads to a Säumniszuschlag, and an Einspruch does not postpone the due date. If the assessment comes late, interest under § 233a AO may be added.',
      de: 'Ist die festgesetzte Steuer höher als die Vorauszahlungen und die einbehaltenen Beträge, ist der Unterschied als Nachzahlung, auch Abschlusszahlung genannt, zu leisten. Bei der Einkommensteuer ist sie einen Monat nach Bekanntgabe des Bescheids fällig (§ 36 Abs. 4 EStG); das Datum steht im Bescheid. Wer zu spät zahlt, muss mit Säumniszuschlägen rechnen, und ein Einspruch schiebt die Fälligkeit nicht hinaus. Ergeht der Bescheid spät, können Zinsen nach § 233a AO hinzukommen.',
    },
    related: ['steuerbescheid', 'saeumniszuschlag', 'zinsen-233a-ao', 'stundung', 'finanzkasse'],
    letters: ['steuerbescheid', 'aenderungsbescheid'],
  },
  {
    slug: 'erstattung',
    term: 'Erstattung',
    english: 'refund',
    short: {
      en: 'Money the Finanzamt pays back because more tax was paid in advance or withheld from wages than was assessed.',
      de: 'Geld, das Sie zurückerhalten, weil über Vorauszahlungen oder Lohnsteuer mehr gezahlt wurde als festgesetzt.',
    },
    explanation: {
      en: 'A refund is shown in the payment section of the notice and transferred to the bank account the Finanzamt has on record. The office may first set it off against other taxes you owe (§ 226 AO). If the assessment comes late, the refund can carry interest under § 233a AO; that interest counts as taxable income.',
      de: 'Eine Erstattung weist der Bescheid im Abschnitt zur Abrechnung aus; sie wird auf das beim Finanzamt hinterlegte Konto überwiesen. Das Finanzamt kann sie vorher mit anderen offenen Steuerschulden verrechnen (§ 226 AO). Ergeht der Bescheid spät, kann die Erstattung nach § 233a AO verzinst werden; diese Zinsen sind steuerpflichtige Einnahmen.',
    },
    related: ['nachzahlung', 'zinsen-233a-ao', 'steuerbescheid', 'finanzkasse'],
    letters: ['steuerbescheid', 'aenderungsbescheid'],
  },
  {
    slug: 'saeumniszuschlag',
    term: 'Säumniszuschlag',
    english: 'late-payment surcharge',
    short: {
      en: 'A surcharge of 1 % per started month when tax is paid late; it arises automatically by law (§ 240 AO).',
      de: 'Zuschlag von 1 % für jeden angefangenen Monat, wenn Steuern zu spät gezahlt werden; er entsteht kraft Gesetzes (§ 240 AO).',
    },
    explanation: {
      en: 'For every started month after the due date, 1 % of the overdue tax, rounded down to the nearest 50 €, is added (§ 240 (1) AO). No surcharge is charged if a transfer is credited within three days after the due date (§ 240 (3) AO); this does not apply to payment by cheque or in cash. The surcharge also runs while an Einspruch is pending, unless Aussetzung der Vollziehung was granted or the payment was deferred (Stundung).',
      de: 'Für jeden angefangenen Monat nach Fälligkeit entsteht ein Zuschlag von 1 % der rückständigen, auf volle 50 € abgerundeten Steuer (§ 240 Abs. 1 AO). Geht eine Überweisung innerhalb von drei Tagen nach Fälligkeit ein, wird kein Zuschlag erhoben (§ 240 Abs. 3 AO); das gilt nicht bei Zahlung per Scheck oder in bar. Säumniszuschläge laufen auch während eines Einspruchsverfahrens weiter, es sei denn, die Aussetzung der Vollziehung wurde gewährt oder die Zahlung gestundet.',
    },
    related: ['mahnung', 'nachzahlung', 'aussetzung-der-vollziehung', 'stundung', 'finanzkasse'],
    letters: ['mahnung', 'vollstreckung', 'steuerbescheid'],
  },
  {
    slug: 'verspaetungszuschlag',
    term: 'Verspätungszuschlag',
    english: 'late-filing surcharge',
    short: {
      en: 'A surcharge for filing a tax return late (§ 152 AO); for annual returns at least 25 € per started month of delay.',
      de: 'Zuschlag für eine verspätet abgegebene Steuererklärung (§ 152 AO); bei Jahreserklärungen mindestens 25 € je angefangenen Monat.',
    },
    explanation: {
      en: 'If a return is filed after its Abgabefrist, the Finanzamt can, and in certain cases must, charge a Verspätungszuschlag (§ 152 AO). For annual returns it is 0.25 % of the assessed tax (less prepayments and withheld tax) per started month of delay, at least 25 € per started month, and at most 25,000 €. It is usually set together with the assessment, in the same notice.',
      de: 'Wird eine Steuererklärung nach Ablauf der Abgabefrist eingereicht, kann – und in bestimmten Fällen muss – das Finanzamt einen Verspätungszuschlag festsetzen (§ 152 AO). Bei Jahreserklärungen beträgt er für jeden angefangenen Monat der Verspätung 0,25 % der festgesetzten Steuer abzüglich Vorauszahlungen und Steuerabzügen, mindestens 25 € je angefangenen Monat und höchstens 25.000 €. Meist wird er zusammen mit der Steuer im selben Bescheid festgesetzt.',
    },
    related: ['abgabefrist', 'erinnerung', 'zwangsgeld', 'schaetzung'],
    letters: ['steuerbescheid', 'erinnerung'],
  },
  {
    slug: 'zinsen-233a-ao',
    term: 'Zinsen nach § 233a AO',
    english: 'interest on back-payments and refunds',
    short: {
      en: 'Interest of 0.15 % a month on back-payments and refunds, charged after a waiting period following the tax year.',
      de: 'Zinsen von 0,15 % pro Monat auf Nachzahlungen und Erstattungen, die nach einer Karenzzeit im Anschluss an das Steuerjahr anfallen.',
    },
    explanation: {
      en: 'Interest under § 233a AO runs both ways: it is charged on back-payments and paid on refunds. It is 0.15 % per full month (1.8 % a year) and, for most taxes, starts 15 months after the end of the tax year, so it only arises when an assessment comes late. Refund interest is taxable income; interest you pay is not deductible.',
      de: 'Zinsen nach § 233a AO gibt es in beide Richtungen: auf Nachzahlungen zahlen Sie sie, auf Erstattungen erhalten Sie sie. Sie betragen 0,15 % für jeden vollen Monat (1,8 % im Jahr) und beginnen bei den meisten Steuern 15 Monate nach Ablauf des Steuerjahres, fallen also nur an, wenn der Bescheid spät ergeht. Erstattungszinsen sind steuerpflichtig, gezahlte Nachzahlungszinsen dagegen nicht abziehbar.',
    },
    related: ['nachzahlung', 'erstattung', 'steuerbescheid'],
    letters: ['steuerbescheid', 'aenderungsbescheid'],
  },
  {
    slug: 'aussetzung-der-vollziehung',
    term: 'Aussetzung der Vollziehung',
    english: 'suspension of payment during an objection',
    short: {
      en: 'Permission not to pay a disputed amount until your Einspruch is decided; it must be applied for (§ 361 AO).',
      de: 'Aufschub der Zahlung eines strittigen Betrags, bis über den Einspruch entschieden ist; sie muss beantragt werden (§ 361 AO).',
    },
    explanation: {
      en: 'Filing an Einspruch does not postpone payment. On application, the Finanzamt suspends payment of the disputed amount if there are serious doubts that the notice is lawful or if paying would cause undue hardship not justified by overriding public interests (§ 361 (2) AO). While suspension is granted, no Säumniszuschlag arises on that amount. If the Einspruch ultimately fails, interest can be charged on the suspended amount (§ 237 AO).',
      de: 'Ein Einspruch schiebt die Zahlung nicht auf. Auf Antrag setzt das Finanzamt die Vollziehung des strittigen Betrags aus, wenn ernstliche Zweifel an der Rechtmäßigkeit des Bescheids bestehen oder die Zahlung eine unbillige, nicht durch überwiegende öffentliche Interessen gebotene Härte wäre (§ 361 Abs. 2 AO). Solange die Aussetzung gilt, entstehen auf diesen Betrag keine Säumniszuschläge. Bleibt der Einspruch endgültig erfolglos, können auf den ausgesetzten Betrag Zinsen anfallen (§ 237 AO).',
    },
    related: ['einspruch', 'saeumniszuschlag', 'stundung', 'nachzahlung'],
    letters: ['steuerbescheid', 'aenderungsbescheid', 'vorauszahlungsbescheid'],
  },
  {
    slug: 'stundung',
    term: 'Stundung',
    english: 'deferral of payment',
    short: {
      en: 'A deferral of a tax payment, granted on application when paying on time would be a considerable hardship (§ 222 AO).',
      de: 'Auf Antrag gewährter Zahlungsaufschub, wenn die pünktliche Zahlung eine erhebliche Härte bedeuten würde (§ 222 AO).',
    },
    explanation: {
      en: 'Under § 222 AO the Finanzamt can defer a tax debt, in full or in part and often as instalments, if paying on the due date would be a considerable hardship and the tax does not seem at risk later. It has to be applied for, normally before the due date, with reasons and usually details of your finances. Interest is normally charged for the deferral (§ 234 AO), but no Säumniszuschlag arises for the deferred period.',
      de: 'Nach § 222 AO kann das Finanzamt eine Steuerschuld ganz oder teilweise stunden, oft in Form von Raten, wenn die Zahlung bei Fälligkeit eine erhebliche Härte wäre und der Anspruch nicht gefährdet erscheint. Die Stundung muss beantragt werden, in der Regel vor Fälligkeit, mit Begründung und meist mit Angaben zu Ihren finanziellen Verhältnissen. Für die Dauer der Stundung werden in der Regel Stundungszinsen erhoben (§ 234 AO), aber keine Säumniszuschläge.',
    },
    related: ['saeumniszuschlag', 'aussetzung-der-vollziehung', 'nachzahlung', 'finanzkasse'],
    letters: ['steuerbescheid', 'mahnung', 'vollstreckung'],
  },
  {
    slug: 'anhoerung',
    term: 'Anhörung',
    english: 'hearing (chance to comment before a decision)',
    short: {
      en: 'A letter giving you the chance to comment before the Finanzamt decides something to your disadvantage (§ 91 AO).',
      de: 'Schreiben, in dem Ihnen das Finanzamt Gelegenheit zur Stellungnahme gibt, bevor es zu Ihren Ungunsten entscheidet (§ 91 AO).',
    },
    explanation: {
      en: 'Before issuing a notice that affects your rights, the Finanzamt should give you the opportunity to comment on the facts that matter (§ 91 AO), for example when it plans to deviate from your return or has questions about expenses. The letter sets a period to reply, often about two weeks; without a reply the office usually decides on the information it has. The Anhörung itself is not a notice, so no Einspruch can be filed against it.',
      de: 'Bevor das Finanzamt einen Bescheid erlässt, der in Ihre Rechte eingreift, soll es Ihnen Gelegenheit geben, sich zu den entscheidungserheblichen Tatsachen zu äußern (§ 91 AO), etwa wenn es von Ihrer Erklärung abweichen will oder Fragen zu Ausgaben hat. Das Schreiben nennt eine Frist zur Antwort, oft etwa zwei Wochen; ohne Antwort entscheidet das Finanzamt in der Regel nach Aktenlage. Die Anhörung selbst ist kein Bescheid, ein Einspruch dagegen ist daher nicht möglich.',
    },
    related: ['steuerbescheid', 'erlaeuterungen', 'aktenzeichen'],
    letters: ['anhoerung'],
  },
  {
    slug: 'schaetzung',
    term: 'Schätzung',
    english: 'estimated assessment',
    short: {
      en: 'An assessment based on figures the Finanzamt estimated, usually because no return was filed (§ 162 AO).',
      de: 'Festsetzung auf Grundlage geschätzter Besteuerungsgrundlagen, meist weil keine Steuererklärung abgegeben wurde (§ 162 AO).',
    },
    explanation: {
      en: 'If a return is missing or its figures cannot be verified, the Finanzamt may estimate the tax bases (§ 162 AO). An estimated notice is a full assessment: the amount is due, it can be enforced, and it becomes final if no Einspruch is filed within one month. After that period, a return filed later only leads to a change if the notice is still open, for example under Vorbehalt der Nachprüfung.',
      de: 'Fehlt die Steuererklärung oder lassen sich die Angaben nicht überprüfen, darf das Finanzamt die Besteuerungsgrundlagen schätzen (§ 162 AO). Ein Schätzungsbescheid ist ein vollwertiger Steuerbescheid: Der Betrag ist fällig, kann vollstreckt werden und wird bestandskräftig, wenn nicht innerhalb eines Monats Einspruch eingelegt wird. Nach Ablauf dieser Frist führt eine nachgereichte Erklärung nur noch zu einer Änderung, wenn der Bescheid noch offen ist, etwa unter dem Vorbehalt der Nachprüfung.',
    },
    related: ['erinnerung', 'verspaetungszuschlag', 'zwangsgeld', 'einspruch', 'vorbehalt-der-nachpruefung'],
    letters: ['steuerbescheid', 'erinnerung'],
  },
  {
    slug: 'erinnerung',
    term: 'Erinnerung (Aufforderung zur Abgabe)',
    english: 'reminder to file a return',
    short: {
      en: 'A letter saying that a tax return is overdue and setting a new date by which to file it.',
      de: 'Schreiben, mit dem das Finanzamt an eine fällige Steuererklärung erinnert und einen neuen Abgabetermin setzt.',
    },
    explanation: {
      en: 'If a return you are obliged to file has not arrived, the Finanzamt sends a reminder with a new date. If it still does not come, the next steps can be a Verspätungszuschlag (§ 152 AO), a Zwangsgeld (§ 328 AO) and an estimated assessment (§ 162 AO). Deadlines can be extended on application (§ 109 AO), and if you believe you are not obliged to file, you can tell the office so.',
      de: 'Ist eine Steuererklärung, zu deren Abgabe Sie verpflichtet sind, nicht eingegangen, erinnert das Finanzamt daran und setzt einen neuen Termin. Bleibt die Erklärung weiter aus, können ein Verspätungszuschlag (§ 152 AO), ein Zwangsgeld (§ 328 AO) und eine Schätzung (§ 162 AO) folgen. Fristen können auf Antrag verlängert werden (§ 109 AO); sind Sie der Ansicht, gar nicht zur Abgabe verpflichtet zu sein, können Sie das dem Finanzamt mitteilen.',
    },
    related: ['abgabefrist', 'verspaetungszuschlag', 'zwangsgeld', 'schaetzung'],
    letters: ['erinnerung'],
  },
  {
    slug: 'mahnung',
    term: 'Mahnung',
    english: 'payment reminder',
    short: {
      en: 'A reminder from the Finanzkasse that a tax payment is overdue, usually with Säumniszuschläge added.',
      de: 'Zahlungserinnerung der Finanzkasse wegen einer überfälligen Steuerzahlung, meist mit Säumniszuschlägen.',
    },
    explanation: {
      en: 'A Mahnung lists the overdue amounts and the surcharges that have arisen, and as a rule gives one more week to pay before enforcement may begin (§ 259 AO). It does not reopen the notice it refers to, so it starts no new objection period. If an amount seems wrong, for example because it was already paid, the Finanzkasse can check the booking using the payment reference.',
      de: 'Die Mahnung führt die rückständigen Beträge und die entstandenen Säumniszuschläge auf und setzt in der Regel eine Zahlungsfrist von einer Woche, bevor vollstreckt werden darf (§ 259 AO). Sie eröffnet keine neue Einspruchsfrist gegen den zugrunde liegenden Bescheid. Erscheint ein Betrag falsch, etwa weil schon gezahlt wurde, kann die Finanzkasse die Buchung anhand des Verwendungszwecks prüfen.',
    },
    related: ['saeumniszuschlag', 'finanzkasse', 'vollstreckungsankuendigung', 'stundung'],
    letters: ['mahnung'],
  },
  {
    slug: 'vollstreckungsankuendigung',
    term: 'Vollstreckungsankündigung',
    english: 'notice of enforcement',
    short: {
      en: 'A letter warning that the Finanzamt will enforce an unpaid tax debt, for example by seizing a bank account.',
      de: 'Schreiben, mit dem das Finanzamt ankündigt, eine offene Steuerschuld zwangsweise beizutreiben, etwa durch eine Kontopfändung.',
    },
    explanation: {
      en: 'When taxes remain unpaid after the due date and a reminder, the Finanzamt’s enforcement office (Vollstreckungsstelle) can collect them itself, without a court, for example by seizing bank accounts or wages (§§ 249, 309 AO). The announcement gives a last short period to pay. The Vollstreckungsstelle named in the letter is the contact for questions such as instalments, and the costs of enforcement are added to the debt.',
      de: 'Bleiben Steuern nach Fälligkeit und Mahnung unbezahlt, kann die Vollstreckungsstelle des Finanzamts sie selbst beitreiben, ohne ein Gericht einzuschalten, etwa durch Pfändung von Konten oder Arbeitslohn (§§ 249, 309 AO). Die Ankündigung räumt eine letzte kurze Frist zur Zahlung ein. Ansprechpartner, etwa für eine Ratenzahlung, ist die im Schreiben genannte Vollstreckungsstelle; die Kosten der Vollstreckung kommen zur Schuld hinzu.',
    },
    related: ['mahnung', 'pfaendung', 'saeumniszuschlag', 'stundung'],
    letters: ['vollstreckung'],
  },
  {
    slug: 'pfaendung',
    term: 'Pfändung (Kontopfändung)',
    english: 'seizure (of a bank account or wages)',
    short: {
      en: 'The seizure of a bank balance, wages or other claims to collect unpaid taxes, ordered by the Finanzamt itself.',
      de: 'Zugriff auf Kontoguthaben, Arbeitslohn oder andere Forderungen, um offene Steuern beizutreiben – angeordnet vom Finanzamt selbst.',
    },
    explanation: {
      en: 'In enforcement, the Vollstreckungsstelle can seize a bank balance or wages with an order to the bank or employer (§ 309 AO); unlike private creditors it needs no court decision. A protected account (Pfändungsschutzkonto, P-Konto) keeps a basic monthly amount available. The seizure stays in place until the debt, surcharges and costs are paid or the office lifts it.',
      de: 'Im Vollstreckungsverfahren kann die Vollstreckungsstelle Kontoguthaben oder Arbeitslohn durch eine Verfügung an die Bank oder den Arbeitgeber pfänden (§ 309 AO); anders als private Gläubiger braucht sie dafür keinen Gerichtsbeschluss. Auf einem Pfändungsschutzkonto (P-Konto) bleibt ein monatlicher Grundfreibetrag verfügbar. Die Pfändung besteht fort, bis Schuld, Zuschläge und Kosten bezahlt sind oder das Finanzamt sie aufhebt.',
    },
    related: ['vollstreckungsankuendigung', 'mahnung', 'stundung'],
    letters: ['vollstreckung'],
  },
  {
    slug: 'steuernummer',
    term: 'Steuernummer',
    english: 'tax number (from the local office)',
    short: {
      en: 'The number your Finanzamt keeps your file under; it can change when you move or start a business.',
      de: 'Die Nummer, unter der Ihr Finanzamt Sie führt; sie kann sich bei einem Umzug oder einer Betriebsgründung ändern.',
    },
    explanation: {
      en: 'The Steuernummer is assigned by your local Finanzamt, and its format differs between the Länder. It appears on every notice and belongs in every letter and payment to the office. Unlike the Steuer-ID it is not for life: moving to another Finanzamt’s area usually brings a new one, and a business may get a separate number. Invoices must show it unless they show the USt-IdNr. (§ 14 (4) UStG).',
      de: 'Die Steuernummer vergibt Ihr örtliches Finanzamt; ihr Aufbau unterscheidet sich von Land zu Land. Sie steht auf jedem Bescheid und gehört in jedes Schreiben und jede Zahlung an das Finanzamt. Anders als die Steuer-ID gilt sie nicht lebenslang: Beim Wechsel in den Bezirk eines anderen Finanzamts gibt es meist eine neue, und für einen Betrieb kann eine eigene Nummer vergeben werden. Auf Rechnungen ist sie anzugeben, sofern dort nicht die USt-IdNr. steht (§ 14 Abs. 4 UStG).',
    },
    related: ['steuer-identifikationsnummer', 'ust-idnr', 'aktenzeichen', 'finanzamt'],
    letters: ['steuerbescheid', 'vorauszahlungsbescheid', 'fragebogen', 'umsatzsteuer', 'mahnung'],
  },
  {
    slug: 'steuer-identifikationsnummer',
    term: 'Steuer-Identifikationsnummer (Steuer-ID)',
    english: 'personal tax ID',
    short: {
      en: 'Your personal 11-digit tax ID, assigned once by the Federal Central Tax Office and kept for life.',
      de: 'Ihre persönliche, elfstellige Steuer-ID, die das Bundeszentralamt für Steuern einmal vergibt und die lebenslang gilt.',
    },
    explanation: {
      en: 'The Steuer-ID is issued by the Bundeszentralamt für Steuern (BZSt), usually automatically after you first register an address in Germany, and sent to you by post. It stays the same for life, even if you move or leave Germany and return. Employers need it for your wage-tax data, and it appears on the Lohnsteuerbescheinigung and on assessments. It is not the same as the Steuernummer or the USt-IdNr.',
      de: 'Die Steuer-ID vergibt das Bundeszentralamt für Steuern (BZSt), in der Regel automatisch nach der ersten Anmeldung eines Wohnsitzes in Deutschland, und teilt sie Ihnen per Post mit. Sie bleibt ein Leben lang gleich, auch bei einem Umzug oder nach einem Wegzug und einer Rückkehr. Arbeitgeber brauchen sie für den Lohnsteuerabzug; sie steht auf der Lohnsteuerbescheinigung und auf Steuerbescheiden. Mit der Steuernummer oder der USt-IdNr. ist sie nicht zu verwechseln.',
    },
    related: ['steuernummer', 'ust-idnr', 'lohnsteuerbescheinigung', 'steuerklasse'],
    letters: ['steuerbescheid', 'lohnsteuer', 'fragebogen'],
  },
  {
    slug: 'ust-idnr',
    term: 'USt-IdNr.',
    english: 'EU VAT identification number',
    short: {
      en: 'The VAT ID for business within the EU: “DE” plus nine digits, issued by the Federal Central Tax Office.',
      de: 'Die Umsatzsteuer-Identifikationsnummer für Geschäfte innerhalb der EU: „DE“ und neun Ziffern, vergeben vom Bundeszentralamt für Steuern.',
    },
    explanation: {
      en: 'The Umsatzsteuer-Identifikationsnummer identifies a business for VAT across the EU; it is needed, for example, for supplies and services to business customers in other EU countries. It is issued by the Bundeszentralamt für Steuern, either when requested in the Fragebogen zur steuerlichen Erfassung or later on application. It can be shown on invoices instead of the Steuernummer.',
      de: 'Die Umsatzsteuer-Identifikationsnummer kennzeichnet ein Unternehmen für die Umsatzsteuer EU-weit; gebraucht wird sie etwa für Lieferungen und Leistungen an Unternehmer in anderen EU-Staaten. Sie wird vom Bundeszentralamt für Steuern vergeben, entweder auf Antrag im Fragebogen zur steuerlichen Erfassung oder später gesondert. Auf Rechnungen kann sie anstelle der Steuernummer stehen.',
    },
    related: ['steuernummer', 'umsatzsteuer-voranmeldung', 'fragebogen-zur-steuerlichen-erfassung', 'vorsteuer'],
    letters: ['umsatzsteuer', 'fragebogen'],
  },
  {
    slug: 'umsatzsteuer-voranmeldung',
    term: 'Umsatzsteuer-Voranmeldung',
    english: 'periodic VAT pre-return',
    short: {
      en: 'A VAT return for a month or quarter in which a business declares the VAT it charged and the input VAT it paid.',
      de: 'Monatliche oder vierteljährliche Meldung, in der Unternehmer die vereinnahmte Umsatzsteuer und die gezahlte Vorsteuer angeben.',
    },
    explanation: {
      en: 'Businesses that charge VAT file an Umsatzsteuer-Voranmeldung electronically via ELSTER for each month or quarter and pay the resulting amount; both are due by the 10th day after the period ends (§ 18 (1) UStG). How often depends mainly on the previous year’s VAT, and the Finanzamt tells you which applies. A permanent extension (Dauerfristverlängerung) postpones the deadline by one month, and an annual VAT return is filed as well.',
      de: 'Unternehmer, die Umsatzsteuer berechnen, übermitteln für jeden Monat oder jedes Quartal eine Umsatzsteuer-Voranmeldung elektronisch über ELSTER und zahlen den Betrag; beides ist bis zum 10. Tag nach Ablauf des Zeitraums fällig (§ 18 Abs. 1 UStG). Der Rhythmus richtet sich vor allem nach der Umsatzsteuer des Vorjahres; das Finanzamt teilt ihn mit. Mit einer Dauerfristverlängerung verschiebt sich die Frist um einen Monat; nach Jahresende ist zusätzlich eine Umsatzsteuerjahreserklärung abzugeben.',
    },
    related: ['vorsteuer', 'kleinunternehmer', 'ust-idnr', 'elster'],
    letters: ['umsatzsteuer'],
  },
  {
    slug: 'vorsteuer',
    term: 'Vorsteuer',
    english: 'input VAT',
    short: {
      en: 'The VAT a business paid on its purchases, which it can deduct from the VAT it owes.',
      de: 'Die Umsatzsteuer, die ein Unternehmen beim Einkauf bezahlt hat und von seiner eigenen Umsatzsteuerschuld abziehen kann.',
    },
    explanation: {
      en: 'Businesses that charge VAT can deduct the VAT shown on invoices for their business purchases (§ 15 UStG), usually in the Umsatzsteuer-Voranmeldung. This requires a proper invoice that meets the legal requirements. Kleinunternehmer cannot deduct input VAT.',
      de: 'Unternehmer, die Umsatzsteuer berechnen, können die in Rechnungen für betriebliche Einkäufe ausgewiesene Umsatzsteuer als Vorsteuer abziehen (§ 15 UStG), in der Regel in der Umsatzsteuer-Voranmeldung. Voraussetzung ist eine ordnungsgemäße Rechnung, die die gesetzlichen Angaben enthält. Kleinunternehmer können keine Vorsteuer abziehen.',
    },
    related: ['umsatzsteuer-voranmeldung', 'kleinunternehmer', 'ust-idnr'],
    letters: ['umsatzsteuer'],
  },
  {
    slug: 'fragebogen-zur-steuerlichen-erfassung',
    term: 'Fragebogen zur steuerlichen Erfassung',
    english: 'tax registration questionnaire',
    short: {
      en: 'The form filed via ELSTER when you start a business or freelance work, so the Finanzamt can register you for tax.',
      de: 'Formular, das Sie bei Aufnahme einer gewerblichen oder freiberuflichen Tätigkeit über ELSTER an das Finanzamt übermitteln.',
    },
    explanation: {
      en: 'When you start a business or self-employed work, the Finanzamt needs details of the activity, your expected income and turnover, and your VAT status. The questionnaire must be submitted electronically through ELSTER within one month of starting (§ 138 (1b) AO). Your answers are the basis for your Steuernummer, advance payments and whether the Kleinunternehmer rule applies, so the estimates given carry weight.',
      de: 'Wer eine gewerbliche oder selbständige Tätigkeit aufnimmt, muss dem Finanzamt Angaben zur Tätigkeit, zum erwarteten Gewinn und Umsatz sowie zur Umsatzsteuer machen. Der Fragebogen ist innerhalb eines Monats nach Beginn elektronisch über ELSTER zu übermitteln (§ 138 Abs. 1b AO). Auf Ihren Angaben beruhen die Steuernummer, die Vorauszahlungen und die Frage, ob die Kleinunternehmerregelung gilt; die geschätzten Zahlen haben also Gewicht.',
    },
    related: ['gewerbeanmeldung', 'kleinunternehmer', 'steuernummer', 'freiberufler', 'elster'],
    letters: ['fragebogen'],
  },
  {
    slug: 'kleinunternehmer',
    term: 'Kleinunternehmer',
    english: 'small business exempt from VAT',
    short: {
      en: 'A small business that charges no VAT under § 19 UStG because its turnover stays below set limits.',
      de: 'Unternehmer, der wegen geringer Umsätze nach § 19 UStG keine Umsatzsteuer berechnet.',
    },
    explanation: {
      en: 'From 2025 the small-business rule (§ 19 UStG) applies if turnover was no more than 25,000 € in the previous year and does not exceed 100,000 € in the current year. Kleinunternehmer show no VAT on their invoices but also cannot deduct input VAT on their purchases. It is possible to opt out and charge VAT normally; that choice is binding for five years. The rule concerns VAT only, not income tax.',
      de: 'Ab 2025 gilt die Kleinunternehmerregelung (§ 19 UStG), wenn der Umsatz im Vorjahr 25.000 € nicht überschritten hat und im laufenden Jahr 100.000 € nicht überschreitet. Kleinunternehmer weisen auf ihren Rechnungen keine Umsatzsteuer aus, können aber auch keine Vorsteuer abziehen. Man kann auf die Regelung verzichten und regulär Umsatzsteuer berechnen; daran ist man dann fünf Jahre gebunden. Die Regelung betrifft nur die Umsatzsteuer, nicht die Einkommensteuer.',
    },
    related: ['vorsteuer', 'umsatzsteuer-voranmeldung', 'fragebogen-zur-steuerlichen-erfassung', 'ust-idnr'],
    letters: ['fragebogen', 'umsatzsteuer'],
  },
  {
    slug: 'gewerbeanmeldung',
    term: 'Gewerbeanmeldung',
    english: 'trade registration',
    short: {
      en: 'Registering a trade with the municipal trade office (Gewerbeamt); freelancers (Freiberufler) do not need to.',
      de: 'Anmeldung eines Gewerbes beim Gewerbeamt der Gemeinde; Freiberufler brauchen keine.',
    },
    explanation: {
      en: 'Anyone starting a trade must register it with the Gewerbeamt of the municipality (§ 14 GewO). The Gewerbeamt passes the information on to the Finanzamt, which then usually asks for the Fragebogen zur steuerlichen Erfassung. A trade can be liable to Gewerbesteuer. Freelance professions are not a trade: Freiberufler register only with the Finanzamt.',
      de: 'Wer ein Gewerbe beginnt, muss es beim Gewerbeamt der Gemeinde anmelden (§ 14 GewO). Das Gewerbeamt informiert das Finanzamt, das Sie dann in der Regel zur Abgabe des Fragebogens zur steuerlichen Erfassung auffordert. Ein Gewerbebetrieb kann gewerbesteuerpflichtig sein. Freie Berufe sind kein Gewerbe: Freiberufler melden sich nur beim Finanzamt an.',
    },
    related: ['fragebogen-zur-steuerlichen-erfassung', 'gewerbesteuer', 'freiberufler'],
    letters: ['fragebogen'],
  },
  {
    slug: 'elster',
    term: 'ELSTER',
    english: 'the tax administration’s online portal',
    short: {
      en: 'The tax administration’s official online portal for returns, objections and applications, and for receiving notices.',
      de: 'Das offizielle Onlineportal der Steuerverwaltung für Erklärungen, Einsprüche und Anträge sowie den Abruf von Bescheiden.',
    },
    explanation: {
      en: 'ELSTER (short for Elektronische Steuererklärung) is run by the tax administration and free to use after registration; part of the activation data is sent by post. Some filings must be made through it, for example VAT returns and the Fragebogen zur steuerlichen Erfassung. Notices can also be provided in ELSTER for retrieval; they then count as delivered on the fourth day after being provided, even if you log in later (§ 122a (4) AO).',
      de: 'ELSTER (kurz für Elektronische Steuererklärung) wird von der Steuerverwaltung betrieben und ist nach einer Registrierung kostenlos nutzbar; ein Teil der Zugangsdaten kommt per Post. Manche Erklärungen müssen darüber übermittelt werden, etwa Umsatzsteuer-Voranmeldungen und der Fragebogen zur steuerlichen Erfassung. Bescheide können auch in ELSTER zum Abruf bereitgestellt werden; sie gelten dann am vierten Tag nach der Bereitstellung als bekannt gegeben, auch wenn Sie sich erst später anmelden (§ 122a Abs. 4 AO).',
    },
    related: ['bekanntgabe', 'einspruch', 'umsatzsteuer-voranmeldung', 'fragebogen-zur-steuerlichen-erfassung'],
    letters: ['steuerbescheid', 'fragebogen', 'umsatzsteuer'],
  },
  {
    slug: 'finanzkasse',
    term: 'Finanzkasse',
    english: 'tax office payments department',
    short: {
      en: 'The Finanzamt’s payments department: it collects tax, pays refunds and sends reminders about overdue amounts.',
      de: 'Die Zahlstelle des Finanzamts: Sie nimmt Steuerzahlungen an, zahlt Erstattungen aus und mahnt offene Beträge an.',
    },
    explanation: {
      en: 'The Finanzkasse keeps your tax account. Its bank details are on the notice; a transfer is booked correctly when it quotes the Steuernummer and what it pays for (type of tax and period). Questions about payments, reminders, instalments or a direct debit mandate go to the Finanzkasse rather than to the department that assessed the tax.',
      de: 'Die Finanzkasse führt Ihr Steuerkonto. Ihre Bankverbindung steht im Bescheid; eine Überweisung wird richtig verbucht, wenn sie die Steuernummer und den Zahlungsgrund (Steuerart und Zeitraum) angibt. Für Fragen zu Zahlungen, Mahnungen, Raten oder einem SEPA-Lastschriftmandat ist die Finanzkasse zuständig, nicht die Stelle, die die Steuer festgesetzt hat.',
    },
    related: ['mahnung', 'nachzahlung', 'erstattung', 'steuernummer', 'finanzamt'],
    letters: ['mahnung', 'steuerbescheid', 'vorauszahlungsbescheid'],
  },
  {
    slug: 'lohnsteuerbescheinigung',
    term: 'Lohnsteuerbescheinigung',
    english: 'annual wage-tax statement',
    short: {
      en: 'Your employer’s annual statement of gross pay, wage tax and social contributions, also sent to the Finanzamt.',
      de: 'Jährliche Bescheinigung des Arbeitgebers über Bruttolohn, einbehaltene Lohnsteuer und Sozialabgaben, die auch dem Finanzamt vorliegt.',
    },
    explanation: {
      en: 'After the end of the year your employer transmits your wage data electronically to the Finanzamt, by the end of February of the following year (§ 41b EStG), and gives you a printout. The figures are used in your assessment and can be pre-filled in your return. Because the Finanzamt relies on them, errors have to be corrected by the employer.',
      de: 'Nach Ablauf des Jahres übermittelt Ihr Arbeitgeber Ihre Lohndaten bis Ende Februar des Folgejahres elektronisch an das Finanzamt (§ 41b EStG) und händigt Ihnen einen Ausdruck aus. Die Werte fließen in Ihren Steuerbescheid ein und können in der Erklärung vorausgefüllt werden. Da sich das Finanzamt auf diese Angaben stützt, muss ein Fehler vom Arbeitgeber berichtigt werden.',
    },
    related: ['lohnsteuer', 'steuerklasse', 'steuer-identifikationsnummer', 'werbungskosten'],
    letters: ['lohnsteuer', 'steuerbescheid'],
  },
  {
    slug: 'lohnsteuer',
    term: 'Lohnsteuer',
    english: 'wage tax',
    short: {
      en: 'Income tax withheld from wages by the employer and paid to the Finanzamt each month.',
      de: 'Einkommensteuer, die der Arbeitgeber vom Lohn einbehält und an das Finanzamt abführt.',
    },
    explanation: {
      en: 'Lohnsteuer is not a separate tax but the way income tax is collected from employees (§ 38 EStG). The employer calculates it from your Steuerklasse and the other data the Finanzamt holds for you, withholds it together with any Solidaritätszuschlag and church tax, and reports it on the Lohnsteuerbescheinigung. In the assessment the wage tax withheld is credited against your income tax.',
      de: 'Die Lohnsteuer ist keine eigene Steuer, sondern die Erhebungsform der Einkommensteuer bei Arbeitnehmern (§ 38 EStG). Der Arbeitgeber berechnet sie nach Ihrer Steuerklasse und den übrigen beim Finanzamt hinterlegten Merkmalen, behält sie zusammen mit einem etwaigen Solidaritätszuschlag und der Kirchensteuer ein und weist sie in der Lohnsteuerbescheinigung aus. Im Steuerbescheid wird die einbehaltene Lohnsteuer auf die Einkommensteuer angerechnet.',
    },
    related: ['steuerklasse', 'lohnsteuerbescheinigung', 'kirchensteuer', 'solidaritaetszuschlag'],
    letters: ['lohnsteuer', 'steuerbescheid'],
  },
  {
    slug: 'steuerklasse',
    term: 'Steuerklasse',
    english: 'wage-tax class',
    short: {
      en: 'One of six classes (I–VI) that decides how much wage tax your employer withholds each month.',
      de: 'Eine von sechs Klassen (I bis VI), nach der sich richtet, wie viel Lohnsteuer Ihr Arbeitgeber jeden Monat einbehält.',
    },
    explanation: {
      en: 'The Steuerklasse depends mainly on your marital status: single people are usually in class I, single parents in class II, married couples and civil partners choose between IV/IV and III/V, and class VI applies to a second job. It only affects the monthly withholding, not the final income tax, which is settled in the assessment. Certain choices, such as III/V, make filing a tax return compulsory.',
      de: 'Die Steuerklasse richtet sich vor allem nach dem Familienstand: Ledige haben meist Klasse I, Alleinerziehende Klasse II, Ehe- und eingetragene Lebenspartner wählen zwischen IV/IV und III/V, und für ein zweites Arbeitsverhältnis gilt Klasse VI. Sie bestimmt nur den monatlichen Abzug, nicht die endgültige Einkommensteuer, die im Steuerbescheid festgesetzt wird. Bei bestimmten Kombinationen, etwa III/V, ist eine Steuererklärung Pflicht.',
    },
    related: ['lohnsteuer', 'lohnsteuerbescheinigung', 'einkommensteuererklaerung'],
    letters: ['lohnsteuer'],
  },
  {
    slug: 'werbungskosten',
    term: 'Werbungskosten',
    english: 'work-related expenses',
    short: {
      en: 'Costs of earning income, such as commuting or work equipment, which reduce your taxable income.',
      de: 'Aufwendungen, um Einnahmen zu erzielen – etwa Fahrten zur Arbeit oder Arbeitsmittel –, die das zu versteuernde Einkommen mindern.',
    },
    explanation: {
      en: 'Werbungskosten are expenses incurred to earn, secure and maintain income (§ 9 EStG); for employees, typical items are the commuting allowance, work equipment, training and a second household for work. A flat allowance (Arbeitnehmer-Pauschbetrag) is deducted automatically, so only costs above it make a difference. The Finanzamt may ask for receipts.',
      de: 'Werbungskosten sind Aufwendungen zur Erwerbung, Sicherung und Erhaltung der Einnahmen (§ 9 EStG); bei Arbeitnehmern sind das typischerweise die Entfernungspauschale, Arbeitsmittel, Fortbildungen oder eine doppelte Haushaltsführung. Ein Arbeitnehmer-Pauschbetrag wird automatisch berücksichtigt, sodass sich nur Kosten darüber hinaus auswirken. Das Finanzamt kann Belege anfordern.',
    },
    related: ['sonderausgaben', 'lohnsteuerbescheinigung', 'erlaeuterungen', 'einkommensteuererklaerung'],
    letters: ['steuerbescheid', 'anhoerung'],
  },
  {
    slug: 'sonderausgaben',
    term: 'Sonderausgaben',
    english: 'special deductible expenses',
    short: {
      en: 'Private expenses the law lets you deduct, such as pension and health insurance contributions, church tax or donations.',
      de: 'Bestimmte private Ausgaben, die steuerlich abziehbar sind, etwa Vorsorgebeiträge, Kirchensteuer oder Spenden.',
    },
    explanation: {
      en: 'Sonderausgaben are private expenses that the law lists as deductible (§§ 10 to 10c EStG), unlike Werbungskosten, which relate to earning income. Typical examples are pension contributions, health and long-term care insurance, childcare costs, church tax and donations, many of them only up to certain limits. The assessment shows the amount the Finanzamt recognised.',
      de: 'Sonderausgaben sind private Aufwendungen, die das Gesetz ausdrücklich zum Abzug zulässt (§§ 10 bis 10c EStG) – anders als Werbungskosten, die mit der Erzielung von Einnahmen zusammenhängen. Typisch sind Beiträge zur Altersvorsorge, zur Kranken- und Pflegeversicherung, Kinderbetreuungskosten, Kirchensteuer und Spenden, viele davon nur bis zu bestimmten Höchstbeträgen. Im Steuerbescheid steht, in welcher Höhe das Finanzamt sie anerkannt hat.',
    },
    related: ['werbungskosten', 'kirchensteuer', 'einkommensteuererklaerung'],
    letters: ['steuerbescheid', 'anhoerung'],
  },
  {
    slug: 'kirchensteuer',
    term: 'Kirchensteuer',
    english: 'church tax',
    short: {
      en: 'A tax for members of churches that levy it: 8 % or 9 % of the income tax, depending on the Land.',
      de: 'Steuer für Mitglieder steuererhebender Religionsgemeinschaften: 8 % oder 9 % der Einkommensteuer, je nach Bundesland.',
    },
    explanation: {
      en: 'Members of a church or religious community that levies church tax pay it on top of income tax: 8 % of the income tax in Bavaria and Baden-Württemberg, 9 % in the other Länder. Employees pay it through the wage-tax deduction; membership is recorded when you register your address. It ends only after formally leaving the church, at the registry office or the local court depending on the Land, and church tax paid is deductible as Sonderausgaben.',
      de: 'Mitglieder einer steuererhebenden Kirche oder Religionsgemeinschaft zahlen sie zusätzlich zur Einkommensteuer: 8 % der Einkommensteuer in Bayern und Baden-Württemberg, 9 % in den übrigen Ländern. Arbeitnehmer zahlen sie über den Lohnsteuerabzug; die Zugehörigkeit wird bei der Anmeldung des Wohnsitzes erfasst. Sie endet erst mit dem förmlichen Kirchenaustritt, je nach Land beim Standesamt oder Amtsgericht; gezahlte Kirchensteuer ist als Sonderausgabe abziehbar.',
    },
    related: ['lohnsteuer', 'sonderausgaben', 'solidaritaetszuschlag'],
    letters: ['steuerbescheid', 'lohnsteuer', 'vorauszahlungsbescheid'],
  },
  {
    slug: 'solidaritaetszuschlag',
    term: 'Solidaritätszuschlag',
    english: 'solidarity surcharge',
    short: {
      en: 'A surcharge of 5.5 % on income tax; since 2021 most employees no longer pay it because of exemption thresholds.',
      de: 'Zuschlag von 5,5 % auf die Einkommensteuer; seit 2021 zahlen ihn die meisten Arbeitnehmer wegen der Freigrenzen nicht mehr.',
    },
    explanation: {
      en: 'The Solidaritätszuschlag is 5.5 % of the income tax or corporation tax. Since 2021 it is only charged when the income tax exceeds an exemption threshold, so most employees no longer pay it; just above the threshold it is phased in gradually. It is still withheld on capital income and paid by companies, and it appears as a separate line in the assessment.',
      de: 'Der Solidaritätszuschlag beträgt 5,5 % der Einkommen- oder Körperschaftsteuer. Seit 2021 wird er nur erhoben, wenn die Einkommensteuer eine Freigrenze übersteigt, sodass die meisten Arbeitnehmer ihn nicht mehr zahlen; knapp oberhalb der Grenze steigt er gleitend an. Auf Kapitalerträge wird er weiterhin einbehalten, Kapitalgesellschaften zahlen ihn ebenfalls; im Steuerbescheid steht er in einer eigenen Zeile.',
    },
    related: ['kirchensteuer', 'lohnsteuer', 'steuerbescheid'],
    letters: ['steuerbescheid', 'lohnsteuer', 'vorauszahlungsbescheid'],
  },
  {
    slug: 'wiedereinsetzung-in-den-vorigen-stand',
    term: 'Wiedereinsetzung in den vorigen Stand',
    english: 'relief after missing a deadline without fault',
    short: {
      en: 'Relief when a statutory deadline was missed without fault; it must be applied for within one month (§ 110 AO).',
      de: 'Möglichkeit, eine ohne Verschulden versäumte gesetzliche Frist nachzuholen; Antrag binnen eines Monats (§ 110 AO).',
    },
    explanation: {
      en: 'If you were prevented from meeting a statutory deadline, such as the Einspruch period, through no fault of your own (for example a sudden serious illness), you can apply for Wiedereinsetzung (§ 110 AO). The application must be made within one month after the obstacle ends, with the reasons made credible, and the missed step, such as the Einspruch itself, must be taken within that month. A representative’s fault counts as your own, and after one year from the end of the missed deadline it is generally no longer possible.',
      de: 'Wer ohne eigenes Verschulden verhindert war, eine gesetzliche Frist wie die Einspruchsfrist einzuhalten, etwa wegen einer plötzlichen schweren Erkrankung, kann Wiedereinsetzung beantragen (§ 110 AO). Der Antrag ist innerhalb eines Monats nach Wegfall des Hindernisses zu stellen, die Gründe sind glaubhaft zu machen, und die versäumte Handlung, etwa der Einspruch selbst, ist in dieser Frist nachzuholen. Das Verschulden eines Vertreters wird Ihnen zugerechnet; nach einem Jahr seit dem Ende der versäumten Frist ist eine Wiedereinsetzung grundsätzlich ausgeschlossen.',
    },
    related: ['einspruch', 'bekanntgabe', 'rechtsbehelfsbelehrung'],
    letters: ['steuerbescheid', 'einspruchsentscheidung', 'aenderungsbescheid'],
  },
  {
    slug: 'erlaeuterungen',
    term: 'Erläuterungen',
    english: 'explanations (of deviations)',
    short: {
      en: 'The section of a notice where the Finanzamt explains where and why it deviated from your return.',
      de: 'Der Teil des Bescheids, in dem das Finanzamt erklärt, wo und warum es von Ihrer Erklärung abgewichen ist.',
    },
    explanation: {
      en: 'The Erläuterungen usually follow the calculation and state, often in short standard wording, which items were not accepted or were changed; notes on Vorbehalt der Nachprüfung or Vorläufigkeit often appear here too. They are the key to understanding a notice, because they show what differs from what was declared. A deviation that is not explained does not stop the one-month Einspruch period from running.',
      de: 'Die Erläuterungen folgen meist auf die Berechnung und nennen, oft in knappen Textbausteinen, welche Angaben nicht anerkannt oder geändert wurden; auch Hinweise zum Vorbehalt der Nachprüfung oder zur Vorläufigkeit stehen häufig hier. Sie sind der Schlüssel zum Verständnis eines Bescheids, weil sie zeigen, was von der Erklärung abweicht. Eine nicht erläuterte Abweichung hält die einmonatige Einspruchsfrist nicht auf.',
    },
    related: ['steuerbescheid', 'aenderungsbescheid', 'vorbehalt-der-nachpruefung', 'vorlaeufigkeitsvermerk'],
    letters: ['steuerbescheid', 'aenderungsbescheid', 'vorauszahlungsbescheid'],
  },
  {
    slug: 'aenderungsbescheid',
    term: 'Änderungsbescheid',
    english: 'amended assessment notice',
    short: {
      en: 'A new notice that changes an earlier assessment, for example after new information, an Einspruch or a correction.',
      de: 'Neuer Bescheid, der eine frühere Festsetzung ändert, etwa wegen neuer Informationen, eines Einspruchs oder einer Berichtigung.',
    },
    explanation: {
      en: 'An Änderungsbescheid replaces the earlier notice for the same tax and year and shows the new amount and the difference to pay or to be refunded. A change needs a legal basis, for example §§ 164, 165 or 172 to 175 AO. It has its own one-month Einspruch period; if the earlier notice was already final, only the change itself can be challenged (§ 351 (1) AO).',
      de: 'Ein Änderungsbescheid tritt an die Stelle des früheren Bescheids für dieselbe Steuer und dasselbe Jahr und weist die neue Steuer sowie den Unterschiedsbetrag zur Nachzahlung oder Erstattung aus. Jede Änderung braucht eine gesetzliche Grundlage, etwa §§ 164, 165 oder 172 bis 175 AO. Für ihn gilt eine eigene Einspruchsfrist von einem Monat; war der frühere Bescheid schon bestandskräftig, kann nur die Änderung selbst angefochten werden (§ 351 Abs. 1 AO).',
    },
    related: ['steuerbescheid', 'erlaeuterungen', 'einspruch', 'vorbehalt-der-nachpruefung', 'festsetzungsfrist'],
    letters: ['aenderungsbescheid'],
  },
  {
    slug: 'einspruchsentscheidung',
    term: 'Einspruchsentscheidung',
    english: 'decision on an objection',
    short: {
      en: 'The Finanzamt’s formal written decision on an Einspruch it does not fully grant.',
      de: 'Die förmliche schriftliche Entscheidung des Finanzamts über einen Einspruch, dem es nicht voll abhilft.',
    },
    explanation: {
      en: 'If the Finanzamt does not fully agree with an Einspruch and it is not withdrawn, the office decides on it in writing (§ 367 AO). The Einspruchsentscheidung ends the objection procedure; the next remedy is an action at the Finanzgericht, which must be brought within one month (§ 47 FGO). If the office agrees with the Einspruch, it usually issues an amended notice instead.',
      de: 'Hilft das Finanzamt einem Einspruch nicht vollständig ab und wird er nicht zurückgenommen, entscheidet es darüber schriftlich (§ 367 AO). Die Einspruchsentscheidung beendet das Einspruchsverfahren; danach bleibt die Klage beim Finanzgericht, die innerhalb eines Monats zu erheben ist (§ 47 FGO). Gibt das Finanzamt dem Einspruch statt, erlässt es in der Regel stattdessen einen Änderungsbescheid.',
    },
    related: ['einspruch', 'klage-finanzgericht', 'aenderungsbescheid', 'rechtsbehelfsbelehrung'],
    letters: ['einspruchsentscheidung'],
  },
  {
    slug: 'klage-finanzgericht',
    term: 'Klage beim Finanzgericht',
    english: 'action at the tax court',
    short: {
      en: 'A lawsuit at the tax court (Finanzgericht), possible within one month after an Einspruchsentscheidung.',
      de: 'Klage beim Finanzgericht, die innerhalb eines Monats nach einer Einspruchsentscheidung erhoben werden kann.',
    },
    explanation: {
      en: 'If an Einspruch is rejected, the next step is an action at the Finanzgericht, which must be filed within one month after the Einspruchsentscheidung is delivered (§ 47 FGO). At the Finanzgericht you can act yourself; court fees apply, and the losing side generally bears the costs. Before the Federal Fiscal Court (Bundesfinanzhof), representation by a tax adviser or lawyer is compulsory.',
      de: 'Wird der Einspruch zurückgewiesen, bleibt die Klage beim Finanzgericht, die innerhalb eines Monats nach Bekanntgabe der Einspruchsentscheidung zu erheben ist (§ 47 FGO). Vor dem Finanzgericht können Sie selbst auftreten; es fallen Gerichtskosten an, die grundsätzlich die unterliegende Seite trägt. Vor dem Bundesfinanzhof besteht Vertretungszwang durch Steuerberater oder Rechtsanwälte.',
    },
    related: ['einspruchsentscheidung', 'einspruch', 'rechtsbehelfsbelehrung'],
    letters: ['einspruchsentscheidung'],
  },
  {
    slug: 'zwangsgeld',
    term: 'Zwangsgeld',
    english: 'coercive fine',
    short: {
      en: 'A fine to make you do something, such as file a return; it must be threatened first and can be up to 25,000 € (§ 329 AO).',
      de: 'Zwangsmittel, um eine Handlung wie die Abgabe der Erklärung durchzusetzen; es muss angedroht werden und beträgt bis zu 25.000 € (§ 329 AO).',
    },
    explanation: {
      en: 'If you do not comply with a request, for example to file a return or submit documents, the Finanzamt can impose a Zwangsgeld (§ 328 AO). It must first be threatened in writing with a period to comply (§ 332 AO), and it can be up to 25,000 € (§ 329 AO). It is not a penalty: once you do what was asked, it is no longer enforced (§ 335 AO). It can come on top of a Verspätungszuschlag.',
      de: 'Kommen Sie einer Aufforderung nicht nach, etwa eine Steuererklärung abzugeben oder Unterlagen vorzulegen, kann das Finanzamt ein Zwangsgeld festsetzen (§ 328 AO). Es muss vorher schriftlich mit einer Frist angedroht werden (§ 332 AO) und kann bis zu 25.000 € betragen (§ 329 AO). Es ist keine Strafe: Wird die verlangte Handlung erbracht, wird es nicht mehr vollstreckt (§ 335 AO). Es kann zusätzlich zu einem Verspätungszuschlag anfallen.',
    },
    related: ['erinnerung', 'verspaetungszuschlag', 'schaetzung', 'abgabefrist'],
    letters: ['erinnerung', 'vollstreckung'],
  },
  {
    slug: 'aktenzeichen',
    term: 'Aktenzeichen',
    english: 'file reference',
    short: {
      en: 'The reference a matter is filed under; quoting it in a reply lets the office match your letter to the right file.',
      de: 'Das Zeichen, unter dem ein Vorgang geführt wird; steht es in Ihrer Antwort, kann das Finanzamt sie richtig zuordnen.',
    },
    explanation: {
      en: 'Letters from the Finanzamt carry a reference, often the Steuernummer, sometimes with a department or procedure number, for example for an Einspruch or for enforcement. Quoted together with your name and the year concerned, it lets the office match your reply to the right file. Separate procedures can have separate references.',
      de: 'Schreiben des Finanzamts tragen ein Aktenzeichen, oft die Steuernummer, manchmal ergänzt um eine Stelle oder Verfahrensnummer, etwa für einen Einspruch oder die Vollstreckung. Wird es zusammen mit Ihrem Namen und dem betroffenen Jahr angegeben, kann das Finanzamt Ihre Antwort dem richtigen Vorgang zuordnen. Verschiedene Verfahren können eigene Aktenzeichen haben.',
    },
    related: ['steuernummer', 'finanzamt'],
    letters: ['anhoerung', 'einspruchsentscheidung', 'vollstreckung', 'erinnerung', 'steuerbescheid'],
  },
  {
    slug: 'einnahmenueberschussrechnung',
    term: 'EÜR (Einnahmenüberschussrechnung)',
    english: 'cash-basis profit statement',
    short: {
      en: 'A simple cash-basis profit calculation: business income received minus business expenses paid in the year.',
      de: 'Einfache Gewinnermittlung: im Jahr zugeflossene Betriebseinnahmen abzüglich der gezahlten Betriebsausgaben.',
    },
    explanation: {
      en: 'Freelancers and small businesses that are not required to keep full accounts work out their profit with an EÜR (§ 4 (3) EStG). As a rule, income and expenses count in the year they are received or paid, while larger purchases are generally spread over several years through depreciation (AfA). The result is submitted electronically on the form Anlage EÜR together with the income tax return.',
      de: 'Freiberufler und kleinere Gewerbetreibende, die nicht zur Buchführung verpflichtet sind, ermitteln ihren Gewinn durch Einnahmenüberschussrechnung (§ 4 Abs. 3 EStG). Grundsätzlich zählen Einnahmen und Ausgaben in dem Jahr, in dem sie zu- oder abfließen; größere Anschaffungen werden dagegen meist über mehrere Jahre abgeschrieben (AfA). Das Ergebnis wird mit der Anlage EÜR zusammen mit der Einkommensteuererklärung elektronisch übermittelt.',
    },
    related: ['freiberufler', 'einkommensteuererklaerung', 'gewerbesteuer', 'vorauszahlung'],
    letters: ['steuerbescheid', 'erinnerung', 'fragebogen'],
  },
  {
    slug: 'gewerbesteuer',
    term: 'Gewerbesteuer',
    english: 'municipal trade tax',
    short: {
      en: 'A municipal tax on the profits of trading businesses; freelancers (Freiberufler) do not pay it.',
      de: 'Gemeindesteuer auf den Gewinn von Gewerbebetrieben; Freiberufler zahlen sie nicht.',
    },
    explanation: {
      en: 'Gewerbesteuer is levied by the municipality on trade profits. The Finanzamt sets a base amount (Gewerbesteuermessbetrag), and the municipality applies its own multiplier (Hebesatz) and sends the tax notice. Sole traders and partnerships have an allowance of 24,500 € a year (§ 11 GewStG), and for them the trade tax is largely credited against income tax (§ 35 EStG).',
      de: 'Die Gewerbesteuer erhebt die Gemeinde auf den Gewerbeertrag. Das Finanzamt setzt den Gewerbesteuermessbetrag fest, die Gemeinde wendet darauf ihren Hebesatz an und verschickt den Gewerbesteuerbescheid. Einzelunternehmer und Personengesellschaften haben einen Freibetrag von 24.500 € im Jahr (§ 11 GewStG); bei ihnen wird die Gewerbesteuer zu einem großen Teil auf die Einkommensteuer angerechnet (§ 35 EStG).',
    },
    related: ['gewerbeanmeldung', 'freiberufler', 'einnahmenueberschussrechnung'],
    letters: ['steuerbescheid', 'vorauszahlungsbescheid'],
  },
  {
    slug: 'freiberufler',
    term: 'Freiberufler',
    english: 'freelance (liberal) professional',
    short: {
      en: 'Self-employed in a liberal profession (§ 18 EStG), such as doctor, lawyer, engineer, journalist or translator; no trade tax.',
      de: 'Selbständig in einem freien Beruf (§ 18 EStG), etwa als Ärztin, Anwalt, Ingenieurin, Journalist oder Übersetzerin; keine Gewerbesteuer.',
    },
    explanation: {
      en: '§ 18 EStG lists the freelance activities: catalogue professions such as doctors, lawyers, architects, engineers, journalists and translators, similar professions, and independent scientific, artistic, writing, teaching and educational work. Freiberufler do not register a trade, pay no Gewerbesteuer and may always use the EÜR. Whether an activity qualifies is decided by the Finanzamt, usually based on the Fragebogen zur steuerlichen Erfassung; VAT applies to them as to other businesses.',
      de: 'Welche Tätigkeiten freiberuflich sind, regelt § 18 EStG: die Katalogberufe wie Ärzte, Rechtsanwälte, Architekten, Ingenieure, Journalisten und Übersetzer, ähnliche Berufe sowie selbständige wissenschaftliche, künstlerische, schriftstellerische, unterrichtende und erzieherische Tätigkeiten. Freiberufler melden kein Gewerbe an, zahlen keine Gewerbesteuer und dürfen ihren Gewinn stets per EÜR ermitteln. Ob eine Tätigkeit freiberuflich ist, entscheidet das Finanzamt, meist anhand des Fragebogens zur steuerlichen Erfassung; für die Umsatzsteuer gelten dieselben Regeln wie für andere Unternehmer.',
    },
    related: ['gewerbeanmeldung', 'gewerbesteuer', 'einnahmenueberschussrechnung', 'fragebogen-zur-steuerlichen-erfassung'],
    letters: ['fragebogen', 'steuerbescheid'],
  },
  {
    slug: 'abgabefrist',
    term: 'Abgabefrist',
    english: 'filing deadline',
    short: {
      en: 'The deadline for filing a tax return: for 2025 returns 31 July 2026, later when a tax adviser prepares it.',
      de: 'Frist für die Abgabe der Steuererklärung: für 2025 der 31. Juli 2026, mit Steuerberater später.',
    },
    explanation: {
      en: 'If you are obliged to file, your 2025 return is due by 31 July 2026 (§ 149 (2) AO). If a tax adviser prepares it, the deadline is the end of February 2027, which moves to Monday 1 March 2027 because 28 February is a Sunday (§ 149 (3), § 108 (3) AO). The Finanzamt can ask for a return earlier in individual cases. Voluntary returns, for example to claim a refund, can be filed within four years.',
      de: 'Wer zur Abgabe verpflichtet ist, muss die Erklärung für 2025 bis zum 31. Juli 2026 einreichen (§ 149 Abs. 2 AO). Erstellt sie ein Steuerberater, endet die Frist mit Ablauf des Februars 2027; da der 28. Februar 2027 ein Sonntag ist, verschiebt sie sich auf Montag, den 1. März 2027 (§ 149 Abs. 3, § 108 Abs. 3 AO). Im Einzelfall kann das Finanzamt die Erklärung früher anfordern. Eine freiwillige Erklärung, etwa für eine Erstattung, kann innerhalb von vier Jahren abgegeben werden.',
    },
    related: ['verspaetungszuschlag', 'erinnerung', 'einkommensteuererklaerung', 'zwangsgeld'],
    letters: ['erinnerung'],
  },
  {
    slug: 'einkommensteuererklaerung',
    term: 'Einkommensteuererklärung',
    english: 'income tax return',
    short: {
      en: 'The annual return, usually filed via ELSTER, in which you declare your income and deductions for one calendar year.',
      de: 'Die jährliche Erklärung, meist über ELSTER übermittelt, in der Sie Einkünfte und Abzüge eines Kalenderjahres angeben.',
    },
    explanation: {
      en: 'Self-employed people generally have to file a return; employees only in certain cases listed in § 46 EStG, for example with certain tax-class combinations or other income above 410 €. Others may file voluntarily, which often leads to a refund. The Finanzamt assesses the tax on the basis of the return and sends a Steuerbescheid.',
      de: 'Selbständige müssen in der Regel eine Steuererklärung abgeben, Arbeitnehmer nur in den in § 46 EStG genannten Fällen, etwa bei bestimmten Steuerklassenkombinationen oder Nebeneinkünften über 410 €. Alle anderen können freiwillig eine Erklärung abgeben, was oft zu einer Erstattung führt. Auf ihrer Grundlage setzt das Finanzamt die Steuer fest und schickt einen Steuerbescheid.',
    },
    related: ['abgabefrist', 'steuerbescheid', 'elster', 'werbungskosten', 'sonderausgaben'],
    letters: ['erinnerung', 'steuerbescheid'],
  },
  {
    slug: 'festsetzungsfrist',
    term: 'Festsetzungsfrist',
    english: 'assessment period (time limit for assessing tax)',
    short: {
      en: 'The period within which tax can be assessed or changed; generally four years (§ 169 AO).',
      de: 'Der Zeitraum, in dem eine Steuer festgesetzt oder geändert werden kann; in der Regel vier Jahre (§ 169 AO).',
    },
    explanation: {
      en: 'Once the Festsetzungsfrist has expired, tax can no longer be assessed or changed. It is generally four years (§ 169 AO) and longer for evaded tax; when it starts depends on whether and when a return was filed (§ 170 AO). A Vorbehalt der Nachprüfung ends when the period expires (§ 164 (4) AO).',
      de: 'Nach Ablauf der Festsetzungsfrist kann eine Steuer weder festgesetzt noch geändert werden. Sie beträgt in der Regel vier Jahre (§ 169 AO), bei hinterzogenen Steuern länger; wann sie beginnt, hängt davon ab, ob und wann eine Erklärung abgegeben wurde (§ 170 AO). Ein Vorbehalt der Nachprüfung entfällt mit ihrem Ablauf (§ 164 Abs. 4 AO).',
    },
    related: ['vorbehalt-der-nachpruefung', 'aenderungsbescheid', 'vorlaeufigkeitsvermerk'],
    letters: ['aenderungsbescheid', 'steuerbescheid'],
  },
];

const BY_SLUG: ReadonlyMap<string, GlossaryTerm> = new Map(GLOSSARY.map((entry) => [entry.slug, entry]));

/** The term with this slug, or undefined. */
export function glossaryTerm(slug: string): GlossaryTerm | undefined {
  return BY_SLUG.get(slug);
}

/**
 * The glossary's terms by slug, with each name as written in letters (the `slug` and `term` of
 * terms.ts, in the same order): small enough for the route table (src/shared/routes.ts), the
 * route check and finding terms in page texts, without loading the texts. terms.test.ts checks
 * that both agree.
 */
export const GLOSSARY_TERM_NAMES = {
  finanzamt: 'Finanzamt',
  steuerbescheid: 'Steuerbescheid',
  bekanntgabe: 'Bekanntgabe',
  einspruch: 'Einspruch',
  rechtsbehelfsbelehrung: 'Rechtsbehelfsbelehrung',
  'vorbehalt-der-nachpruefung': 'Vorbehalt der Nachprüfung',
  vorlaeufigkeitsvermerk: 'Vorläufigkeitsvermerk',
  vorauszahlung: 'Vorauszahlung',
  nachzahlung: 'Nachzahlung (Abschlusszahlung)',
  erstattung: 'Erstattung',
  saeumniszuschlag: 'Säumniszuschlag',
  verspaetungszuschlag: 'Verspätungszuschlag',
  'zinsen-233a-ao': 'Zinsen nach § 233a AO',
  'aussetzung-der-vollziehung': 'Aussetzung der Vollziehung',
  stundung: 'Stundung',
  anhoerung: 'Anhörung',
  schaetzung: 'Schätzung',
  erinnerung: 'Erinnerung (Aufforderung zur Abgabe)',
  mahnung: 'Mahnung',
  vollstreckungsankuendigung: 'Vollstreckungsankündigung',
  pfaendung: 'Pfändung (Kontopfändung)',
  steuernummer: 'Steuernummer',
  'steuer-identifikationsnummer': 'Steuer-Identifikationsnummer (Steuer-ID)',
  'ust-idnr': 'USt-IdNr.',
  'umsatzsteuer-voranmeldung': 'Umsatzsteuer-Voranmeldung',
  vorsteuer: 'Vorsteuer',
  'fragebogen-zur-steuerlichen-erfassung': 'Fragebogen zur steuerlichen Erfassung',
  kleinunternehmer: 'Kleinunternehmer',
  gewerbeanmeldung: 'Gewerbeanmeldung',
  elster: 'ELSTER',
  finanzkasse: 'Finanzkasse',
  lohnsteuerbescheinigung: 'Lohnsteuerbescheinigung',
  lohnsteuer: 'Lohnsteuer',
  steuerklasse: 'Steuerklasse',
  werbungskosten: 'Werbungskosten',
  sonderausgaben: 'Sonderausgaben',
  kirchensteuer: 'Kirchensteuer',
  solidaritaetszuschlag: 'Solidaritätszuschlag',
  'wiedereinsetzung-in-den-vorigen-stand': 'Wiedereinsetzung in den vorigen Stand',
  erlaeuterungen: 'Erläuterungen',
  aenderungsbescheid: 'Änderungsbescheid',
  einspruchsentscheidung: 'Einspruchsentscheidung',
  'klage-finanzgericht': 'Klage beim Finanzgericht',
  zwangsgeld: 'Zwangsgeld',
  aktenzeichen: 'Aktenzeichen',
  einnahmenueberschussrechnung: 'EÜR (Einnahmenüberschussrechnung)',
  gewerbesteuer: 'Gewerbesteuer',
  freiberufler: 'Freiberufler',
  abgabefrist: 'Abgabefrist',
  einkommensteuererklaerung: 'Einkommensteuererklärung',
  festsetzungsfrist: 'Festsetzungsfrist',
} as const;
export type GlossarySlug = keyof typeof GLOSSARY_TERM_NAMES;

/** The slugs, in the glossary's order. */
export const GLOSSARY_SLUGS = /* @__PURE__ */ Object.keys(GLOSSARY_TERM_NAMES) as GlossarySlug[];

/**
 * The operator's company details, shown in the legal notice (Impressum, § 5 DDG), the privacy
 * policy (controller, GDPR Art. 13), the contact section and the structured data.
 *
 * SAMPLE VALUES: an operator replaces them here, in this one place, before going live.
 * Imports nothing (shared by server and web).
 */
export const COMPANY = {
  /** Trading name shown in the header and page titles. */
  brand: 'Steuerhilfe',
  /** Registered company name (Impressum, privacy controller). */
  legalName: 'Steuerhilfe Expat Services GmbH',
  /** Legal form, spelled out as in German law (Impressum, § 5 (1) no. 1 DDG); shown in both languages. */
  legalForm: 'Gesellschaft mit beschränkter Haftung (GmbH)',
  /** Postal address of the registered office (Berlin, spec section 2). */
  address: {
    street: 'Friedrichstraße 123',
    postalCode: '10117',
    city: 'Berlin',
    countryCode: 'DE',
  },
  /** Persons authorised to represent the company (managing directors). */
  representatives: ['Anna Beispiel'],
  /** Commercial register entry. */
  register: { court: 'Amtsgericht Charlottenburg', number: 'HRB 000000 B' },
  /** VAT identification number per § 27a UStG (sample). */
  vatId: 'DE000000000',
  /** Steuernummer from the firm's Finanzamt (sample), printed on invoices beside the USt-IdNr. (§ 14 (4) no. 2 UStG). */
  taxNumber: '37/123/45678',
  /**
   * The account clients pay bank transfers into (order page, EPC QR code, invoices). Sample:
   * the IBAN is the widely published test IBAN with a valid check sum.
   */
  bank: {
    accountHolder: 'Steuerhilfe Expat Services GmbH',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    bankName: 'Commerzbank',
  },
  /** General and privacy contact addresses. */
  email: 'info@steuerhilfe.example',
  privacyEmail: 'privacy@steuerhilfe.example',
  /** Phone number, given to clients after a consultation is booked (spec section 2). */
  phone: null as string | null,
  /** Person responsible for editorial content (§ 18 (2) MStV). */
  contentResponsible: 'Anna Beispiel',
  /** Data protection supervisory authority for a company seated in Berlin. */
  supervisoryAuthority: {
    name: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit',
    address: 'Alt-Moabit 59–61, 10555 Berlin',
    url: 'https://www.datenschutz-berlin.de',
  },
  /** Year the firm started (structured data; the landing page claims 10+ years). */
  foundingYear: 2014,
} as const;

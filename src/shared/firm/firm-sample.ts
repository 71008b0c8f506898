/**
 * The firm's details as a plain type, and the sample firm (decision record 021): what development
 * and tests show until an owner enters the real details. Without zod or the checks of firm.ts, so
 * the public pages' bundle carries only this (firm.ts validates; its output is a Firm).
 */

/** The firm's details as the pages, e-mails and invoices show them. */
export interface Firm {
  legalName: string;
  legalForm: string;
  address: { street: string; postalCode: string; city: string; countryCode: 'DE' };
  representatives: string[];
  register: { court: string; number: string } | null;
  taxNumber: string;
  vatId: string | null;
  phone: string;
  email: string;
  bank: { accountHolder: string; iban: string; bic: string; bankName: string | null };
  privacyEmail: string;
  dataProtectionOfficer: string | null;
  contentResponsible: string;
  supervisoryAuthority: { name: string; address: string; url: string };
}

/**
 * The sample firm: what development and tests show until an owner enters the real details. The
 * names, numbers and addresses are fictitious; the IBAN is the widely published test IBAN.
 */
export const SAMPLE_FIRM: Firm = {
  legalName: 'Steuerhilfe Expat Services GmbH',
  legalForm: 'Gesellschaft mit beschränkter Haftung (GmbH)',
  address: { street: 'Friedrichstraße 123', postalCode: '10117', city: 'Berlin', countryCode: 'DE' },
  representatives: ['Anna Beispiel'],
  register: { court: 'Amtsgericht Charlottenburg', number: 'HRB 000000 B' },
  taxNumber: '37/123/45678',
  vatId: 'DE000000000',
  phone: '+49 30 0000000',
  email: 'info@steuerhilfe.example',
  bank: { accountHolder: 'Steuerhilfe Expat Services GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bankName: 'Commerzbank' },
  privacyEmail: 'privacy@steuerhilfe.example',
  dataProtectionOfficer: null,
  contentResponsible: 'Anna Beispiel',
  supervisoryAuthority: {
    name: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit',
    address: 'Alt-Moabit 59–61, 10555 Berlin',
    url: 'https://www.datenschutz-berlin.de',
  },
};

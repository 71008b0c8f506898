/**
 * A real-looking firm's details as an owner enters them in the console (decision record 021): every
 * value valid (USt-IdNr. with its check digit, IBAN with its check sum) and none of the sample
 * values, so the go-live guard opens. For the firm tests and the browser tests.
 */
import type { FirmInput } from '../shared/firm/firm.js';

/** A fresh copy of the firm's details, in the form the console sends them. */
export function realFirmInput(): FirmInput {
  return {
    legalName: 'Klarblick Steuerhilfe GmbH',
    legalForm: 'Gesellschaft mit beschränkter Haftung (GmbH)',
    address: { street: 'Kastanienallee 12', postalCode: '10435', city: 'Berlin', countryCode: 'DE' },
    representatives: ['Maria Schulz', 'Deniz Aydın'],
    register: { court: 'Amtsgericht Charlottenburg', number: 'HRB 123456 B' },
    taxNumber: '37/456/78901',
    vatId: 'DE 298 765 435',
    phone: '+49 30 1234567',
    email: 'kontakt@klarblick-steuerhilfe.de',
    bank: { accountHolder: 'Klarblick Steuerhilfe GmbH', iban: 'DE02 1203 0000 0000 2020 51', bic: 'BYLADEM1001', bankName: 'Deutsche Kreditbank' },
    privacyEmail: 'datenschutz@klarblick-steuerhilfe.de',
    dataProtectionOfficer: null,
    contentResponsible: 'Maria Schulz',
    supervisoryAuthority: {
      name: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit',
      address: 'Alt-Moabit 59–61, 10555 Berlin',
      url: 'https://www.datenschutz-berlin.de',
    },
  };
}

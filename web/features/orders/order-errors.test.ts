/**
 * The order form shows a postal code in the wrong format for its country at the postal code
 * field, in the reader's language: from the shared schema before sending, and from the server's
 * issue (the same message key) after.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CreateOrderInputSchema } from '#shared/orders/orders.schema.js';
import { orderFieldErrors } from './order-errors.js';

const de = setupI18n();

beforeAll(async () => {
  const { messages } = (await import('../../locales/de/errors.po')) as { messages: Messages };
  de.load('de', messages);
  de.activate('de');
});

const BILLING = { name: 'Jana Muster', street: 'Torstraße 1', postalCode: '10119', city: 'Berlin', countryCode: 'DE' };

function formErrors(billing: Record<string, unknown>) {
  const parsed = CreateOrderInputSchema.safeParse({
    packageId: '0b9d3a52-1111-4222-8333-444455556666',
    customerType: 'consumer',
    billing: { ...BILLING, ...billing },
    acceptTerms: true,
  });
  return parsed.success ? {} : orderFieldErrors(parsed.error.issues, de).fields;
}

describe('the postal code on the order form', () => {
  it('says at the field that a German postal code has five digits', () => {
    expect(formErrors({ postalCode: '1011' })).toEqual({ postalCode: 'Eine deutsche Postleitzahl hat fünf Ziffern' });
    expect(formErrors({ postalCode: '10117' })).toEqual({});
  });

  it("follows the country chosen: Austria's four digits and a Dutch '1011 AB' are valid there, not in Germany", () => {
    expect(formErrors({ postalCode: '1010', city: 'Wien', countryCode: 'AT' })).toEqual({});
    expect(formErrors({ postalCode: '1011 AB', city: 'Amsterdam', countryCode: 'NL' })).toEqual({});
    expect(formErrors({ postalCode: '10117', countryCode: 'NL' })).toEqual({ postalCode: 'Das ist keine Postleitzahl des gewählten Landes' });
  });

  it("shows the server's issue at the same field", () => {
    const server = [{ path: 'billing.postalCode', messageKey: 'postalCodeGerman', message: 'A German postal code has five digits' }];
    expect(orderFieldErrors(server, de)).toEqual({ fields: { postalCode: 'Eine deutsche Postleitzahl hat fünf Ziffern' }, rest: [] });
  });
});

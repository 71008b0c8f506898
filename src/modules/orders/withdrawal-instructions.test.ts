/**
 * The withdrawal instructions and the model withdrawal form (Anlage 1 and 2 zu Art. 246a § 1 (2)
 * EGBGB) come from one source, src/shared/orders/withdrawal-instructions.ts: the public page
 * /withdrawal-instructions, which a consumer reads before ordering (its prerendered HTML is
 * checked in e2e/public-site.test.ts, as the server serves prerendered pages only from a built
 * client), and the order confirmation e-mail, which quotes the same text word for word, naming the
 * firm's telephone number (Gestaltungshinweis 2).
 */
import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared/constants.js';
import { SAMPLE_FIRM } from '../../shared/firm/firm.js';
import { withdrawalInstructionsText } from '../../shared/orders/withdrawal-instructions.js';
import type { CreateOrderResult } from '../../shared/orders/orders.schema.js';
import { outboxFor } from '../../test/database.js';
import { realFirmInput } from '../../test/firm.js';
import { registerClient, useTestAccounts } from '../../test/harness.js';
import { PackageEntity } from '../packages/package.entity.js';

const { t, admin } = useTestAccounts({ admin: ['admin', 'Olga Owner'] }, { publicUrl: 'https://portal.example' });

const BILLING = { name: 'Jane Doe', street: 'Torstraße 1', postalCode: '10119', city: 'Berlin', countryCode: 'DE' };

/** A consumer with `language` orders Starter; returns the text of the order confirmation e-mail. */
async function confirmationMail(language: Language): Promise<string> {
  const client = await registerClient(t, 'Jane Doe');
  await t.em().execute(`update users set language = ? where id = ?`, [language, client.id]);
  const pkg = await t.em().findOneOrFail(PackageEntity, { name: 'Starter' });
  const res = await client.rest('POST', '/api/orders', { packageId: pkg.id, customerType: 'consumer', billing: BILLING, acceptTerms: true });
  expect(res.statusCode, res.body).toBe(201);
  const reference = (res.json() as CreateOrderResult).order.reference;
  const [mail] = await outboxFor(t, client.email, 'order.confirmed');
  expect(mail!.text_body).toContain(reference);
  return mail!.text_body;
}

/** The instructions as the e-mail quotes them: each line after "> ". */
function quoted(text: string): string {
  return text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

describe('the order confirmation e-mail quotes the withdrawal instructions of the public page', () => {
  it.each([
    ['en', 'Withdrawal instructions:', 'Model withdrawal form', 'To Steuerhilfe Expat Services GmbH, Friedrichstraße 123, 10117 Berlin, +49 30 0000000'],
    ['de', 'Widerrufsbelehrung:', 'Muster-Widerrufsformular', 'An Steuerhilfe Expat Services GmbH, Friedrichstraße 123, 10117 Berlin, +49 30 0000000'],
  ] as const)('in %s, word for word, with the firm’s address, telephone number and e-mail', async (language, label, formHeading, addressee) => {
    const text = await confirmationMail(language);
    // The withdrawal form's address opens in the e-mail's language (docs/decisions/025-the-account-language-rules.md).
    const instructions = withdrawalInstructionsText(language, SAMPLE_FIRM, `https://portal.example/withdraw?lang=${language}`);
    expect(text).toContain(`${label}\n${quoted(instructions)}\n`);
    expect(text).toContain(`> ${formHeading}\n`);
    expect(text).toContain(`> ${addressee}, info@steuerhilfe.example:`);
    // The early start and the pro-rata value (§ 357a (2) BGB), as reviewed.
    expect(text).toContain(
      language === 'de'
        ? 'Bei einem Stundenpaket oder Zusatzstunden ist das der Anteil der bereits genutzten Stunden.'
        : 'For an hour package or extra hours, this is the share of the hours already used.',
    );
  });

  it("follows the firm's details from the console: a changed phone is in the next confirmation", async () => {
    const firm = realFirmInput();
    firm.phone = '+49 30 5550123';
    expect((await admin.rest('PUT', '/api/admin/firm', firm)).statusCode).toBe(200);
    const text = await confirmationMail('de');
    expect(text).toContain('> An Klarblick Steuerhilfe GmbH, Kastanienallee 12, 10435 Berlin, +49 30 5550123, kontakt@klarblick-steuerhilfe.de:');
    expect(text).toContain('müssen Sie uns (Klarblick Steuerhilfe GmbH, Kastanienallee 12, 10435 Berlin, +49 30 5550123, kontakt@klarblick-steuerhilfe.de)');
    expect(text).not.toContain(SAMPLE_FIRM.phone);
  });
});

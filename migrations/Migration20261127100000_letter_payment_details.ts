/**
 * What a letter says about paying: the Finanzamt's bank account and the reference to give
 * (docs/decisions/010-finanzamt-letters.md, "Payment details"). Recognised from the letter's
 * text or entered by the client or the expert, with a source in `field_sources` like every field.
 * - letters.payee: the account holder as printed (e.g. 'Finanzkasse Dresden'), at most 200 characters;
 * - letters.iban: electronic format (no spaces), at most 34 characters (ISO 13616);
 * - letters.bic: 8 or 11 characters (ISO 9362);
 * - letters.payment_reference: the Verwendungszweck to give, at most 140 characters (the SEPA
 *   remittance information's length).
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+; adding nullable columns
 * rewrites nothing.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261127100000_letter_payment_details extends Migration {
  override name = 'Migration20261127100000_letter_payment_details';

  override up(): void {
    this.addSql(`
      alter table "letters"
        add column "payee" varchar(200) null,
        add column "iban" varchar(34) null,
        add column "bic" varchar(11) null,
        add column "payment_reference" varchar(140) null;`);
  }

  override down(): void {
    this.addSql(`alter table "letters" drop column "payee", drop column "iban", drop column "bic", drop column "payment_reference";`);
  }
}

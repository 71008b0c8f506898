/**
 * Invoice rows keep only the buyer data the invoice shows, invoices store how they were paid,
 * and a business customer's withdrawal gets an outcome of its own (decision records 011, 013):
 * - invoices.payment_means: how the invoice was paid ('transfer' or 'card'), stored when it is
 *   issued, so the e-invoice's payment means (BT-81: 58 SEPA credit transfer, 48 bank card) is
 *   part of the issued document. Invoices issued before keep null and render as they were issued.
 * - invoices_immutable: invoices stay never updated or deleted, with one exception: the buyer's
 *   e-mail address may be removed (set to null) and nothing else changed, for the account deletion
 *   of a client whose invoice does not show it (GDPR Art. 5 (1)(c), Art. 17; § 147 AO keeps the
 *   rest).
 * - withdrawals.outcome 'no_right': a business customer's declaration (§ 312g BGB gives the right
 *   of withdrawal to consumers only); earlier ones recorded as 'late' are relabelled.
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261127030000_invoice_buyer_redaction extends Migration {
  override name = 'Migration20261127030000_invoice_buyer_redaction';

  override up(): void {
    this.addSql(`alter table "invoices" add column "payment_means" varchar(10) null;`);
    this.addSql(`alter table "invoices" add constraint "invoices_payment_means_check" check ("payment_means" in ('transfer', 'card'));`);
    this.addSql(`create or replace function "invoices_immutable"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE'
           and (to_jsonb(new) - 'buyer') = (to_jsonb(old) - 'buyer')
           and new.buyer = jsonb_set(old.buyer, '{email}', 'null'::jsonb) then
          return new;
        end if;
        raise exception 'invoices are never updated or deleted (§ 14 UStG, § 147 AO)' using errcode = 'P0001';
      end $$;`);
    this.addSql(`alter table "withdrawals" drop constraint "withdrawals_outcome_check";`);
    this.addSql(
      `alter table "withdrawals" add constraint "withdrawals_outcome_check" check ("outcome" in ('pending', 'withdrawn', 'late', 'no_right', 'unmatched', 'repeated'));`,
    );
    this.addSql(`update "withdrawals" w set "outcome" = 'no_right'
      from "orders" o where o."id" = w."order_id" and w."outcome" = 'late' and o."customer_type" = 'business';`);
  }

  override down(): void {
    this.addSql(`update "withdrawals" set "outcome" = 'late' where "outcome" = 'no_right';`);
    this.addSql(`alter table "withdrawals" drop constraint "withdrawals_outcome_check";`);
    this.addSql(
      `alter table "withdrawals" add constraint "withdrawals_outcome_check" check ("outcome" in ('pending', 'withdrawn', 'late', 'unmatched', 'repeated'));`,
    );
    this.addSql(`create or replace function "invoices_immutable"() returns trigger language plpgsql as $$
      begin
        raise exception 'invoices are never updated or deleted (§ 14 UStG, § 147 AO)' using errcode = 'P0001';
      end $$;`);
    this.addSql(`alter table "invoices" drop column "payment_means";`);
  }
}

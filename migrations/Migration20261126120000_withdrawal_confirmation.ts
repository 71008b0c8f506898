/**
 * A withdrawal declared without a session waits for the order's address to confirm it
 * (docs/decisions/018-withdrawal-confirmation.md): the declaration is recorded at once with its
 * time of receipt (what makes it timely, § 355 (1) S. 5 BGB), and only the single-use link mailed
 * to the order's address, or the firm on review, makes it take effect.
 * - withdrawals.outcome 'pending': recorded, awaiting confirmation.
 * - token_hash: hex SHA-256 of the link's token (the token itself is never stored), unique;
 *   cleared when the declaration is confirmed, so each link works once.
 * - token_expires_at: the link's expiry (14 days after receipt).
 * - confirmed_at / confirmed_by: when it was confirmed, and by which admin (null: by the link).
 * Existing rows keep their outcome. Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261126120000_withdrawal_confirmation extends Migration {
  override name = 'Migration20261126120000_withdrawal_confirmation';

  override up(): void {
    this.addSql(`alter table "withdrawals" drop constraint "withdrawals_outcome_check";`);
    this.addSql(
      `alter table "withdrawals" add constraint "withdrawals_outcome_check" check ("outcome" in ('pending', 'withdrawn', 'late', 'unmatched', 'repeated'));`,
    );
    this.addSql(`alter table "withdrawals" add column "token_hash" varchar(64) null, add column "token_expires_at" timestamptz null,
      add column "confirmed_at" timestamptz null, add column "confirmed_by" uuid null;`);
    this.addSql(`alter table "withdrawals" add constraint "withdrawals_token_hash_unique" unique ("token_hash");`);
    this.addSql(
      `alter table "withdrawals" add constraint "withdrawals_confirmed_by_foreign" foreign key ("confirmed_by") references "users" ("id") on delete set null;`,
    );
    // A pending declaration has a link until it is confirmed; a link always has its expiry.
    this.addSql(`alter table "withdrawals" add constraint "withdrawals_token_check" check (("token_hash" is null) = ("token_expires_at" is null));`);
    this.addSql(`alter table "withdrawals" add constraint "withdrawals_pending_check" check ("outcome" <> 'pending' or "token_hash" is not null);`);
  }

  override down(): void {
    this.addSql(`alter table "withdrawals" drop constraint "withdrawals_pending_check";`);
    this.addSql(`alter table "withdrawals" drop constraint "withdrawals_token_check";`);
    this.addSql(`alter table "withdrawals" drop constraint "withdrawals_confirmed_by_foreign";`);
    this.addSql(`alter table "withdrawals" drop constraint "withdrawals_token_hash_unique";`);
    this.addSql(`alter table "withdrawals" drop column "token_hash", drop column "token_expires_at", drop column "confirmed_at", drop column "confirmed_by";`);
    this.addSql(`update "withdrawals" set "outcome" = 'unmatched' where "outcome" = 'pending';`);
    this.addSql(`alter table "withdrawals" drop constraint "withdrawals_outcome_check";`);
    this.addSql(`alter table "withdrawals" add constraint "withdrawals_outcome_check" check ("outcome" in ('withdrawn', 'late', 'unmatched', 'repeated'));`);
  }
}

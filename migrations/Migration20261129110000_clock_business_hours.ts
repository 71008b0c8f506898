/**
 * `response_clocks.business_hours` (docs/decisions/061-response-clock.md): the firm's business
 * hours (days, opening and closing time, Land) when the clock started, so that a later change of
 * the setting moves no promise already made. Clocks started before this migration keep null and
 * are counted with the business hours of the day.
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261129110000_clock_business_hours extends Migration {
  override name = 'Migration20261129110000_clock_business_hours';

  override up(): void {
    this.addSql(`alter table "response_clocks" add column "business_hours" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "response_clocks" drop column "business_hours";`);
  }
}

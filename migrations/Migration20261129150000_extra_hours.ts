/**
 * Extra hours at the standard hourly rate (docs/decisions/071-extra-hours.md): an order, and the
 * purchase it creates, is a package of the catalogue or extra hours.
 * - `orders.kind`, `purchases.kind`: 'package' (every existing row) or 'extra_hours';
 * - `orders.package_id`, `purchases.package_id` become nullable: an extra-hours row has none, a
 *   package row always has one (a check ties the two), so no join with `packages` ever gives extra
 *   hours a package's response time or dedicated specialist;
 * - an extra-hours order buys 1 to 20 hours.
 * The hourly rate itself is a row of `settings` (key `hourlyRateCents`), written by the console.
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261129150000_extra_hours extends Migration {
  override name = 'Migration20261129150000_extra_hours';

  override up(): void {
    for (const table of ['orders', 'purchases']) {
      this.addSql(`alter table "${table}" add column "kind" varchar(12) not null default 'package';`);
      this.addSql(`alter table "${table}" add constraint "${table}_kind_check" check ("kind" in ('package', 'extra_hours'));`);
      this.addSql(`alter table "${table}" alter column "package_id" drop not null;`);
      this.addSql(`alter table "${table}" add constraint "${table}_kind_package_check" check (("kind" = 'package') = ("package_id" is not null));`);
    }
    this.addSql(`alter table "orders" add constraint "orders_extra_hours_check" check ("kind" <> 'extra_hours' or "hours" between 1 and 20);`);
  }

  override down(): void {
    // Extra hours have no package to fall back to: the migration cannot be undone while any exist.
    this.addSql(`alter table "orders" drop constraint "orders_extra_hours_check";`);
    for (const table of ['purchases', 'orders']) {
      this.addSql(`alter table "${table}" drop constraint "${table}_kind_package_check";`);
      this.addSql(`alter table "${table}" alter column "package_id" set not null;`);
      this.addSql(`alter table "${table}" drop constraint "${table}_kind_check";`);
      this.addSql(`alter table "${table}" drop column "kind";`);
    }
  }
}

/**
 * The dedicated specialist (docs/decisions/069-dedicated-specialist.md):
 * - `packages.dedicated_specialist`: the package includes a dedicated specialist (a console setting;
 *   Premium today, as its feature list promises);
 * - `users.specialist_id`: a client's dedicated specialist, a member of staff the owner chose (null:
 *   none; only a client has one). Erasing the staff account leaves the client without one.
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261129140000_dedicated_specialist extends Migration {
  override name = 'Migration20261129140000_dedicated_specialist';

  override up(): void {
    this.addSql(`alter table "packages" add column "dedicated_specialist" boolean not null default false;`);
    this.addSql(`update "packages" set "dedicated_specialist" = true where "name" = 'Premium';`);
    this.addSql(`alter table "users" add column "specialist_id" uuid null;`);
    this.addSql(`alter table "users" add constraint "users_specialist_id_foreign" foreign key ("specialist_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "users" add constraint "users_specialist_client_check" check ("specialist_id" is null or "role" = 'client');`);
    this.addSql(`create index "users_specialist_id_index" on "users" ("specialist_id") where "specialist_id" is not null;`);
  }

  override down(): void {
    this.addSql(`drop index "users_specialist_id_index";`);
    this.addSql(`alter table "users" drop constraint "users_specialist_client_check";`);
    this.addSql(`alter table "users" drop constraint "users_specialist_id_foreign";`);
    this.addSql(`alter table "users" drop column "specialist_id";`);
    this.addSql(`alter table "packages" drop column "dedicated_specialist";`);
  }
}

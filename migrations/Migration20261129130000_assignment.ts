/**
 * Assignment of the firm's work to its experts (docs/decisions/068-assignment.md):
 * - `questions.assignee_id`, `letters.assignee_id`: the staff account that handles the item (null:
 *   nobody yet); `assigned_at`: since when. Erasing a staff account leaves the item unassigned.
 * - A partial index per table serves the inbox's "mine" filter and the owner's open-items counts.
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261129130000_assignment extends Migration {
  override name = 'Migration20261129130000_assignment';

  override up(): void {
    for (const table of ['questions', 'letters']) {
      this.addSql(`alter table "${table}" add column "assignee_id" uuid null;`);
      this.addSql(`alter table "${table}" add column "assigned_at" timestamptz null;`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_assignee_id_foreign" foreign key ("assignee_id") references "users" ("id") on delete set null;`,
      );
      this.addSql(`create index "${table}_assignee_id_index" on "${table}" ("assignee_id") where "assignee_id" is not null;`);
    }
  }

  override down(): void {
    for (const table of ['questions', 'letters']) {
      this.addSql(`drop index "${table}_assignee_id_index";`);
      this.addSql(`alter table "${table}" drop constraint "${table}_assignee_id_foreign";`);
      this.addSql(`alter table "${table}" drop column "assigned_at";`);
      this.addSql(`alter table "${table}" drop column "assignee_id";`);
    }
  }
}

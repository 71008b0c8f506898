/**
 * A client's own files (docs/decisions/015-own-files.md):
 * - Folder names are unique per client, ignoring case: a unique index on (user_id, lower(name)) over
 *   the client's own folders (the folder "From your expert", kind 'expert', has one per client
 *   already and is shown under a translated name). Existing duplicates are renamed first,
 *   deterministically: within each client's group of equal names (ignoring case) the oldest folder
 *   keeps its name and the others get " (2)", " (3)", … in the order they were created; a folder
 *   whose new name is still taken gets its id appended instead (ids are unique).
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

/** The own folders ranked within each client's group of equal names (ignoring case), oldest first. */
const RANKED = `select id, name, row_number() over (partition by user_id, lower(name) order by created_at, id) as rn
                  from folders where kind = 'own'`;

/** The statements that rename duplicate folder names (exported for the test of this migration). */
export const DEDUPLICATE_FOLDER_NAMES = [
  // "Tax", "tax", "TAX" -> "Tax", "tax (2)", "TAX (3)"; the name stays within 100 characters.
  `with ranked as (${RANKED})
   update folders f set name = left(r.name, 100 - length(' (' || r.rn || ')')) || ' (' || r.rn || ')'
     from ranked r where f.id = r.id and r.rn > 1;`,
  // A suffixed name that another folder already had ("Tax (2)" existed): the later one gets its id.
  `with ranked as (${RANKED})
   update folders f set name = left(r.name, 61) || ' (' || r.id || ')'
     from ranked r where f.id = r.id and r.rn > 1;`,
];

export class Migration20261125020000_files extends Migration {
  override name = 'Migration20261125020000_files';

  override up(): void {
    for (const sql of DEDUPLICATE_FOLDER_NAMES) this.addSql(sql);
    this.addSql(`create unique index "folders_user_id_name_lower_unique" on "folders" ("user_id", lower("name")) where "kind" = 'own';`);
  }

  override down(): void {
    this.addSql(`drop index if exists "folders_user_id_name_lower_unique";`);
  }
}

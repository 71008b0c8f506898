/** The contact module's personal data (decision record 013): messages sent from the account's address, and the firm's replies. */
import { sql } from 'kysely';
import { db, jsonbObject, rowJsonb } from '../../kysely.js';
import type { ModulePersonalData } from '../module.js';
import { rowsSection } from '../personal-data.js';

export const contactPersonalData: ModulePersonalData = {
  // Messages are found by address; the references to `users` are the firm's staff (who handled, who replied).
  userReferences: ['contact_forms.handled_by', 'contact_replies.author_id'],
  retained: "nothing: contact messages from the account's address go, with their replies (on delete cascade)",
  export: [
    rowsSection(
      'contactMessages',
      160,
      (tx, email) =>
        db(tx)
          .selectFrom('contact_forms as c')
          .select((eb) =>
            sql<Record<string, unknown>>`${rowJsonb('contact_forms', 'c', 'id', 'handled_by')} || ${jsonbObject({
              replies: eb
                .selectFrom('contact_replies as r')
                .select((r) =>
                  sql`coalesce(jsonb_agg(${jsonbObject({ body: r.ref('r.body'), sent_at: r.ref('r.created_at') })} order by ${r.ref('r.created_at')}), '[]'::jsonb)`.as(
                    'replies',
                  ),
                )
                .whereRef('r.contact_form_id', '=', 'c.id'),
            })}`.as('row'),
          )
          .where((eb) => eb(eb.fn('lower', ['c.email']), '=', eb.fn('lower', [eb.val(email)])))
          .orderBy('c.submitted_at'),
      'email',
    ),
  ],
  async erase(tx, { email }) {
    await db(tx)
      .deleteFrom('contact_forms')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
      .execute();
  },
};

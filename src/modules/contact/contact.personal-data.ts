/** The contact module's personal data (decision record 013): messages sent from the account's address, and the firm's replies. */
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
      `select to_jsonb(c) - 'id' - 'handled_by'
             || jsonb_build_object('replies', (select coalesce(jsonb_agg(jsonb_build_object('body', r.body, 'sent_at', r.created_at) order by r.created_at), '[]'::jsonb)
                                                 from contact_replies r where r.contact_form_id = c.id)) as row
         from contact_forms c where lower(c.email) = lower(?) order by c.submitted_at`,
      'email',
    ),
  ],
  async erase(tx, { email }) {
    await tx.execute(`delete from contact_forms where lower(email) = lower(?)`, [email]);
  },
};

/** The mail module's personal data (decision records 004, 013): e-mails sent to the account, and the firm's e-mails about it. */
import { MAIL_BODY_RETENTION_DAYS, daysMs } from '../../shared/account/retention.js';
import { db } from '../../kysely.js';
import type { ModulePersonalData } from '../module.js';
import { pickedRowsSection, purgeCount } from '../personal-data.js';

/** What a delivered e-mail keeps instead of its text after MAIL_BODY_RETENTION_DAYS. */
export const PURGED_MAIL_BODY = `(removed after ${MAIL_BODY_RETENTION_DAYS} days)`;
/** What replaces the texts of e-mails about a deleted account. */
const REMOVED_TEXT = '(removed: account deleted)';

export const mailPersonalData: ModulePersonalData = {
  // E-mails are found by address: the outbox has no reference to `users`.
  userReferences: [],
  retained: "the firm's e-mails about a deleted account keep only their kind and time; any delivered e-mail loses its text after MAIL_BODY_RETENTION_DAYS",
  export: [pickedRowsSection('emails', 150, 'mail_outbox', 'to_address', ['kind', 'subject', 'created_at', 'sent_at'], ['created_at', 'id'], 'email')],
  async erase(tx, { email }) {
    // E-mails to the account go (sent or not); the firm's e-mails about it keep only their kind and time.
    await db(tx)
      .deleteFrom('mail_outbox')
      .where((eb) => eb(eb.fn('lower', ['to_address']), '=', eb.fn('lower', [eb.val(email)])))
      .execute();
    await db(tx)
      .updateTable('mail_outbox')
      .set({ subject: REMOVED_TEXT, text_body: REMOVED_TEXT, html_body: '', reply_to: null })
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['reply_to']), '=', eb.fn('lower', [eb.val(email)])),
          eb(eb.fn('strpos', [eb.fn('lower', ['text_body']), eb.fn('lower', [eb.val(email)])]), '>', 0),
        ]),
      )
      .execute();
  },
  async retention(em, _services, now) {
    return {
      mailBodies: await purgeCount(
        db(em)
          .updateTable('mail_outbox')
          .set({ text_body: PURGED_MAIL_BODY, html_body: '' })
          .where('sent_at', 'is not', null)
          .where('sent_at', '<=', new Date(now.getTime() - daysMs(MAIL_BODY_RETENTION_DAYS)))
          .where('html_body', '<>', ''),
      ),
    };
  },
};

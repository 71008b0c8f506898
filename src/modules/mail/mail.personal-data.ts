/** The mail module's personal data (decision records 004, 013): e-mails sent to the account, and the firm's e-mails about it. */
import { MAIL_BODY_RETENTION_DAYS, daysMs } from '../../shared/account/retention.js';
import type { ModulePersonalData } from '../module.js';
import { purgeCount, rowsSection } from '../personal-data.js';

/** What a delivered e-mail keeps instead of its text after MAIL_BODY_RETENTION_DAYS. */
export const PURGED_MAIL_BODY = `(removed after ${MAIL_BODY_RETENTION_DAYS} days)`;
/** What replaces the texts of e-mails about a deleted account. */
const REMOVED_TEXT = '(removed: account deleted)';

export const mailPersonalData: ModulePersonalData = {
  // E-mails are found by address: the outbox has no reference to `users`.
  userReferences: [],
  retained: "the firm's e-mails about a deleted account keep only their kind and time; any delivered e-mail loses its text after MAIL_BODY_RETENTION_DAYS",
  export: [
    rowsSection(
      'emails',
      150,
      `select jsonb_build_object('kind', kind, 'subject', subject, 'created_at', created_at, 'sent_at', sent_at) as row
         from mail_outbox where to_address = ? order by created_at, id`,
      'email',
    ),
  ],
  async erase(tx, { email }) {
    // E-mails to the account go (sent or not); the firm's e-mails about it keep only their kind and time.
    await tx.execute(`delete from mail_outbox where lower(to_address) = lower(?)`, [email]);
    await tx.execute(
      `update mail_outbox set subject = ?, text_body = ?, html_body = '', reply_to = null
        where lower(reply_to) = lower(?) or strpos(lower(text_body), lower(?)) > 0`,
      [REMOVED_TEXT, REMOVED_TEXT, email, email],
    );
  },
  async retention(em, _services, now) {
    return {
      mailBodies: await purgeCount(em, `update mail_outbox set text_body = ?, html_body = '' where sent_at is not null and sent_at <= ? and html_body <> ''`, [
        PURGED_MAIL_BODY,
        new Date(now.getTime() - daysMs(MAIL_BODY_RETENTION_DAYS)),
      ]),
    };
  },
};

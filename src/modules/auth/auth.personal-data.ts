/**
 * The auth module's personal data (decision records 006, 012, 013): the account itself, its
 * sessions, tokens, two-factor secret, recovery codes, passkeys and sign-in challenges.
 */
import { randomBytes } from 'node:crypto';
import { DELETED_EMAIL_DOMAIN } from '../../shared/account/account.schema.js';
import type { ModulePersonalData } from '../module.js';
import { exportRows, purgeCount, rowsSection } from '../personal-data.js';

/** The name an anonymised account carries. */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

/** The unique, non-deliverable address of a deleted account. */
export function deletedEmail(userId: string): string {
  return `deleted-${userId}@${DELETED_EMAIL_DOMAIN}`;
}

/** The tables of the account's sign-in, deleted with it. */
const SIGN_IN_TABLES = ['sessions', 'password_reset_tokens', 'email_tokens', 'two_factor', 'recovery_codes', 'passkeys', 'auth_challenges'];

export const authPersonalData: ModulePersonalData = {
  userReferences: [
    'sessions.user_id',
    'password_reset_tokens.user_id',
    'email_tokens.user_id',
    'two_factor.user_id',
    'recovery_codes.user_id',
    'passkeys.user_id',
    'auth_challenges.user_id',
  ],
  retained:
    'the `users` row, anonymised (orders, invoices and withdrawals reference it): a placeholder address, the name "Deleted account", an unusable password and `deleted_at`',
  export: [
    {
      key: 'account',
      position: 10,
      async read(tx, { userId }) {
        const [account] = await exportRows(tx, `select to_jsonb(u) - 'password' - 'deleted_at' as row from users u where u.id = ? and u.deleted_at is null`, [
          userId,
        ]);
        return account;
      },
    },
    {
      key: 'sessions',
      position: 120,
      read: (tx, { userId }, { now }) =>
        exportRows(tx, `select to_jsonb(s) - 'id' - 'user_id' as row from sessions s where s.user_id = ? and s.expires_at > ? order by s.created_at`, [
          userId,
          now,
        ]),
    },
    {
      key: 'twoFactor',
      position: 130,
      read: async (tx, { userId }) => ({
        enabledAt:
          (await exportRows(tx, `select jsonb_build_object('enabled_at', enabled_at) as row from two_factor where user_id = ?`, [userId]))[0]?.enabledAt ??
          null,
        unusedRecoveryCodes: Number(
          (await exportRows(tx, `select jsonb_build_object('n', count(*)) as row from recovery_codes where user_id = ? and used_at is null`, [userId]))[0]?.n ??
            0,
        ),
        passkeys: await exportRows(
          tx,
          `select jsonb_build_object('name', name, 'created_at', created_at, 'last_used_at', last_used_at, 'backed_up', backed_up) as row
             from passkeys where user_id = ? order by created_at`,
          [userId],
        ),
      }),
    },
    rowsSection('emailChanges', 140, `select to_jsonb(t) - 'id' - 'user_id' as row from email_tokens t where t.user_id = ? order by t.created_at`),
  ],
  async erase(tx, { userId }, { now }) {
    for (const table of SIGN_IN_TABLES) await tx.execute(`delete from ${table} where user_id = ?`, [userId]);
    // Never a valid argon2 hash: no password can match it.
    await tx.execute(`update users set email = ?, name = ?, password = ?, email_verified_at = null, deleted_at = ? where id = ?`, [
      deletedEmail(userId),
      DELETED_ACCOUNT_NAME,
      `!deleted:${randomBytes(16).toString('hex')}`,
      now,
      userId,
    ]);
  },
  async retention(em, _services, now) {
    return {
      passwordResetTokens: await purgeCount(em, `delete from password_reset_tokens where expires_at <= ? or used_at is not null`, [now]),
      emailTokens: await purgeCount(em, `delete from email_tokens where expires_at <= ? or used_at is not null`, [now]),
      authChallenges: await purgeCount(em, `delete from auth_challenges where expires_at <= ?`, [now]),
      sessions: await purgeCount(em, `delete from sessions where expires_at <= ?`, [now]),
    };
  },
};

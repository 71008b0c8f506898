/**
 * The auth module's personal data (decision records 006, 012, 013): the account itself, its
 * sessions, tokens, two-factor secret, recovery codes, passkeys and sign-in challenges.
 */
import { randomBytes } from 'node:crypto';
import { DELETED_EMAIL_DOMAIN } from '../../shared/account/account.schema.js';
import { db, jsonbObject, rowJsonb } from '../../kysely.js';
import type { ModulePersonalData } from '../module.js';
import { exportRows, ownRowsSection, pickedRows, purgeCount, type TableWithUserId } from '../personal-data.js';

/** The name an anonymised account carries. */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

/** The unique, non-deliverable address of a deleted account. */
export function deletedEmail(userId: string): string {
  return `deleted-${userId}@${DELETED_EMAIL_DOMAIN}`;
}

/** The tables of the account's sign-in, deleted with it. */
const SIGN_IN_TABLES: TableWithUserId[] = ['sessions', 'password_reset_tokens', 'email_tokens', 'two_factor', 'recovery_codes', 'passkeys', 'auth_challenges'];

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
        const [account] = await exportRows(
          db(tx)
            .selectFrom('users as u')
            .select(rowJsonb('users', 'u', 'password', 'deleted_at').as('row'))
            .where('u.id', '=', userId)
            .where('u.deleted_at', 'is', null),
        );
        return account;
      },
    },
    {
      key: 'sessions',
      position: 120,
      read: (tx, { userId }, { now }) =>
        exportRows(
          db(tx)
            .selectFrom('sessions as s')
            .select(rowJsonb('sessions', 's', 'id', 'user_id').as('row'))
            .where('s.user_id', '=', userId)
            .where('s.expires_at', '>', now)
            .orderBy('s.created_at'),
        ),
    },
    {
      key: 'twoFactor',
      position: 130,
      read: async (tx, { userId }) => ({
        enabledAt: (await exportRows(pickedRows(tx, 'two_factor', 'user_id', userId, ['enabled_at'], [])))[0]?.enabledAt ?? null,
        unusedRecoveryCodes: Number(
          (
            await exportRows(
              db(tx)
                .selectFrom('recovery_codes')
                .select((eb) => jsonbObject({ n: eb.fn.countAll() }).as('row'))
                .where('user_id', '=', userId)
                .where('used_at', 'is', null),
            )
          )[0]?.n ?? 0,
        ),
        passkeys: await exportRows(pickedRows(tx, 'passkeys', 'user_id', userId, ['name', 'created_at', 'last_used_at', 'backed_up'], ['created_at'])),
      }),
    },
    ownRowsSection('emailChanges', 140, 'email_tokens', ['created_at'], 'id'),
  ],
  async erase(tx, { userId }, { now }) {
    for (const table of SIGN_IN_TABLES) await db(tx).deleteFrom(table).where('user_id', '=', userId).execute();
    await db(tx)
      .updateTable('users')
      .set({
        email: deletedEmail(userId),
        name: DELETED_ACCOUNT_NAME,
        // Never a valid argon2 hash: no password can match it.
        password: `!deleted:${randomBytes(16).toString('hex')}`,
        email_verified_at: null,
        deleted_at: now,
      })
      .where('id', '=', userId)
      .execute();
  },
  async retention(em, _services, now) {
    return {
      passwordResetTokens: await purgeCount(
        db(em)
          .deleteFrom('password_reset_tokens')
          .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)])),
      ),
      emailTokens: await purgeCount(
        db(em)
          .deleteFrom('email_tokens')
          .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)])),
      ),
      authChallenges: await purgeCount(db(em).deleteFrom('auth_challenges').where('expires_at', '<=', now)),
      sessions: await purgeCount(db(em).deleteFrom('sessions').where('expires_at', '<=', now)),
    };
  },
};

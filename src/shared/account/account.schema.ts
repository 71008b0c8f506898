/**
 * A client's rights over their data (GDPR Art. 15, 17, 20; docs/decisions/013-data-rights.md):
 * "Download my data" exports and "Delete my account", for the client and for an admin acting on a
 * client's written request. Used by server, tRPC, REST and web forms.
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants.js';
import { MESSAGE_KEY } from '../messages.js';

/**
 * The domain of a deleted account's placeholder address (`deleted-<id>@deleted.invalid`; RFC 2606
 * `.invalid` never resolves): unique per account, and no e-mail is ever queued to it.
 */
export const DELETED_EMAIL_DOMAIN = 'deleted.invalid';

const DATA_EXPORT_STATUSES = ['requested', 'ready', 'failed', 'expired'] as const;

/** Most exports listed on the account page (newest first; older records are purged on schedule). */
export const DATA_EXPORT_LIST_LIMIT = 5;

/** One "Download my data" request as the account page shows it. */
export const DataExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** The ZIP's size in bytes (ready exports). */
  sizeBytes: z.number().int().nullable(),
  /** How many document files the ZIP holds (ready exports). */
  files: z.number().int().nullable(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** Until when the ZIP can be downloaded (ready exports). */
  expiresAt: z.string().nullable(),
  /** `GET` this path to download the ZIP (ready and not expired), else null. */
  downloadUrl: z.string().nullable(),
  /** Why building failed (a message key), for failed exports. */
  error: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExportSchema>;

export const DataExportListSchema = z.array(DataExportSchema);

/** The id of one of the user's exports (download route). */
export const DataExportIdInputSchema = z.object({ id: z.uuid({ error: MESSAGE_KEY.exportNotFound }) });

/** "Delete my account": the current password, and the two-factor code when two-factor sign-in is on. */
export const DeleteAccountInputSchema = z.object({
  password: z.string({ error: MESSAGE_KEY.passwordRequired }).min(1, { error: MESSAGE_KEY.passwordRequired }).max(PASSWORD_MAX_LENGTH),
  /** A 6-digit authenticator code or a recovery code (needed only with two-factor sign-in). */
  code: z.string().trim().max(64).optional(),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;

/**
 * An admin deletes a client's account on the client's written request (GDPR Art. 17, 12 (1)): the
 * date the request arrived is kept in the audit log, and the admin confirms having it.
 */
export const AdminDeleteAccountInputSchema = z.object({
  id: z.uuid(),
  /** The day the client's written request arrived ('YYYY-MM-DD'). */
  requestReceivedOn: z.iso.date({ error: MESSAGE_KEY.requestDateInvalid }),
  /** The admin confirms that a written request of the client is on file. */
  writtenRequest: z.literal(true, { error: MESSAGE_KEY.writtenRequestRequired }),
});
export type AdminDeleteAccountInput = z.infer<typeof AdminDeleteAccountInputSchema>;

/** The answer of a deletion. */
export const AccountDeletedSchema = z.object({ ok: z.literal(true), deletedAt: z.string() });
export type AccountDeleted = z.infer<typeof AccountDeletedSchema>;

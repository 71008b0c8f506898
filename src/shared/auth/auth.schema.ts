/** Auth inputs and the user DTO (spec sections 3 and 5). Used by server, tRPC, REST and web forms. */
import { z } from 'zod';
import { LANGUAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { MESSAGE_KEY } from '../messages.js';
import { requiredText } from '../text.js';

/** An e-mail address, trimmed and lower-cased (emails are unique case-insensitively). */
export const EmailSchema = z
  .string({ error: MESSAGE_KEY.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: MESSAGE_KEY.invalidEmail }).max(254, { error: MESSAGE_KEY.invalidEmail }));

export const LanguageSchema = z.enum(LANGUAGES);

export const LoginInputSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: MESSAGE_KEY.passwordRequired }).min(1, { error: MESSAGE_KEY.passwordRequired }),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const RegisterInputSchema = z.object({
  name: requiredText(120, MESSAGE_KEY.nameRequired),
  email: EmailSchema,
  password: z.string({ error: MESSAGE_KEY.passwordTooShort }).min(PASSWORD_MIN_LENGTH, { error: MESSAGE_KEY.passwordTooShort }).max(PASSWORD_MAX_LENGTH),
  /** The language the visitor registered in (the web form sends the page language); default en. */
  language: z.enum(LANGUAGES).optional(),
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/** A new password: the same rules as at registration. */
export const NewPasswordSchema = z
  .string({ error: MESSAGE_KEY.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGE_KEY.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH);

/**
 * Account page: name and preferred language (beyond the spec). The language toggle in the header and
 * footer sends the language alone (no name: the name stays), so both change the account the same way
 * (docs/decisions/025-the-account-language-rules.md).
 */
export const UpdateProfileInputSchema = z.object({
  name: RegisterInputSchema.shape.name.optional(),
  language: LanguageSchema,
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileInputSchema>;

/** Account page: password change; the current password is required. */
export const ChangePasswordInputSchema = z.object({
  currentPassword: z.string({ error: MESSAGE_KEY.passwordRequired }).min(1, { error: MESSAGE_KEY.passwordRequired }).max(PASSWORD_MAX_LENGTH),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/** "Forgot password?": the address to send a reset link to. */
export const ForgotPasswordInputSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

/** Setting a new password with the token from a reset link. */
export const ResetPasswordInputSchema = z.object({
  token: z.string({ error: MESSAGE_KEY.resetLinkInvalid }).min(1, { error: MESSAGE_KEY.resetLinkInvalid }).max(200, { error: MESSAGE_KEY.resetLinkInvalid }),
  password: NewPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

/** The token from an e-mail confirmation link (`/verify-email?token=…`). */
export const VerifyEmailInputSchema = z.object({
  token: z.string({ error: MESSAGE_KEY.emailLinkInvalid }).min(1, { error: MESSAGE_KEY.emailLinkInvalid }).max(200, { error: MESSAGE_KEY.emailLinkInvalid }),
});
export type VerifyEmailInput = z.infer<typeof VerifyEmailInputSchema>;

/** Account page: a new e-mail address; the current password is required. */
export const ChangeEmailInputSchema = z.object({
  newEmail: EmailSchema,
  currentPassword: ChangePasswordInputSchema.shape.currentPassword,
});
export type ChangeEmailInput = z.infer<typeof ChangeEmailInputSchema>;

/** The account's address, whether it is confirmed, and a change waiting for its link to be opened. */
export const EmailStatusSchema = z.object({
  email: z.string(),
  verified: z.boolean(),
  /** The new address a change link was sent to (null: no change pending). */
  pendingEmail: z.string().nullable(),
  /** When that link expires (ISO 8601), or null. */
  pendingExpiresAt: z.string().nullable(),
});
export type EmailStatus = z.infer<typeof EmailStatusSchema>;

/** The answer to opening a confirmation link: which address is now confirmed, and whether it changed. */
export const VerifyEmailResultSchema = z.object({ email: z.string(), changed: z.boolean() });
export type VerifyEmailResult = z.infer<typeof VerifyEmailResultSchema>;

export const RoleSchema = z.enum(['client', 'admin']);
export type Role = z.infer<typeof RoleSchema>;

/** An admin's staff role (docs/decisions/064-staff-roles.md): the owner runs the firm, an expert the inbox. */
export const StaffRoleSchema = z.enum(['owner', 'expert']);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** A user as the API shows it: never the password hash. Dates are ISO 8601 strings. */
export const UserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
  /** For an admin, 'owner' or 'expert' (decision record 064); null for a client. */
  staffRole: StaffRoleSchema.nullable(),
  /** Preferred language; e-mails to the user use it. */
  language: LanguageSchema,
  createdAt: z.string(),
  /** Whether the current address has been confirmed through its link (decision record 012). */
  emailVerified: z.boolean(),
  /** Whether sign-in needs a code from an authenticator app (TOTP); admins must have it (decision record 012). */
  twoFactorEnabled: z.boolean(),
  /**
   * Whether this is the session registration opened: the user's first visit, where the portal says
   * "Welcome" rather than "Welcome back" (docs/decisions/026-first-visit-welcome.md).
   */
  firstVisit: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

/** `GET /api/auth/me`, login and register responses: `{ user }` (spec section 3). */
export const MeResponseSchema = z.object({ user: UserSchema });
export type MeResponse = z.infer<typeof MeResponseSchema>;

/**
 * Two-factor sign-in (TOTP, RFC 6238, with recovery codes) and passkeys (WebAuthn): inputs and
 * answers shared by the server, tRPC, REST and the web forms (docs/decisions/012-account-security.md).
 */
import { z } from 'zod';
import { MeResponseSchema } from './auth.schema.js';
import { PASSWORD_MAX_LENGTH } from '../constants.js';
import { MESSAGE_KEY } from '../messages.js';
import { requiredText } from '../text.js';

/** How many recovery codes a set-up (or a regeneration) hands out. */
export const RECOVERY_CODE_COUNT = 10;
/** The most passkeys one account keeps. */
export const MAX_PASSKEYS = 10;

/** A code typed by the user: six digits from the app, or a recovery code (xxxx-xxxx-xxxx-xxxx). */
const SecondFactorCodeSchema = z
  .string({ error: MESSAGE_KEY.twoFactorCodeRequired })
  .trim()
  .min(1, { error: MESSAGE_KEY.twoFactorCodeRequired })
  .max(40, { error: MESSAGE_KEY.twoFactorCodeInvalid });

const PasswordSchema = z
  .string({ error: MESSAGE_KEY.passwordRequired })
  .min(1, { error: MESSAGE_KEY.passwordRequired })
  .max(PASSWORD_MAX_LENGTH, { error: MESSAGE_KEY.currentPasswordWrong });

/** The code step of a sign-in (the pending sign-in is in the session cookie). */
export const SecondFactorInputSchema = z.object({ code: SecondFactorCodeSchema });
export type SecondFactorInput = z.infer<typeof SecondFactorInputSchema>;

/** `POST /api/auth/login` and `auth.login`: signed in, or a code is needed next. */
const TwoFactorRequiredSchema = z.object({ twoFactorRequired: z.literal(true) });
export const LoginResultSchema = z.union([MeResponseSchema, TwoFactorRequiredSchema]);
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** Starting the set-up needs the current password (a stolen session must not lock the owner out). */
export const BeginTwoFactorSetupInputSchema = z.object({ password: PasswordSchema });
export type BeginTwoFactorSetupInput = z.infer<typeof BeginTwoFactorSetupInputSchema>;

/** What the set-up shows: the QR code (an SVG data URL), the secret to type in by hand, and the otpauth URI. */
export const TwoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

/** Confirming the set-up with the first code from the app. */
export const EnableTwoFactorInputSchema = z.object({ code: SecondFactorCodeSchema });
export type EnableTwoFactorInput = z.infer<typeof EnableTwoFactorInputSchema>;

/** Fresh recovery codes: shown once, never again. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** Turning 2FA off, or replacing the recovery codes: the password and a code. */
export const PasswordAndCodeInputSchema = z.object({ password: PasswordSchema, code: SecondFactorCodeSchema });
export type PasswordAndCodeInput = z.infer<typeof PasswordAndCodeInputSchema>;

/** The account page's two-factor section. */
export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** ISO 8601, or null. */
  enabledAt: z.string().nullable(),
  /** Unused recovery codes left. */
  recoveryCodesLeft: z.number().int(),
  /** Whether this account must have it (admins). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** A passkey as the account page lists it. */
export const PasskeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Whether the passkey is synced (e.g. through a password manager or the platform's cloud). */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof PasskeySchema>;
export const PasskeyListSchema = z.object({ items: z.array(PasskeySchema) });

/** WebAuthn options for the browser (PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON). */
export const WebAuthnOptionsSchema = z.record(z.string(), z.unknown());
export type WebAuthnOptions = z.infer<typeof WebAuthnOptionsSchema>;

/** A WebAuthn response from the browser (RegistrationResponseJSON / AuthenticationResponseJSON), checked by @simplewebauthn/server. */
const WebAuthnResponseSchema = z.looseObject({
  id: z.string().min(1).max(1400),
  rawId: z.string().min(1).max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().min(1).max(4000) }),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
});

/**
 * Starting to add a passkey: the current password and, when the account has two-factor sign-in, a
 * code (a passkey signs in without one, so adding it needs as much as a sign-in).
 */
export const PasskeyRegistrationOptionsInputSchema = z.object({
  password: PasswordSchema,
  code: SecondFactorCodeSchema.optional(),
});
export type PasskeyRegistrationOptionsInput = z.infer<typeof PasskeyRegistrationOptionsInputSchema>;

/** Adding a passkey: its name, and the browser's answer to the registration options. */
export const RegisterPasskeyInputSchema = z.object({
  name: requiredText(80, MESSAGE_KEY.passkeyNameRequired, MESSAGE_KEY.passkeyNameRequired),
  response: WebAuthnResponseSchema,
});
export type RegisterPasskeyInput = z.infer<typeof RegisterPasskeyInputSchema>;

/** Signing in with a passkey: the browser's answer to the authentication options. */
export const PasskeySignInInputSchema = z.object({ response: WebAuthnResponseSchema });
export type PasskeySignInInput = z.infer<typeof PasskeySignInInputSchema>;

/** Removing a passkey of the account. */
export const RemovePasskeyInputSchema = z.object({ id: z.uuid({ error: MESSAGE_KEY.passkeyNotFound }) });
export type RemovePasskeyInput = z.infer<typeof RemovePasskeyInputSchema>;

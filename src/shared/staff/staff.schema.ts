/**
 * The firm's staff (docs/decisions/064-staff-roles.md): the owner's list of staff and open
 * invitations, inviting an expert by e-mail, withdrawing an invitation, deactivating and
 * reactivating an expert, and the invitee's side of the link (reading it, accepting it).
 */
import { z } from 'zod';
import { MESSAGE_KEY } from '../messages.js';
import { requiredText } from '../text.js';
import { EmailSchema, LanguageSchema, NewPasswordSchema, RegisterInputSchema, StaffRoleSchema } from '../auth/auth.schema.js';

/** How long an invitation link stays valid (milliseconds): 7 days. */
export const STAFF_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Open invitations at most at a time (each sends an e-mail). */
export const OPEN_INVITATIONS_MAX = 50;
/** Staff accounts the owner's list shows at most (a firm's team; the rest by search, when needed). */
export const STAFF_LIST_MAX = 200;

/** An owner invites an expert: the address, the name to greet them with, and the e-mail's language. */
export const InviteStaffInputSchema = z.object({
  email: EmailSchema,
  name: RegisterInputSchema.shape.name,
  language: LanguageSchema,
});
export type InviteStaffInput = z.infer<typeof InviteStaffInputSchema>;

/** An invitation as the owner's list names it: the SHA-256 of its link's token (64 hex digits, never the token). */
export const InvitationIdSchema = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, { error: MESSAGE_KEY.invitationNotFound }) });
export type InvitationIdInput = z.infer<typeof InvitationIdSchema>;

/** The token of an invitation link (`/invitation?token=…`). */
export const InvitationTokenSchema = z.object({
  token: z.string({ error: MESSAGE_KEY.invitationInvalid }).min(1, { error: MESSAGE_KEY.invitationInvalid }).max(200, { error: MESSAGE_KEY.invitationInvalid }),
});
export type InvitationTokenInput = z.infer<typeof InvitationTokenSchema>;

/** Accepting an invitation: the link's token, the name (prefilled with the owner's spelling) and a new password. */
export const AcceptInvitationInputSchema = InvitationTokenSchema.extend({
  name: requiredText(120, MESSAGE_KEY.nameRequired),
  password: NewPasswordSchema,
});
export type AcceptInvitationInput = z.infer<typeof AcceptInvitationInputSchema>;

/** What the invitee sees before accepting: whom it is for, and until when it is valid (ISO 8601). */
export const InvitationViewSchema = z.object({
  email: z.string(),
  name: z.string(),
  language: LanguageSchema,
  expiresAt: z.string(),
});
export type InvitationView = z.infer<typeof InvitationViewSchema>;

/** A member of staff as the owner's list shows them. Dates are ISO 8601. */
export const StaffMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  staffRole: StaffRoleSchema,
  /** Whether two-factor sign-in is set up (the console stays closed until it is). */
  twoFactorEnabled: z.boolean(),
  /** When an owner deactivated the account, or null. */
  deactivatedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Open questions and letters assigned to them (decision record 068). */
  openItems: z.number().int(),
  /** Clients who have them as their dedicated specialist (decision record 069). */
  specialistFor: z.number().int(),
  /** Booked calls with clients that have not begun (decision record 072): they stay booked when the member is deactivated. */
  upcomingCalls: z.number().int(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** An open invitation in the owner's list. */
export const StaffInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  language: LanguageSchema,
  invitedByName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;

/** The owner's staff page: the staff (owners first, then by name) and the open invitations (newest first). */
export const StaffOverviewSchema = z.object({
  members: z.array(StaffMemberSchema),
  invitations: z.array(StaffInvitationSchema),
});
export type StaffOverview = z.infer<typeof StaffOverviewSchema>;

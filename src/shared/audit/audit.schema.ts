/** The audit log of the firm's actions (who did what for which client, and when). */
import { z } from 'zod';

export const AUDIT_ACTIONS = [
  'question.answer',
  'question.reply',
  'question.reply.edit',
  'time.log',
  'purchase.record',
  'package.create',
  'package.update',
  'document.download',
  'contact.handle',
  'contact.reply',
  'letter.correct',
  'letter.answer',
  'settings.update',
  'firm.update',
  'order.create',
  'order.paid',
  'order.cancel',
  'order.expire',
  'order.withdraw',
  'order.refund',
  'invoice.download',
  'data.export',
  'account.delete',
  'document.update',
  'document.delete',
  'folder.rename',
  'folder.delete',
  'letter.delete',
  'note.add',
  'note.delete',
  'savedReply.create',
  'savedReply.update',
  'savedReply.delete',
  'staff.invite',
  'staff.invitation.revoke',
  'staff.invitation.accept',
  'staff.deactivate',
  'staff.reactivate',
  /** The bookkeeping export: a DATEV batch or a ZIP of invoice PDFs (decision record 065). */
  'bookkeeping.export',
  /** A question or a letter assigned to a member of staff or to nobody (decision record 068). */
  'assignment.change',
  /** A client's dedicated specialist chosen or removed (decision record 069). */
  'specialist.set',
  /** A call booked, moved or cancelled (decision record 072). */
  'booking.create',
  'booking.move',
  'booking.cancel',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditEntrySchema = z.object({
  id: z.uuid(),
  action: z.enum(AUDIT_ACTIONS),
  actorName: z.string().nullable(),
  clientId: z.uuid().nullable(),
  entityId: z.uuid().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

export type AuditEntry = z.infer<typeof AuditEntrySchema>;

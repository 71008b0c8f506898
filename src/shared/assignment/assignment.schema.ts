/**
 * Assigning the firm's work to its experts (docs/decisions/068-assignment.md): every question
 * (with its conversation) and every Finanzamt letter has an assignee, a member of staff, or nobody.
 */
import { z } from 'zod';
import { IdSchema } from '../common.schema.js';
import { MESSAGE_KEY } from '../messages.js';
import { StaffRoleSchema } from '../auth/auth.schema.js';

/** What can be assigned: a question (and its conversation) or a letter (and the questions about it). */
export const ASSIGNABLE_KINDS = ['question', 'letter'] as const;
export type AssignableKind = (typeof ASSIGNABLE_KINDS)[number];

/** Who handles an item, as lists show it. */
export const AssigneeSchema = z.object({ id: z.uuid(), name: z.string() });
export type Assignee = z.infer<typeof AssigneeSchema>;

/**
 * Assigning an item: to a member of staff (`assigneeId`; one's own id takes it), or to nobody
 * (`null`). `expectedAssigneeId`, when given, is who the caller saw as the assignee: the change
 * is refused with 'assignmentChanged' if someone else changed it meanwhile (two experts taking one
 * item at once: one wins).
 */
export const AssignInputSchema = z.object({
  kind: z.enum(ASSIGNABLE_KINDS),
  id: IdSchema,
  assigneeId: z.uuid({ error: MESSAGE_KEY.assigneeInvalid }).nullable(),
  expectedAssigneeId: z.uuid().nullable().optional(),
});
export type AssignInput = z.infer<typeof AssignInputSchema>;

/** The body of `PUT /api/admin/questions/:id/assignee` and `PUT /api/admin/letters/:id/assignee`. */
export const AssignBodySchema = AssignInputSchema.pick({ assigneeId: true, expectedAssigneeId: true });

/** The item's assignee after the change. */
export const AssignmentSchema = z.object({ assignee: AssigneeSchema.nullable() });
export type Assignment = z.infer<typeof AssignmentSchema>;

/** The inbox's filter: everyone's items, the caller's own, or those nobody has taken yet. */
export const ASSIGNEE_FILTERS = ['all', 'mine', 'unassigned'] as const;
export const AssigneeFilterSchema = z.enum(ASSIGNEE_FILTERS).default('all');
export type AssigneeFilter = (typeof ASSIGNEE_FILTERS)[number];

/** A colleague an item can be handed to: the active members of staff. */
export const ColleagueSchema = z.object({ id: z.uuid(), name: z.string(), staffRole: StaffRoleSchema });
export type Colleague = z.infer<typeof ColleagueSchema>;

/** A dedicated specialist as the portal shows them: the name and its initial (decision record 069). */
export const SpecialistSchema = z.object({ id: z.uuid(), name: z.string(), initial: z.string() });
export type Specialist = z.infer<typeof SpecialistSchema>;

/** The signed-in client's dedicated specialist, or null (`GET /api/specialist`). */
export const MySpecialistSchema = z.object({ specialist: SpecialistSchema.nullable() });

/**
 * A client's specialist in the console: who is chosen (`specialist`, also when deactivated),
 * whether they take the client's new items now (`active`), and whether an active package of the
 * client includes a specialist (`included`).
 */
export const ClientSpecialistSchema = z.object({
  specialist: SpecialistSchema.nullable(),
  active: z.boolean(),
  included: z.boolean(),
  /** The chosen specialist is away today (a day off in their hours, decision record 072): new items stay unassigned. */
  away: z.boolean(),
});
export type ClientSpecialist = z.infer<typeof ClientSpecialistSchema>;

/** The owner chooses a client's dedicated specialist, or none. */
export const SetSpecialistInputSchema = z.object({
  clientId: z.uuid({ error: MESSAGE_KEY.clientNotFound }),
  specialistId: z.uuid({ error: MESSAGE_KEY.assigneeInvalid }).nullable(),
});
export type SetSpecialistInput = z.infer<typeof SetSpecialistInputSchema>;

/** The body of `PUT /api/admin/clients/:id/specialist`. */
export const SetSpecialistBodySchema = SetSpecialistInputSchema.pick({ specialistId: true });

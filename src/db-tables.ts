/**
 * The tables Kysely's types know (decision record 033): every entity of the registry, listed here
 * once more because the database type cannot be inferred through the registry (its manifests'
 * types depend on the services, whose queries depend on this type). src/db-tables.unit.test.ts
 * fails when this list and the registry's entities differ, naming the entity to add or remove.
 */
import { UserEntity } from './modules/users/user.entity.js';
import { AUTH_ENTITIES } from './modules/auth/auth.entities.js';
import { PackageEntity } from './modules/packages/package.entity.js';
import { PurchaseEntity } from './modules/purchases/purchase.entity.js';
import { QuestionEntity } from './modules/questions/question.entity.js';
import { QuestionMessageDocumentEntity, QuestionMessageEntity } from './modules/questions/question-message.entity.js';
import { ResponseClockEntity } from './modules/questions/response-clock.entity.js';
import { FolderEntity } from './modules/folders/folder.entity.js';
import { DocumentEntity } from './modules/documents/document.entity.js';
import { ContactFormEntity, ContactReplyEntity } from './modules/contact/contact-form.entity.js';
import { TimeEntryEntity } from './modules/ledger/time-entry.entity.js';
import { AuditLogEntity } from './modules/audit/audit-log.entity.js';
import { MailOutboxEntity } from './modules/mail/outbox.entity.js';
import { JobEntity } from './modules/jobs/job.entity.js';
import { ScheduleRunEntity } from './modules/jobs/schedule-run.entity.js';
import { LetterEntity } from './modules/letters/letter.entity.js';
import { OrderEntity, StripeEventEntity, WithdrawalEntity } from './modules/orders/order.entity.js';
import { InvoiceCounterEntity, InvoiceEntity } from './modules/invoices/invoice.entity.js';
import { SettingEntity } from './modules/settings/setting.entity.js';
import { SecurityEventEntity } from './modules/security/security-event.entity.js';
import { RateLimitEntity } from './modules/security/rate-limit.entity.js';
import { DataExportEntity } from './modules/account/data-export.entity.js';
import { InternalNoteEntity } from './modules/notes/internal-note.entity.js';
import { StaffInvitationEntity } from './modules/staff/staff.entity.js';
import { BOOKING_ENTITIES } from './modules/bookings/booking.entity.js';
import { SavedReplyEntity } from './modules/saved-replies/saved-reply.entity.js';

/** Every entity, for `InferKyselyDB` in src/kysely.ts. */
export const TYPED_ENTITIES = [
  UserEntity,
  ...AUTH_ENTITIES,
  PackageEntity,
  PurchaseEntity,
  QuestionEntity,
  QuestionMessageEntity,
  QuestionMessageDocumentEntity,
  ResponseClockEntity,
  FolderEntity,
  DocumentEntity,
  ContactFormEntity,
  ContactReplyEntity,
  TimeEntryEntity,
  AuditLogEntity,
  MailOutboxEntity,
  JobEntity,
  ScheduleRunEntity,
  LetterEntity,
  OrderEntity,
  WithdrawalEntity,
  StripeEventEntity,
  InvoiceEntity,
  InvoiceCounterEntity,
  SettingEntity,
  SecurityEventEntity,
  RateLimitEntity,
  ...BOOKING_ENTITIES,
  DataExportEntity,
  InternalNoteEntity,
  SavedReplyEntity,
  StaffInvitationEntity,
] as const;

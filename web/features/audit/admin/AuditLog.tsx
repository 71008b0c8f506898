/** The audit log of a client's page: who did what, and when. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditAction, AuditEntry } from '#shared/audit/audit.schema.js';
import { formatDate, formatEuros } from '#shared/format.js';
import { EmptyState } from '../../../components/States.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { formatDuration } from '../../purchases/index.js';
import { AdminTable, whenColumn } from '../../admin/index.js';

const ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  'question.answer': msg`Answered a question`,
  'question.reply': msg`Replied in a conversation`,
  'question.reply.edit': msg`Corrected a reply`,
  'time.log': msg`Logged time`,
  'purchase.record': msg`Recorded a purchase`,
  'package.create': msg`Created a package`,
  'package.update': msg`Updated a package`,
  'document.download': msg`Downloaded a document`,
  'contact.handle': msg`Marked a contact message handled`,
  'contact.reply': msg`Replied to a contact message`,
  'letter.correct': msg`Corrected a letter’s details`,
  'letter.answer': msg`Explained a letter`,
  'settings.update': msg`Changed the settings`,
  'firm.update': msg`Changed the firm's details`,
  'order.create': msg`Placed an order`,
  'order.paid': msg`Recorded an order’s payment`,
  'order.cancel': msg`Cancelled an order`,
  'order.expire': msg`An unpaid order expired`,
  'order.withdraw': msg`Withdrew from an order`,
  'order.refund': msg`Refunded an order`,
  'invoice.download': msg`Downloaded an invoice`,
  'data.export': msg`Requested a copy of their data`,
  'account.delete': msg`Deleted the account`,
  'document.update': msg`Renamed or moved a document`,
  'document.delete': msg`Deleted a document`,
  'folder.rename': msg`Renamed a folder`,
  'folder.delete': msg`Deleted a folder`,
  'letter.delete': msg`Deleted a letter`,
  'note.add': msg`Added an internal note`,
  'note.delete': msg`Deleted an internal note`,
  'savedReply.create': msg`Created a saved reply`,
  'savedReply.update': msg`Edited a saved reply`,
  'savedReply.delete': msg`Deleted a saved reply`,
  'staff.invite': msg`Invited an expert`,
  'staff.invitation.revoke': msg`Withdrew an invitation`,
  'staff.invitation.accept': msg`Accepted the invitation and joined the team`,
  'staff.deactivate': msg`Deactivated an expert`,
  'staff.reactivate': msg`Reactivated an expert`,
  'bookkeeping.export': msg`Exported the bookkeeping`,
  'assignment.change': msg`Changed who handles an item`,
  'specialist.set': msg`Chose the dedicated specialist`,
  'booking.create': msg`Booked a call`,
  'booking.move': msg`Moved a call`,
  'booking.cancel': msg`Cancelled a call`,
};

function str(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

/** The texts of `details` under `keys` that are set, in the order of `keys`. */
function texts(details: Record<string, unknown>, ...keys: string[]): string[] {
  return keys.map((key) => str(details[key])).filter((text) => text !== null);
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A short, readable summary of an entry's details. */
function auditDetails(entry: AuditEntry, i18n: I18n, language: string): string {
  const d = entry.details;
  const parts: string[] = [];
  switch (entry.action) {
    case 'question.answer':
    case 'question.reply':
    case 'letter.answer': {
      const minutes = num(d.minutes);
      if (minutes) {
        const logged = formatDuration(minutes, i18n);
        parts.push(i18n._(msg`Time logged: ${logged}`));
      }
      break;
    }
    case 'time.log': {
      const minutes = num(d.minutes);
      if (minutes) parts.push(formatDuration(minutes, i18n));
      const note = str(d.note);
      if (note) parts.push(`“${note}”`);
      break;
    }
    case 'purchase.record': {
      const name = str(d.packageName);
      const hours = num(d.hoursTotal);
      const price = num(d.pricePaid);
      if (name) parts.push(name);
      if (hours !== null) parts.push(`${hours} h`);
      if (price !== null) parts.push(formatEuros(price, language));
      break;
    }
    case 'document.delete':
    case 'document.update':
    case 'document.download':
      parts.push(...texts(d, 'title', 'filename'));
      break;
    case 'package.create':
    case 'package.update':
    case 'folder.rename':
    case 'folder.delete':
      parts.push(...texts(d, 'name'));
      break;
    case 'contact.handle':
    case 'contact.reply':
      parts.push(...texts(d, 'email'));
      break;
    case 'assignment.change': {
      const from = str(d.from);
      const to = str(d.to);
      const item = d.kind === 'letter' ? i18n._(msg`Letter`) : i18n._(msg`Question`);
      parts.push(item, to ? i18n._(msg`to ${to}`) : i18n._(msg`to nobody`));
      if (from) parts.push(i18n._(msg`before: ${from}`));
      break;
    }
    case 'specialist.set': {
      const to = str(d.to);
      parts.push(to ?? i18n._(msg`None`));
      break;
    }
    case 'account.delete': {
      const received = str(d.requestReceivedOn);
      parts.push(d.by === 'admin' ? i18n._(msg`On the client’s written request`) : i18n._(msg`By the client`));
      if (received) {
        const day = formatDate(received, language);
        parts.push(i18n._(msg`Request received ${day}`));
      }
      break;
    }
  }
  return parts.join(' · ');
}

export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  if (entries.length === 0) {
    return <EmptyState title={<Trans>No admin actions recorded yet.</Trans>} />;
  }
  return (
    <AdminTable
      rows={entries}
      rowKey={(entry) => entry.id}
      columns={[
        whenColumn(t`When`, (entry: AuditEntry) => entry.createdAt, language),
        { label: t`Action`, cell: (entry) => i18n._(ACTION_LABELS[entry.action]) },
        { label: t`By`, cell: (entry) => entry.actorName ?? '—' },
        { label: t`Details`, className: 'admin-table__wrap', cell: (entry) => auditDetails(entry, i18n, language) || '—' },
      ]}
    />
  );
}

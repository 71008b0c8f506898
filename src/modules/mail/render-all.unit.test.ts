/**
 * Every kind of e-mail (decision record 004), in English and German, with the variants each kind
 * has, rendered with fixed facts and compared with the files in `__snapshots__/render-all/`:
 * subject, plain text and HTML, byte for byte. A change of the wording, the frame or the way the
 * wording is looked up shows here as a difference; a difference a recipient should see is
 * accepted with `npx vitest run --project unit -u src/modules/mail/render-all.unit.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared/constants.js';
import type { Firm } from '../../shared/firm/firm.js';
import { SAMPLE_FIRM } from '../../shared/firm/firm-sample.js';
import { LETTER_TYPES } from '../../shared/letters/letter-types.js';
import { WITHDRAWAL_OUTCOMES } from '../../shared/orders/withdrawals.schema.js';
import { renderMail, useMailRenderers, type MailContent, type MailKind } from './templates.js';
import { setTermsPage } from './terms-text.js';
import { ALL_MAIL_RENDERERS } from '../../test/mail-renderers.js';

// buildApp hands the renderers over from the registry; here they come straight from the modules.
useMailRenderers(ALL_MAIL_RENDERERS);

const SITE = 'https://portal.example';

/** Another firm's details: the signature and the withdrawal instructions name whichever firm is kept. */
const OTHER_FIRM: Firm = {
  ...SAMPLE_FIRM,
  legalName: 'Müller & Söhne <Steuer> GmbH',
  address: { street: 'Hauptstraße 1', postalCode: '80331', city: 'München', countryCode: 'DE' },
  phone: '+49 89 1234567',
  email: 'kontakt@mueller.example',
  bank: { accountHolder: 'Müller & Söhne GmbH', iban: 'DE02120300000000202051', bic: 'BYLADEM1001', bankName: null },
};

/** User text as people write it: several lines, HTML, quotes, braces, a hash and a backslash escape. */
const MESSAGE = 'Hello,\nmy letter says <b>"Nachzahlung"</b> & I don\'t understand {amount} #3.\nC:\\u00e4\\x41 – thanks!';

interface Case {
  /** What the variant is ('edited, 3 files'). */
  variant: string;
  mail: MailContent;
  firm?: Firm;
}

const order = {
  name: 'Jonas Weber',
  reference: 'SH-2026-00042',
  packageName: 'Standard',
  extraHours: false,
  hours: 10,
  grossCents: 59_500,
  orderUrl: `${SITE}/orders/7f3c`,
};

/** An order of extra hours (decision record 071): 1 hour at €30.00 net. */
const extraOrder = { ...order, packageName: 'Extra hours', extraHours: true, hours: 1, grossCents: 3_570 };

const confirmed = {
  ...order,
  netCents: 50_000,
  vatRatePercent: 19,
  vatCents: 9_500,
  validityMonths: 12,
  customerType: 'consumer' as const,
  earlyStart: false,
  payBy: '2026-12-08T10:15:00.000Z',
  orderedAt: '2026-11-24T17:05:09.000Z',
  withdrawalLastDay: '2026-12-08',
  paymentMethod: 'transfer' as const,
  bank: { accountHolder: 'Steuerhilfe Expat Services GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
  withdrawUrl: `${SITE}/withdraw`,
  termsUrl: `${SITE}/terms-of-service`,
};

const declaration = {
  name: 'Jonas Weber',
  email: 'jonas@example.com',
  orderReference: 'SH-2026-00042',
  message: 'Please cancel.\nThank you.' as string | null,
  receivedAt: '2026-11-25T08:30:45.000Z',
};

/** A call of Ana Lima (in New York) with Lea Neumann, as `recipient` reads it. */
function callNotice(recipient: 'client' | 'expert') {
  return {
    name: recipient === 'client' ? 'Ana Lima' : 'Lea Neumann',
    recipient,
    otherName: recipient === 'client' ? 'Lea Neumann' : 'Ana Lima',
    kind: 'call' as const,
    topic: 'My Steuerbescheid 2025',
    startsAt: '2026-12-03T14:30:00.000Z',
    lengthMinutes: 30,
    timeZone: recipient === 'client' ? 'America/New_York' : 'Europe/Berlin',
    meetingLink: null as string | null,
    firmPhone: '+49 30 1234567',
    freeChangeUntil: '2026-12-02T14:30:00.000Z',
    url: `${SITE}/${recipient === 'client' ? 'calls' : 'admin/calls'}`,
  };
}

/** Every kind, with each variant its wording depends on. */
const CASES: Record<MailKind, Case[]> = {
  'contact.received': [
    {
      variant: 'prefers German',
      mail: {
        kind: 'contact.received',
        params: { name: 'Ana Lima', email: 'ana@example.com', language: 'de', message: MESSAGE, adminUrl: `${SITE}/admin/contact` },
      },
    },
    {
      variant: 'prefers English',
      mail: {
        kind: 'contact.received',
        params: { name: 'Ana Lima', email: 'ana@example.com', language: 'en', message: 'Short question.', adminUrl: `${SITE}/admin/contact` },
      },
    },
  ],
  'contact.reply': [
    {
      variant: 'a reply of two paragraphs',
      mail: {
        kind: 'contact.reply',
        params: {
          name: 'Ana Lima',
          reply: 'Thank you for your message.\n\nWe can help: book a package.',
          message: MESSAGE,
          submittedAt: '2026-11-20T23:30:00.000Z',
        },
      },
    },
  ],
  'question.received': [
    {
      variant: '',
      mail: { kind: 'question.received', params: { clientName: 'Jonas Weber', clientEmail: 'jonas@example.com', adminUrl: `${SITE}/admin/questions/12` } },
    },
  ],
  'question.follow-up': [
    {
      variant: '',
      mail: { kind: 'question.follow-up', params: { clientName: 'Jonas Weber', clientEmail: 'jonas@example.com', adminUrl: `${SITE}/admin/questions/12` } },
    },
  ],
  'question.answered': [{ variant: '', mail: { kind: 'question.answered', params: { name: 'Jonas Weber', portalUrl: `${SITE}/questions/12` } } }],
  'question.replied': [
    ...[false, true].flatMap((edited) =>
      [0, 1, 3].map((files) => ({
        variant: `${edited ? 'edited' : 'new'}, ${files} files`,
        mail: { kind: 'question.replied', params: { name: 'Jonas Weber', edited, files, portalUrl: `${SITE}/questions/12` } } as const,
      })),
    ),
  ],
  'question.clock-warning': [
    {
      variant: 'Premium, due on a Monday in winter time',
      mail: {
        kind: 'question.clock-warning',
        params: {
          clientName: 'Jonas Weber',
          clientEmail: 'jonas@example.com',
          adminUrl: `${SITE}/admin/questions/12`,
          promisedHours: 12,
          answerBy: '2026-11-30T13:00:00.000Z',
        },
      },
    },
  ],
  'question.clock-broken': [
    {
      variant: 'no package, due in summer time',
      mail: {
        kind: 'question.clock-broken',
        params: {
          clientName: 'Jonas Weber',
          clientEmail: 'jonas@example.com',
          adminUrl: `${SITE}/admin/questions/12`,
          promisedHours: 24,
          answerBy: '2026-07-01T15:30:00.000Z',
        },
      },
    },
  ],
  'purchase.recorded': [
    {
      variant: 'German name kept, 10 hours',
      mail: {
        kind: 'purchase.recorded',
        params: {
          name: 'Jonas Weber',
          packageName: 'Standard',
          packageNameDe: 'Standard-Paket',
          hoursTotal: 10,
          expiresAt: '2027-11-24T23:30:00.000Z',
          portalUrl: `${SITE}/dashboard`,
        },
      },
    },
    {
      variant: 'no German name, 1 hour',
      mail: {
        kind: 'purchase.recorded',
        params: {
          name: 'Jonas Weber',
          packageName: 'Starter',
          packageNameDe: null,
          hoursTotal: 1,
          expiresAt: '2027-01-01T00:00:00.000Z',
          portalUrl: `${SITE}/dashboard`,
        },
      },
    },
    {
      variant: 'German name absent, 2.5 hours',
      mail: {
        kind: 'purchase.recorded',
        params: { name: 'Jonas Weber', packageName: 'Custom', hoursTotal: 2.5, expiresAt: '2027-06-30T12:00:00.000Z', portalUrl: `${SITE}/dashboard` },
      },
    },
  ],
  'usage.80': [
    {
      variant: 'German name kept, 8 of 10 hours',
      mail: {
        kind: 'usage.80',
        params: {
          name: 'Jonas Weber',
          packageName: 'Standard',
          packageNameDe: 'Standard-Paket',
          hoursUsed: 8,
          hoursTotal: 10,
          expiresAt: '2027-11-24T23:30:00.000Z',
          portalUrl: `${SITE}/dashboard`,
          extraHours: false,
          extraHoursUrl: `${SITE}/order/extra-hours`,
        },
      },
    },
    {
      variant: 'no German name, 0.75 of 1 hour',
      mail: {
        kind: 'usage.80',
        params: {
          name: 'Jonas Weber',
          packageName: 'Starter',
          packageNameDe: null,
          hoursUsed: 0.75,
          hoursTotal: 1,
          expiresAt: '2027-01-01T00:00:00.000Z',
          portalUrl: `${SITE}/dashboard`,
          extraHours: false,
          extraHoursUrl: `${SITE}/order/extra-hours`,
        },
      },
    },
    {
      variant: 'extra hours, 4.5 of 5 hours',
      mail: {
        kind: 'usage.80',
        params: {
          name: 'Jonas Weber',
          packageName: 'Extra hours',
          packageNameDe: 'Zusatzstunden',
          extraHours: true,
          hoursUsed: 4.5,
          hoursTotal: 5,
          expiresAt: '2027-01-01T00:00:00.000Z',
          portalUrl: `${SITE}/dashboard`,
          extraHoursUrl: `${SITE}/order/extra-hours`,
        },
      },
    },
  ],
  'package.expiring': [
    {
      variant: 'German name kept, 2.5 hours left',
      mail: {
        kind: 'package.expiring',
        params: {
          name: 'Jonas Weber',
          packageName: 'Standard',
          packageNameDe: 'Standard-Paket',
          hoursRemaining: 2.5,
          expiresAt: '2026-12-20T10:00:00.000Z',
          portalUrl: `${SITE}/questions/new`,
          extraHours: false,
          extraHoursUrl: `${SITE}/order/extra-hours`,
        },
      },
    },
    {
      variant: 'no German name, 1 hour left',
      mail: {
        kind: 'package.expiring',
        params: {
          name: 'Jonas Weber',
          packageName: 'Starter',
          hoursRemaining: 1,
          expiresAt: '2026-12-20T10:00:00.000Z',
          portalUrl: `${SITE}/questions/new`,
          extraHours: false,
          extraHoursUrl: `${SITE}/order/extra-hours`,
        },
      },
    },
    {
      variant: 'no German name, 0 hours left',
      mail: {
        kind: 'package.expiring',
        params: {
          name: 'Jonas Weber',
          packageName: 'Starter',
          packageNameDe: '',
          hoursRemaining: 0,
          expiresAt: '2026-12-20T10:00:00.000Z',
          portalUrl: `${SITE}/questions/new`,
          extraHours: false,
          extraHoursUrl: `${SITE}/order/extra-hours`,
        },
      },
    },
    {
      variant: 'extra hours, 1.25 hours left',
      mail: {
        kind: 'package.expiring',
        params: {
          name: 'Jonas Weber',
          packageName: 'Extra hours',
          packageNameDe: 'Zusatzstunden',
          extraHours: true,
          hoursRemaining: 1.25,
          expiresAt: '2026-12-20T10:00:00.000Z',
          portalUrl: `${SITE}/questions`,
          extraHoursUrl: `${SITE}/order/extra-hours`,
        },
      },
    },
  ],
  'staff.invitation': [
    {
      variant: '',
      mail: {
        kind: 'staff.invitation',
        params: { name: 'Jonas Weber', inviterName: 'Katrin Vogel', acceptUrl: `${SITE}/invitation?token=1nv1t3`, validDays: 7 },
      },
    },
  ],
  'assignment.assigned': [
    {
      variant: 'a question, by a colleague',
      mail: {
        kind: 'assignment.assigned',
        params: { name: 'Jonas Weber', assignerName: 'Katrin Vogel', itemKind: 'question', clientName: 'Ana Lima', adminUrl: `${SITE}/admin/questions/q1` },
      },
    },
    {
      variant: 'a letter, by a colleague',
      mail: {
        kind: 'assignment.assigned',
        params: { name: 'Jonas Weber', assignerName: 'Katrin Vogel', itemKind: 'letter', clientName: 'Ana Lima', adminUrl: `${SITE}/admin/letters/l1` },
      },
    },
    {
      variant: 'a question about their letter',
      mail: {
        kind: 'assignment.assigned',
        params: { name: 'Jonas Weber', assignerName: null, itemKind: 'question', clientName: 'Ana Lima', adminUrl: `${SITE}/admin/questions/q1` },
      },
    },
  ],
  'booking.confirmed': [
    { variant: 'to the client, by phone', mail: { kind: 'booking.confirmed', params: callNotice('client') } },
    { variant: 'to the expert, video', mail: { kind: 'booking.confirmed', params: { ...callNotice('expert'), meetingLink: 'https://meet.example.com/lea' } } },
    { variant: 'a check-in, to the client', mail: { kind: 'booking.confirmed', params: { ...callNotice('client'), kind: 'checkIn' } } },
  ],
  'booking.moved': [
    { variant: 'free', mail: { kind: 'booking.moved', params: { ...callNotice('client'), previousStartsAt: '2026-12-02T09:00:00.000Z', late: false } } },
    {
      variant: 'late, to the expert',
      mail: { kind: 'booking.moved', params: { ...callNotice('expert'), previousStartsAt: '2026-12-02T09:00:00.000Z', late: true } },
    },
  ],
  'booking.cancelled': [
    {
      variant: 'by the client, to the client',
      mail: { kind: 'booking.cancelled', params: { ...callNotice('client'), byRecipient: true, cancellerName: 'Ana Lima', late: false } },
    },
    {
      variant: 'by the client late, to the expert',
      mail: { kind: 'booking.cancelled', params: { ...callNotice('expert'), byRecipient: false, cancellerName: 'Ana Lima', late: true } },
    },
  ],
  'booking.reminder': [{ variant: '', mail: { kind: 'booking.reminder', params: callNotice('client') } }],
  'booking.check-in-invitation': [
    {
      variant: '',
      mail: { kind: 'booking.check-in-invitation', params: { name: 'Ana Lima', packageName: 'Professional', bookUrl: `${SITE}/calls/new?kind=checkIn` } },
    },
  ],
  'password.reset': [
    { variant: '', mail: { kind: 'password.reset', params: { name: 'Jonas Weber', resetUrl: `${SITE}/reset-password?token=t0k3n`, validMinutes: 60 } } },
  ],
  'email.verify': [
    { variant: '', mail: { kind: 'email.verify', params: { name: 'Jonas Weber', verifyUrl: `${SITE}/verify-email?token=v3r1fy`, validHours: 24 } } },
  ],
  'email.change': [
    { variant: '', mail: { kind: 'email.change', params: { name: 'Jonas Weber', verifyUrl: `${SITE}/verify-email?token=ch4ng3`, validHours: 24 } } },
  ],
  'email.changed': [
    { variant: '', mail: { kind: 'email.changed', params: { name: 'Jonas Weber', at: '2026-11-24T17:05:09.000Z', accountUrl: `${SITE}/account` } } },
  ],
  'email.address_in_use': [
    { variant: '', mail: { kind: 'email.address_in_use', params: { name: 'Jonas Weber', loginUrl: `${SITE}/login`, resetUrl: `${SITE}/forgot-password` } } },
  ],
  'signin.new_device': [
    {
      variant: 'device and address known',
      mail: {
        kind: 'signin.new_device',
        params: { name: 'Jonas Weber', device: 'Firefox on Linux', ip: '203.0.113.7', at: '2026-06-01T08:00:00.000Z', accountUrl: `${SITE}/account#sessions` },
      },
    },
    {
      variant: 'neither known',
      mail: {
        kind: 'signin.new_device',
        params: { name: 'Jonas Weber', device: null, ip: null, at: '2026-06-01T08:00:00.000Z', accountUrl: `${SITE}/account#sessions` },
      },
    },
  ],
  'letter.reminder': [
    ...(['objection', 'lawsuit', 'payment', 'respond'] as const).map((deadlineKind, i) => ({
      variant: `${deadlineKind}, ${[7, 1, 0, 14][i]} days left`,
      mail: {
        kind: 'letter.reminder',
        params: {
          name: 'Jonas Weber',
          letterType: LETTER_TYPES[i]!,
          deadlineKind,
          date: '2026-12-07',
          daysLeft: [7, 1, 0, 14][i]!,
          portalUrl: `${SITE}/letters/5`,
        },
      } as const,
    })),
    {
      variant: 'type unknown',
      mail: {
        kind: 'letter.reminder',
        params: { name: 'Jonas Weber', letterType: null, deadlineKind: 'objection', date: '2026-12-07', daysLeft: 3, portalUrl: `${SITE}/letters/5` },
      },
    },
    {
      variant: 'type other',
      mail: {
        kind: 'letter.reminder',
        params: { name: 'Jonas Weber', letterType: 'other', deadlineKind: 'payment', date: '2026-12-07', daysLeft: 1, portalUrl: `${SITE}/letters/5` },
      },
    },
  ],
  'letter.corrected': [
    { variant: 'known type', mail: { kind: 'letter.corrected', params: { name: 'Jonas Weber', letterType: 'mahnung', portalUrl: `${SITE}/letters/5` } } },
    { variant: 'type unknown', mail: { kind: 'letter.corrected', params: { name: 'Jonas Weber', letterType: null, portalUrl: `${SITE}/letters/5` } } },
  ],
  'letter.answered': [
    ...[0, 1, 4].map((attachments) => ({
      variant: `${attachments} attachments`,
      mail: { kind: 'letter.answered', params: { name: 'Jonas Weber', attachments, portalUrl: `${SITE}/letters/5` } } as const,
    })),
  ],
  'order.confirmed': [
    { variant: 'consumer, transfer, within the withdrawal period', mail: { kind: 'order.confirmed', params: confirmed } },
    { variant: 'consumer, transfer, early start', mail: { kind: 'order.confirmed', params: { ...confirmed, earlyStart: true } } },
    {
      variant: 'consumer, card, early start',
      mail: { kind: 'order.confirmed', params: { ...confirmed, earlyStart: true, paymentMethod: 'card', bank: null } },
    },
    {
      variant: 'business, transfer (no withdrawal right), another firm',
      mail: {
        kind: 'order.confirmed',
        params: {
          ...confirmed,
          customerType: 'business',
          earlyStart: true,
          withdrawalLastDay: null,
          netCents: 123_456,
          vatRatePercent: 7,
          vatCents: 8_642,
          grossCents: 132_098,
          validityMonths: 6,
          bank: { accountHolder: OTHER_FIRM.bank.accountHolder, iban: OTHER_FIRM.bank.iban, bic: OTHER_FIRM.bank.bic },
        },
      },
      firm: OTHER_FIRM,
    },
    { variant: 'transfer without bank details', mail: { kind: 'order.confirmed', params: { ...confirmed, bank: null } } },
    {
      variant: 'extra hours, 1 hour, consumer, transfer, early start',
      mail: { kind: 'order.confirmed', params: { ...confirmed, ...extraOrder, netCents: 3_000, vatCents: 570, earlyStart: true } },
    },
    {
      variant: 'extra hours, 3 hours, business, card',
      mail: {
        kind: 'order.confirmed',
        params: {
          ...confirmed,
          ...extraOrder,
          hours: 3,
          netCents: 9_000,
          vatCents: 1_710,
          grossCents: 10_710,
          customerType: 'business',
          withdrawalLastDay: null,
          paymentMethod: 'card',
          bank: null,
        },
      },
    },
  ],
  'order.paid': [
    { variant: '', mail: { kind: 'order.paid', params: { ...order, expiresAt: '2027-11-24T23:30:00.000Z', invoicesUrl: `${SITE}/invoices` } } },
    {
      variant: 'extra hours, 1 hour',
      mail: { kind: 'order.paid', params: { ...extraOrder, expiresAt: '2027-11-24T23:30:00.000Z', invoicesUrl: `${SITE}/invoices` } },
    },
    {
      variant: 'extra hours, 20 hours',
      mail: {
        kind: 'order.paid',
        params: { ...extraOrder, hours: 20, grossCents: 71_400, expiresAt: '2027-11-24T23:30:00.000Z', invoicesUrl: `${SITE}/invoices` },
      },
    },
  ],
  'order.reminder': [
    { variant: 'transfer', mail: { kind: 'order.reminder', params: { ...order, payBy: '2026-12-08T10:15:00.000Z', paymentMethod: 'transfer' } } },
    { variant: 'card', mail: { kind: 'order.reminder', params: { ...order, payBy: '2026-12-08T10:15:00.000Z', paymentMethod: 'card' } } },
  ],
  'order.expired': [{ variant: '', mail: { kind: 'order.expired', params: order } }],
  'order.refunded': [{ variant: '', mail: { kind: 'order.refunded', params: { ...order, refundCents: 41_650, invoicesUrl: `${SITE}/invoices` } } }],
  'withdrawal.received': [
    { variant: 'withdrawn, with a message', mail: { kind: 'withdrawal.received', params: { ...declaration, withdrawn: true, portalUrl: `${SITE}/orders` } } },
    {
      variant: 'to be reviewed, no message',
      mail: { kind: 'withdrawal.received', params: { ...declaration, message: null, withdrawn: false, portalUrl: `${SITE}/orders` } },
    },
  ],
  'withdrawal.confirm': [
    {
      variant: 'with a message',
      mail: { kind: 'withdrawal.confirm', params: { ...declaration, confirmUrl: `${SITE}/withdraw/confirm?token=c0nf`, validDays: 14 } },
    },
    {
      variant: 'no message',
      mail: { kind: 'withdrawal.confirm', params: { ...declaration, message: null, confirmUrl: `${SITE}/withdraw/confirm?token=c0nf`, validDays: 14 } },
    },
  ],
  'withdrawal.acknowledged': [
    {
      variant: 'a reference given',
      mail: { kind: 'withdrawal.acknowledged', params: { receivedAt: declaration.receivedAt, orderReference: 'SH-2026-99999' } },
    },
    {
      variant: 'no reference, another firm',
      mail: { kind: 'withdrawal.acknowledged', params: { receivedAt: declaration.receivedAt, orderReference: null } },
      firm: OTHER_FIRM,
    },
  ],
  'withdrawal.firm': [
    ...WITHDRAWAL_OUTCOMES.map((outcome, i) => ({
      variant: `${outcome}${i % 2 ? ', no message' : ''}`,
      mail: {
        kind: 'withdrawal.firm',
        params: { ...declaration, message: i % 2 ? null : declaration.message, outcome, adminUrl: `${SITE}/admin/orders` },
      } as const,
    })),
  ],
  'data.export_ready': [
    { variant: '', mail: { kind: 'data.export_ready', params: { expiresAt: '2026-12-01T23:30:00.000Z', accountUrl: `${SITE}/account#data` } } },
  ],
  'signin.throttled': [
    { variant: 'password', mail: { kind: 'signin.throttled', params: { step: 'password', minutes: 15, forgotPasswordUrl: `${SITE}/forgot-password` } } },
    { variant: 'code', mail: { kind: 'signin.throttled', params: { step: 'code', minutes: 15, forgotPasswordUrl: `${SITE}/forgot-password` } } },
  ],
  'account.deleted': [
    {
      variant: 'by the client',
      mail: {
        kind: 'account.deleted',
        params: {
          clientId: '0f8e7d6c',
          deletedAt: '2026-11-24T17:05:09.000Z',
          by: 'client',
          requestReceivedOn: null,
          ordersKept: 2,
          invoicesKept: 3,
          ordersCancelled: 1,
          adminUrl: `${SITE}/admin/clients/0f8e7d6c`,
        },
      },
    },
    {
      variant: 'by an admin, request date known',
      mail: {
        kind: 'account.deleted',
        params: {
          clientId: '0f8e7d6c',
          deletedAt: '2026-11-24T17:05:09.000Z',
          by: 'admin',
          requestReceivedOn: '2026-11-20',
          ordersKept: 0,
          invoicesKept: 0,
          ordersCancelled: 0,
          adminUrl: `${SITE}/admin/clients/0f8e7d6c`,
        },
      },
    },
    {
      variant: 'by an admin, request date unknown',
      mail: {
        kind: 'account.deleted',
        params: {
          clientId: '0f8e7d6c',
          deletedAt: '2026-11-24T23:05:09.000Z',
          by: 'admin',
          requestReceivedOn: null,
          ordersKept: 1,
          invoicesKept: 1,
          ordersCancelled: 0,
          adminUrl: `${SITE}/admin/clients/0f8e7d6c`,
        },
      },
    },
  ],
};

/** A name with text that must stay as written (quotes, braces, a hash, a backslash escape, HTML). */
const ODD_NAME = 'Zoë "Z" O\'Neil {name} #1 \\u0041 <i>';

const LANGUAGES: Language[] = ['en', 'de'];

/** One rendering as it goes into the snapshot: a heading, then subject, text and HTML. */
function rendered(c: Case, language: Language): string {
  const r = renderMail(c.mail, language, c.firm ?? SAMPLE_FIRM);
  return [`===== ${c.mail.kind}${c.variant ? ` (${c.variant})` : ''} [${language}]`, `Subject: ${r.subject}`, '----- text', r.text, '----- html', r.html].join(
    '\n',
  );
}

describe('every e-mail, in both languages', () => {
  for (const [kind, cases] of Object.entries(CASES) as [MailKind, Case[]][]) {
    it(`${kind} renders as before`, async () => {
      expect(cases.length).toBeGreaterThan(0);
      const out = cases.flatMap((c) => LANGUAGES.map((language) => rendered(c, language)));
      await expect(out.join('\n')).toMatchFileSnapshot(`./__snapshots__/render-all/${kind}.txt`);
    });
  }

  it('keeps a name exactly as written, whatever it contains', async () => {
    const mails: MailContent[] = [
      { kind: 'question.answered', params: { name: ODD_NAME, portalUrl: `${SITE}/questions/12` } },
      { kind: 'question.received', params: { clientName: ODD_NAME, clientEmail: 'odd@example.com', adminUrl: `${SITE}/admin/questions/12` } },
      { kind: 'contact.received', params: { name: ODD_NAME, email: 'odd@example.com', language: 'en', message: MESSAGE, adminUrl: `${SITE}/admin/contact` } },
      { kind: 'order.expired', params: { ...order, name: ODD_NAME, packageName: ODD_NAME, reference: 'SH-{1}' } },
    ];
    const out = mails.flatMap((mail) => LANGUAGES.map((language) => rendered({ variant: 'odd name', mail }, language)));
    for (const language of LANGUAGES) expect(renderMail(mails[0]!, language, SAMPLE_FIRM).text).toContain(ODD_NAME);
    await expect(out.join('\n')).toMatchFileSnapshot('./__snapshots__/render-all/odd-names.txt');
  });

  // Last: the handed-over terms stay for the rest of the file (the unit project isolates files).
  describe('with the rendered terms of service handed over', () => {
    it('order.confirmed carries the full terms', async () => {
      setTermsPage(
        'en',
        '<html><body><article class="legal"><h1>Terms of service</h1><p>1. Scope &amp; parties.</p><ul><li>Starter: 2 hours</li></ul></article></body></html>',
      );
      setTermsPage('de', '<html><body><article class="legal"><h1>Nutzungsbedingungen</h1><p>1. Geltungsbereich &amp; Parteien.</p></article></body></html>');
      const c: Case = { variant: 'with the full terms', mail: { kind: 'order.confirmed', params: confirmed } };
      await expect(LANGUAGES.map((language) => rendered(c, language)).join('\n')).toMatchFileSnapshot(
        './__snapshots__/render-all/order.confirmed.full-terms.txt',
      );
    });
  });
});

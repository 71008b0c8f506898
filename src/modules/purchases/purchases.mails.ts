/**
 * The e-mails about a client's hour package or extra hours (decision records 003, 004, 071): the
 * purchase recorded, 80 % of its hours used, and its expiry within 30 days (the last two queued by
 * the ledger, once per purchase, with the link that sells extra hours).
 */
import { TIME_INCREMENT_MINUTES, USAGE_NOTICE_SHARE, type Language } from '../../shared/constants.js';
import { formatDate, formatHours } from '../../shared/format.js';
import type { MailI18n } from '../mail/mail-i18n.js';
import { defineMails, packageDisplayName } from '../mail/templates.js';

/** `packageName` is the package's stored (English) name; German e-mails show `packageNameDe`, the German name kept in the console, when there is one. */
type PackageNames = { packageName: string; packageNameDe?: string | null };

/** A notice's purchase: whether it is extra hours rather than a package, and the page that sells extra hours (decision record 071). */
type NoticeFacts = PackageNames & { extraHours: boolean; extraHoursUrl: string };

export type PurchasesMail =
  | { kind: 'purchase.recorded'; params: PackageNames & { name: string; hoursTotal: number; expiresAt: string; portalUrl: string } }
  | { kind: 'usage.80'; params: NoticeFacts & { name: string; hoursUsed: number; hoursTotal: number; expiresAt: string; portalUrl: string } }
  | { kind: 'package.expiring'; params: NoticeFacts & { name: string; hoursRemaining: number; expiresAt: string; portalUrl: string } };

/** The "nearly used" share as a percentage (80). */
const USAGE_PERCENT = Math.round(USAGE_NOTICE_SHARE * 100);

/** '10 hours' / '1 hour' in English, '10 Stunden' / '1 Stunde' in German ('2.5' / '2,5'). */
function hours(h: number, i18n: MailI18n, lang: Language): string {
  return i18n._('{count, plural, one {{hours} hour} other {{hours} hours}}', { count: h, hours: formatHours(h, lang) });
}

function date(iso: string, lang: Language): string {
  return formatDate(iso, lang, 'Europe/Berlin');
}

export const purchasesMails = defineMails<PurchasesMail>({
  'purchase.recorded': (p, { i18n, lang }) => {
    const pkg = packageDisplayName(p.packageName, p.packageNameDe, lang);
    return {
      subject: i18n._('Your {pkg} package is ready', { pkg }),
      greeting: { name: p.name },
      paragraphs: [
        i18n._('Thank you for your purchase. Your {pkg} package with {hours} of expert time is now available in your client portal and valid until {date}.', {
          pkg,
          hours: hours(p.hoursTotal, i18n, lang),
          date: date(p.expiresAt, lang),
        }),
        i18n._('Time is tracked in {minutes}-minute increments; your dashboard always shows what it was spent on.', { minutes: TIME_INCREMENT_MINUTES }),
      ],
      action: { label: i18n._('Go to your dashboard'), url: p.portalUrl },
    };
  },
  'usage.80': (p, { i18n, lang }) => {
    const pkg = packageDisplayName(p.packageName, p.packageNameDe, lang);
    const facts = { used: formatHours(p.hoursUsed, lang), total: hours(p.hoursTotal, i18n, lang), date: date(p.expiresAt, lang) };
    return {
      subject: p.extraHours
        ? i18n._('Your extra hours are {percent}% used', { percent: USAGE_PERCENT })
        : i18n._('Your {pkg} package is {percent}% used', { pkg, percent: USAGE_PERCENT }),
      greeting: { name: p.name },
      paragraphs: [
        p.extraHours
          ? i18n._('You have used {used} of the {total} you bought as extra hours (valid until {date}).', facts)
          : i18n._('You have used {used} of the {total} in your {pkg} package (valid until {date}).', { pkg, ...facts }),
        i18n._(
          'If you need more time, you can buy a larger package in your client portal: its hours are added to the hours you have left. You can also buy extra hours at our standard hourly rate there, from 1 to 20 hours at a time: {extraHoursUrl}',
          { extraHoursUrl: p.extraHoursUrl },
        ),
      ],
      action: { label: i18n._('Go to your dashboard'), url: p.portalUrl },
    };
  },
  'package.expiring': (p, { i18n, lang }) => {
    const pkg = packageDisplayName(p.packageName, p.packageNameDe, lang);
    const facts = { date: date(p.expiresAt, lang), hours: hours(p.hoursRemaining, i18n, lang) };
    return {
      subject: p.extraHours ? i18n._('Your extra hours expire soon') : i18n._('Your {pkg} package expires soon', { pkg }),
      greeting: { name: p.name },
      paragraphs: [
        p.extraHours
          ? i18n._('Your extra hours expire on {date}. You have {hours} left; any hours not used by then will expire.', facts)
          : i18n._('Your {pkg} package expires on {date}. You have {hours} left; any hours not used by then will expire.', { pkg, ...facts }),
        i18n._(
          'Feel free to send us any questions you still have before then. If you need more time, you can buy a larger package in your client portal, or extra hours at our standard hourly rate, from 1 to 20 hours at a time: {extraHoursUrl}',
          { extraHoursUrl: p.extraHoursUrl },
        ),
      ],
      action: { label: i18n._('Ask a question'), url: p.portalUrl },
    };
  },
});

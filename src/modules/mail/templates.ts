/**
 * The frame of the product's e-mails (decision record 004): every kind of e-mail is rendered in
 * English or German as plain text plus simple HTML. Each module declares the e-mails of its domain
 * in its manifest (`mails`: kind → renderer, in `<domain>.mails.ts`); the renderer returns the
 * wording, in the language's Lingui catalog (docs/decisions/035-mail-wording-in-a-lingui-catalog.md),
 * and this frame adds the greeting, the closing, the signature and the HTML around it, escaping
 * all text. `renderMail(mail)` is pure: the outbox stores what it returns.
 */
import { BRAND } from '../../shared/company.js';
import type { Language } from '../../shared/constants.js';
import type { Firm } from '../../shared/firm/firm.js';
import { escapeHtml } from '../../shared/html.js';
import { withLanguageParam } from '../../shared/routes.js';
import type { AccountMail } from '../account/account.mails.js';
import type { AuthMail } from '../auth/auth.mails.js';
import type { ContactMail } from '../contact/contact.mails.js';
import type { LettersMail } from '../letters/letters.mails.js';
import type { OrdersMail } from '../orders/orders.mails.js';
import type { PurchasesMail } from '../purchases/purchases.mails.js';
import type { QuestionsMail } from '../questions/questions.mails.js';
import type { StaffMail } from '../staff/staff.mails.js';
import type { AssignmentMail } from '../assignment/assignment.mails.js';
import type { BookingsMail } from '../bookings/bookings.mails.js';
import { mailI18n, type MailI18n } from './mail-i18n.js';

/**
 * Every kind of e-mail, with the facts it needs, from the modules' `<domain>.mails.ts`. Dates are
 * ISO strings; hours in hours. A new module's e-mails join the union here (types only: the
 * renderers reach this module through the registry).
 */
export type MailContent =
  AccountMail | AssignmentMail | AuthMail | BookingsMail | ContactMail | LettersMail | OrdersMail | PurchasesMail | QuestionsMail | StaffMail;

export type MailKind = MailContent['kind'];

interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A message body as a renderer writes it: paragraphs, optionally one quoted block and one button link. */
export interface MailBody {
  subject: string;
  /**
   * Whom it greets: a person by name ('Dear …,'), `client` a client whose name the e-mail does not
   * use, `firm` the firm (its own notices).
   */
  greeting: { name: string } | 'client' | 'firm';
  paragraphs: string[];
  quote?: { label: string; text: string }[];
  action?: { label: string; url: string };
}

/** What a renderer writes with: the language's catalog, the language (for dates and amounts) and the firm's details. */
export interface MailContext {
  i18n: MailI18n;
  lang: Language;
  firm: Firm;
}

/** Renders one kind of e-mail from its facts. */
export type MailRenderer<P> = (params: P, ctx: MailContext) => MailBody;

/** A renderer of any kind, as the registry holds it. */
export type AnyMailRenderer = MailRenderer<never>;

/** One renderer for each kind of `C` (a union of `{ kind, params }`). */
export type MailRenderers<C extends { kind: string; params: unknown }> = { readonly [K in C['kind']]: MailRenderer<Extract<C, { kind: K }>['params']> };

/** The renderers of every kind of e-mail. */
export type AllMailRenderers = MailRenderers<MailContent>;

/** Declares a module's e-mails: a renderer for each kind of `C`. @returns the renderers */
export function defineMails<C extends { kind: string; params: unknown }>(renderers: MailRenderers<C>): MailRenderers<C> {
  return renderers;
}

/** The renderers by kind, handed over by the app from the modules' manifests (src/app.ts). */
let renderers: ReadonlyMap<string, AnyMailRenderer> = new Map();

/** Takes the renderers of every module's e-mails (called by buildApp with the registry's; by tests that render without an app). */
export function useMailRenderers(byKind: Readonly<Record<string, AnyMailRenderer>>): void {
  renderers = new Map(Object.entries(byKind));
}

/** A package's name in `lang`: its German name (kept in the console) in German when it has one, else its name. */
export function packageDisplayName(name: string, nameDe: string | null | undefined, lang: Language): string {
  return lang === 'de' && nameDe ? nameDe : name;
}

/** A body with the frame's words: the greeting and the closing. */
interface FramedBody extends Omit<MailBody, 'greeting'> {
  greeting: string;
  closing: string;
}

function frame(b: MailBody, i18n: MailI18n): FramedBody {
  const greeting =
    b.greeting === 'firm'
      ? i18n._('Hello,', {}, { comment: 'Greets the firm in its own notices (German: informal).' })
      : b.greeting === 'client'
        ? i18n._({ id: 'greeting.client', message: 'Hello,', comment: 'Greets a client whose name the e-mail does not use (German: formal).' })
        : i18n._('Dear {name},', { name: b.greeting.name });
  return { ...b, greeting, closing: i18n._('Kind regards,\nThe {brand} team', { brand: BRAND }) };
}

/** The line under every e-mail: the brand and the firm's legal name. */
function signature(firm: Firm): string {
  return `${BRAND} · ${firm.legalName}`;
}

function toText(b: FramedBody, firm: Firm): string {
  const parts = [b.greeting, '', ...b.paragraphs.flatMap((p) => [p, ''])];
  for (const q of b.quote ?? []) parts.push(`${q.label}:`, ...q.text.split('\n').map((l) => `> ${l}`), '');
  if (b.action) parts.push(`${b.action.label}: ${b.action.url}`, '');
  parts.push(b.closing, '', '-- ', signature(firm));
  return parts.join('\n') + '\n';
}

function paragraphHtml(text: string): string {
  return escapeHtml(text).replace(/\n/g, '<br>');
}

function toHtml(b: FramedBody, lang: Language, firm: Firm): string {
  const quote = (b.quote ?? [])
    .map(
      (q) =>
        `<p style="margin:16px 0 4px;font-weight:600">${escapeHtml(q.label)}</p>` +
        `<blockquote style="margin:0;padding:8px 12px;border-left:3px solid #1d4ed8;background:#f1f5f9">${paragraphHtml(q.text)}</blockquote>`,
    )
    .join('');
  const action = b.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(b.action.url)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(b.action.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(b.subject)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a;background:#ffffff">
<div style="max-width:600px;margin:0 auto">
<p>${escapeHtml(b.greeting)}</p>
${b.paragraphs.map((p) => `<p>${paragraphHtml(p)}</p>`).join('\n')}
${quote}
${action}
<p>${paragraphHtml(b.closing)}</p>
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="font-size:12px;color:#475569">${escapeHtml(signature(firm))}</p>
</div></body></html>
`;
}

/**
 * The mail with every link to the site (each `…Url` parameter) carrying `?lang=` in the mail's
 * language, so the page a link opens speaks the language the mail does, whatever the browser has
 * stored (docs/decisions/025-the-account-language-rules.md).
 */
function linksInLanguage(mail: MailContent, language: Language): MailContent {
  const params = Object.fromEntries(
    Object.entries(mail.params).map(([key, value]) => [key, key.endsWith('Url') && typeof value === 'string' ? withLanguageParam(value, language) : value]),
  );
  return { ...mail, params } as MailContent;
}

/**
 * Renders an e-mail in `language`: subject, plain text and HTML (all user text escaped). `firm` is
 * the firm's details as kept in the console (signature, the withdrawal instructions' address).
 * @throws Error when no module declares the mail's kind (its manifest's `mails`)
 */
export function renderMail(mail: MailContent, language: Language, firm: Firm): RenderedMail {
  const render = renderers.get(mail.kind);
  if (!render) throw new Error(`No module declares the e-mail "${mail.kind}" (a manifest's mails, src/modules/registry.ts)`);
  const i18n = mailI18n(language);
  const b = frame(render(linksInLanguage(mail, language).params as never, { i18n, lang: language, firm }), i18n);
  return { subject: b.subject, text: toText(b, firm), html: toHtml(b, language, firm) };
}

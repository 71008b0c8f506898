/**
 * Shared frame and building blocks of the three legal pages (/legal-notice, /privacy-policy,
 * /terms-of-service): the public layout, a header with the `<h1>` and the "Last updated" line,
 * sections with `<h2>` headings, the company's postal address, email and external links.
 *
 * All company data comes from the firm's details kept in the console (`useFirm()`, src/shared/firm/firm.ts); styles: web/styles/legal.css.
 * Renders the same in Node (prerendering) and in the browser: no browser globals, and the date
 * is formatted in UTC so server and client agree.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Language } from '#shared/constants.js';
import { PublicLayout } from '../../components/PublicLayout.js';
import { useLanguage } from '../../i18n/use-language.js';
import { intlLocale } from '#shared/format.js';
import { useFirm } from '../packages/index.js';

/**
 * Date of the current version of the legal texts (an ISO calendar date), shown as
 * "Last updated" on all three pages. Change it whenever the content of a legal page changes.
 */
const LEGAL_LAST_UPDATED = '2026-11-27';

/** A calendar date written out: '21 November 2026' in English, '21. November 2026' in German. */
function formatLongDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Names joined as a list in the page language: 'A, B and C' / 'A, B und C'. */
export function formatNameList(names: readonly string[], language: Language): string {
  return new Intl.ListFormat(intlLocale(language), { style: 'long', type: 'conjunction' }).format(names);
}

/** A country's name in the page language, from its ISO 3166 code ('DE' → 'Germany' / 'Deutschland'). */
function countryName(countryCode: string, language: Language): string {
  try {
    return new Intl.DisplayNames([intlLocale(language)], { type: 'region' }).of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}

/**
 * A legal page: PublicLayout, then an `<article>` with a header (`<h1>`, "Last updated", an
 * optional intro) and the page's sections.
 */
export function LegalLayout({
  title,
  intro,
  children,
}: {
  /** The page title (already translated), also the `<h1>`. */
  title: string;
  /** Optional lead paragraph(s) under the title. */
  intro?: ReactNode;
  children: ReactNode;
}) {
  const language = useLanguage();
  const date = formatLongDate(LEGAL_LAST_UPDATED, language);
  return (
    <PublicLayout>
      <article className="legal" aria-labelledby="legal-title">
        <header className="legal-header">
          <h1 id="legal-title" className="legal-header__title">
            {title}
          </h1>
          <p className="legal-header__updated">
            <Trans>
              Last updated: <time dateTime={LEGAL_LAST_UPDATED}>{date}</time>
            </Trans>
          </p>
          {intro ? <div className="legal-header__intro">{intro}</div> : null}
        </header>
        {children}
      </article>
    </PublicLayout>
  );
}

/** One section of a legal page: a `<section>` labelled by its `<h2>` (the id doubles as anchor). */
export function LegalSection({
  id,
  title,
  number,
  children,
}: {
  id: string;
  title: string;
  /** Optional section number shown before the title (terms of service: "1.", "2.", ...). */
  number?: number;
  children: ReactNode;
}) {
  return (
    <section id={id} className="legal-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="legal-section__title">
        {number !== undefined ? <span className="legal-section__number">{number}.</span> : null}
        {number !== undefined ? ' ' : null}
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The company's postal address as an `<address>` block: optionally a first line (the company
 * name or a person), then street, postal code and city, country.
 */
export function CompanyAddress({ firstLine }: { firstLine?: string | null }) {
  const language = useLanguage();
  const firm = useFirm();
  const { street, postalCode, city, countryCode } = firm.address;
  const name = firstLine === undefined ? firm.legalName : firstLine;
  return (
    <address className="legal-address">
      {name ? <span className="legal-address__name">{name}</span> : null}
      <span>{street}</span>
      <span>
        {postalCode} {city}
      </span>
      <span>{countryName(countryCode, language)}</span>
    </address>
  );
}

/** An email address as a mailto link. */
export function MailLink({ email }: { email: string }) {
  return (
    <a className="legal-link" href={`mailto:${email}`}>
      {email}
    </a>
  );
}

/** A phone number as a tel: link (the href keeps only digits and a leading +). */
export function PhoneLink({ phone }: { phone: string }) {
  const href = `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
  return (
    <a className="legal-link" href={href}>
      {phone}
    </a>
  );
}

/** A link to another website (same tab; the address is shown as given). */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="legal-link" href={href} rel="external noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * In-page table of contents: a `<nav>` with a numbered list of links to the page's sections
 * (plain `#id` anchors, so they also work in the prerendered page before hydration).
 */
export function LegalToc({ sections }: { sections: readonly { id: string; title: string }[] }) {
  return (
    <nav className="legal-toc" aria-labelledby="legal-toc-title">
      <h2 id="legal-toc-title" className="legal-toc__title">
        <Trans>Contents</Trans>
      </h2>
      <ol className="legal-toc__list">
        {sections.map((section) => (
          <li key={section.id}>
            <a className="legal-link" href={`#${section.id}`}>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** One numbered section of a legal page: its anchor, its title (also in the contents) and its text. */
export interface NumberedSection {
  id: string;
  title: string;
  content: ReactNode;
}

/** The contents, then the numbered sections (the privacy policy, the terms of service). */
export function NumberedSections({ sections }: { sections: readonly NumberedSection[] }) {
  return (
    <>
      <LegalToc sections={sections} />
      {sections.map((section, index) => (
        <LegalSection key={section.id} id={section.id} number={index + 1} title={section.title}>
          {section.content}
        </LegalSection>
      ))}
    </>
  );
}

/** A label/value list (register court, email, ...), laid out in two columns on wider screens. */
export function FactList({ items }: { items: { label: ReactNode; value: ReactNode; key: string }[] }) {
  return (
    <dl className="legal-facts">
      {items.map((item) => (
        <div key={item.key} className="legal-facts__row">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The statement that we take no part in consumer dispute resolution (§ 36 VSBG), one paragraph: the
 * legal notice and the terms of service say it in the same words.
 */
export function NoDisputeResolution() {
  return (
    <p>
      <Trans>
        We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (§ 36 of the German Consumer
        Dispute Resolution Act, VSBG).
      </Trans>
    </p>
  );
}

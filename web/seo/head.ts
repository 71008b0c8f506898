/**
 * The document head of every page, per page and language (spec section 2; decision record 008): title, meta description,
 * keywords, robots, Open Graph (title, description, type, url, locale, image), canonical link,
 * hreflang alternates (en, de, x-default) and JSON-LD structured data (ProfessionalService,
 * FAQPage, Service, BreadcrumbList).
 *
 * `buildHead` is pure: the prerenderer (Node) writes its result into the static HTML with an
 * origin placeholder the server fills in, and the browser applies it after each navigation or
 * language switch (`applyHead`).
 */
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { BRAND, FOUNDING_YEAR } from '#shared/company.js';
import type { Language } from '#shared/constants.js';
import { escapeHtml } from '#shared/html.js';
import { localizedUrl, normalizePath } from '#shared/routes.js';
import { FAQ_ITEMS } from '../features/landing/faq-items.js';
import { currentCatalog } from '../features/packages/catalog.js';
import { priceWithVat } from '#shared/orders/pricing.js';
import { SERVICE_SLUGS, type ServiceSlug } from '../lib/service-slugs.js';
import { LEGAL_META } from './meta-legal.js';
import { ADMIN_PAGE_META, APP_PAGE_META, HOME_META, NOT_FOUND_META } from './meta-pages.js';
import { SERVICE_META } from './meta-services.js';
import { TOOL_META } from './meta-tools.js';
import type { GlossaryTerm } from '#shared/glossary/terms.js';
import type { PageMeta } from './types.js';

/** The Open Graph image (1200×630 JPEG in web/public). */
const OG_IMAGE_PATH = '/og-image.jpg';

interface HeadMetaTag {
  name?: string;
  property?: string;
  content: string;
}

interface HeadLinkTag {
  rel: string;
  href: string;
  hreflang?: string;
}

interface HeadTags {
  title: string;
  meta: HeadMetaTag[];
  links: HeadLinkTag[];
  /** JSON-LD objects, one `<script type="application/ld+json">` each. */
  jsonLd: Record<string, unknown>[];
}

const OG_LOCALE: Record<Language, string> = { en: 'en_US', de: 'de_DE' };

type Descriptor = MessageDescriptor;

/**
 * The head data of a path: its page meta (with the service slug on a service page), or the 404
 * page's for an unknown path.
 */
function pageMetaFor(path: string): {
  meta: PageMeta;
  kind: 'indexed' | 'app' | 'notFound';
  slug?: ServiceSlug;
  /** A glossary term's page: its slug (the head is built from the term's own texts). */
  glossarySlug?: string;
} {
  if (path.startsWith('/glossary/')) return { meta: TOOL_META['/glossary'], kind: 'indexed', glossarySlug: path.slice('/glossary/'.length) };
  if (path === '/') return { meta: HOME_META, kind: 'indexed' };
  const slug = SERVICE_SLUGS.find((s) => `/services/${s}` === path);
  if (slug) return { meta: SERVICE_META[slug], kind: 'indexed', slug };
  if (path in LEGAL_META) return { meta: LEGAL_META[path as keyof typeof LEGAL_META], kind: 'indexed' };
  if (path in TOOL_META) return { meta: TOOL_META[path as keyof typeof TOOL_META], kind: 'indexed' };
  if (path in APP_PAGE_META) return { meta: APP_PAGE_META[path as keyof typeof APP_PAGE_META], kind: 'app' };
  if (path in ADMIN_PAGE_META) return { meta: ADMIN_PAGE_META[path as keyof typeof ADMIN_PAGE_META], kind: 'app' };
  if (path.startsWith('/admin/clients/')) return { meta: ADMIN_PAGE_META.client, kind: 'app' };
  if (path.startsWith('/admin/letters/')) return { meta: ADMIN_PAGE_META.letter, kind: 'app' };
  if (path.startsWith('/letters/')) return { meta: APP_PAGE_META.letter, kind: 'app' };
  if (path.startsWith('/order/')) return { meta: APP_PAGE_META.orderPackage, kind: 'app' };
  if (path.startsWith('/orders/')) return { meta: APP_PAGE_META.order, kind: 'app' };
  return { meta: NOT_FOUND_META, kind: 'notFound' };
}

function organization(origin: string, language: Language, t: (d: Descriptor) => string): Record<string, unknown> {
  const firm = currentCatalog().firm;
  return {
    '@type': ['ProfessionalService', 'Organization'],
    '@id': `${origin}/#organization`,
    name: BRAND,
    legalName: firm.legalName,
    url: localizedUrl(origin, '/', language),
    logo: `${origin}/favicon.svg`,
    image: `${origin}${OG_IMAGE_PATH}`,
    email: firm.email,
    description: t(HOME_META.description),
    foundingDate: String(FOUNDING_YEAR),
    ...(firm.vatId ? { vatID: firm.vatId } : {}),
    telephone: firm.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: firm.address.street,
      postalCode: firm.address.postalCode,
      addressLocality: firm.address.city,
      addressCountry: firm.address.countryCode,
    },
    areaServed: { '@type': 'Country', name: 'Germany' },
    knowsLanguage: ['en', 'de'],
    ...priceRange(),
  };
}

/** The packages' total prices (VAT included) as schema.org's free-text `priceRange`, e.g. '€166.60–€478.38'. */
function priceRange(): { priceRange?: string } {
  const { packages, vatRatePercent } = currentCatalog();
  if (packages.length === 0) return {};
  const gross = packages.map((p) => priceWithVat(p.price, vatRatePercent).grossCents);
  const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;
  return { priceRange: `${euros(Math.min(...gross))}–${euros(Math.max(...gross))}` };
}

function breadcrumbs(origin: string, language: Language, trail: { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: localizedUrl(origin, item.path, language),
    })),
  };
}

/** The `seo` catalog by language (lingui.config.ts), for `updateHead`. */
const SEO_CATALOGS: Record<Language, () => Promise<{ messages: Messages }>> = {
  de: () => import('../locales/de/seo.po'),
  en: () => import('../locales/en/seo.po'),
};

/**
 * Builds and applies the head of `pathname` in the browser (web/seo/HeadManager.tsx), unless
 * `isCurrent()` has turned false meanwhile (the visitor moved on). The `seo` catalog's texts are
 * read with an i18n of their own (the page's active messages and the catalog's), not loaded into
 * the app's i18n: that would make every component showing a text render again (Lingui's `load`
 * emits "change"), a long task after the page's paint for texts no component shows
 * (docs/decisions/030-the-view-in-the-first-frame.md). A glossary term's head is built from the
 * term's texts, which load with those pages only.
 */
export async function updateHead({
  pathname,
  language,
  origin,
  i18n,
  isCurrent,
}: {
  pathname: string;
  language: Language;
  origin: string;
  i18n: I18n;
  isCurrent: () => boolean;
}): Promise<void> {
  const glossary = pathname.startsWith('/glossary/') ? import('#shared/glossary/terms.js').then((m) => m.glossaryTerm) : undefined;
  const [{ messages: seo }, lookup] = await Promise.all([SEO_CATALOGS[language](), glossary]);
  if (!isCurrent()) return;
  const headI18n = setupI18n({ locale: i18n.locale, messages: { [i18n.locale]: { ...i18n.messages, ...seo } } });
  applyHead(document, buildHead({ pathname, language, origin, i18n: headI18n, glossary: lookup }));
}

/**
 * Builds the head of `pathname` in `language`. `origin` is the site origin
 * (`https://example.com`) or ORIGIN_PLACEHOLDER (src/shared/routes.ts); `i18n` must have `language`'s catalog active.
 */
export function buildHead({
  pathname,
  language,
  origin,
  i18n,
  brand = BRAND,
  glossary,
}: {
  pathname: string;
  language: Language;
  origin: string;
  i18n: I18n;
  /** The glossary's terms by slug: needed on a term's page only (the data loads with those pages). */
  glossary?: (slug: string) => GlossaryTerm | undefined;
  brand?: string;
}): HeadTags {
  const t = (d: Descriptor) => i18n._(d);
  const path = normalizePath(pathname);
  const found = pageMetaFor(path);
  const term = found.glossarySlug ? glossary?.(found.glossarySlug) : undefined;
  // A glossary address without a known term is the 404 page.
  const { meta, kind, slug } = found.glossarySlug && !term ? { meta: NOT_FOUND_META, kind: 'notFound' as const, slug: undefined } : found;
  // A term's title: with its English rendering on the English page, with the glossary's name on the German one.
  const pageTitle = term ? (language === 'en' ? `${term.term} (${term.english})` : `${term.term} – ${t(meta.title)}`) : t(meta.title);
  const title = path === '/' ? `${brand} – ${pageTitle}` : `${pageTitle} · ${brand}`;
  const description = term ? term.short[language] : t(meta.description);

  const tags: HeadTags = {
    title,
    meta: [
      { name: 'description', content: description },
      { name: 'keywords', content: term ? `${term.term}, ${term.english}, ${t(meta.keywords)}` : t(meta.keywords) },
    ],
    links: [],
    jsonLd: [],
  };

  if (kind !== 'indexed') {
    tags.meta.push({ name: 'robots', content: 'noindex' });
    return tags;
  }

  const url = localizedUrl(origin, path, language);
  tags.meta.push(
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: OG_LOCALE[language] },
    { property: 'og:locale:alternate', content: OG_LOCALE[language === 'de' ? 'en' : 'de'] },
    { property: 'og:site_name', content: brand },
    { property: 'og:image', content: `${origin}${OG_IMAGE_PATH}` },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { name: 'twitter:card', content: 'summary_large_image' },
  );
  tags.links.push(
    { rel: 'canonical', href: url },
    { rel: 'alternate', hreflang: 'en', href: localizedUrl(origin, path, 'en') },
    { rel: 'alternate', hreflang: 'de', href: localizedUrl(origin, path, 'de') },
    { rel: 'alternate', hreflang: 'x-default', href: localizedUrl(origin, path, 'en') },
  );

  const homeName = t(HOME_META.title);
  const home = { name: brand, path: '/' };
  if (path === '/') {
    tags.jsonLd.push(
      { '@context': 'https://schema.org', ...organization(origin, language, t) },
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        inLanguage: language,
        mainEntity: FAQ_ITEMS.map((item) => ({
          '@type': 'Question',
          name: t(item.question),
          acceptedAnswer: { '@type': 'Answer', text: t(item.answer) },
        })),
      },
      { '@context': 'https://schema.org', ...breadcrumbs(origin, language, [{ name: homeName, path: '/' }]) },
    );
    return tags;
  }

  if (slug) {
    const service = SERVICE_META[slug];
    tags.jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: pageTitle,
      description,
      serviceType: t(service.serviceType),
      url,
      inLanguage: language,
      availableLanguage: ['en', 'de'],
      areaServed: { '@type': 'Country', name: 'Germany' },
      provider: { '@type': 'ProfessionalService', '@id': `${origin}/#organization`, name: BRAND },
    });
  }
  if (path === '/glossary') tags.jsonLd.push({ '@context': 'https://schema.org', ...glossarySet(origin, language, pageTitle, description) });
  if (term) {
    const glossaryName = t(TOOL_META['/glossary'].title);
    tags.jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'DefinedTerm',
      '@id': `${origin}${path}#term`,
      name: term.term,
      alternateName: term.english,
      description: term.explanation[language],
      inLanguage: language,
      url,
      inDefinedTermSet: glossarySet(origin, language, glossaryName, t(TOOL_META['/glossary'].description)),
    });
    tags.jsonLd.push({
      '@context': 'https://schema.org',
      ...breadcrumbs(origin, language, [home, { name: glossaryName, path: '/glossary' }, { name: term.term, path }]),
    });
    return tags;
  }
  tags.jsonLd.push({
    '@context': 'https://schema.org',
    ...breadcrumbs(origin, language, [home, { name: pageTitle, path }]),
  });
  return tags;
}

/** The glossary as a schema.org DefinedTermSet. */
function glossarySet(origin: string, language: Language, name: string, description: string): Record<string, unknown> {
  return {
    '@type': 'DefinedTermSet',
    '@id': `${origin}/glossary#set`,
    name,
    description,
    inLanguage: language,
    url: localizedUrl(origin, '/glossary', language),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no `</script>` can occur. */
function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The head tags as HTML (each marked `data-head` so the browser can replace them later). */
export function headToHtml(tags: HeadTags): string {
  const parts = [`<title>${escapeHtml(tags.title)}</title>`];
  for (const m of tags.meta) {
    const key = m.name ? `name="${escapeHtml(m.name)}"` : `property="${escapeHtml(m.property ?? '')}"`;
    parts.push(`<meta data-head ${key} content="${escapeHtml(m.content)}">`);
  }
  for (const l of tags.links) {
    const hreflang = l.hreflang ? ` hreflang="${escapeHtml(l.hreflang)}"` : '';
    parts.push(`<link data-head rel="${escapeHtml(l.rel)}"${hreflang} href="${escapeHtml(l.href)}">`);
  }
  for (const data of tags.jsonLd) {
    parts.push(`<script data-head type="application/ld+json">${jsonLdText(data)}</script>`);
  }
  return parts.join('\n    ');
}

/** Replaces the document's title and `data-head` tags with `tags` (browser only). */
export function applyHead(doc: Document, tags: HeadTags): void {
  doc.title = tags.title;
  for (const el of Array.from(doc.head.querySelectorAll('[data-head]'))) el.remove();
  const fragment = doc.createDocumentFragment();
  for (const m of tags.meta) {
    const el = doc.createElement('meta');
    el.setAttribute('data-head', '');
    if (m.name) el.name = m.name;
    else if (m.property) el.setAttribute('property', m.property);
    el.content = m.content;
    fragment.append(el);
  }
  for (const l of tags.links) {
    const el = doc.createElement('link');
    el.setAttribute('data-head', '');
    el.rel = l.rel;
    if (l.hreflang) el.hreflang = l.hreflang;
    el.href = l.href;
    fragment.append(el);
  }
  for (const data of tags.jsonLd) {
    const el = doc.createElement('script');
    el.setAttribute('data-head', '');
    el.type = 'application/ld+json';
    el.textContent = jsonLdText(data);
    fragment.append(el);
  }
  doc.head.append(fragment);
}

/**
 * Glossary terms inside page texts: a link to the term's page that shows its short definition in
 * a react-aria Tooltip on hover and on keyboard focus (the tooltip becomes the link's accessible
 * description). The definitions load after the page has rendered (they are data of their own,
 * src/shared/glossary/terms.ts); until then the term is a plain link, which is also what the
 * prerendered HTML holds.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Focusable, Tooltip, TooltipTrigger } from 'react-aria-components';
import { GLOSSARY_TERM_NAMES, type GlossarySlug } from '#shared/glossary/slugs.js';
import type { GlossaryTerm } from '#shared/glossary/terms.js';
import { Link } from '../../components/Link.js';
import { useLanguage } from '../../i18n/use-language.js';

type Lookup = (slug: string) => GlossaryTerm | undefined;
let loading: Promise<Lookup> | undefined;

/** The glossary's lookup, loaded once after the first render of a page that shows terms. */
function useGlossaryLookup(): Lookup | null {
  const [lookup, setLookup] = useState<Lookup | null>(null);
  useEffect(() => {
    let live = true;
    loading ??= import('#shared/glossary/terms.js').then((m) => m.glossaryTerm);
    void loading.then((fn) => live && setLookup(() => fn));
    return () => {
      live = false;
    };
  }, []);
  return lookup;
}

/** A glossary term in running text: a link to its page, with its short definition as a tooltip. */
export function GlossaryRef({ slug, children }: { slug: GlossarySlug; children: ReactNode }) {
  const language = useLanguage();
  const term = useGlossaryLookup()?.(slug);
  const link = (
    <Link to="/glossary/$slug" params={{ slug }} className="term-ref">
      {children}
    </Link>
  );
  if (!term) return link;
  return (
    <TooltipTrigger delay={300} closeDelay={200}>
      <Focusable>{link}</Focusable>
      <Tooltip className="term-tooltip" offset={6}>
        <strong lang="de">{term.term}</strong> – {term.short[language]}
      </Tooltip>
    </TooltipTrigger>
  );
}

/** Terms found in texts: single words, longest first; "Finanzamt" is left out (it is on every page). */
const FINDABLE = (Object.entries(GLOSSARY_TERM_NAMES) as [GlossarySlug, string][])
  .filter(([slug, name]) => slug !== 'finanzamt' && /^[\p{L}-]+$/u.test(name))
  .sort((a, b) => b[1].length - a[1].length);
const TERM_PATTERN = new RegExp(`(?<![\\p{L}-])(${FINDABLE.map(([, name]) => name).join('|')})(?![\\p{L}-])`, 'gu');
const SLUG_BY_NAME = new Map(FINDABLE.map(([slug, name]) => [name, slug]));

/**
 * `text` with the first mention of each glossary term turned into a GlossaryRef (a term written
 * exactly as in the glossary, as a whole word).
 */
export function withGlossaryRefs(text: string): ReactNode[] {
  const seen = new Set<string>();
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TERM_PATTERN)) {
    const name = match[0];
    const slug = SLUG_BY_NAME.get(name);
    if (!slug || seen.has(slug)) continue;
    seen.add(slug);
    parts.push(
      text.slice(last, match.index),
      <GlossaryRef key={`${slug}-${match.index}`} slug={slug}>
        {name}
      </GlossaryRef>,
    );
    last = match.index + name.length;
  }
  parts.push(text.slice(last));
  return parts;
}

/**
 * Glossary terms inside page texts: a link to the term's page that shows its short definition in
 * a react-aria Tooltip on hover and on keyboard focus (the tooltip becomes the link's accessible
 * description). The definitions (data of their own, src/shared/glossary/terms.ts) and the tooltip's
 * code (react-aria's overlay positioning and animations, GlossaryTooltip.tsx) load after the page
 * has rendered; until then the term is a plain link, which is also what the prerendered HTML holds
 * (docs/decisions/030-the-view-in-the-first-frame.md).
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { GLOSSARY_TERM_NAMES, type GlossarySlug } from '#shared/glossary/slugs.js';
import { Link } from '../../components/Link.js';
import { useLanguage } from '../../i18n/use-language.js';
import { afterPaint } from '../../lib/after-paint.js';
import type { GlossaryTerm } from '#shared/glossary/terms.js';
import type { TermTooltip } from './GlossaryTooltip.js';

type Loaded = { lookup: (slug: string) => GlossaryTerm | undefined; Tooltip: typeof TermTooltip };
let loading: Promise<Loaded> | undefined;

/** The glossary's lookup and the tooltip, loaded once after the first paint of a page that shows terms. */
function useGlossaryTooltips(): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = afterPaint(() => {
      loading ??= Promise.all([import('#shared/glossary/terms.js'), import('./GlossaryTooltip.js')]).then(([terms, tooltip]) => ({
        lookup: terms.glossaryTerm,
        Tooltip: tooltip.TermTooltip,
      }));
      // A transition: the page's terms become tooltips in short slices of work (decision record 036).
      void loading.then((value) => live && startTransition(() => setLoaded(value)));
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return loaded;
}

/** A glossary term in running text: a link to its page, with its short definition as a tooltip. */
export function GlossaryRef({ slug, children }: { slug: GlossarySlug; children: ReactNode }) {
  const language = useLanguage();
  const loaded = useGlossaryTooltips();
  const term = loaded?.lookup(slug);
  const link = (
    <Link to="/glossary/$slug" params={{ slug }} className="term-ref">
      {children}
    </Link>
  );
  if (!loaded || !term) return link;
  return (
    <loaded.Tooltip term={term} language={language}>
      {link}
    </loaded.Tooltip>
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

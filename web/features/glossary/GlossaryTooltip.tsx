/**
 * The tooltip of a glossary term in running text (GlossaryRef.tsx): the term and its short
 * definition, shown on hover and keyboard focus. A chunk of its own, loaded with the glossary's
 * terms after the page has rendered (docs/decisions/030-the-view-in-the-first-frame.md).
 */
import type { JSX } from 'react';
import { Focusable, Tooltip, TooltipTrigger } from 'react-aria-components';
import { TOOLTIP_DELAY_MS, type Language } from '#shared/constants.js';
import type { GlossaryTerm } from '#shared/glossary/terms.js';

/** `children` (the term's link) with the term's short definition in `language` as its tooltip. */
export function TermTooltip({ term, language, children }: { term: GlossaryTerm; language: Language; children: JSX.Element }) {
  return (
    // The design card's tooltip delay (spec §9: 700 ms); once one tooltip has shown, react-aria
    // opens the next at once for a short while, as the card's skip delay asks.
    <TooltipTrigger delay={TOOLTIP_DELAY_MS} closeDelay={200}>
      <Focusable>{children}</Focusable>
      <Tooltip className="term-tooltip" offset={6}>
        <strong lang="de">{term.term}</strong> – {term.short[language]}
      </Tooltip>
    </TooltipTrigger>
  );
}

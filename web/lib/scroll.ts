/**
 * Smooth scrolling to a landing page section, leaving SECTION_SCROLL_OFFSET_PX (80 px) for the
 * sticky header (spec section 2). Honours prefers-reduced-motion.
 */
import { SECTION_SCROLL_OFFSET_PX } from '#shared/constants.js';

/** The landing page's section anchors, in page order (spec section 2). */
export const SECTION_IDS = ['services', 'how-it-works', 'packages', 'about', 'contact'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/**
 * Scrolls so the section's top sits 80 px below the viewport top, records the hash in the
 * address bar and moves focus to the section (for keyboard and screen reader users).
 * Returns false when the section is not on the page.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const top = target.getBoundingClientRect().top + window.scrollY - SECTION_SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: reduceMotion ? 'auto' : 'smooth' });
  if (window.location.hash !== `#${id}`) {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${id}`);
  }
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

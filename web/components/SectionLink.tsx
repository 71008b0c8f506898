/**
 * A link to a landing page section (`/#packages`). On the landing page it scrolls smoothly to
 * the section with the 80 px header offset; elsewhere it navigates to the landing page, whose
 * CSS scroll-padding gives the same offset. Prerendered as a plain `<a href="/#packages">`.
 */
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useRouterState } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { scrollToSection, type SectionId } from '../lib/scroll.js';

/** The sections' link labels in the page language (header, mobile menu, footer). */
export function useSectionLabels(): Record<SectionId, string> {
  const { t } = useLingui();
  return {
    services: t`Services`,
    'how-it-works': t`How It Works`,
    packages: t`Packages`,
    about: t`About`,
    contact: t`Contact`,
  };
}

export function SectionLink({
  section,
  className,
  onNavigate,
  children,
}: {
  section: SectionId;
  className?: string;
  /** Called after the link was followed (the mobile menu closes itself with it). */
  onNavigate?: () => void;
  children: ReactNode;
}) {
  const onLanding = useRouterState({ select: (s) => s.location.pathname === '/' });
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (onLanding && scrollToSection(section)) event.preventDefault();
    onNavigate?.();
  }
  return (
    <RouterLink to="/" hash={section} className={className} onClick={onClick}>
      {children}
    </RouterLink>
  );
}

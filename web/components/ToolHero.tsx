/**
 * The head of a public tool or reference page (the deadline calculator, the glossary;
 * styles/tools.css `.tool-hero`).
 */
import type { ReactNode } from 'react';

/**
 * Renders `<section class="tool-hero">` labelled by its h1 (`titleId`): above the title an
 * `eyebrow` line or a `breadcrumb`, the title (in `titleLang` where it is not the page's language),
 * and the `lead` paragraph under it.
 */
export function ToolHero({
  titleId,
  eyebrow,
  breadcrumb,
  title,
  titleLang,
  lead,
}: {
  titleId: string;
  eyebrow?: ReactNode;
  breadcrumb?: ReactNode;
  title: ReactNode;
  titleLang?: string;
  lead: ReactNode;
}) {
  return (
    <section className="tool-hero" aria-labelledby={titleId}>
      <div className="section__inner">
        {breadcrumb}
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 id={titleId} lang={titleLang}>
          {title}
        </h1>
        <p className="lead">{lead}</p>
      </div>
    </section>
  );
}

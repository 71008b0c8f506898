/**
 * The frame the landing page's sections share (styles/landing.css): a band on the surface or the
 * muted background, its inner column, and a header of the section's h2 and its lead.
 */
import type { ReactNode } from 'react';

/**
 * A section's header: the h2 (`id`, which the section's `aria-labelledby` names) and the lead under
 * it; `center` centres both (the FAQ).
 */
export function LandingSectionHeader({ titleId, title, lead, center = false }: { titleId: string; title: ReactNode; lead: ReactNode; center?: boolean }) {
  return (
    <header className={center ? 'landing-section__header landing-section__header--center' : 'landing-section__header'}>
      <h2 id={titleId}>{title}</h2>
      <p className="section__lead muted">{lead}</p>
    </header>
  );
}

/**
 * A landing page section `<section id>` on the `tone` background, labelled by its h2 (`${id}-title`):
 * the inner column holds the header (title and lead) and then `children`.
 */
export function LandingSection({
  id,
  tone,
  title,
  lead,
  center,
  children,
}: {
  id: string;
  tone: 'surface' | 'muted';
  title: ReactNode;
  lead: ReactNode;
  center?: boolean;
  children: ReactNode;
}) {
  return (
    <LandingSectionFrame id={id} tone={tone}>
      <div className="section__inner">
        <LandingSectionHeader titleId={`${id}-title`} title={title} lead={lead} center={center} />
        {children}
      </div>
    </LandingSectionFrame>
  );
}

/** The band alone, `<section id>` labelled by `${id}-title`, for a section that lays out its inside itself. */
export function LandingSectionFrame({ id, tone, children }: { id: string; tone: 'surface' | 'muted'; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`section landing-section landing-section--${tone}`}>
      {children}
    </section>
  );
}

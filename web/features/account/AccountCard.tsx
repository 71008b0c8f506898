/** The frame of each card on the account page (styles/account.css `.account-card`). */
import type { ReactNode } from 'react';

/**
 * Renders `<section class="card account-card">` labelled by its h2 (`titleId`, `title`), the
 * `intro` paragraph under the title when there is one, then `children`. `wide` spans the grid's
 * columns; `id` is the section's own anchor (`/account#data`).
 */
export function AccountCard({
  id,
  titleId,
  title,
  intro,
  wide = false,
  children,
}: {
  id?: string;
  titleId: string;
  title: ReactNode;
  intro?: ReactNode;
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <section id={id} className={wide ? 'card account-card account-card--wide' : 'card account-card'} aria-labelledby={titleId}>
      <h2 id={titleId} className="account-card__title">
        {title}
      </h2>
      {intro ? <p className="muted account-card__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

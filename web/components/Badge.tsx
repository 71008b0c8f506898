import type { ComponentProps } from 'react';

/** The tones of a badge: the `.badge--*` modifiers of web/styles.css. */
export type BadgeTone = 'accent' | 'success' | 'pending' | 'muted' | 'file';

/**
 * A short status label (`.badge`), e.g. `<Badge tone="success"><Trans>Active</Trans></Badge>`.
 * @param tone its colour; `className` classes besides the badge's; the other props (title, lang,
 *   children) go to the span
 */
export function Badge({ tone, className, ...rest }: { tone: BadgeTone } & ComponentProps<'span'>) {
  return <span className={`badge badge--${tone}${className ? ` ${className}` : ''}`} {...rest} />;
}

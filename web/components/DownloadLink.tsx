/**
 * A file's download button: a small secondary button that opens the file in a new tab. The caller
 * gives its text and its accessible name (which names the file), so the messages stay with it.
 */
import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';

export function DownloadLink({ href, label, className, children }: { href: string; label: string; className?: string; children: ReactNode }) {
  return (
    <AriaLink
      className={className ? `button button--secondary button--small ${className}` : 'button button--secondary button--small'}
      href={href}
      target="_blank"
      rel="noopener"
      aria-label={label}
    >
      {children}
    </AriaLink>
  );
}

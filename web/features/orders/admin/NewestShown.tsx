/** The note under a client's list in the console that shows only its first page. */
import { Trans } from '@lingui/react/macro';

/** "The newest {shown} are shown." under a list whose `page` has more items after it (`nextCursor`); nothing otherwise. */
export function NewestShown({ page }: { page: { items: readonly unknown[]; nextCursor?: unknown } }) {
  const shown = page.items.length;
  if (!page.nextCursor) return null;
  return (
    <p className="muted">
      <Trans>The newest {shown} are shown.</Trans>
    </p>
  );
}

/**
 * Prerendered content that needs no JavaScript (text, images, plain links) and is therefore not
 * hydrated: while React hydrates the page, this boundary suspends on a promise that never settles,
 * so React keeps the server's markup as it is and spends no work on it (less blocking time on a
 * phone; docs/decisions/024-fast-first-paint.md). Should what it shows change later (the language),
 * React renders it afresh, and then, not hydrating, it renders its children. Only for content
 * without handlers or state: a link in it navigates as a plain link (a full page load).
 */
import { type ReactNode, Suspense, use } from 'react';
import { useHydrated } from '../lib/use-hydrated.js';

const never = new Promise<never>(() => {});

function Content({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  // The prerenderer (no document) renders the content; the browser's hydration leaves it alone.
  if (!hydrated && typeof document !== 'undefined') use(never);
  return children;
}

/** Renders `children` in the prerendered page, and in the browser only when not hydrating. */
export function StaticContent({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Content>{children}</Content>
    </Suspense>
  );
}

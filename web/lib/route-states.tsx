/**
 * A data page's states, declared once per route (docs/decisions/034-one-domain-axis-on-the-screen.md):
 * the route's `pendingComponent` and `errorComponent` come from `routeStates`,
 * and the page reads its data with `useSuspenseQuery` after its loader has put it in the cache
 * (TanStack Router's "posts.$postId" example). The page's component then renders only its data.
 *
 * - Pending: the fallback while the page's view chunk loads (`lazyView`, decision record 030) or a
 *   query's key changes (the language). The router never shows it while a loader waits
 *   (`defaultPendingMs: Infinity` in web/router.tsx): the previous page stays, as before, and a page
 *   whose loader has its data paints it in its first frame.
 * - Error: the message with "Retry", which asks again for every query that failed and runs the
 *   route's loader again. An answer with a not-found status (404, and 400 for an id the server
 *   cannot read, unless the route says otherwise) shows the not-found state instead.
 * - Not found: the title and, where the page has one, the link back to its list, shown by the
 *   error component for the server's not-found answer. It is no `notFoundComponent`: a `notFound()`
 *   that a route throws (an address whose id is malformed, in `beforeLoad`) is the app's 404 page.
 *
 * Each state shows the page's head (title, back link) above it and its foot (a section of its own)
 * under it, as the page does.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps, type LinkProps } from '@tanstack/react-router';
import { Fragment, createElement, type ReactNode } from 'react';
import { Link } from '../components/Link.js';
import { ErrorState, LoadingState } from '../components/States.js';
import { errorStatus } from './errors.js';

export interface RouteStatesOptions {
  /** The page's head (title, back link), rendered above each state as above the page. */
  head?: ReactNode;
  /** What the page shows under its data and under each state (a section of its own). */
  foot?: ReactNode;
  /** The loading state's label. */
  loading: ReactNode;
  /** The error state's message (with "Retry" under it). */
  failed: ReactNode;
  /** The not-found state; without it, every error shows the error state. */
  notFound?: {
    title: ReactNode;
    /** The link back to the page's list, under the title: its address and its text. */
    back?: { to: LinkProps['to']; label: ReactNode };
    /** The answers' statuses that mean "no such thing" (default 404 and 400). */
    statuses?: readonly number[];
  };
}

export interface RouteStates {
  Pending: () => ReactNode;
  Failed: (props: ErrorComponentProps) => ReactNode;
}

/**
 * Makes a route's state components. Takes the page's head and foot and the states' texts; returns
 * `Pending` and `Failed` for the route's `pendingComponent` and `errorComponent` (list them in the
 * route's code-split group with its loader and component, so they stay out of the main bundle).
 */
export function routeStates({ head, foot, loading, failed, notFound }: RouteStatesOptions): RouteStates {
  const statuses = notFound?.statuses ?? [404, 400];
  const withHead = (state: ReactNode) => createElement(Fragment, null, head, state, foot);

  function Missing() {
    return withHead(
      <div className="state state--empty">
        <p className="state__title">{notFound?.title}</p>
        {notFound?.back ? (
          <Link to={notFound.back.to} className="text-link">
            {notFound.back.label}
          </Link>
        ) : null}
      </div>,
    );
  }

  function Pending() {
    return withHead(<LoadingState label={loading} />);
  }

  function Failed({ error }: ErrorComponentProps) {
    const router = useRouter();
    const queryClient = useQueryClient();
    const status = errorStatus(error);
    if (notFound && status !== undefined && statuses.includes(status)) return <Missing />;
    const retry = async () => {
      // The failed queries start afresh, so the loader's `ensureQueryData` asks for them again;
      // the router's reload then renders the page anew (its error boundary resets with the match).
      await queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' });
      await router.invalidate();
    };
    return withHead(<ErrorState message={failed} onRetry={() => void retry()} />);
  }

  return { Pending, Failed };
}

/**
 * A query whose refetch has failed throws its error, so the page shows its error state as after a
 * failed first load (what the pages did before they read with `useSuspenseQuery`, which keeps
 * showing the old data). Takes the query's result; returns it.
 */
export function orFailed<Q extends { isError: boolean; error: unknown }>(query: Q): Q {
  if (query.isError) throw query.error;
  return query;
}

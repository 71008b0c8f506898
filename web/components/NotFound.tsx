import { Trans } from '@lingui/react/macro';
import { Link } from './Link.js';
import { PublicLayout } from './PublicLayout.js';

/** The 404 page (spec section 2: any unknown path), titled "Page Not Found". */
export function NotFound() {
  return (
    <PublicLayout mainClassName="page__main page__main--narrow">
      <section className="card card--center not-found">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>
          <Trans>Page Not Found</Trans>
        </h1>
        <p className="muted">
          <Trans>The page you are looking for does not exist or has been moved.</Trans>
        </p>
        <Link to="/" className="button button--primary">
          <Trans>Back to home</Trans>
        </Link>
      </section>
    </PublicLayout>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { Link } from './Link.js';
import { SiteHeader } from './SiteHeader.js';

/** The 404 page (spec section 2: any unknown path). */
export function NotFound() {
  const { t } = useLingui();
  useDocumentTitle(t`Page Not Found`);
  return (
    <div className="page">
      <SiteHeader />
      <main id="main" className="page__main page__main--narrow">
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
      </main>
    </div>
  );
}

/** The dashboard's own parts: the welcome line with "Add a letter" and "Buy hours", and the shortcuts to the other portal pages. */
import { Trans } from '@lingui/react/macro';
import { Link } from '../../components/Link.js';
import { trpc } from '../../lib/trpc.js';

/** "Welcome back, {name}!" with the page's intro and the main actions: adding a Finanzamt letter, buying hours. */
export function Welcome() {
  const me = trpc.auth.me.useQuery();
  const name = me.data?.user.name ?? '';
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <div className="welcome__text">
        <h2 id="welcome-title" className="welcome__title">
          <Trans>Welcome back, {name}!</Trans>
        </h2>
        <p className="muted">
          <Trans>Here is an overview of your hours, questions and documents.</Trans>
        </p>
      </div>
      <div className="welcome__action">
        <div className="welcome__buttons">
          <Link to="/letters" hash="add-letter" className="button button--primary button--large">
            <span aria-hidden="true">+ </span>
            <Trans>Add a letter</Trans>
          </Link>
          <Link to="/order" className="button button--secondary button--large">
            <Trans>Buy hours</Trans>
          </Link>
        </div>
        <p className="welcome__hint muted">
          <Trans>Got a letter from the Finanzamt? Upload a photo or PDF.</Trans>
        </p>
      </div>
    </section>
  );
}

/** Cards linking to the letters, questions, documents, orders and invoices pages. */
export function PortalShortcuts() {
  return (
    <section aria-labelledby="shortcuts-title" className="section-block">
      <h2 id="shortcuts-title" className="visually-hidden">
        <Trans>Your portal</Trans>
      </h2>
      <div className="shortcut-grid">
        <Link to="/letters" className="card card--link shortcut">
          <span className="shortcut__icon" aria-hidden="true">
            ✉
          </span>
          <span className="shortcut__title">
            <Trans>Letters</Trans>
          </span>
          <span className="shortcut__text muted">
            <Trans>Your letters from the Finanzamt, explained, with their deadlines.</Trans>
          </span>
        </Link>
        <Link to="/questions" className="card card--link shortcut">
          <span className="shortcut__icon" aria-hidden="true">
            ?
          </span>
          <span className="shortcut__title">
            <Trans>Questions</Trans>
          </span>
          <span className="shortcut__text muted">
            <Trans>Ask our experts about your tax documents and Finanzamt letters.</Trans>
          </span>
        </Link>
        <Link to="/documents" className="card card--link shortcut">
          <span className="shortcut__icon" aria-hidden="true">
            ▤
          </span>
          <span className="shortcut__title">
            <Trans>Documents</Trans>
          </span>
          <span className="shortcut__text muted">
            <Trans>Upload your tax documents and keep them organised in folders.</Trans>
          </span>
        </Link>
        <Link to="/orders" className="card card--link shortcut">
          <span className="shortcut__icon" aria-hidden="true">
            €
          </span>
          <span className="shortcut__title">
            <Trans>Orders</Trans>
          </span>
          <span className="shortcut__text muted">
            <Trans>Your orders of hour packages, and how to pay an open one.</Trans>
          </span>
        </Link>
        <Link to="/invoices" className="card card--link shortcut">
          <span className="shortcut__icon" aria-hidden="true">
            ≡
          </span>
          <span className="shortcut__title">
            <Trans>Invoices</Trans>
          </span>
          <span className="shortcut__text muted">
            <Trans>Your invoices and credit notes, to download as PDF.</Trans>
          </span>
        </Link>
      </div>
    </section>
  );
}

/**
 * The dashboard's own parts: the welcome line with "Add a letter" and "Buy hours", the client's
 * dedicated specialist, and the shortcuts to the other portal pages.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '../../components/Link.js';
import { trpc } from '../../lib/trpc.js';
import { BuyHoursLink } from '../purchases/index.js';

/**
 * "Welcome, {name}!" on the first visit (the session registration opened), "Welcome back, {name}!"
 * afterwards (docs/decisions/026-first-visit-welcome.md), with the page's intro and the main
 * actions: adding a Finanzamt letter, buying hours.
 */
export function Welcome() {
  const me = trpc.auth.me.useQuery();
  const name = me.data?.user.name ?? '';
  const firstVisit = me.data?.user.firstVisit ?? false;
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <div className="welcome__text">
        <h2 id="welcome-title" className="welcome__title">
          {firstVisit ? <Trans>Welcome, {name}!</Trans> : <Trans>Welcome back, {name}!</Trans>}
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
          <BuyHoursLink className="button button--secondary button--large" />
        </div>
        <p className="welcome__hint muted">
          <Trans>Got a letter from the Finanzamt? Upload a photo or PDF.</Trans>
        </p>
      </div>
    </section>
  );
}

/**
 * The client's dedicated specialist (Premium; docs/decisions/069-dedicated-specialist.md): their
 * initial and name, and that new questions and letters go to them. Nothing without one.
 */
export function SpecialistCard() {
  const mine = trpc.specialist.mine.useQuery(undefined, { staleTime: 60_000 });
  const specialist = mine.data?.specialist;
  if (!specialist) return null;
  const name = specialist.name;
  return (
    <section className="card specialist-card" aria-labelledby="specialist-title">
      <span className="avatar avatar--large" aria-hidden="true">
        {specialist.initial}
      </span>
      <div>
        <h2 id="specialist-title" className="specialist-card__title">
          <Trans>Your dedicated specialist: {name}</Trans>
        </h2>
        <p className="muted">
          <Trans>Your new questions and Finanzamt letters go straight to {name}.</Trans>
        </p>
      </div>
    </section>
  );
}

/** The portal pages the dashboard links to. */
type ShortcutPath = '/letters' | '/questions' | '/documents' | '/orders' | '/invoices';

/** Cards linking to the letters, questions, documents, orders and invoices pages. */
export function PortalShortcuts() {
  return (
    <section aria-labelledby="shortcuts-title" className="section-block">
      <h2 id="shortcuts-title" className="visually-hidden">
        <Trans>Your portal</Trans>
      </h2>
      <div className="shortcut-grid">
        <Shortcut to="/letters" icon="✉" title={<Trans>Letters</Trans>}>
          <Trans>Your letters from the Finanzamt, explained, with their deadlines.</Trans>
        </Shortcut>
        <Shortcut to="/questions" icon="?" title={<Trans>Questions</Trans>}>
          <Trans>Ask our experts about your tax documents and Finanzamt letters.</Trans>
        </Shortcut>
        <Shortcut to="/documents" icon="▤" title={<Trans>Documents</Trans>}>
          <Trans>Upload your tax documents and keep them organised in folders.</Trans>
        </Shortcut>
        <Shortcut to="/orders" icon="€" title={<Trans>Orders</Trans>}>
          <Trans>Your orders of hour packages, and how to pay an open one.</Trans>
        </Shortcut>
        <Shortcut to="/invoices" icon="≡" title={<Trans>Invoices</Trans>}>
          <Trans>Your invoices and credit notes, to download as PDF.</Trans>
        </Shortcut>
      </div>
    </section>
  );
}

/** One shortcut card: an icon, the page's name and what it is for. */
function Shortcut({ to, icon, title, children }: { to: ShortcutPath; icon: string; title: ReactNode; children: ReactNode }) {
  return (
    <Link to={to} className="card card--link shortcut">
      <span className="shortcut__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="shortcut__title">{title}</span>
      <span className="shortcut__text muted">{children}</span>
    </Link>
  );
}

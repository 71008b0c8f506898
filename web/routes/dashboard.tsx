import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { Button, Label, ProgressBar } from 'react-aria-components';
import type { Purchase, TimeEntry } from '#shared/purchases.schema.js';
import { Link } from '../components/Link.js';
import { ErrorState, LoadingState } from '../components/States.js';
import { requireUser } from '../features/auth/require-user.js';
import { localizedPackageName } from '../features/marketing/package-copy.js';
import { PortalLayout } from '../features/portal/PortalLayout.js';
import { PurchaseLedger, type LedgerState } from '../features/portal/PurchaseLedger.js';
import { PurchaseNotice } from '../features/portal/PurchaseNotice.js';
import { useLanguage } from '../i18n/use-language.js';
import { formatDate, formatHours, formatHoursUnit } from '#shared/format.js';
import { trpc } from '../lib/trpc.js';
import { requireCatalog } from '../i18n/i18n.js';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: requireUser,
  loader: () => requireCatalog('portal', 'errors'),
  component: DashboardPage,
});

function DashboardPage() {
  const me = trpc.auth.me.useQuery();
  const name = me.data?.user.name ?? '';

  return (
    <PortalLayout titleIsHeading>
      <section className="welcome" aria-labelledby="welcome-title">
        <h2 id="welcome-title" className="welcome__title">
          <Trans>Welcome back, {name}!</Trans>
        </h2>
        <p className="muted">
          <Trans>Here is an overview of your hours, questions and documents.</Trans>
        </p>
      </section>
      <HoursSummary />
      <Packages />
      <section aria-labelledby="shortcuts-title" className="section-block">
        <h2 id="shortcuts-title" className="visually-hidden">
          <Trans>Your portal</Trans>
        </h2>
        <div className="shortcut-grid">
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
        </div>
      </section>
    </PortalLayout>
  );
}

function HoursSummary() {
  const { t } = useLingui();
  const language = useLanguage();
  const summary = trpc.purchases.summary.useQuery();

  if (summary.isPending) return <LoadingState label={t`Loading your hours...`} />;
  if (summary.isError) {
    return <ErrorState message={<Trans>Failed to load your hours. Please try again.</Trans>} onRetry={() => void summary.refetch()} />;
  }
  const { totalHours, hoursUsed, hoursRemaining, activePackages } = summary.data;
  const hours = (value: number) => formatHoursUnit(value, language);

  return (
    <section aria-labelledby="summary-title" className="section-block">
      <h2 id="summary-title" className="visually-hidden">
        <Trans>Hours summary</Trans>
      </h2>
      <dl className="summary-grid">
        <div className="card summary-card">
          <dt>
            <Trans>Total Hours</Trans>
          </dt>
          <dd className="summary-card__value">{hours(totalHours)}</dd>
          <dd className="summary-card__note muted">
            <Plural value={activePackages} one="# active package" other="# active packages" />
          </dd>
        </div>
        <div className="card summary-card">
          <dt>
            <Trans>Hours Used</Trans>
          </dt>
          <dd className="summary-card__value">{hours(hoursUsed)}</dd>
        </div>
        <div className="card summary-card summary-card--accent">
          <dt>
            <Trans>Hours Remaining</Trans>
          </dt>
          <dd className="summary-card__value">{hours(hoursRemaining)}</dd>
        </div>
      </dl>
    </section>
  );
}

function Packages() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const purchases = trpc.purchases.list.useQuery();
  const ledger = trpc.purchases.ledger.useQuery();
  const byPurchase = useMemo(() => (ledger.data ? entriesByPurchase(ledger.data) : null), [ledger.data]);
  const now = new Date();

  /** The time log of one purchase (the ledger comes newest first and stays so). */
  function ledgerOf(purchaseId: string): LedgerState {
    if (ledger.isError) return { status: 'error', retry: () => void ledger.refetch() };
    if (!byPurchase) return { status: 'pending' };
    return { status: 'success', entries: byPurchase.get(purchaseId) ?? [] };
  }

  return (
    <section aria-labelledby="packages-title" className="section-block">
      <h2 id="packages-title">
        <Trans>Your Packages</Trans>
      </h2>
      {purchases.isPending ? (
        <LoadingState label={t`Loading your packages...`} />
      ) : purchases.isError ? (
        <ErrorState message={<Trans>Failed to load your packages. Please try again.</Trans>} onRetry={() => void purchases.refetch()} />
      ) : purchases.data.length === 0 ? (
        <div className="card card--center empty-packages">
          <h3>
            <Trans>No Packages Yet</Trans>
          </h3>
          <p className="muted">
            <Trans>Buy a package of expert hours to get help with your German tax documents.</Trans>
          </p>
          <Button className="button button--primary" onPress={() => void navigate({ to: '/', hash: 'packages' })}>
            <Trans>View Packages</Trans>
          </Button>
        </div>
      ) : (
        <ul className="purchase-grid">
          {purchases.data.map((purchase) => (
            <PurchaseCard key={purchase.id} purchase={purchase} ledger={ledgerOf(purchase.id)} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}

function entriesByPurchase(entries: readonly TimeEntry[]): Map<string, TimeEntry[]> {
  const byPurchase = new Map<string, TimeEntry[]>();
  for (const entry of entries) {
    const list = byPurchase.get(entry.purchaseId);
    if (list) list.push(entry);
    else byPurchase.set(entry.purchaseId, [entry]);
  }
  return byPurchase;
}

function PurchaseCard({ purchase, ledger, now }: { purchase: Purchase; ledger: LedgerState; now: Date }) {
  const { t } = useLingui();
  const language = useLanguage();
  const name = purchase.packageName ? localizedPackageName(purchase.packageName, language) : t`Package`;
  const purchased = formatDate(purchase.purchasedAt, language);
  const expires = formatDate(purchase.expiresAt, language);
  const remaining = formatHours(purchase.hoursRemaining, language);
  const total = formatHours(purchase.hoursTotal, language);
  const used = formatHours(purchase.hoursUsed, language);
  const maxValue = Math.max(purchase.hoursTotal, purchase.hoursUsed, 1);

  return (
    <li className={`card purchase-card${purchase.active ? '' : ' purchase-card--inactive'}`}>
      <div className="purchase-card__head">
        <h3 className="purchase-card__name">{name}</h3>
        {purchase.expired ? null : purchase.active ? (
          <span className="badge badge--success">
            <Trans>Active</Trans>
          </span>
        ) : (
          <span className="badge badge--muted">
            <Trans>Used up</Trans>
          </span>
        )}
      </div>
      <p className="muted purchase-card__date">
        <Trans>Purchased {purchased}</Trans>
      </p>
      <p className="purchase-card__hours">
        <Trans>
          <strong>{remaining}</strong> / {total} h remaining
        </Trans>
      </p>
      <ProgressBar className="progress" value={purchase.hoursUsed} minValue={0} maxValue={maxValue} valueLabel={t`${used} of ${total} hours used`}>
        {({ percentage }) => (
          <>
            <div className="progress__header">
              <Label className="progress__label">
                <Trans>Hours used</Trans>
              </Label>
              <span className="progress__value" aria-hidden="true">
                {used} / {total} h
              </span>
            </div>
            <div className="progress__track">
              <div className="progress__fill" style={{ width: `${percentage ?? 0}%` }} />
            </div>
          </>
        )}
      </ProgressBar>
      <p className="purchase-card__expiry muted">{purchase.expired ? <Trans>Expired</Trans> : <Trans>Expires {expires}</Trans>}</p>
      <PurchaseNotice purchase={purchase} now={now} />
      <PurchaseLedger ledger={ledger} />
    </li>
  );
}

/**
 * The dashboard's "Your Packages": one card per purchase with its hours, expiry, notice and time
 * log, or the way to the packages when there is none yet.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Label, ProgressBar } from 'react-aria-components';
import { formatDate, formatHours } from '#shared/format.js';
import type { Purchase, TimeEntry } from '#shared/purchases/purchases.schema.js';
import { ErrorState, LoadingState } from '../../components/States.js';
import { useLanguage } from '../../i18n/use-language.js';
import { trpc } from '../../lib/trpc.js';
import { localizedPackageName } from '../packages/index.js';
import { PurchaseLedger, type LedgerState } from './PurchaseLedger.js';
import { PurchaseNotice } from './PurchaseNotice.js';
import { BuyHoursLink } from './BuyHoursLink.js';
import { Badge } from '../../components/Badge.js';

export function PurchaseList() {
  const { t } = useLingui();
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
          <BuyHoursLink />
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
  const name = purchase.packageName ? localizedPackageName({ name: purchase.packageName, nameDe: purchase.packageNameDe }, language) : t`Package`;
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
        {purchase.expired ? null : (
          <Badge tone={purchase.active ? 'success' : 'muted'}>{purchase.active ? <Trans>Active</Trans> : <Trans>Used up</Trans>}</Badge>
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

import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../features/session/guard.js';
import { WithdrawalFrame } from '../features/withdrawal/WithdrawalFrame.js';
import { requireCatalog } from '../i18n/i18n.js';
import { lazyView } from '../lib/lazy-view.js';

/** The page's body, a chunk of its own that the loader fetches with the catalogs. */
const { load: loadView, View: WithdrawalView } = lazyView(() => import('../features/withdrawal/WithdrawalView.js').then((m) => m.WithdrawalView));

/** What an order's "Withdraw from contract" link fills in. */
interface WithdrawSearch {
  name?: string;
  email?: string;
  reference?: string;
}

const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : undefined);

/**
 * Withdrawing from a contract (§ 356a BGB): open to everyone, signed in or not, in two steps (the
 * contract's details, then "Confirm withdrawal") and a receipt. Rendered in the browser (its steps
 * need the API), kept out of search engines (src/shared/routes.ts).
 */
export const Route = createFileRoute('/withdraw')({
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: (search: Record<string, unknown>): WithdrawSearch => ({
    name: text(search.name, 200),
    email: text(search.email, 254),
    reference: text(search.reference, 60),
  }),
  beforeLoad: guard(),
  loader: () => Promise.all([requireCatalog('pages', 'errors'), loadView()]),
  component: WithdrawPage,
});

function WithdrawPage() {
  const search = Route.useSearch();
  return (
    <WithdrawalFrame>
      <WithdrawalView initial={search} />
    </WithdrawalFrame>
  );
}

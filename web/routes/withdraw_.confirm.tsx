import { createFileRoute } from '@tanstack/react-router';
import { validateTokenSearch } from '../lib/token-search.js';
import { guard } from '../features/session/guard.js';
import { WithdrawalFrame } from '../features/withdrawal/WithdrawalFrame.js';
import { requireCatalog } from '../i18n/i18n.js';
import { lazyView } from '../lib/lazy-view.js';

/** The page's body, a chunk of its own that the loader fetches with the catalogs. */
const { load: loadView, View: WithdrawalConfirmView } = lazyView(() =>
  import('../features/withdrawal/WithdrawalConfirmView.js').then((m) => m.WithdrawalConfirmView),
);

/**
 * The page a withdrawal's confirmation link opens (`/withdraw/confirm?token=…`, decision record
 * 018): open without login; one button confirms (a POST, so a mail scanner that merely fetches the
 * link changes nothing). Rendered in the browser, kept out of search engines (src/shared/routes.ts).
 */
export const Route = createFileRoute('/withdraw_/confirm')({
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: validateTokenSearch,
  beforeLoad: guard(),
  loader: () => Promise.all([requireCatalog('pages', 'errors'), loadView()]),
  component: WithdrawConfirmPage,
});

function WithdrawConfirmPage() {
  const { token } = Route.useSearch();
  return (
    <WithdrawalFrame>
      <WithdrawalConfirmView token={token} />
    </WithdrawalFrame>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { LoadingState } from '../../components/States.js';
import { PAGE_INPUT, PAGE_OPTIONS } from '../../features/orders/queries.js';
import { PortalPageTitle } from '../../features/portal/PortalLayout.js';
import { prefetched } from '../../lib/prefetch.js';
import { lazyView } from '../../lib/lazy-view.js';

/** The page's body, a chunk of its own that the loader fetches with the data (see the letters routes). */
const { load: loadView, View: InvoiceList } = lazyView(() => import('../../features/orders/InvoiceList.js').then((m) => m.InvoiceList));

/** The client's invoices and credit notes, each to download as PDF. */
export const Route = createFileRoute('/_portal/invoices')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { api } }) =>
    prefetched(api.queryClient.ensureInfiniteQueryData(api.utils.invoices.list.infiniteQueryOptions(PAGE_INPUT, PAGE_OPTIONS)), loadView()),
  component: InvoicesPage,
});

function InvoicesPage() {
  const { t } = useLingui();
  return (
    <>
      <PortalPageTitle title={<Trans>Invoices</Trans>} lead={<Trans>Your invoices and credit notes, newest first, each as a PDF.</Trans>} />
      <Suspense fallback={<LoadingState label={t`Loading your invoices...`} />}>
        <InvoiceList />
      </Suspense>
    </>
  );
}

import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DocumentsView } from '../../features/documents/DocumentsView.js';
import { PortalPageTitle } from '../../features/portal/PortalLayout.js';
import { prefetched } from '../../lib/prefetch.js';

/** Documents (spec section 2): folders, upload and the client's documents, which the client renames, moves and deletes. */
export const Route = createFileRoute('/_portal/documents')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { api } }) =>
    prefetched(
      api.queryClient.ensureQueryData(api.utils.folders.list.queryOptions()),
      api.queryClient.ensureQueryData(api.utils.documents.list.queryOptions()),
      api.queryClient.ensureQueryData(api.utils.documents.limits.queryOptions()),
    ),
  component: DocumentsPage,
});

function DocumentsPage() {
  return (
    <>
      <PortalPageTitle title={<Trans>Documents</Trans>} lead={<Trans>Upload your tax documents and keep them organised in folders.</Trans>} />
      <DocumentsView />
    </>
  );
}

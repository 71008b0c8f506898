import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Link } from '../../../components/Link.js';
import { CallList, CallsNotIncluded } from '../../../features/calls/index.js';
import { PortalPageTitle } from '../../../features/portal/PortalLayout.js';
import { prefetched } from '../../../lib/prefetch.js';
import { trpc } from '../../../lib/trpc.js';

/** Calls (docs/decisions/072-calls.md): the client's calls with the firm's experts; book, move or cancel one. */
export const Route = createFileRoute('/_portal/calls/')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { api } }) =>
    prefetched(api.queryClient.ensureQueryData(api.utils.calls.list.queryOptions()), api.queryClient.ensureQueryData(api.utils.calls.access.queryOptions())),
  component: CallsPage,
});

function CallsPage() {
  const calls = trpc.calls.list.useQuery();
  const access = trpc.calls.access.useQuery();
  return (
    <>
      <PortalPageTitle title={<Trans>Calls</Trans>} lead={<Trans>Talk a letter or a question through with one of our experts, by phone or video.</Trans>} />
      {access.data?.calls ? (
        <p>
          <Link to="/calls/new" className="button button--primary">
            <Trans>Book a call</Trans>
          </Link>
        </p>
      ) : access.data ? (
        <CallsNotIncluded />
      ) : null}
      {calls.data ? <CallList calls={calls.data} /> : null}
    </>
  );
}

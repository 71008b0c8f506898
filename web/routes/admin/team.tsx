import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ownerPage } from '../../features/session/guard.js';
import { AdminPageTitle } from '../../features/admin/ui.js';
import { InviteExpertDialog, TeamView } from '../../features/staff/admin/index.js';
import { prefetched } from '../../lib/prefetch.js';
import { orFailed, routeStates } from '../../lib/route-states.js';
import { trpc } from '../../lib/trpc.js';

const head = (
  <AdminPageTitle
    title={<Trans>Team</Trans>}
    lead={<Trans>The firm’s owners and experts. Invite an expert by email; deactivate an account to sign it out everywhere at once.</Trans>}
    actions={
      <InviteExpertDialog
        triggerClassName="button button--primary button--small"
        trigger={
          <>
            <span aria-hidden="true">+ </span>
            <Trans>Invite an expert</Trans>
          </>
        }
      />
    }
  />
);

const { Pending, Failed } = routeStates({
  head,
  loading: <Trans>Loading the team...</Trans>,
  failed: <Trans>Failed to load the team. Please try again.</Trans>,
});

/** The team (decision record 064): the owner's list of staff and open invitations; invite, withdraw, deactivate, reactivate. */
export const Route = createFileRoute('/admin/team')({
  // The owner's page: an expert is taken to the inbox (decision record 064).
  beforeLoad: ownerPage,
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  loader: ({ context: { api } }) => prefetched(api.queryClient.ensureQueryData(api.utils.admin.staff.overview.queryOptions())),
  component: TeamPage,
  pendingComponent: Pending,
  errorComponent: Failed,
});

function TeamPage() {
  const [overview, query] = trpc.admin.staff.overview.useSuspenseQuery();
  orFailed(query);
  return (
    <>
      {head}
      <TeamView overview={overview} />
    </>
  );
}

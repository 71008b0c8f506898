import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPageTitle } from '../../features/admin/ui.js';
import { AvailabilityExceptions, WeeklyHoursForm } from '../../features/calls/admin/index.js';
import { prefetched } from '../../lib/prefetch.js';
import { orFailed, routeStates } from '../../lib/route-states.js';
import { trpc } from '../../lib/trpc.js';

const head = (
  <AdminPageTitle
    title={<Trans>My hours</Trans>}
    lead={
      <Trans>
        When clients can book a call with you: your weekly hours and the dates that differ, all in Berlin time (Europe/Berlin). Calls already booked stay when
        you change them.
      </Trans>
    }
  />
);

const { Pending, Failed } = routeStates({
  head,
  loading: <Trans>Loading your hours...</Trans>,
  failed: <Trans>Failed to load your hours. Please try again.</Trans>,
});

/** "My hours" (decision record 072): every member of staff's weekly hours for calls, video link and exceptions. */
export const Route = createFileRoute('/admin/availability')({
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  loader: ({ context: { api } }) => prefetched(api.queryClient.ensureQueryData(api.utils.admin.calls.availability.queryOptions())),
  component: AvailabilityPage,
  pendingComponent: Pending,
  errorComponent: Failed,
});

function AvailabilityPage() {
  const [availability, query] = trpc.admin.calls.availability.useSuspenseQuery();
  orFailed(query);
  return (
    <>
      {head}
      <WeeklyHoursForm availability={availability} />
      <AvailabilityExceptions availability={availability} />
    </>
  );
}

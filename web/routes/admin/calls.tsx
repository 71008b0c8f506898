import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { AdminPageTitle } from '../../features/admin/ui.js';
import { StaffCallList } from '../../features/calls/admin/index.js';
import { SelectField } from '../../components/SelectField.js';
import { prefetchedOnEnter } from '../../lib/prefetch.js';

interface CallsSearch {
  /** Everyone's calls; the viewer's when absent. */
  who?: 'all';
  /** Past and cancelled calls; upcoming ones when absent. */
  when?: 'past';
}

/**
 * The console's calls (decision record 072): the viewer's or everyone's, upcoming or past, each
 * with its client, expert, topic and how it happens; an upcoming call can be cancelled here.
 */
export const Route = createFileRoute('/admin/calls')({
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: (search: Record<string, unknown>): CallsSearch => ({
    who: search.who === 'all' ? 'all' : undefined,
    when: search.when === 'past' ? 'past' : undefined,
  }),
  loaderDeps: ({ search: { who, when } }) => ({ who: who ?? ('mine' as const), when: when ?? ('upcoming' as const) }),
  loader: ({ context: { api }, deps, cause }) => prefetchedOnEnter(cause, api.queryClient.ensureQueryData(api.utils.admin.calls.list.queryOptions(deps))),
  component: CallsPage,
});

function CallsPage() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const who = search.who ?? 'mine';
  const when = search.when ?? 'upcoming';

  return (
    <>
      <AdminPageTitle
        title={<Trans>Calls</Trans>}
        lead={<Trans>Calls clients booked, quarterly calls included, in Berlin time. After a call, log the time on the client’s page.</Trans>}
      />
      <Tabs
        className="admin-tabs"
        selectedKey={when}
        onSelectionChange={(key: Key) => void navigate({ search: (prev) => ({ ...prev, when: key === 'past' ? 'past' : undefined }) })}
      >
        <div className="admin-toolbar">
          <TabList className="tabs__list" aria-label={t`Calls`}>
            <Tab id="upcoming" className="tabs__tab">
              <Trans>Upcoming</Trans>
            </Tab>
            <Tab id="past" className="tabs__tab">
              <Trans>Past and cancelled</Trans>
            </Tab>
          </TabList>
          <SelectField
            className="calls-filter"
            label={<Trans>Show</Trans>}
            options={[
              { id: 'mine', label: t`Mine` },
              { id: 'all', label: t`Everyone’s` },
            ]}
            value={who}
            onChange={(value) => void navigate({ search: (prev) => ({ ...prev, who: value === 'all' ? 'all' : undefined }), replace: true })}
          />
        </div>
        <TabPanel id="upcoming" className="tabs__panel">
          <StaffCallList input={{ who, when: 'upcoming' }} />
        </TabPanel>
        <TabPanel id="past" className="tabs__panel">
          <StaffCallList input={{ who, when: 'past' }} />
        </TabPanel>
      </Tabs>
    </>
  );
}

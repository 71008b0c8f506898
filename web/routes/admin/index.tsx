import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { QuestionResults } from '../../features/admin/QuestionInbox.js';
import { AdminPageTitle, SearchBox } from '../../features/admin/ui.js';
import { prefetchedOnEnter } from '../../lib/prefetch.js';
import { trpc } from '../../lib/trpc.js';

interface InboxSearch {
  /** The Answered tab; Pending when absent. */
  tab?: 'answered';
  /** Search text. */
  q?: string;
}

/** The question inbox: Pending (oldest first, with the answer form) and Answered, searchable. */
export const Route = createFileRoute('/admin/')({
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: (search: Record<string, unknown>): InboxSearch => ({
    tab: search.tab === 'answered' ? 'answered' : undefined,
    q: typeof search.q === 'string' && search.q.trim() ? search.q.trim() : undefined,
  }),
  loaderDeps: ({ search: { tab, q } }) => ({ tab, q }),
  // The open tab's list (only the selected tab panel is rendered).
  loader: ({ context: { api }, deps: { tab, q }, cause }) =>
    prefetchedOnEnter(
      cause,
      api.queryClient.ensureQueryData(api.utils.admin.questions.list.queryOptions({ status: tab === 'answered' ? 'answered' : 'pending', search: q })),
    ),
  component: InboxPage,
});

function InboxPage() {
  const { t } = useLingui();
  const { tab, q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const status = tab === 'answered' ? 'answered' : 'pending';
  const pending = trpc.admin.questions.list.useQuery({ status: 'pending' });
  const pendingCount = pending.data?.length;

  return (
    <>
      <AdminPageTitle title={<Trans>Questions</Trans>} lead={<Trans>Answer pending questions, oldest first, and log the time spent in the same step.</Trans>} />
      <Tabs
        className="admin-tabs"
        selectedKey={status}
        onSelectionChange={(key: Key) => void navigate({ search: (prev) => ({ ...prev, tab: key === 'answered' ? 'answered' : undefined }) })}
      >
        <div className="admin-toolbar">
          <TabList className="tabs__list" aria-label={t`Question status`}>
            <Tab id="pending" className="tabs__tab">
              <Trans>Pending</Trans>
              {pendingCount ? <span className="tabs__count">{pendingCount}</span> : null}
            </Tab>
            <Tab id="answered" className="tabs__tab">
              <Trans>Answered</Trans>
            </Tab>
          </TabList>
          <SearchBox
            label={<Trans>Search questions</Trans>}
            placeholder={t`Text, client name or e-mail`}
            value={q}
            onSearch={(text) => void navigate({ search: (prev) => ({ ...prev, q: text || undefined }), replace: true })}
          />
        </div>
        <TabPanel id="pending" className="tabs__panel">
          <QuestionResults status="pending" search={q} />
        </TabPanel>
        <TabPanel id="answered" className="tabs__panel">
          <QuestionResults status="answered" search={q} />
        </TabPanel>
      </Tabs>
    </>
  );
}

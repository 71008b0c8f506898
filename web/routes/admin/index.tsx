import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { FirmSetupNotice } from '../../features/settings/admin/FirmDetails.js';
import { InboxResults } from '../../features/letters/admin/LetterInbox.js';
import { QuestionResults } from '../../features/questions/admin/QuestionInbox.js';
import { AdminPageTitle, SearchBox } from '../../features/admin/ui.js';
import { prefetchedOnEnter } from '../../lib/prefetch.js';
import { trpc } from '../../lib/trpc.js';

interface InboxSearch {
  /** The Answered tab; Open when absent. */
  tab?: 'answered';
  /** Search text. */
  q?: string;
}

/**
 * The expert's inbox: Open (letters and pending questions together, nearest deadline first; a
 * question is answered in place, a letter opens its page) and Answered (questions), searchable.
 */
export const Route = createFileRoute('/admin/')({
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: (search: Record<string, unknown>): InboxSearch => ({
    tab: search.tab === 'answered' ? 'answered' : undefined,
    q: typeof search.q === 'string' && search.q.trim() ? search.q.trim() : undefined,
  }),
  loaderDeps: ({ search: { tab, q } }) => ({ tab, q }),
  // The open tab's lists (only the selected tab panel is rendered).
  loader: ({ context: { api }, deps: { tab, q }, cause }) =>
    prefetchedOnEnter(
      cause,
      ...(tab === 'answered'
        ? [api.queryClient.ensureQueryData(api.utils.admin.questions.list.queryOptions({ status: 'answered', search: q }))]
        : [
            api.queryClient.ensureQueryData(api.utils.admin.letters.inbox.queryOptions()),
            api.queryClient.ensureQueryData(api.utils.admin.questions.list.queryOptions({ status: 'pending' })),
          ]),
    ),
  component: InboxPage,
});

function InboxPage() {
  const { t } = useLingui();
  const { tab, q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const status = tab === 'answered' ? 'answered' : 'open';
  const inbox = trpc.admin.letters.inbox.useQuery();
  const openCount = inbox.data?.length;

  return (
    <>
      <AdminPageTitle
        title={<Trans>Inbox</Trans>}
        lead={<Trans>Open letters and pending questions, nearest deadline first. Answer a question here; open a letter to explain it.</Trans>}
      />
      <FirmSetupNotice />
      <Tabs
        className="admin-tabs"
        selectedKey={status}
        onSelectionChange={(key: Key) => void navigate({ search: (prev) => ({ ...prev, tab: key === 'answered' ? 'answered' : undefined }) })}
      >
        <div className="admin-toolbar">
          <TabList className="tabs__list" aria-label={t`Inbox`}>
            <Tab id="open" className="tabs__tab">
              <Trans>Open</Trans>
              {openCount ? <span className="tabs__count">{openCount}</span> : null}
            </Tab>
            <Tab id="answered" className="tabs__tab">
              <Trans>Answered</Trans>
            </Tab>
          </TabList>
          <SearchBox
            label={<Trans>Search the inbox</Trans>}
            placeholder={t`Text, client name or email`}
            value={q}
            onSearch={(text) => void navigate({ search: (prev) => ({ ...prev, q: text || undefined }), replace: true })}
          />
        </div>
        <TabPanel id="open" className="tabs__panel">
          <InboxResults search={q} />
        </TabPanel>
        <TabPanel id="answered" className="tabs__panel">
          <QuestionResults status="answered" search={q} />
        </TabPanel>
      </Tabs>
    </>
  );
}

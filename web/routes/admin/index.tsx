import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { FirmSetupNotice } from '../../features/settings/admin/FirmDetails.js';
import { InboxResults } from '../../features/letters/admin/LetterInbox.js';
import { QuestionResults } from '../../features/questions/admin/QuestionInbox.js';
import { AdminPageTitle, SearchBox } from '../../features/admin/ui.js';
import { SelectField } from '../../components/SelectField.js';
import { prefetchedOnEnter } from '../../lib/prefetch.js';
import { trpc } from '../../lib/trpc.js';

interface InboxSearch {
  /** The Answered tab; Open when absent. */
  tab?: 'answered';
  /** Search text. */
  q?: string;
  /** Whose items (decision record 068): the viewer's, or unassigned ones; everyone's when absent. */
  who?: 'mine' | 'unassigned';
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
    who: search.who === 'mine' || search.who === 'unassigned' ? search.who : undefined,
  }),
  loaderDeps: ({ search: { tab, q, who } }) => ({ tab, q, assignee: who ?? ('all' as const) }),
  // The open tab's lists (only the selected tab panel is rendered).
  loader: ({ context: { api }, deps: { tab, q, assignee }, cause }) =>
    prefetchedOnEnter(
      cause,
      ...(tab === 'answered'
        ? [api.queryClient.ensureQueryData(api.utils.admin.questions.list.queryOptions({ status: 'answered', search: q, assignee }))]
        : [
            api.queryClient.ensureQueryData(api.utils.admin.letters.inbox.queryOptions({ assignee })),
            api.queryClient.ensureQueryData(api.utils.admin.questions.list.queryOptions({ status: 'pending', assignee })),
          ]),
    ),
  component: InboxPage,
});

function InboxPage() {
  const { t } = useLingui();
  const { tab, q = '', who } = Route.useSearch();
  const assignee = who ?? 'all';
  const navigate = Route.useNavigate();
  const status = tab === 'answered' ? 'answered' : 'open';
  const inbox = trpc.admin.letters.inbox.useQuery({ assignee });
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
          <SelectField
            className="inbox-filter"
            label={<Trans>Show</Trans>}
            options={[
              { id: 'all', label: t`Everyone’s` },
              { id: 'mine', label: t`Mine` },
              { id: 'unassigned', label: t`Unassigned` },
            ]}
            value={assignee}
            onChange={(value) =>
              void navigate({ search: (prev) => ({ ...prev, who: value === 'mine' || value === 'unassigned' ? value : undefined }), replace: true })
            }
          />
          <SearchBox
            label={<Trans>Search the inbox</Trans>}
            placeholder={t`Text, client name or email`}
            value={q}
            onSearch={(text) => void navigate({ search: (prev) => ({ ...prev, q: text || undefined }), replace: true })}
          />
        </div>
        <TabPanel id="open" className="tabs__panel">
          <InboxResults search={q} assignee={assignee} />
        </TabPanel>
        <TabPanel id="answered" className="tabs__panel">
          <QuestionResults status="answered" search={q} assignee={assignee} />
        </TabPanel>
      </Tabs>
    </>
  );
}

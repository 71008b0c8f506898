import { Plural, Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { EmptyState } from '../../components/States.js';
import { ContactCard } from '../../features/contact/admin/ContactCard.js';
import { AdminPageTitle } from '../../features/admin/ui.js';
import { prefetched } from '../../lib/prefetch.js';
import { orFailed, routeStates } from '../../lib/route-states.js';
import { trpc } from '../../lib/trpc.js';

const { Pending, Failed } = routeStates({
  head: <AdminPageTitle title={<Trans>Contact messages</Trans>} lead={<Trans>Newest first.</Trans>} />,
  loading: <Trans>Loading messages...</Trans>,
  failed: <Trans>Failed to load messages. Please try again.</Trans>,
});

/** Contact form messages, newest first; open ones can be marked handled. */
export const Route = createFileRoute('/admin/contact')({
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  loader: ({ context: { api } }) => prefetched(api.queryClient.ensureQueryData(api.utils.admin.contact.list.queryOptions())),
  component: ContactPage,
  pendingComponent: Pending,
  errorComponent: Failed,
});

function ContactPage() {
  const [messages, query] = trpc.admin.contact.list.useSuspenseQuery();
  orFailed(query);
  const open = messages.filter((m) => !m.handledAt).length;

  return (
    <>
      <AdminPageTitle
        title={<Trans>Contact messages</Trans>}
        lead={
          messages.length > 0 ? (
            <Plural value={open} _0="Newest first. No open messages." one="Newest first. # open message." other="Newest first. # open messages." />
          ) : (
            <Trans>Newest first.</Trans>
          )
        }
      />
      {messages.length === 0 ? (
        <EmptyState title={<Trans>No contact messages yet.</Trans>} />
      ) : (
        <ul className="card-list">
          {messages.map((m) => (
            <ContactCard key={m.id} message={m} />
          ))}
        </ul>
      )}
    </>
  );
}

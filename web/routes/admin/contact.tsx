import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.js';
import { ContactCard } from '../../features/admin/ContactCard.js';
import { AdminPageTitle } from '../../features/admin/ui.js';
import { prefetched } from '../../lib/prefetch.js';
import { trpc } from '../../lib/trpc.js';

/** Contact form messages, newest first; open ones can be marked handled. */
export const Route = createFileRoute('/admin/contact')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { api } }) => prefetched(api.queryClient.ensureQueryData(api.utils.admin.contact.list.queryOptions())),
  component: ContactPage,
});

function ContactPage() {
  const { t } = useLingui();
  const messages = trpc.admin.contact.list.useQuery();
  const open = messages.data?.filter((m) => !m.handledAt).length ?? 0;

  return (
    <>
      <AdminPageTitle
        title={<Trans>Contact messages</Trans>}
        lead={
          messages.data && messages.data.length > 0 ? (
            <Plural value={open} _0="Newest first. No open messages." one="Newest first. # open message." other="Newest first. # open messages." />
          ) : (
            <Trans>Newest first.</Trans>
          )
        }
      />
      {messages.isPending ? (
        <LoadingState label={t`Loading messages...`} />
      ) : messages.isError ? (
        <ErrorState message={<Trans>Failed to load messages. Please try again.</Trans>} onRetry={() => void messages.refetch()} />
      ) : messages.data.length === 0 ? (
        <EmptyState title={<Trans>No contact messages yet.</Trans>} />
      ) : (
        <ul className="contact-list">
          {messages.data.map((m) => (
            <ContactCard key={m.id} message={m} />
          ))}
        </ul>
      )}
    </>
  );
}

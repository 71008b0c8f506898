import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ownerPage } from '../../features/session/guard.js';
import { SAVED_REPLIES_MAX } from '#shared/saved-replies/saved-replies.schema.js';
import { EmptyState } from '../../components/States.js';
import { AdminPageTitle } from '../../features/admin/ui.js';
import { SavedRepliesList, SavedReplyDialog } from '../../features/saved-replies/index.js';
import { prefetched } from '../../lib/prefetch.js';
import { orFailed, routeStates } from '../../lib/route-states.js';
import { trpc } from '../../lib/trpc.js';

const max = SAVED_REPLIES_MAX;

const head = (
  <AdminPageTitle
    title={<Trans>Saved replies</Trans>}
    lead={
      <Trans>
        Snippets in English and German for answers, replies and letter explanations: “Insert saved reply” beside those fields adds the text in the client’s
        language. At most {max}.
      </Trans>
    }
    actions={
      <SavedReplyDialog
        triggerClassName="button button--primary button--small"
        trigger={
          <>
            <span aria-hidden="true">+ </span>
            <Trans>New saved reply</Trans>
          </>
        }
      />
    }
  />
);

const { Pending, Failed } = routeStates({
  head,
  loading: <Trans>Loading saved replies...</Trans>,
  failed: <Trans>Failed to load saved replies. Please try again.</Trans>,
});

/** Saved replies (decision record 063): the firm's bilingual snippets, ordered by title; add, edit, delete. */
export const Route = createFileRoute('/admin/saved-replies')({
  // The owner's page: an expert is taken to the inbox (decision record 064).
  beforeLoad: ownerPage,
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  loader: ({ context: { api } }) => prefetched(api.queryClient.ensureQueryData(api.utils.admin.savedReplies.list.queryOptions())),
  component: SavedRepliesPage,
  pendingComponent: Pending,
  errorComponent: Failed,
});

function SavedRepliesPage() {
  const [replies, query] = trpc.admin.savedReplies.list.useSuspenseQuery();
  orFailed(query);
  return (
    <>
      {head}
      {replies.length === 0 ? (
        <EmptyState title={<Trans>No saved replies yet.</Trans>}>
          <Trans>Add the texts you write again and again, in both languages.</Trans>
        </EmptyState>
      ) : (
        <SavedRepliesList replies={replies} />
      )}
    </>
  );
}

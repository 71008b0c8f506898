import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BookCallForm, CallsNotIncluded } from '../../../features/calls/index.js';
import { PortalPageTitle } from '../../../features/portal/PortalLayout.js';
import { prefetched } from '../../../lib/prefetch.js';
import { trpc } from '../../../lib/trpc.js';

interface BookSearch {
  /** A quarterly check-in (the invitation e-mail's link) rather than a call. */
  kind?: 'checkIn';
  /** Moving this call of the client's instead of booking one. */
  move?: string;
  /** The letter or question to discuss (from their pages). */
  letterId?: string;
  questionId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = (v: unknown) => (typeof v === 'string' && UUID.test(v) ? v : undefined);

/** Booking a call or a quarterly check-in, or moving one (docs/decisions/072-calls.md). */
export const Route = createFileRoute('/_portal/calls/new')({
  validateSearch: (search: Record<string, unknown>): BookSearch => ({
    kind: search.kind === 'checkIn' ? 'checkIn' : undefined,
    move: id(search.move),
    letterId: id(search.letterId),
    questionId: id(search.questionId),
  }),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { api } }) => prefetched(api.queryClient.ensureQueryData(api.utils.calls.access.queryOptions())),
  component: BookCallPage,
});

function BookCallPage() {
  const { kind, move, letterId, questionId } = Route.useSearch();
  const access = trpc.calls.access.useQuery();
  const calls = trpc.calls.list.useQuery(undefined, { enabled: move !== undefined });
  const moving = move ? calls.data?.find((c) => c.id === move) : undefined;
  const title = move ? <Trans>Move a call</Trans> : kind === 'checkIn' ? <Trans>Book your quarterly call</Trans> : <Trans>Book a call</Trans>;
  if (access.data && !access.data.calls) {
    return (
      <>
        <PortalPageTitle title={title} lead={<Trans>Talk a letter or a question through with one of our experts.</Trans>} />
        <CallsNotIncluded />
      </>
    );
  }
  return (
    <>
      <PortalPageTitle
        title={title}
        lead={
          kind === 'checkIn' ? (
            <Trans>Each quarter we go through your documents and what is coming up with the Finanzamt. Choose a time that suits you.</Trans>
          ) : (
            <Trans>Choose a length and a free time; you will receive an invitation for your calendar by email.</Trans>
          )
        }
      />
      {move && !moving ? (
        calls.isPending ? null : (
          <p className="notice">
            <Trans>This call cannot be moved any more.</Trans>
          </p>
        )
      ) : (
        <BookCallForm kind={kind ?? 'call'} moving={moving} letterId={letterId} questionId={questionId} />
      )}
    </>
  );
}

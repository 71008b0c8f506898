/**
 * A client's security log on their page in the console (decision record 012), newest first, a page
 * at a time: the same rows the client sees on their account page.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { LIST_PAGE_SIZE } from '#shared/constants.js';
import { ShowMore } from '../../../components/ShowMore.js';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States.js';
import { trpc } from '../../../lib/trpc.js';
import { SecurityEventList } from '../../account/index.js';

const PAGE_OPTIONS = { getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor };

export function ClientSecurityLog({ clientId }: { clientId: string }) {
  const { t } = useLingui();
  const log = trpc.admin.security.clientLog.useInfiniteQuery({ clientId, limit: LIST_PAGE_SIZE }, PAGE_OPTIONS);
  const events = log.data?.pages.flatMap((page) => page.items) ?? [];
  if (log.isPending) return <LoadingState label={t`Loading the security log...`} />;
  if (log.isError) return <ErrorState message={<Trans>Failed to load the security log. Please try again.</Trans>} onRetry={() => void log.refetch()} />;
  if (events.length === 0) {
    return <EmptyState title={<Trans>Nothing recorded yet.</Trans>} />;
  }
  return (
    <>
      <SecurityEventList events={events} />
      <ShowMore pages={log}>
        <Trans>Show older entries</Trans>
      </ShowMore>
    </>
  );
}

/**
 * A client's security log on their page in the console (decision record 012), newest first, a page
 * at a time: the same rows the client sees on their account page.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { LIST_PAGE_SIZE } from '#shared/constants.js';
import { ShowMore } from '../../../components/ShowMore.js';
import { EmptyState, pageItems, QueryStates } from '../../../components/States.js';
import { trpc } from '../../../lib/trpc.js';
import { SecurityEventList } from '../../account/index.js';

const PAGE_OPTIONS = { getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor };

export function ClientSecurityLog({ clientId }: { clientId: string }) {
  const { t } = useLingui();
  const log = trpc.admin.security.clientLog.useInfiniteQuery({ clientId, limit: LIST_PAGE_SIZE }, PAGE_OPTIONS);
  return (
    <QueryStates
      query={log}
      loading={t`Loading the security log...`}
      failed={<Trans>Failed to load the security log. Please try again.</Trans>}
      isEmpty={(data) => pageItems(data).length === 0}
      empty={<EmptyState title={<Trans>Nothing recorded yet.</Trans>} />}
    >
      {(data) => (
        <>
          <SecurityEventList events={pageItems(data)} />
          <ShowMore pages={log}>
            <Trans>Show older entries</Trans>
          </ShowMore>
        </>
      )}
    </QueryStates>
  );
}

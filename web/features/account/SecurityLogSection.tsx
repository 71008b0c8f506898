/**
 * Account page: the user's security log (decision record 012), newest first, a page at a time:
 * sign-ins and failed attempts, password, e-mail and two-factor changes, sessions ended, exports.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { LIST_PAGE_SIZE } from '#shared/constants.js';
import { ShowMore } from '../../components/ShowMore.js';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.js';
import { trpc } from '../../lib/trpc.js';
import { SecurityEventList } from './SecurityEventList.js';
import { AccountCard } from './AccountCard.js';

const PAGE_INPUT = { limit: LIST_PAGE_SIZE };
const PAGE_OPTIONS = { getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor };

export function SecurityLogSection() {
  const { t } = useLingui();
  const log = trpc.auth.securityLog.useInfiniteQuery(PAGE_INPUT, PAGE_OPTIONS);
  const events = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <AccountCard
      titleId="security-log-title"
      wide
      title={<Trans>Security log</Trans>}
      intro={<Trans>Sign-ins, failed attempts and changes to your account's security, newest first.</Trans>}
    >
      {log.isPending ? (
        <LoadingState label={t`Loading your security log...`} />
      ) : log.isError ? (
        <ErrorState message={<Trans>Failed to load your security log. Please try again.</Trans>} onRetry={() => void log.refetch()} />
      ) : events.length === 0 ? (
        <EmptyState title={<Trans>Nothing recorded yet</Trans>} />
      ) : (
        <>
          <SecurityEventList events={events} />
          <ShowMore pages={log}>
            <Trans>Show older entries</Trans>
          </ShowMore>
        </>
      )}
    </AccountCard>
  );
}

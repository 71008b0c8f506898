/**
 * Account page: where the user is signed in (decision record 012). Each active session with its
 * browser and system, IP address, start and last use; "This device" marks the current one. Any other
 * session can be ended, or all others at once.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'react-aria-components';
import { formatDateTime } from '#shared/format.js';
import type { ActiveSession } from '#shared/security/security.schema.js';
import { ErrorState, LoadingState } from '../../components/States.js';
import { serverErrorDescriptor } from '../../i18n/server-messages.js';
import { useLanguage } from '../../i18n/use-language.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import './account-security.css';
import { AccountCard } from './AccountCard.js';
import { Badge } from '../../components/Badge.js';

export function SessionsSection() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const sessions = trpc.auth.sessions.useQuery();
  const refresh = () => Promise.all([utils.auth.sessions.invalidate(), utils.auth.securityLog.invalidate()]);
  const endOne = trpc.auth.endSession.useMutation({
    onSuccess: async () => {
      await refresh();
      toast.success(msg`Session ended`, msg`That device is signed out.`);
    },
    onError: async (error) => {
      await refresh();
      toast.error(msg`Session not ended`, serverErrorDescriptor(error));
    },
  });
  const endOthers = trpc.auth.endOtherSessions.useMutation({
    onSuccess: async () => {
      await refresh();
      toast.success(msg`Signed out on all other devices`);
    },
    onError: (error) => toast.error(msg`Sessions not ended`, serverErrorDescriptor(error)),
  });

  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;
  return (
    <AccountCard
      titleId="sessions-title"
      wide
      title={<Trans>Where you're signed in</Trans>}
      intro={<Trans>If you do not recognise a device, end its session and change your password.</Trans>}
    >
      {sessions.isPending ? (
        <LoadingState label={t`Loading your sessions...`} />
      ) : sessions.isError ? (
        <ErrorState message={<Trans>Failed to load your sessions. Please try again.</Trans>} onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <ul className="session-list">
            {list.map((session) => (
              <SessionRow key={session.id} session={session} onEnd={() => endOne.mutate({ id: session.id })} ending={endOne.isPending} />
            ))}
          </ul>
          {others > 0 ? (
            <div className="session-list__actions">
              <Button className="button button--secondary" isDisabled={endOthers.isPending} onPress={() => endOthers.mutate()}>
                <Trans>Sign out on all other devices</Trans>
              </Button>
            </div>
          ) : null}
        </>
      )}
    </AccountCard>
  );
}

function SessionRow({ session, onEnd, ending }: { session: ActiveSession; onEnd: () => void; ending: boolean }) {
  const { t } = useLingui();
  const language = useLanguage();
  const device = session.device ?? t`Unknown device`;
  const kind = session.deviceType === 'mobile' ? t`Phone` : session.deviceType === 'tablet' ? t`Tablet` : session.deviceType === 'desktop' ? t`Computer` : null;
  const ip = session.ip ?? '–';
  const started = formatDateTime(session.createdAt, language);
  const seen = session.lastSeenAt ? formatDateTime(session.lastSeenAt, language) : '–';
  return (
    <li className="session-list__item">
      <div>
        <p className="session-list__device">
          {device}
          {kind ? <span className="muted"> · {kind}</span> : null}{' '}
          {session.current ? (
            <Badge tone="accent">
              <Trans>This device</Trans>
            </Badge>
          ) : null}
        </p>
        <p className="session-list__meta muted">
          <span>
            <Trans>IP address {ip}</Trans>
          </span>
          <span>
            <Trans>Signed in {started}</Trans>
          </span>
          <span>
            <Trans>Last active {seen}</Trans>
          </span>
        </p>
      </div>
      {session.current ? null : (
        <Button className="button button--secondary button--small" isDisabled={ending} onPress={onEnd}>
          <Trans>End session</Trans>
          <span className="visually-hidden">: {device}</span>
        </Button>
      )}
    </li>
  );
}

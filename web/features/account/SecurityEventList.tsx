/**
 * The rows of a security log (decision record 012): what happened, when, from which device and IP
 * address. Shown on the client's account page and on the console's client page (so it is in both
 * catalogs, see lingui.config.ts).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '#shared/format.js';
import type { SecurityEvent, SecurityEventKind } from '#shared/security/security.schema.js';
import { useLanguage } from '../../i18n/use-language.js';
import './account-security.css';

/** A readable name for each kind of event. */
const SECURITY_EVENT_LABELS: Record<SecurityEventKind, MessageDescriptor> = {
  signin: msg`Signed in`,
  'signin.failed': msg`Failed sign-in attempt`,
  'signin.throttled': msg`Sign-in paused after too many failed attempts`,
  'signin.new_device': msg`Sign-in from a new device`,
  signout: msg`Signed out`,
  'password.changed': msg`Password changed`,
  'password.reset': msg`Password reset by email link`,
  'email.verified': msg`Email address confirmed`,
  'email.change_requested': msg`Email change requested`,
  'email.changed': msg`Email address changed`,
  'twofactor.enabled': msg`Two-factor sign-in turned on`,
  'twofactor.disabled': msg`Two-factor sign-in turned off`,
  'twofactor.failed': msg`Wrong two-factor code`,
  'recovery_code.used': msg`Recovery code used`,
  'recovery_codes.regenerated': msg`New recovery codes created`,
  'passkey.added': msg`Passkey added`,
  'passkey.removed': msg`Passkey removed`,
  'session.ended': msg`Session ended`,
  'sessions.ended_others': msg`Signed out on all other devices`,
  'data.export_requested': msg`Data export requested`,
  'data.exported': msg`Data export ready`,
  'data.export_downloaded': msg`Data export downloaded`,
  'account.deletion': msg`Account deletion`,
};

/** What a throttle paused (`details.step`; docs/decisions/020-per-account-sign-in-limits.md). */
const STEP_LABELS: Record<string, MessageDescriptor> = {
  password: msg`password entry`,
  code: msg`code entry`,
};

/** How a sign-in was proven (`details.method`). */
const METHOD_LABELS: Record<string, MessageDescriptor> = {
  password: msg`with password`,
  totp: msg`with an authenticator app code`,
  recovery_code: msg`with a recovery code`,
  passkey: msg`with a passkey`,
  registration: msg`when registering`,
  password_reset: msg`after a password reset`,
};

function detailOf(event: SecurityEvent): MessageDescriptor | string | null {
  const d = event.details;
  if ((event.kind === 'signin' || event.kind === 'signin.failed') && typeof d.method === 'string') return METHOD_LABELS[d.method] ?? null;
  if ((event.kind === 'email.change_requested' || event.kind === 'email.changed' || event.kind === 'email.verified') && typeof d.email === 'string')
    return d.email;
  if (event.kind === 'session.ended' && typeof d.device === 'string') return d.device;
  if (event.kind === 'signin.throttled' && typeof d.step === 'string') return STEP_LABELS[d.step] ?? null;
  return null;
}

export function SecurityEventList({ events }: { events: SecurityEvent[] }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  return (
    <ul className="security-log">
      {events.map((event) => {
        const detail = detailOf(event);
        const warn =
          event.kind === 'signin.failed' || event.kind === 'signin.throttled' || event.kind === 'twofactor.failed' || event.kind === 'signin.new_device';
        const device = event.device;
        const ip = event.ip;
        return (
          <li key={event.id} className={`security-log__item${warn ? ' security-log__item--warn' : ''}`}>
            <div className="security-log__main">
              <span className="security-log__kind">{i18n._(SECURITY_EVENT_LABELS[event.kind])}</span>
              {detail ? <span className="security-log__detail">{typeof detail === 'string' ? detail : i18n._(detail)}</span> : null}
            </div>
            <div className="security-log__meta muted">
              <time dateTime={event.createdAt}>{formatDateTime(event.createdAt, language)}</time>
              {device ? <span>{device}</span> : null}
              {ip ? (
                <span>
                  <Trans>IP {ip}</Trans>
                </span>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** One contact form message in the console: sender, language, date, text, and Mark handled. */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'react-aria-components';
import type { ContactMessage } from '#shared/admin.schema.js';
import { formatDateTime } from '#shared/format.js';
import { serverErrorDescriptor } from '../../i18n/server-messages.js';
import { useLanguage } from '../../i18n/use-language.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { LanguageBadge } from './ui.js';

export function ContactCard({ message }: { message: ContactMessage }) {
  const { t } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const submitted = formatDateTime(message.submittedAt, language);
  const handledAt = message.handledAt ? formatDateTime(message.handledAt, language) : null;
  const handledBy = message.handledByName ?? t`an admin`;
  const name = message.name;
  const mark = trpc.admin.contact.markHandled.useMutation({
    onSuccess: async () => {
      toast.success(msg`Marked as handled`);
      await utils.admin.contact.list.invalidate();
    },
    onError: (error) => {
      toast.error(msg`Update failed`, serverErrorDescriptor(error));
    },
  });

  return (
    <li className={`card contact-card${message.handledAt ? ' contact-card--handled' : ''}`}>
      <div className="contact-card__head">
        <div className="contact-card__from">
          <h2 className="contact-card__name">{message.name}</h2>
          <a href={`mailto:${message.email}`} className="text-link contact-card__email">
            {message.email}
          </a>
        </div>
        <div className="contact-card__meta">
          <LanguageBadge language={message.language} />
          <time className="muted" dateTime={message.submittedAt}>
            {submitted}
          </time>
        </div>
      </div>
      <p className="contact-card__message" lang={message.language}>
        {message.message}
      </p>
      <div className="contact-card__foot">
        {message.handledAt && handledAt ? (
          <p className="contact-card__handled">
            <span className="badge badge--success">
              <Trans>Handled</Trans>
            </span>{' '}
            <Trans>
              by {handledBy} on <time dateTime={message.handledAt}>{handledAt}</time>
            </Trans>
          </p>
        ) : (
          <>
            <span className="badge badge--pending">
              <Trans>Open</Trans>
            </span>
            <Button
              className="button button--secondary button--small"
              onPress={() => mark.mutate({ id: message.id })}
              isDisabled={mark.isPending}
              aria-label={t`Mark the message from ${name} as handled`}
            >
              {mark.isPending ? <Trans>Saving...</Trans> : <Trans>Mark handled</Trans>}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import type { ContactMessage } from '#shared/admin.schema.js';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.js';
import { formatDateTime } from '#shared/format.js';
import { AdminPageTitle, LanguageBadge } from '../../features/admin/ui.js';
import { serverMessageDescriptor } from '../../i18n/server-messages.js';
import { useLanguage } from '../../i18n/use-language.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';

/** Contact form messages, newest first; open ones can be marked handled. */
export const Route = createFileRoute('/admin/contact')({
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

function ContactCard({ message }: { message: ContactMessage }) {
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
      toast.error(msg`Update failed`, serverMessageDescriptor(error.message) ?? msg`An error occurred. Please try again.`);
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

/**
 * One contact form message in the console: sender, language, date, text, the firm's replies, a
 * reply form (the reply is e-mailed in the sender's language) and Mark handled.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { ContactReplyInputSchema, type ContactMessage } from '#shared/contact/contact.schema.js';
import { LANGUAGE_NAMES } from '#shared/constants.js';
import { formatDateTime } from '#shared/format.js';
import { TextAreaField } from '../../../components/fields.js';
import { serverErrorDescriptor } from '../../../i18n/server-messages.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';
import { LanguageBadge } from '../../admin/index.js';
import { FormActions, FormError } from '../../../components/FormParts.js';
import { useAdminForm } from '../../admin/index.js';
import { ValidatedForm } from '../../../components/ValidatedForm.js';
import { setAndClear } from '../../../lib/use-field-errors.js';
import { Badge } from '../../../components/Badge.js';
import { SubmitButton } from '../../../components/SubmitButton.js';
import { submitParsed } from '../../../lib/validation.js';

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
      {message.replies.length > 0 ? <ContactReplies message={message} /> : null}
      <ContactReplyForm message={message} />
      <div className="contact-card__foot">
        {message.handledAt && handledAt ? (
          <p className="contact-card__handled">
            <Badge tone="success">
              <Trans>Handled</Trans>
            </Badge>{' '}
            <Trans>
              by {handledBy} on <time dateTime={message.handledAt}>{handledAt}</time>
            </Trans>
          </p>
        ) : (
          <>
            <Badge tone="pending">
              <Trans>Open</Trans>
            </Badge>
            <Button className="button button--secondary button--small" onPress={() => mark.mutate({ id: message.id })} isDisabled={mark.isPending}>
              {mark.isPending ? <Trans>Saving...</Trans> : <Trans>Mark handled</Trans>}
              <span className="visually-hidden">: {name}</span>
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/** The firm's replies to a message, oldest first: who, when, and the text as sent. */
function ContactReplies({ message }: { message: ContactMessage }) {
  const { t } = useLingui();
  const language = useLanguage();
  const name = message.name;
  return (
    <ol className="contact-card__replies" aria-label={t`Replies to ${name}`}>
      {message.replies.map((reply) => {
        const author = reply.authorName ?? t`an admin`;
        const sent = formatDateTime(reply.sentAt, language);
        return (
          <li key={reply.id} className="contact-reply">
            <p className="contact-reply__meta">
              <Trans>
                Reply by {author}, sent <time dateTime={reply.sentAt}>{sent}</time>
              </Trans>
            </p>
            <p className="contact-reply__body" lang={message.language}>
              {reply.body}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

/** "Reply": a text area that e-mails the reply to the sender, in their language, through the outbox. */
function ContactReplyForm({ message }: { message: ContactMessage }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const { formRef, errors, clear, formError, validate, showErrors } = useAdminForm();
  const name = message.name;
  const email = message.email;
  const languageName = LANGUAGE_NAMES[message.language];
  const send = trpc.admin.contact.reply.useMutation({
    onSuccess: async () => {
      toast.success(msg`Reply sent`, msg`It goes out by email in the sender’s language.`);
      setBody('');
      setOpen(false);
      await utils.admin.contact.list.invalidate();
    },
    onError: (error) => showErrors(error, { messageRequired: 'body', messageTooLong: 'body' }),
  });

  // Opening the form puts the cursor in the reply.
  useEffect(() => {
    if (open) formRef.current?.querySelector('textarea')?.focus();
  }, [open, formRef]);

  const onSubmit = submitParsed(
    () => validate(ContactReplyInputSchema, { id: message.id, body }),
    (input) => send.mutate(input),
  );

  if (!open) {
    return (
      <p className="contact-card__reply-open">
        <Button className="button button--primary button--small" onPress={() => setOpen(true)}>
          <Trans>Write a reply</Trans>
          <span className="visually-hidden">: {name}</span>
        </Button>
      </p>
    );
  }
  return (
    <ValidatedForm ref={formRef} className="form contact-reply-form" errors={errors} onSubmit={onSubmit} aria-labelledby={headingId}>
      <h3 id={headingId} className="visually-hidden">
        <Trans>Reply to {name}</Trans>
      </h3>
      <TextAreaField
        name="body"
        label={t`Your reply`}
        description={t`Sent by email to ${email}, in ${languageName}, with their message quoted below it.`}
        value={body}
        onChange={setAndClear(setBody, clear, 'body')}
        isRequired
        rows={6}
      />
      <FormError message={formError} />
      <FormActions>
        <Button className="button button--ghost" onPress={() => setOpen(false)} isDisabled={send.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton pending={send.isPending} pendingLabel={<Trans>Sending...</Trans>}>
          <Trans>Send reply</Trans>
        </SubmitButton>
      </FormActions>
    </ValidatedForm>
  );
}

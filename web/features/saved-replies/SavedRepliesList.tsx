/**
 * The console's saved replies (docs/decisions/063-saved-replies.md), ordered by title: each with
 * its English and German text side by side (stacked on a phone), who created it and when it was
 * last changed, "Edit" and "Delete" (after a confirmation).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { formatDate } from '#shared/format.js';
import type { SavedReply } from '#shared/saved-replies/saved-replies.schema.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { serverErrorDescriptor } from '../../i18n/server-messages.js';
import { useLanguage } from '../../i18n/use-language.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { SavedReplyDialog } from './SavedReplyDialog.js';
import './saved-replies.css';

export function SavedRepliesList({ replies }: { replies: readonly SavedReply[] }) {
  return (
    <ul className="card-list">
      {replies.map((reply) => (
        <SavedReplyCard key={reply.id} reply={reply} />
      ))}
    </ul>
  );
}

function SavedReplyCard({ reply }: { reply: SavedReply }) {
  const { t } = useLingui();
  const language = useLanguage();
  const changed = formatDate(reply.updatedAt, language);
  const creator = reply.createdByName;
  const title = reply.title;
  return (
    <li className="card saved-reply">
      <div className="saved-reply__head">
        <h2 className="saved-reply__title">{reply.title}</h2>
        <div className="admin-row-actions saved-reply__actions">
          <SavedReplyDialog
            reply={reply}
            triggerClassName="button button--secondary button--small"
            trigger={<Trans>Edit</Trans>}
            triggerLabel={t`Edit ${title}`}
          />
          <DeleteSavedReply reply={reply} />
        </div>
      </div>
      <div className="saved-reply__texts">
        <SavedReplyText lang="en" language={<Trans>English</Trans>} body={reply.bodyEn} />
        <SavedReplyText lang="de" language={<Trans>German</Trans>} body={reply.bodyDe} />
      </div>
      <p className="saved-reply__meta muted">
        {creator ? (
          <Trans>
            Created by {creator} · last changed <time dateTime={reply.updatedAt}>{changed}</time>
          </Trans>
        ) : (
          <Trans>
            Last changed <time dateTime={reply.updatedAt}>{changed}</time>
          </Trans>
        )}
      </p>
    </li>
  );
}

/** One language's text of a saved reply (`body`, in `lang`) under the name of its language (`language`, in the page's language). */
function SavedReplyText({ lang, language, body }: { lang: 'en' | 'de'; language: ReactNode; body: string }) {
  const pageLanguage = useLanguage();
  return (
    <div className="saved-reply__text" lang={lang}>
      <h3 className="saved-reply__language" lang={pageLanguage}>
        {language}
      </h3>
      <p className="saved-reply__body">{body}</p>
    </div>
  );
}

function DeleteSavedReply({ reply }: { reply: SavedReply }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const [isOpen, setOpen] = useState(false);
  const title = reply.title;
  const remove = trpc.admin.savedReplies.remove.useMutation({
    onSuccess: async () => {
      setOpen(false);
      toast.success(msg`Saved reply deleted`);
      await utils.admin.savedReplies.list.invalidate();
    },
    onError: (error) => toast.error(msg`Deleting failed`, serverErrorDescriptor(error)),
  });
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={setOpen}
      triggerClassName="button button--ghost button--small"
      trigger={<Trans>Delete</Trans>}
      triggerLabel={t`Delete ${title}`}
      title={<Trans>Delete this saved reply?</Trans>}
      text={<Trans>“{title}” will be deleted in both languages. Messages it was inserted into keep their text.</Trans>}
      confirmLabel={<Trans>Delete saved reply</Trans>}
      onConfirm={() => remove.mutate({ id: reply.id })}
      isPending={remove.isPending}
    />
  );
}

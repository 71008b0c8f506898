/**
 * A question's conversation, oldest message first: who wrote each message and when, "edited" with
 * the time when an expert corrected it, the text and the attached documents (downloads). Shared by
 * the client's /questions/:id and the console's thread (`viewer`: whose view; `actions`: what goes
 * under a message, e.g. the expert's "Correct").
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDateTime, formatFileSize } from '#shared/format.js';
import type { QuestionMessage } from '#shared/questions/questions.schema.js';
import { useLanguage } from '../../i18n/use-language.js';
import './questions.css';
import { Badge } from '../../components/Badge.js';

export function Conversation({
  messages,
  viewer,
  actions,
}: {
  messages: QuestionMessage[];
  viewer: 'client' | 'expert';
  actions?: (message: QuestionMessage) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <ol className="card-list" aria-label={t`Conversation`}>
      {messages.map((m) => (
        <MessageItem key={m.id} message={m} viewer={viewer} actions={actions?.(m)} />
      ))}
    </ol>
  );
}

function MessageItem({ message: m, viewer, actions }: { message: QuestionMessage; viewer: 'client' | 'expert'; actions?: ReactNode }) {
  const { t } = useLingui();
  const language = useLanguage();
  const sent = formatDateTime(m.createdAt, language);
  const edited = m.editedAt ? formatDateTime(m.editedAt, language) : null;
  const author =
    m.authorRole === 'expert' ? (viewer === 'expert' && m.authorName ? m.authorName : t`Expert`) : viewer === 'client' ? t`You` : (m.authorName ?? t`Client`);
  return (
    <li className={`message message--${m.authorRole}`}>
      <p className="message__meta">
        <span className="message__author">{author}</span>
        <time dateTime={m.createdAt}>{sent}</time>
        {edited && m.editedAt ? (
          <Badge tone="muted">
            <Trans>
              edited <time dateTime={m.editedAt}>{edited}</time>
            </Trans>
          </Badge>
        ) : null}
      </p>
      <p className="message__body">{m.body}</p>
      {m.attachments.length > 0 ? (
        <ul className="message__files" aria-label={t`Attachments`}>
          {m.attachments.map((doc) => (
            <li key={doc.id}>
              <a className="text-link" href={doc.fileUrl} download={doc.filename}>
                {doc.title}
              </a>
              <span className="muted">
                {doc.filename} · {formatFileSize(doc.fileSize, language)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {actions ? <div className="message__actions">{actions}</div> : null}
    </li>
  );
}

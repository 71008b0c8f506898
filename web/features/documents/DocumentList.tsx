import { Trans, useLingui } from '@lingui/react/macro';
import { Link as AriaLink } from 'react-aria-components';
import type { Document } from '#shared/documents.schema.js';
import { useLanguage } from '../../i18n/use-language.js';
import { formatDate, formatFileSize } from '#shared/format.js';

export function DocumentList({ documents }: { documents: Document[] }) {
  return (
    <ul className="document-list">
      {documents.map((document) => (
        <DocumentCard key={document.id} document={document} />
      ))}
    </ul>
  );
}

function DocumentCard({ document }: { document: Document }) {
  const { t } = useLingui();
  const language = useLanguage();
  const uploaded = formatDate(document.uploadedAt, language);
  const title = document.title;

  return (
    <li className="card document-card">
      <div className="document-card__icon" aria-hidden="true">
        {extensionLabel(document.filename)}
      </div>
      <div className="document-card__body">
        <h3 className="document-card__title">{title}</h3>
        <p className="document-card__meta">
          <span className="badge badge--file" title={document.filename}>
            {document.filename}
          </span>
          <span className="muted">{formatFileSize(document.fileSize, language)}</span>
          <span className="muted">
            <Trans>
              Uploaded <time dateTime={document.uploadedAt}>{uploaded}</time>
            </Trans>
          </span>
        </p>
      </div>
      <AriaLink
        className="button button--secondary button--small document-card__download"
        href={document.fileUrl}
        target="_blank"
        rel="noopener"
        aria-label={t`Download ${title}`}
      >
        <Trans>Download</Trans>
      </AriaLink>
    </li>
  );
}

function extensionLabel(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot >= 0 ? filename.slice(dot + 1, dot + 5).toUpperCase() : 'FILE';
}

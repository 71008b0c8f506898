/**
 * The documents of the selected folder, each as a card: title, file name, size, upload date, the
 * Download link (spec section 2) and an actions menu: rename, move to a folder, delete (with
 * confirmation). A page of a Finanzamt letter carries a badge and links to its letter.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { Document } from '#shared/documents/documents.schema.js';
import type { Folder } from '#shared/folders/folders.schema.js';
import { formatDate, formatFileSize } from '#shared/format.js';
import { DownloadLink } from '../../components/DownloadLink.js';
import { useLanguage } from '../../i18n/use-language.js';
import { ManageDocumentDialog, type DocumentDialogKind } from './ManageDocumentDialog.js';
import { Badge } from '../../components/Badge.js';

export function DocumentList({ documents, folders }: { documents: Document[]; folders: Folder[] }) {
  return (
    <ul className="document-list">
      {documents.map((document) => (
        <DocumentCard key={document.id} document={document} folders={folders} />
      ))}
    </ul>
  );
}

function DocumentCard({ document, folders }: { document: Document; folders: Folder[] }) {
  const { t } = useLingui();
  const language = useLanguage();
  const [dialog, setDialog] = useState<DocumentDialogKind | null>(null);
  const uploaded = formatDate(document.uploadedAt, language);
  const title = document.title;
  const isPage = document.letterRole === 'page' && document.letterId !== null;

  return (
    <li className="card document-card">
      <div className="document-card__icon" aria-hidden="true">
        {extensionLabel(document.filename)}
      </div>
      <div className="document-card__body">
        <h3 className="document-card__title">{title}</h3>
        <p className="document-card__meta">
          <Badge tone="file" title={document.filename}>
            {document.filename}
          </Badge>
          <span className="muted">{formatFileSize(document.fileSize, language)}</span>
          <span className="muted">
            <Trans>
              Uploaded <time dateTime={document.uploadedAt}>{uploaded}</time>
            </Trans>
          </span>
          {isPage ? (
            <Badge tone="accent" className="badge--letter-page">
              <Trans>Page of a letter</Trans>
            </Badge>
          ) : null}
        </p>
      </div>
      <div className="document-card__actions">
        <DownloadLink className="document-card__download" href={document.fileUrl} label={t`Download ${title}`}>
          <Trans>Download</Trans>
        </DownloadLink>
        <MenuTrigger>
          <Button className="button button--secondary button--small files-menu-button" aria-label={t`More actions for ${title}`}>
            <span aria-hidden="true">⋯</span>
          </Button>
          <Popover className="popover" placement="bottom end">
            <Menu className="files-menu" onAction={(key) => setDialog(key as DocumentDialogKind)}>
              <MenuItem id="rename" className="files-menu__item">
                <Trans>Rename</Trans>
              </MenuItem>
              <MenuItem id="move" className="files-menu__item">
                <Trans>Move to folder</Trans>
              </MenuItem>
              <MenuItem id="delete" className="files-menu__item files-menu__item--danger">
                <Trans>Delete</Trans>
              </MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>
      <ManageDocumentDialog document={document} folders={folders} kind={dialog} onClose={() => setDialog(null)} />
    </li>
  );
}

function extensionLabel(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot >= 0 ? filename.slice(dot + 1, dot + 5).toUpperCase() : 'FILE';
}

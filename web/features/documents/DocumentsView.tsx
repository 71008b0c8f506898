/**
 * The documents page's body: the folder sidebar (with New Folder, and the selected folder's
 * rename and delete), the upload form and the list of the selected folder's documents with their
 * actions (rename, move, delete).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.js';
import { trpc } from '../../lib/trpc.js';
import { DocumentList } from './DocumentList.js';
import { ALL_DOCUMENTS, FolderSidebar, useFolderName } from './FolderSidebar.js';
import { NewFolderDialog } from './NewFolderDialog.js';
import { NO_FOLDER, UploadForm } from './UploadForm.js';
// The documents page's styles load with it (not on the public pages).
import './documents.css';

export function DocumentsView() {
  const { t } = useLingui();
  const folders = trpc.folders.list.useQuery();
  const documents = trpc.documents.list.useQuery();
  const [selected, setSelected] = useState<string>(ALL_DOCUMENTS);
  const [uploadFolder, setUploadFolder] = useState<string>(NO_FOLDER);
  const folderName = useFolderName();

  const folderList = folders.data ?? [];
  // The folder "From your expert" holds what the firm delivers: no upload target.
  const ownFolders = folderList.filter((folder) => folder.kind !== 'expert');
  const selectedFolder = folderList.find((folder) => folder.id === selected);
  // A folder that no longer exists falls back to "All Documents".
  const current = selectedFolder ? selectedFolder.id : ALL_DOCUMENTS;
  const visible = documents.data && current !== ALL_DOCUMENTS ? documents.data.filter((document) => document.folderId === current) : documents.data;

  function selectFolder(key: string) {
    setSelected(key);
    // Uploads go to the folder being looked at.
    setUploadFolder(key === ALL_DOCUMENTS ? NO_FOLDER : key);
  }

  return (
    <div className="documents-layout">
      <aside className="documents-layout__sidebar card" aria-labelledby="folders-title">
        <div className="sidebar-head">
          <h2 id="folders-title" className="sidebar-head__title" tabIndex={-1}>
            <Trans>Folders</Trans>
          </h2>
          <NewFolderDialog />
        </div>
        {folders.isError ? (
          <ErrorState message={<Trans>Failed to load folders. Please try again.</Trans>} onRetry={() => void folders.refetch()} />
        ) : (
          <FolderSidebar folders={folderList} documents={documents.data} selected={current} onSelect={selectFolder} />
        )}
      </aside>
      <div className="documents-layout__main">
        <UploadForm
          folders={ownFolders}
          folderKey={ownFolders.some((f) => f.id === uploadFolder) ? uploadFolder : NO_FOLDER}
          onFolderKeyChange={setUploadFolder}
        />
        <section aria-labelledby="document-list-title">
          <h2 id="document-list-title" tabIndex={-1}>
            {selectedFolder ? folderName(selectedFolder) : <Trans>All Documents</Trans>}
          </h2>
          {documents.isPending ? (
            <LoadingState label={t`Loading documents...`} />
          ) : documents.isError ? (
            <ErrorState message={<Trans>Failed to load documents. Please try again.</Trans>} onRetry={() => void documents.refetch()} />
          ) : visible && visible.length > 0 ? (
            <DocumentList documents={visible} folders={ownFolders} />
          ) : (
            <EmptyState title={selectedFolder ? <Trans>This folder is empty</Trans> : <Trans>No documents yet</Trans>}>
              <p>
                <Trans>Upload a document with the form above.</Trans>
              </p>
            </EmptyState>
          )}
        </section>
      </div>
    </div>
  );
}

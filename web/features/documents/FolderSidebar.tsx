import { Trans, useLingui } from '@lingui/react/macro';
import { ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import type { Document } from '#shared/documents/documents.schema.js';
import type { Folder } from '#shared/folders/folders.schema.js';
import { FolderActions } from './ManageFolderDialog.js';

/** Key of the "All Documents" entry. */
export const ALL_DOCUMENTS = '__all__';

/**
 * A folder's name as shown: the folder of files the firm delivers is "From your expert" in the
 * page's language (its stored name is not shown); the client's own folders by their names.
 */
export function useFolderName(): (folder: Folder) => string {
  const { t } = useLingui();
  return (folder) => (folder.kind === 'expert' ? t`From your expert` : folder.name);
}

/** The folder "From your expert" first, then the client's own folders in the server's order. */
function sidebarOrder(folders: readonly Folder[]): Folder[] {
  return [...folders.filter((f) => f.kind === 'expert'), ...folders.filter((f) => f.kind !== 'expert')];
}

/**
 * Folder list: "All Documents" (every document) plus each folder (its documents only), the
 * folder "From your expert" first.
 * A single-selection listbox: arrow keys move, the selected entry is highlighted. Below it, the
 * selected own folder's actions (rename, delete).
 */
export function FolderSidebar({
  folders,
  documents,
  selected,
  onSelect,
}: {
  folders: Folder[];
  documents: Document[] | undefined;
  selected: string;
  onSelect: (key: string) => void;
}) {
  const { t } = useLingui();
  const folderName = useFolderName();
  const counts = new Map<string, number>();
  for (const document of documents ?? []) {
    if (document.folderId) counts.set(document.folderId, (counts.get(document.folderId) ?? 0) + 1);
  }

  function onSelectionChange(selection: Selection) {
    if (selection === 'all') return;
    const [key] = [...selection];
    if (key != null) onSelect(String(key));
  }

  const selectedFolder = folders.find((f) => f.id === selected && f.kind === 'own');

  return (
    <>
      <ListBox
        aria-label={t`Folders`}
        className="folder-list"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[selected]}
        onSelectionChange={onSelectionChange}
      >
        <ListBoxItem id={ALL_DOCUMENTS} className="folder-list__item" textValue={t`All Documents`}>
          <span className="folder-list__icon" aria-hidden="true">
            ▤
          </span>
          <span className="folder-list__name">
            <Trans>All Documents</Trans>
          </span>
          {documents ? <span className="folder-list__count">{documents.length}</span> : null}
        </ListBoxItem>
        {sidebarOrder(folders).map((folder) => (
          <ListBoxItem key={folder.id} id={folder.id} className="folder-list__item" textValue={folderName(folder)}>
            <span className="folder-list__icon" aria-hidden="true">
              {folder.kind === 'expert' ? '✉' : '▭'}
            </span>
            <span className="folder-list__name">{folderName(folder)}</span>
            {documents ? <span className="folder-list__count">{counts.get(folder.id) ?? 0}</span> : null}
          </ListBoxItem>
        ))}
      </ListBox>
      {selectedFolder ? <FolderActions folder={selectedFolder} count={counts.get(selectedFolder.id) ?? 0} /> : null}
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import type { Document } from '#shared/documents.schema.js';
import type { Folder } from '#shared/folders.schema.js';

/** Key of the "All Documents" entry. */
export const ALL_DOCUMENTS = '__all__';

/**
 * Folder list: "All Documents" (every document) plus each folder (its documents only).
 * A single-selection listbox: arrow keys move, the selected entry is highlighted.
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
  const counts = new Map<string, number>();
  for (const document of documents ?? []) {
    if (document.folderId) counts.set(document.folderId, (counts.get(document.folderId) ?? 0) + 1);
  }

  function onSelectionChange(selection: Selection) {
    if (selection === 'all') return;
    const [key] = [...selection];
    if (key != null) onSelect(String(key));
  }

  return (
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
      {folders.map((folder) => (
        <ListBoxItem key={folder.id} id={folder.id} className="folder-list__item" textValue={folder.name}>
          <span className="folder-list__icon" aria-hidden="true">
            ▭
          </span>
          <span className="folder-list__name">{folder.name}</span>
          {documents ? <span className="folder-list__count">{counts.get(folder.id) ?? 0}</span> : null}
        </ListBoxItem>
      ))}
    </ListBox>
  );
}

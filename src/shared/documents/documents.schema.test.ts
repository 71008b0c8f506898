import { describe, expect, it } from 'vitest';
import { DeleteFolderInputSchema, RenameFolderInputSchema } from '../folders/folders.schema.js';
import { UpdateDocumentInputSchema, uploadProblem } from './documents.schema.js';

const limits = { maxUploadBytes: 1000, quotaBytes: 5000, usedBytes: 4000 };

describe('uploadProblem (what the upload form refuses before sending)', () => {
  it('accepts the allowed extensions in any case within the limits', () => {
    for (const name of ['a.pdf', 'B.DOC', 'c.docx', 'd.JPG', 'e.jpeg', 'f.png']) expect(uploadProblem({ name, size: 10 }, limits)).toBeNull();
  });

  it('refuses other extensions, empty files, files over the limit and files over the quota', () => {
    expect(uploadProblem({ name: 'setup.exe', size: 10 }, limits)).toBe('fileTypeNotAllowed');
    expect(uploadProblem({ name: 'no-extension', size: 10 }, limits)).toBe('fileTypeNotAllowed');
    expect(uploadProblem({ name: 'archive.pdf.zip', size: 10 }, limits)).toBe('fileTypeNotAllowed');
    expect(uploadProblem({ name: 'empty.pdf', size: 0 }, limits)).toBe('emptyFile');
    expect(uploadProblem({ name: 'big.pdf', size: 1001 }, limits)).toBe('fileTooLarge');
    expect(uploadProblem({ name: 'exact.pdf', size: 1000 }, limits)).toBeNull();
    expect(uploadProblem({ name: 'fits.pdf', size: 1000 }, { ...limits, usedBytes: 4001 })).toBe('storageQuotaReached');
  });

  it('without the server’s limits checks only the name and emptiness', () => {
    expect(uploadProblem({ name: 'huge.pdf', size: 10 ** 10 }, undefined)).toBeNull();
    expect(uploadProblem({ name: 'x.gif', size: 10 }, undefined)).toBe('fileTypeNotAllowed');
  });
});

describe('the inputs of renaming, moving and deleting', () => {
  const id = '00000000-0000-4000-8000-000000000001';

  it('a document update needs a title or a folder (null: no folder); the title is trimmed', () => {
    expect(UpdateDocumentInputSchema.safeParse({ id }).error?.issues[0]?.message).toBe('documentChangeRequired');
    expect(UpdateDocumentInputSchema.parse({ id, title: '  New  ' })).toEqual({ id, title: 'New' });
    expect(UpdateDocumentInputSchema.parse({ id, folderId: null })).toEqual({ id, folderId: null });
    expect(UpdateDocumentInputSchema.safeParse({ id, title: ' ' }).error?.issues[0]?.message).toBe('documentTitleRequired');
    expect(UpdateDocumentInputSchema.safeParse({ id, folderId: 'x' }).error?.issues[0]?.message).toBe('folderNotFound');
  });

  it('a folder name is required; deleting with documents is asked for explicitly (a query string or a boolean)', () => {
    expect(RenameFolderInputSchema.safeParse({ id, name: '  ' }).error?.issues[0]?.message).toBe('folderNameRequired');
    expect(DeleteFolderInputSchema.parse({ id })).toEqual({ id, withDocuments: false });
    expect(DeleteFolderInputSchema.parse({ id, withDocuments: 'true' })).toEqual({ id, withDocuments: true });
    expect(DeleteFolderInputSchema.parse({ id, withDocuments: true })).toEqual({ id, withDocuments: true });
    expect(DeleteFolderInputSchema.safeParse({ id, withDocuments: 'yes' }).success).toBe(false);
  });
});

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components';
import { DEFAULT_MAX_UPLOAD_MB, UPLOAD_ACCEPT } from '#shared/constants.js';
import { UploadDocumentFieldsSchema, uploadProblem, type UploadLimits } from '#shared/documents/documents.schema.js';
import { formatFileSize } from '#shared/format.js';
import type { Folder } from '#shared/folders/folders.schema.js';
import { TextInputField } from '../../components/fields.js';
import { translateMessageKey } from '../../i18n/server-messages.js';
import { useLanguage } from '../../i18n/use-language.js';
import { errorIssues, errorMessageKey, HttpError } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { serverFieldErrors, useFieldErrors, useFocusFirstInvalid, zodFieldErrors } from '../../lib/validation.js';
import { uploadDocument } from './upload.js';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { setAndClear } from '../../lib/use-field-errors.js';
import { SubmitButton } from '../../components/SubmitButton.js';

/** The folder selector's placeholder option: the document goes into no folder (folderId ''). */
export const NO_FOLDER = '__none__';

/** A size limit for people: "20 MB" for whole megabytes, else as formatFileSize writes it. */
function formatLimit(bytes: number, language: string): string {
  const mb = bytes / 1024 / 1024;
  return Number.isInteger(mb) ? `${mb} MB` : formatFileSize(bytes, language);
}

export function UploadForm({ folders, folderKey, onFolderKeyChange }: { folders: Folder[]; folderKey: string; onFolderKeyChange: (key: string) => void }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  // The server's limits, so a file it would refuse is not sent at all (the server checks again).
  const limits = trpc.documents.limits.useQuery();
  const maxBytes = limits.data?.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_MB * 1024 * 1024;
  const max = formatLimit(maxBytes, language);
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const { errors, setErrors, clear } = useFieldErrors();
  useFocusFirstInvalid(formRef, errors);

  const upload = useMutation({
    mutationFn: uploadDocument,
    onSuccess: async () => {
      formRef.current?.reset();
      setTitle('');
      setFileName(null);
      setFileError(null);
      setErrors({});
      toast.success(msg`Document uploaded`, msg`Your document has been uploaded successfully.`);
      await Promise.all([utils.documents.list.invalidate(), utils.documents.limits.invalidate()]);
    },
    onError: (error) => {
      // The toast is the spec's; the field messages say what to fix (file too large, wrong type...).
      const { file: fileIssue, ...fieldErrors } = serverFieldErrors(errorIssues(error), i18n);
      const bodyKey = errorMessageKey(error);
      setErrors(fieldErrors);
      setFileError(fileIssue ?? (bodyKey && error instanceof HttpError && [413, 415].includes(error.status) ? translateMessageKey(i18n, bodyKey) : null));
      toast.error(msg`Upload failed`, msg`Failed to upload document. Please try again.`);
    },
  });

  /** What is wrong with `file` before it is sent (extension, emptiness, size, quota), in the page's language, or null. */
  function problemText(file: File, known: UploadLimits | undefined): string | null {
    const problem = uploadProblem(file, known ?? { maxUploadBytes: maxBytes, quotaBytes: Number.POSITIVE_INFINITY, usedBytes: 0 });
    if (problem === 'fileTooLarge') {
      const size = formatFileSize(file.size, language);
      return t`This file is too large (${size}): files of up to ${max} can be uploaded.`;
    }
    return problem ? translateMessageKey(i18n, problem) : null;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const folderId = folderKey === NO_FOLDER ? '' : folderKey;
    const parsed = UploadDocumentFieldsSchema.safeParse({ title, folderId });
    const fieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error, i18n);
    setErrors(fieldErrors);
    const file = fileRef.current?.files?.[0];
    if (!file) {
      toast.error(msg`No file selected`, msg`Please select a file to upload.`);
      return;
    }
    const problem = problemText(file, limits.data);
    if (problem) {
      setFileError(problem);
      fileRef.current?.focus();
      return;
    }
    if (!parsed.success) return;
    upload.mutate({ title: parsed.data.title, folderId, file });
  }

  return (
    <section className="card" aria-labelledby="upload-title">
      <h2 id="upload-title">
        <Trans>Upload Document</Trans>
      </h2>
      <ValidatedForm ref={formRef} className="form upload-form" errors={errors} onSubmit={onSubmit}>
        <TextInputField
          name="title"
          label={t`Document title`}
          placeholder={t`For example: Tax assessment 2025`}
          value={title}
          onChange={setAndClear(setTitle, clear, 'title')}
          isRequired
        />
        <Select className="field" value={folderKey} onChange={(key: Key | null) => onFolderKeyChange(key == null ? NO_FOLDER : String(key))}>
          <Label className="field__label">
            <Trans>Folder (optional)</Trans>
          </Label>
          <Button className="field__input select-button">
            <SelectValue className="select-button__value" />
            <span aria-hidden="true" className="select-button__chevron">
              ▾
            </span>
          </Button>
          <Popover className="popover">
            <ListBox className="listbox">
              <ListBoxItem id={NO_FOLDER} className="listbox__item" textValue={t`No folder`}>
                <Trans>No folder</Trans>
              </ListBoxItem>
              {folders.map((folder) => (
                <ListBoxItem key={folder.id} id={folder.id} className="listbox__item" textValue={folder.name}>
                  {folder.name}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
        <div className="field">
          <span id={`${fileId}-label`} className="field__label">
            <Trans>File</Trans>
          </span>
          <div className="file-picker">
            {/* The native input stays focusable (visually hidden); the label below is its visible button. */}
            <input
              ref={fileRef}
              id={`${fileId}-input`}
              className="file-picker__input"
              type="file"
              name="file"
              accept={UPLOAD_ACCEPT}
              aria-labelledby={`${fileId}-label`}
              aria-describedby={`${fileId}-name ${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
              aria-invalid={fileError ? true : undefined}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                setFileName(file?.name ?? null);
                // Checked at once: no waiting for an upload the server would refuse.
                setFileError(file ? problemText(file, limits.data) : null);
              }}
            />
            <label htmlFor={`${fileId}-input`} className="button button--secondary button--small file-picker__button">
              <Trans>Choose file</Trans>
            </label>
            <span id={`${fileId}-name`} className={`file-picker__name${fileName ? '' : ' muted'}`}>
              {fileName ?? <Trans>No file chosen</Trans>}
            </span>
          </div>
          <p id={`${fileId}-hint`} className="field__description">
            <Trans>PDF, Word (.doc, .docx), JPEG or PNG, up to {max} each.</Trans>
          </p>
          {fileError ? (
            <p id={`${fileId}-error`} className="field__error" role="alert">
              {fileError}
            </p>
          ) : null}
        </div>
        <SubmitButton pending={upload.isPending} pendingLabel={<Trans>Uploading...</Trans>}>
          <Trans>Upload Document</Trans>
        </SubmitButton>
      </ValidatedForm>
    </section>
  );
}

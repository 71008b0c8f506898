/**
 * The expert's "Attachments (optional)" picker (field name `file`): files are added in one or
 * more picks, listed with their sizes and removable one by one; more than `max` shows the
 * `tooManyKey` message under the field. Used by a conversation's reply form and a letter's answer
 * form (the files go into the client's folder "From your expert").
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { formatFileSize } from '#shared/format.js';
import type { MessageKey } from '#shared/messages.js';
import { translateMessageKey } from '../../i18n/server-messages.js';
import { useLanguage } from '../../i18n/use-language.js';
import { Badge } from '../../components/Badge.js';

export function ExpertFilesField({
  files,
  onChange,
  error,
  onError,
  max,
  tooManyKey,
  accept,
  hint,
  listClassName,
  itemClassName,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  /** The field's error message (react-aria form errors under `file`), or null. */
  error: string | null;
  /** Sets (a message) or clears (null) the field's error after a pick. */
  onError: (message: string | null) => void;
  /** How many files one message may carry. */
  max: number;
  /** The message shown when more than `max` files are chosen. */
  tooManyKey: MessageKey;
  /** The input's accept attribute (extensions or MIME types). */
  accept: string;
  /** The text under the field: what may be attached and where it goes. */
  hint: ReactNode;
  listClassName: string;
  itemClassName?: string;
}) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const fileId = useId();

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    const next = [...files, ...picked];
    onChange(next);
    onError(next.length > max ? translateMessageKey(i18n, tooManyKey) : null);
  }

  return (
    <div className="field">
      <span id={`${fileId}-label`} className="field__label">
        <Trans>Attachments (optional)</Trans>
      </span>
      <div className="file-picker">
        <input
          id={`${fileId}-input`}
          className="file-picker__input"
          type="file"
          name="file"
          multiple
          accept={accept}
          aria-labelledby={`${fileId}-label`}
          aria-describedby={`${fileId}-hint${error ? ` ${fileId}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={onPick}
        />
        <label htmlFor={`${fileId}-input`} className="button button--secondary button--small file-picker__button">
          <Trans>Add files</Trans>
        </label>
        {files.length === 0 ? (
          <span className="file-picker__name muted">
            <Trans>No files chosen</Trans>
          </span>
        ) : null}
      </div>
      {files.length > 0 ? (
        <ul className={listClassName} aria-label={t`Chosen files`}>
          {files.map((file, index) => {
            const fileName = file.name;
            return (
              <li key={`${index}-${file.name}`} className={itemClassName}>
                <Badge tone="file">{fileName}</Badge>
                <span className="muted">{formatFileSize(file.size, language)}</span>
                <Button className="link-button" onPress={() => onChange(files.filter((_, i) => i !== index))} aria-label={t`Remove ${fileName}`}>
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p id={`${fileId}-hint`} className="field__description">
        {hint}
      </p>
      {error ? (
        <p id={`${fileId}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

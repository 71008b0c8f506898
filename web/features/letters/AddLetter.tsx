/**
 * "Add a letter": upload the letter as one PDF or as photos/scans of its pages (on phones also
 * straight from the camera), or enter it by hand. An upload opens the new letter, whose page
 * shows the reading; "Enter by hand" creates an empty letter and opens it. When photos and scans
 * are not read here (no OCR on the server), it says so before anything is uploaded.
 */
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from 'react-aria-components';
import { formatFileSize } from '#shared/format.js';
import type { UploadLimits } from '#shared/documents/documents.schema.js';
import { LETTER_FILES_MAX } from '#shared/letters/letters.schema.js';
import { serverErrorDescriptor, translateMessageKey } from '../../i18n/server-messages.js';
import { useLanguage } from '../../i18n/use-language.js';
import { errorMessageKey } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { uploadLetter } from './upload.js';
// The letter pages' styles load with them (not on the public pages).
import './letters.css';
import { Badge } from '../../components/Badge.js';

/** What the pickers offer: a PDF, or JPEG/PNG photos and scans (the server checks the content too). */
const LETTER_ACCEPT = 'application/pdf,image/jpeg,image/png';
const PHOTO_ACCEPT = 'image/jpeg,image/png';

function kindOf(file: File): 'pdf' | 'image' | null {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  if (type === 'application/pdf' || (!type && name.endsWith('.pdf'))) return 'pdf';
  if (type === 'image/jpeg' || type === 'image/png' || (!type && /\.(jpe?g|png)$/.test(name))) return 'image';
  return null;
}

/** The server's limits the chosen files are checked against before sending (the server checks again). */
type Limits = Pick<UploadLimits, 'maxUploadBytes' | 'quotaBytes' | 'usedBytes'>;

/** The message key of what is wrong with a set of files, or null when they can be sent. */
function problemOf(
  files: readonly File[],
  limits: Limits | undefined,
): 'letterFileTypeNotAllowed' | 'tooManyFiles' | 'emptyFile' | 'fileTooLarge' | 'storageQuotaReached' | null {
  if (files.some((f) => kindOf(f) === null)) return 'letterFileTypeNotAllowed';
  const pdfs = files.filter((f) => kindOf(f) === 'pdf').length;
  if (files.length > LETTER_FILES_MAX || (pdfs > 0 && files.length > 1)) return 'tooManyFiles';
  if (files.some((f) => f.size === 0)) return 'emptyFile';
  if (!limits) return null;
  if (files.some((f) => f.size > limits.maxUploadBytes)) return 'fileTooLarge';
  if (limits.usedBytes + files.reduce((sum, f) => sum + f.size, 0) > limits.quotaBytes) return 'storageQuotaReached';
  return null;
}

export function AddLetter({ ocr }: { ocr: boolean | undefined }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const id = useId();
  const filesRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  // The server's limits: a file it would refuse is not sent at all.
  const limits = trpc.documents.limits.useQuery();

  /** What is wrong with `chosen`, in the page's language, or null when they can be sent. */
  function problemText(chosen: readonly File[]): string | null {
    const problem = problemOf(chosen, limits.data);
    if (problem === 'fileTooLarge' && limits.data) {
      const max = formatFileSize(limits.data.maxUploadBytes, language);
      return t`A file is too large: each file may have at most ${max}.`;
    }
    return problem ? translateMessageKey(i18n, problem) : null;
  }

  const upload = useMutation({
    mutationFn: uploadLetter,
    onSuccess: async (letter) => {
      setFiles([]);
      toast.success(msg`Letter uploaded`, ocr === false ? msg`Please type in its details.` : msg`We are reading it now.`);
      utils.letters.get.setData({ id: letter.id, lang: language }, letter);
      await Promise.all([utils.letters.list.invalidate(), utils.documents.limits.invalidate()]);
      await navigate({ to: '/letters/$letterId', params: { letterId: letter.id } });
    },
    onError: (err) => {
      const key = errorMessageKey(err);
      setError(key ? translateMessageKey(i18n, key) : i18n._(serverErrorDescriptor(err)));
      toast.error(msg`Upload failed`, msg`The letter could not be uploaded. Please try again.`);
    },
  });

  const create = trpc.letters.create.useMutation({
    onSuccess: async (letter) => {
      utils.letters.get.setData({ id: letter.id, lang: language }, letter);
      await utils.letters.list.invalidate();
      await navigate({ to: '/letters/$letterId', params: { letterId: letter.id } });
    },
    onError: () => toast.error(msg`Creation failed`, msg`The letter could not be created. Please try again.`),
  });

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.currentTarget.files ?? []);
    // The same file may be picked again later (another photo of the same name from the camera).
    event.currentTarget.value = '';
    if (picked.length === 0) return;
    // A PDF replaces what was chosen before; photos are added as further pages.
    const next = picked.some((f) => kindOf(f) === 'pdf') || files.some((f) => kindOf(f) === 'pdf') ? picked : [...files, ...picked];
    setFiles(next);
    setError(problemText(next));
  }

  function remove(index: number) {
    const next = files.filter((_, i) => i !== index);
    setFiles(next);
    setError(problemText(next));
  }

  function send() {
    if (files.length === 0) {
      setError(t`Choose the letter’s PDF or photos first.`);
      filesRef.current?.focus();
      return;
    }
    const problem = problemText(files);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    upload.mutate(files);
  }

  const busy = upload.isPending || create.isPending;
  const count = files.length;
  const describedBy = `${id}-hint${error ? ` ${id}-error` : ''}`;

  return (
    <section className="card add-letter" id="add-letter" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Add a letter</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Upload the letter from the Finanzamt as a PDF, or photos or scans of its pages. We read its details for you to check, and show you its deadlines.
        </Trans>
      </p>
      {ocr === false ? (
        <p className="letter-notice letter-notice--warning">
          <Trans>Photos and scans are not read automatically here. After uploading, please type in the letter’s details yourself.</Trans>
        </p>
      ) : null}
      <div className="add-letter__pickers">
        <input
          ref={filesRef}
          id={`${id}-files`}
          className="file-picker__input"
          type="file"
          name="file"
          accept={LETTER_ACCEPT}
          multiple
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={onPick}
          disabled={busy}
        />
        <label htmlFor={`${id}-files`} className="button button--secondary file-picker__button">
          <span aria-hidden="true">⤒ </span>
          <Trans>Choose PDF or photos</Trans>
        </label>
        <input
          id={`${id}-camera`}
          className="file-picker__input add-letter__camera-input"
          type="file"
          name="file"
          accept={PHOTO_ACCEPT}
          capture="environment"
          aria-describedby={describedBy}
          onChange={onPick}
          disabled={busy}
        />
        <label htmlFor={`${id}-camera`} className="button button--secondary file-picker__button add-letter__camera">
          <span aria-hidden="true">◉ </span>
          <Trans>Take a photo</Trans>
        </label>
      </div>
      <p id={`${id}-hint`} className="field__description">
        <Trans>One PDF, or up to {LETTER_FILES_MAX} photos of the pages (JPEG or PNG) in page order.</Trans>
      </p>
      {count > 0 ? (
        <ol className="add-letter__files" aria-label={t`Chosen files`}>
          {files.map((file, index) => {
            const name = file.name;
            return (
              <li key={`${index}-${file.name}-${file.size}`} className="add-letter__file">
                <Badge tone="file">{name}</Badge>
                <span className="muted">{formatFileSize(file.size, language)}</span>
                <Button className="link-button" onPress={() => remove(index)} aria-label={t`Remove ${name}`} isDisabled={busy}>
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ol>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="add-letter__actions">
        <Button className="button button--primary" onPress={send} isDisabled={busy}>
          {upload.isPending ? (
            <Trans>Uploading...</Trans>
          ) : count > 1 ? (
            <Plural value={count} one="Upload letter (# page)" other="Upload letter (# pages)" />
          ) : (
            <Trans>Upload letter</Trans>
          )}
        </Button>
        <span className="muted add-letter__or">
          <Trans>or</Trans>
        </span>
        <Button className="button button--ghost" onPress={() => create.mutate({})} isDisabled={busy}>
          {create.isPending ? <Trans>Creating...</Trans> : <Trans>Enter by hand</Trans>}
        </Button>
      </div>
    </section>
  );
}

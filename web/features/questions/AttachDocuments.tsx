/**
 * Attaching documents to a question or a follow-up: the client picks from their own documents, or
 * uploads a new file, which is kept in their documents (the documents upload, with its checks
 * before sending: web/features/documents/upload.ts) and attached. At most MESSAGE_ATTACHMENTS_MAX.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button, Checkbox, CheckboxGroup, FileTrigger } from 'react-aria-components';
import { UPLOAD_EXTENSIONS } from '#shared/constants.js';
import type { Document } from '#shared/documents/documents.schema.js';
import { uploadProblem } from '#shared/documents/upload-rules.js';
import { formatFileSize } from '#shared/format.js';
import { MESSAGE_ATTACHMENTS_MAX } from '#shared/questions/attachments.js';
import { serverErrorDescriptor, translateMessageKey } from '../../i18n/server-messages.js';
import { useLanguage } from '../../i18n/use-language.js';
import { trpc } from '../../lib/trpc.js';
import { uploadDocument } from '../documents/index.js';
import './questions.css';
import { Badge } from '../../components/Badge.js';

const ACCEPT = UPLOAD_EXTENSIONS.map((ext) => `.${ext}`);

export function AttachDocuments({ value, onChange, error }: { value: string[]; onChange: (ids: string[]) => void; error?: string }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The client's documents are asked for once they are needed (the list opened, or documents
  // attached), not with every form that offers them; the upload limits when a file is chosen.
  const documents = trpc.documents.list.useQuery(undefined, { enabled: open || value.length > 0 });
  const byId = new Map((documents.data ?? []).map((d) => [d.id, d]));
  const full = value.length >= MESSAGE_ATTACHMENTS_MAX;
  const max = MESSAGE_ATTACHMENTS_MAX;

  const upload = useMutation({
    mutationFn: uploadDocument,
    onSuccess: async (doc: Document) => {
      utils.documents.list.setData(undefined, (old) => (old ? [doc, ...old] : [doc]));
      onChange([...value, doc.id]);
      await Promise.all([utils.documents.list.invalidate(), utils.documents.limits.invalidate()]);
    },
    onError: (err) => setProblem(i18n._(serverErrorDescriptor(err))),
  });

  async function onSelect(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    setProblem(null);
    // Without the limits (offline), the server's own check still answers.
    const limits = await utils.documents.limits.fetch().catch(() => undefined);
    const found = uploadProblem({ name: file.name, size: file.size }, limits);
    if (found) {
      setProblem(translateMessageKey(i18n, found));
      return;
    }
    const title = (file.name.replace(/\.[^.]+$/, '').trim() || file.name).slice(0, 200);
    upload.mutate({ title, folderId: '', file });
  }

  const shownError = error ?? problem;
  return (
    <fieldset className="attach" aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}>
      <legend className="field__label">
        <Trans>Attach documents (optional)</Trans>
      </legend>
      {value.length > 0 ? (
        <ul className="attach__chosen" aria-label={t`Attached documents`}>
          {value.map((docId) => {
            const doc = byId.get(docId);
            const title = doc?.title ?? '…';
            return (
              <li key={docId}>
                <Badge tone="file">{title}</Badge>
                {doc ? <span className="muted">{formatFileSize(doc.fileSize, language)}</span> : null}
                <Button className="link-button" onPress={() => onChange(value.filter((v) => v !== docId))} aria-label={t`Remove ${title}`}>
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="attach__actions">
        <Button
          className="button button--secondary button--small"
          aria-expanded={open}
          aria-controls={open ? `${id}-list` : undefined}
          onPress={() => setOpen(!open)}
        >
          <Trans>Choose from my documents</Trans>
        </Button>
        <FileTrigger acceptedFileTypes={ACCEPT} onSelect={(files) => void onSelect(files)}>
          <Button className="button button--secondary button--small" isDisabled={full || upload.isPending}>
            {upload.isPending ? <Trans>Uploading...</Trans> : <Trans>Upload a new file</Trans>}
          </Button>
        </FileTrigger>
      </div>
      {open ? (
        (documents.data ?? []).length === 0 ? (
          <p id={`${id}-list`} className="muted">
            <Trans>You have no documents yet.</Trans>
          </p>
        ) : (
          <CheckboxGroup id={`${id}-list`} className="attach__list" aria-label={t`Your documents`} value={value} onChange={onChange}>
            {(documents.data ?? []).map((doc) => (
              <Checkbox key={doc.id} value={doc.id} className="checkbox" isDisabled={full && !value.includes(doc.id)}>
                {doc.title} <span className="muted">({doc.filename})</span>
              </Checkbox>
            ))}
          </CheckboxGroup>
        )
      ) : null}
      <p id={`${id}-hint`} className="field__description">
        <Trans>Up to {max} documents. A file you upload here is also kept in your documents (PDF, Word, JPEG or PNG).</Trans>
      </p>
      {shownError ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {shownError}
        </p>
      ) : null}
    </fieldset>
  );
}

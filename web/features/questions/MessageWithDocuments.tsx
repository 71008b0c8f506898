/**
 * A client's message to an expert with documents of their own (AttachDocuments) and the submit
 * button: the body of the follow-up form in a conversation and of "Ask an expert about this
 * letter". The text's field errors show under `name`, the documents' under `documentIds`.
 */
import { useState, type ReactNode } from 'react';
import { TextAreaField } from '../../components/fields.js';
import { setAndClear } from '../../lib/use-field-errors.js';
import type { FieldErrors } from '../../lib/validation.js';
import { AttachDocuments } from './AttachDocuments.js';
import { SubmitButton } from '../../components/SubmitButton.js';

/** A client's message being written: its text, the documents attached to it, and `reset` once it is sent. */
export interface MessageDraft {
  text: string;
  setText: (text: string) => void;
  documentIds: string[];
  setDocumentIds: (ids: string[]) => void;
  reset: () => void;
}

/** The state of a message with documents (MessageWithDocuments, the question form), empty at first. */
export function useMessageDraft(): MessageDraft {
  const [text, setText] = useState('');
  const [documentIds, setDocumentIds] = useState<string[]>([]);
  return {
    text,
    setText,
    documentIds,
    setDocumentIds,
    reset: () => {
      setText('');
      setDocumentIds([]);
    },
  };
}

/** The message's text field (`name`, `label`, `description`), its documents and the submit button, on a `draft` (useMessageDraft). */
export function MessageWithDocuments({
  name,
  label,
  description,
  draft,
  errors,
  clear,
  isPending,
  submitLabel,
  pendingLabel,
}: {
  /** The text field's name, as in the input schema. */
  name: string;
  label: string;
  description?: string;
  draft: MessageDraft;
  errors: FieldErrors;
  /** Removes a field's error (useServerForm's `clear`) as soon as it is edited. */
  clear: (name: string) => void;
  isPending: boolean;
  submitLabel: ReactNode;
  pendingLabel: ReactNode;
}) {
  return (
    <>
      <TextAreaField
        name={name}
        label={label}
        description={description}
        value={draft.text}
        onChange={setAndClear(draft.setText, clear, name)}
        isRequired
        rows={4}
      />
      <AttachDocuments value={draft.documentIds} onChange={setAndClear(draft.setDocumentIds, clear, 'documentIds')} error={errors.documentIds} />
      <SubmitButton pending={isPending} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </>
  );
}

/**
 * A client's message to an expert with documents of their own (AttachDocuments) and the submit
 * button: the body of the follow-up form in a conversation and of "Ask an expert about this
 * letter". The text's field errors show under `name`, the documents' under `documentIds`.
 */
import { Button } from 'react-aria-components';
import type { ReactNode } from 'react';
import { TextAreaField } from '../../components/fields.js';
import type { FieldErrors } from '../../lib/validation.js';
import { AttachDocuments } from './AttachDocuments.js';

export function MessageWithDocuments({
  name,
  label,
  description,
  value,
  onChange,
  documentIds,
  onDocumentIdsChange,
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
  value: string;
  onChange: (value: string) => void;
  documentIds: string[];
  onDocumentIdsChange: (ids: string[]) => void;
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
        value={value}
        onChange={(text) => {
          onChange(text);
          clear(name);
        }}
        isRequired
        rows={4}
      />
      <AttachDocuments
        value={documentIds}
        onChange={(ids) => {
          onDocumentIdsChange(ids);
          clear('documentIds');
        }}
        error={errors.documentIds}
      />
      <Button type="submit" className="button button--primary" isDisabled={isPending}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </>
  );
}

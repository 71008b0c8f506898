/**
 * The inside of a dialog that asks for one name: its title, the name field (focused on opening,
 * required) and Cancel / submit, the submit disabled while the trimmed name is empty or the call
 * runs. Used by "New Folder", "Rename folder" and "Rename document".
 */
import { Trans } from '@lingui/react/macro';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { TextInputField } from '../../components/fields.js';
import { DialogActions, DialogTitle } from '../../components/ModalDialog.js';
import type { FieldErrors } from '../../lib/validation.js';
import { ValidatedForm } from '../../components/ValidatedForm.js';

export function NameFieldDialog({
  title,
  form: { formRef, errors, clear },
  onSubmit,
  name,
  label,
  placeholder,
  value,
  onChange,
  onCancel,
  isPending,
  submitLabel = <Trans>Save</Trans>,
  pendingLabel = <Trans>Saving...</Trans>,
}: {
  title: ReactNode;
  /**
   * The form's field errors and `clear` (removes a field's error as soon as it is edited), and
   * `formRef` for moving focus to the field when it is invalid (useServerForm, useFieldErrors).
   */
  form: { formRef?: RefObject<HTMLFormElement | null>; errors: FieldErrors; clear: (name: string) => void };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The field's name, as in the input schema (its errors are shown under it). */
  name: string;
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  onCancel: () => void;
  isPending: boolean;
  /** "Save" unless told. */
  submitLabel?: ReactNode;
  /** "Saving..." unless told. */
  pendingLabel?: ReactNode;
}) {
  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={onSubmit}>
        <TextInputField
          name={name}
          label={label}
          placeholder={placeholder}
          value={value}
          onChange={(text) => {
            onChange(text);
            clear(name);
          }}
          autoFocus
          isRequired
        />
        <DialogActions
          cancelLabel={<Trans>Cancel</Trans>}
          onCancel={onCancel}
          confirmLabel={submitLabel}
          pendingLabel={pendingLabel}
          isPending={isPending}
          isDisabled={value.trim().length === 0}
        />
      </ValidatedForm>
    </>
  );
}

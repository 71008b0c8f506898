/**
 * Labelled form fields on react-aria-components: label, input, description and an error
 * message that is announced and linked to the input (aria-describedby).
 */
import type { ReactNode, Ref } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField, type TextFieldProps } from 'react-aria-components';

interface FieldProps extends Omit<TextFieldProps, 'children' | 'className'> {
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  /** Classes besides `field`. */
  className?: string;
  /** Shown beside the label (e.g. a "Confirmed" chip): see FieldLabel. */
  labelAddon?: ReactNode;
}

/**
 * A field's label; with an `addon` slot (even an empty one: the letter form's fields, whose labels
 * line up across a row), the label and the addon share one row, wrapping on narrow screens.
 */
export function FieldLabel({ label, addon }: { label: ReactNode; addon?: ReactNode }) {
  if (addon === undefined) return <Label className="field__label">{label}</Label>;
  return (
    <div className="field__label-row">
      <Label className="field__label">{label}</Label>
      {addon}
    </div>
  );
}

/** Under a field's input: its description (if any) and its error, both linked to the input. */
export function FieldHelp({ description }: { description?: ReactNode }) {
  return (
    <>
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="field__error" />
    </>
  );
}

export function TextInputField({ label, description, placeholder, className, labelAddon, ...props }: FieldProps) {
  return (
    <TextField {...props} className={className ? `field ${className}` : 'field'}>
      <FieldLabel label={label} addon={labelAddon} />
      <Input className="field__input" placeholder={placeholder} />
      <FieldHelp description={description} />
    </TextField>
  );
}

/** A multi-line text field; `textAreaRef` reaches its `<textarea>` (e.g. to insert text at the cursor). */
export function TextAreaField({
  label,
  description,
  placeholder,
  className,
  labelAddon,
  rows = 5,
  textAreaRef,
  ...props
}: FieldProps & { rows?: number; textAreaRef?: Ref<HTMLTextAreaElement> }) {
  return (
    <TextField {...props} className={className ? `field ${className}` : 'field'}>
      <FieldLabel label={label} addon={labelAddon} />
      <TextArea ref={textAreaRef} className="field__input field__textarea" placeholder={placeholder} rows={rows} />
      <FieldHelp description={description} />
    </TextField>
  );
}

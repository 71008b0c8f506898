/**
 * Labelled form fields on react-aria-components: label, input, description and an error
 * message that is announced and linked to the input (aria-describedby).
 */
import type { ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField, type TextFieldProps } from 'react-aria-components';

interface FieldProps extends Omit<TextFieldProps, 'children' | 'className'> {
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
}

export function TextInputField({ label, description, placeholder, ...props }: FieldProps) {
  return (
    <TextField {...props} className="field">
      <Label className="field__label">{label}</Label>
      <Input className="field__input" placeholder={placeholder} />
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="field__error" />
    </TextField>
  );
}

export function TextAreaField({ label, description, placeholder, rows = 5, ...props }: FieldProps & { rows?: number }) {
  return (
    <TextField {...props} className="field">
      <Label className="field__label">{label}</Label>
      <TextArea className="field__input field__textarea" placeholder={placeholder} rows={rows} />
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="field__error" />
    </TextField>
  );
}

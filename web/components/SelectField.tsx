/**
 * A labelled single-choice select on react-aria-components, styled like the text fields
 * (label, button, description, error linked to the button). Options are plain id/label pairs.
 */
import type { ReactNode } from 'react';
import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components';
import { FieldHelp, FieldLabel } from './fields.js';

export interface SelectOption {
  id: string;
  label: string;
}

export function SelectField({
  label,
  description,
  options,
  value,
  onChange,
  name,
  placeholder,
  isRequired,
  isDisabled,
  className = '',
  labelAddon,
  describedBy,
}: {
  label: ReactNode;
  description?: ReactNode;
  options: readonly SelectOption[];
  /** The selected option's id, or null for none (the placeholder shows). */
  value: string | null;
  onChange: (id: string | null) => void;
  /** The field's name in the form (its server/validation errors are keyed by it). */
  name?: string;
  placeholder?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
  /** Shown beside the label (e.g. a "Confirmed" chip); the label and it share one row. */
  labelAddon?: ReactNode;
  /** Ids of further elements describing the field (aria-describedby). */
  describedBy?: string | undefined;
}) {
  return (
    <Select
      className={`field ${className}`.trim()}
      name={name}
      value={value}
      onChange={(key: Key | null) => onChange(key == null ? null : String(key))}
      placeholder={placeholder}
      isRequired={isRequired}
      isDisabled={isDisabled}
      aria-describedby={describedBy}
    >
      <FieldLabel label={label} addon={labelAddon || undefined} />
      <Button className="field__input select-button">
        <SelectValue className="select-button__value" />
        <span aria-hidden="true" className="select-button__chevron">
          ▾
        </span>
      </Button>
      <FieldHelp description={description} />
      <Popover className="popover">
        <ListBox className="listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className="listbox__item" textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

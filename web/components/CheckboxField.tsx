/**
 * A checkbox the form requires (terms, a confirmation), with its error under it, announced and
 * linked to the box (aria-describedby) while there is one. A module of its own: the public pages'
 * forms (fields.tsx) have no checkbox.
 */
import { useId, type ReactNode } from 'react';
import { Checkbox } from 'react-aria-components';

export function CheckboxField({
  name,
  isSelected,
  onChange,
  error,
  children,
}: {
  name: string;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  error: string | undefined;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <>
      <Checkbox
        name={name}
        className="checkbox"
        isSelected={isSelected}
        onChange={onChange}
        isInvalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      >
        {children}
      </Checkbox>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * A form's field errors as React state, and focusing the first invalid field. Kept apart from
 * validation.ts (which pulls in the translated server messages) so the landing page's contact
 * form loads that only when it is submitted.
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Field name -> the (translated) message shown under it. */
export type FieldErrors = Record<string, string>;

/** Moves focus to the first invalid field after a failed submit. */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, errors: FieldErrors): void {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, formRef]);
}

/**
 * Field errors of one form. `clear(name)` removes a field's error as soon as the user edits it
 * (on input, not on blur: an error that disappears on blur shifts the layout under the pointer
 * and swallows the click on the submit button below).
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const clear = useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);
  return { errors, setErrors, clear };
}

/**
 * A field's `onChange` that keeps the new value (`set`) and then removes the field's error
 * (`clear(name)`, see useFieldErrors): `onChange={setAndClear(setBody, clear, 'body')}`.
 */
export function setAndClear<T>(set: (value: T) => void, clear: (name: string) => void, name: string): (value: T) => void {
  return (value) => {
    set(value);
    clear(name);
  };
}

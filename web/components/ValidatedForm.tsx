/**
 * The forms' `<form>`: react-aria's Form with `validationBehavior="aria"` (errors are announced and
 * linked to their inputs, no browser bubbles, submitting is never blocked) and the errors the form's
 * check or the server found, keyed by field name.
 */
import type { Ref } from 'react';
import { Form, type FormProps } from 'react-aria-components';

type ValidatedFormProps = Omit<FormProps, 'validationBehavior' | 'validationErrors'> & {
  /** The fields' errors by name (`validationErrors`). */
  errors: FormProps['validationErrors'];
  ref?: Ref<HTMLFormElement>;
};

/** Renders react-aria's Form with `errors` as its `validationErrors`; every other prop (ref, className, onSubmit, aria-*) passes through. */
export function ValidatedForm({ errors, ...props }: ValidatedFormProps) {
  return <Form {...props} validationBehavior="aria" validationErrors={errors} />;
}

/**
 * Pieces of the signed-in pages' forms: the message about a whole form and the row of its buttons.
 * Their styles (form-parts.css) load with the forms that use them, not with the public pages.
 */
import type { ReactNode } from 'react';
import './form-parts.css';

/** A message about a whole form (a server error no field is to blame for), announced when it appears; nothing without one. */
export function FormError({ message }: { message: ReactNode }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

/** A form's buttons, at its end on the right (full width on phones). */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="form-actions">{children}</div>;
}

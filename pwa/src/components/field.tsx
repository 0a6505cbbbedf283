import type { ReactNode } from 'react';

interface FieldProps {
  /** the id of the control inside; the hint and the error get `${id}-hint` and `${id}-error` */
  id: string;
  label: string;
  hint?: string;
  /** the message under the control; its control is marked invalid while it is set */
  error?: string | null;
  children: ReactNode;
}

/** A labelled form control with its hint and its error under it. */
export function Field({ id, label, hint, error, children }: FieldProps) {
  return (
    <div className="profile-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="profile-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="profile-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria attributes that tie a Field's control to its hint and its error. */
export function fieldAria(
  id: string,
  hint: string | undefined,
  error: string | null | undefined,
): { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined } {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

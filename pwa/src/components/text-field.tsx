import { useId, type InputHTMLAttributes } from 'react';
import { Field, fieldAria } from './field';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the translated message under the field; the field is marked invalid while it is set */
  error?: string | null;
  hint?: string;
}

/** A labelled input with its hint and its error, tied to it for screen readers. */
export function TextField({ id, label, value, onChange, error, hint, ...input }: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <Field id={inputId} label={label} hint={hint} error={error}>
      <input
        id={inputId}
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...fieldAria(inputId, hint, error)}
        {...input}
      />
    </Field>
  );
}

import { useId } from 'react';
import { Field, fieldAria } from '@pwa/components/field';

interface NumberTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  /** 'decimal' for komi, else whole numbers */
  mode?: 'numeric' | 'decimal';
  placeholder?: string;
}

/** A labelled text input for a number, kept as typed until the form is sent. */
export function NumberTextField(props: NumberTextFieldProps) {
  const { label, value, onChange, error, hint, mode = 'numeric', placeholder } = props;
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className="input"
        inputMode={mode}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        {...fieldAria(id, hint, error)}
      />
    </Field>
  );
}

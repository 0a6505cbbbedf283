import { useId } from 'react';
import { Field, fieldAria } from '@pwa/components/field';

interface SelectFieldProps<T extends string | number> {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
}

/** A labelled select over a fixed list of values. */
export function SelectField<T extends string | number>(props: SelectFieldProps<T>) {
  const { label, value, options, optionLabel, onChange } = props;
  const id = useId();
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        className="input"
        value={String(value)}
        onChange={(event) => {
          const chosen = options.find((option) => String(option) === event.target.value);
          if (chosen !== undefined) onChange(chosen);
        }}
      >
        {options.map((option) => (
          <option key={option} value={String(option)}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </Field>
  );
}

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

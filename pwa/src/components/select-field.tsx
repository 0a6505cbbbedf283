import { useId } from 'react';
import { Field } from './field';

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

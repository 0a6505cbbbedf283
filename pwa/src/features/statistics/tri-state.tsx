import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface TriStateProps {
  legend: string;
  /** null: either */
  value: boolean | null;
  onChange: (value: boolean | null) => void;
}

const OPTIONS = [
  { value: null, key: 'any' },
  { value: true, key: 'yes' },
  { value: false, key: 'no' },
] as const;

/**
 * Any, yes or no, as three radio buttons in a row. The router applies the URL (`value`) in a
 * transition: until `value` moves on, the button shows the choice just made, not the old value.
 */
export function TriState({ legend, value, onChange }: TriStateProps) {
  const { t } = useTranslation('statistics');
  const name = useId();
  const [choice, setChoice] = useState<{ made: boolean | null; over: boolean | null } | null>(null);
  const pending = choice !== null && choice.over === value;
  // the URL moved on (the choice landed, or back was pressed): it is what to show from now on
  if (choice !== null && !pending) setChoice(null);
  const shown = pending ? choice.made : value;
  return (
    <fieldset className="stat-tristate">
      <legend className="field-label">{legend}</legend>
      <div className="segmented">
        {OPTIONS.map((option) => (
          <label key={option.key} className="segmented__option stat-tristate__option">
            <input
              type="radio"
              className="stat-tristate__input"
              name={name}
              checked={shown === option.value}
              onChange={() => {
                setChoice({ made: option.value, over: value });
                onChange(option.value);
              }}
            />
            {t(`filters.${option.key}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

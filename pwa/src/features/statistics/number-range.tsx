import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface NumberRangeProps {
  legend: string;
  min: number | null;
  max: number | null;
  bounds: { min: number; max: number };
  /** the bounds are the wrong way round */
  invalid: boolean;
  onChange: (min: number | null, max: number | null) => void;
}

const toText = (value: number | null) => (value === null ? '' : String(value));

/** A whole number within the bounds, null when empty, undefined when not a number. */
function parse(text: string, bounds: { min: number; max: number }): number | null | undefined {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return undefined;
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(value)));
}

/**
 * "From" and "to" number fields. A value applies when the field is left or Enter is pressed, so
 * typing '2015' does not ask the server for 2, 20 and 201 on the way.
 */
export function NumberRange({ legend, min, max, bounds, invalid, onChange }: NumberRangeProps) {
  const { t } = useTranslation('statistics');
  const [text, setText] = useState({ min: toText(min), max: toText(max) });

  // Follow changes from elsewhere: the back button, a reset.
  useEffect(() => setText({ min: toText(min), max: toText(max) }), [min, max]);

  const commit = () => {
    const low = parse(text.min, bounds);
    const high = parse(text.max, bounds);
    const next = { min: low === undefined ? min : low, max: high === undefined ? max : high };
    setText({ min: toText(next.min), max: toText(next.max) });
    if (next.min !== min || next.max !== max) onChange(next.min, next.max);
  };

  return (
    <fieldset className="stat-range">
      <legend className="field-label">{legend}</legend>
      <div className="stat-range__fields">
        {(['min', 'max'] as const).map((which) => (
          <Fragment key={which}>
            {which === 'max' && <span aria-hidden="true">–</span>}
            <label className="stat-range__field">
              <span className="visually-hidden">
                {t(which === 'min' ? 'filters.from' : 'filters.to', { what: legend })}
              </span>
              <input
                className="input"
                type="number"
                inputMode="numeric"
                min={bounds.min}
                max={bounds.max}
                placeholder={t(
                  which === 'min' ? 'filters.fromPlaceholder' : 'filters.toPlaceholder',
                  {
                    value: bounds[which],
                  },
                )}
                value={text[which]}
                aria-invalid={invalid || undefined}
                onChange={(event) => setText({ ...text, [which]: event.target.value })}
                onBlur={commit}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') commit();
                }}
              />
            </label>
          </Fragment>
        ))}
      </div>
    </fieldset>
  );
}

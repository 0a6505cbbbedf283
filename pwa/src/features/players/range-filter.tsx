import { Fragment, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface RangeFilterProps {
  legend: string;
  min: number | null;
  max: number | null;
  bounds: { min: number; max: number };
  disabled?: boolean;
  /** shown under the fields (why they are disabled, say) */
  hint?: string;
  onChange: (min: number | null, max: number | null) => void;
}

function toText(value: number | null): string {
  return value === null ? '' : String(value);
}

/** A number or empty, or undefined while the text is not a number yet ('-', '1e'). */
function parse(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** Two number fields, "from" and "to"; each change applies at once (the URL is replaced). */
export function RangeFilter({
  legend,
  min,
  max,
  bounds,
  disabled,
  hint,
  onChange,
}: RangeFilterProps) {
  const { t } = useTranslation('players');
  const id = useId();
  const [text, setText] = useState({ min: toText(min), max: toText(max) });

  // Follow changes that come from elsewhere (back button, reset).
  useEffect(() => {
    setText((current) => ({
      min: parse(current.min) === min ? current.min : toText(min),
      max: parse(current.max) === max ? current.max : toText(max),
    }));
  }, [min, max]);

  const change = (which: 'min' | 'max', value: string) => {
    const next = { ...text, [which]: value };
    setText(next);
    const low = parse(next.min);
    const high = parse(next.max);
    if (low === undefined || high === undefined) return;
    const clamp = (v: number | null) =>
      v === null ? null : Math.min(bounds.max, Math.max(bounds.min, v));
    onChange(clamp(low), clamp(high));
  };

  const invalid = (() => {
    const low = parse(text.min);
    const high = parse(text.max);
    return typeof low === 'number' && typeof high === 'number' && low > high;
  })();

  return (
    <fieldset className="range-filter" disabled={disabled} aria-describedby={`${id}-hint`}>
      <legend className="field-label">{legend}</legend>
      <div className="range-filter__fields">
        {(['min', 'max'] as const).map((which) => (
          <Fragment key={which}>
            {which === 'max' && <span aria-hidden="true">–</span>}
            <label className="range-filter__field">
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
                onChange={(event) => change(which, event.target.value)}
              />
            </label>
          </Fragment>
        ))}
      </div>
      <p id={`${id}-hint`} className="field-hint" role={invalid ? 'alert' : undefined}>
        {invalid ? t('filters.rangeInverted') : hint}
      </p>
    </fieldset>
  );
}

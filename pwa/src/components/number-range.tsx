import { Fragment, useEffect, useId, useState } from 'react';

/** The texts of a number range, in the words of the page that shows it. */
export interface NumberRangeLabels {
  /** the hidden labels of the two fields ("Rating from") */
  from: string;
  to: string;
  fromPlaceholder: string;
  toPlaceholder: string;
  /** said under the fields while the typed bounds are the wrong way round; none: nothing said */
  inverted?: string;
}

interface NumberRangeProps {
  legend: string;
  min: number | null;
  max: number | null;
  bounds: { min: number; max: number };
  labels: NumberRangeLabels;
  /**
   * 'typing': each change applies at once; 'leaving': a value applies when its field is left or
   * Enter is pressed, so typing '2015' does not ask the server for 2, 20 and 201 on the way.
   */
  apply: 'typing' | 'leaving';
  /** values are rounded to whole numbers */
  whole?: boolean;
  /** the applied bounds are the wrong way round (known to the page) */
  invalid?: boolean;
  disabled?: boolean;
  /** shown under the fields (why they are disabled, say) */
  hint?: string;
  onChange: (min: number | null, max: number | null) => void;
}

type Which = 'min' | 'max';

const toText = (value: number | null) => (value === null ? '' : String(value));

/** A number or empty, or undefined while the text is not a number yet ('-', '1e'). */
function parseNumber(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** "From" and "to" number fields within the bounds; empty means no bound. */
export function NumberRange({
  legend,
  min,
  max,
  bounds,
  labels,
  apply,
  whole = false,
  invalid = false,
  disabled,
  hint,
  onChange,
}: NumberRangeProps) {
  const id = useId();
  const [text, setText] = useState({ min: toText(min), max: toText(max) });
  const fit = (value: number | null) =>
    value === null
      ? null
      : Math.min(bounds.max, Math.max(bounds.min, whole ? Math.round(value) : value));
  const parse = (value: string) => {
    const parsed = parseNumber(value);
    return parsed === undefined ? undefined : fit(parsed);
  };

  // Follow changes that come from elsewhere (back button, reset).
  useEffect(() => {
    setText((current) => ({
      min: parseNumber(current.min) === min ? current.min : toText(min),
      max: parseNumber(current.max) === max ? current.max : toText(max),
    }));
  }, [min, max]);

  const type = (which: Which, value: string) => {
    const next = { ...text, [which]: value };
    setText(next);
    if (apply !== 'typing') return;
    const low = parse(next.min);
    const high = parse(next.max);
    if (low === undefined || high === undefined) return;
    onChange(low, high);
  };

  const commit = () => {
    const low = parse(text.min);
    const high = parse(text.max);
    const next = { min: low === undefined ? min : low, max: high === undefined ? max : high };
    setText({ min: toText(next.min), max: toText(next.max) });
    if (next.min !== min || next.max !== max) onChange(next.min, next.max);
  };

  const typedInverted = (() => {
    const low = parseNumber(text.min);
    const high = parseNumber(text.max);
    return typeof low === 'number' && typeof high === 'number' && low > high;
  })();
  const saysInverted = labels.inverted !== undefined && typedInverted;
  const note = labels.inverted !== undefined || hint !== undefined;

  return (
    <fieldset
      className="number-range"
      disabled={disabled}
      aria-describedby={note ? `${id}-hint` : undefined}
    >
      <legend className="field-label">{legend}</legend>
      <div className="number-range__fields">
        {(['min', 'max'] as const).map((which) => (
          <Fragment key={which}>
            {which === 'max' && <span aria-hidden="true">–</span>}
            <label className="number-range__field">
              <span className="visually-hidden">{which === 'min' ? labels.from : labels.to}</span>
              <input
                className="input"
                type="number"
                inputMode="numeric"
                min={bounds.min}
                max={bounds.max}
                placeholder={which === 'min' ? labels.fromPlaceholder : labels.toPlaceholder}
                value={text[which]}
                aria-invalid={invalid || saysInverted || undefined}
                onChange={(event) => type(which, event.target.value)}
                onBlur={apply === 'leaving' ? commit : undefined}
                onKeyDown={(event) => {
                  if (apply === 'leaving' && event.key === 'Enter') commit();
                }}
              />
            </label>
          </Fragment>
        ))}
      </div>
      {note && (
        <p id={`${id}-hint`} className="field-hint" role={saysInverted ? 'alert' : undefined}>
          {saysInverted ? labels.inverted : hint}
        </p>
      )}
    </fieldset>
  );
}

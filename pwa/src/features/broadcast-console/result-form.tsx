import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseResult } from '@domain/broadcast';

/** The ways a game ends, as the console offers them; points take a number. */
const RESULT_KINDS = [
  'B+R',
  'W+R',
  'B+T',
  'W+T',
  'B+F',
  'W+F',
  'B+points',
  'W+points',
  'Draw',
  'Void',
] as const;
type ResultKind = (typeof RESULT_KINDS)[number];

/** The result text of a kind (and points), or null when it is not one. */
export function resultText(kind: ResultKind, points: string): string | null {
  if (kind === 'B+points' || kind === 'W+points') {
    return normaliseResult(`${kind[0]}+${points.trim().replace(',', '.')}`);
  }
  return normaliseResult(kind);
}

interface ResultFormProps {
  result: string | null;
  disabled: boolean;
  onSet: (result: string | null) => void;
}

/** Sets the board's result (B+R, W+6.5, Draw, Void...) or clears it. */
export function ResultForm({ result, disabled, onSet }: ResultFormProps) {
  const { t } = useTranslation('broadcastConsole');
  const id = useId();
  const [kind, setKind] = useState<ResultKind>('B+R');
  const [points, setPoints] = useState('');
  const [invalid, setInvalid] = useState(false);
  const withPoints = kind === 'B+points' || kind === 'W+points';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = resultText(kind, points);
    setInvalid(text === null);
    if (text !== null) onSet(text);
  };

  return (
    <form className="console-result" onSubmit={submit}>
      <h3 className="console-panel__title">
        {result ? t('result.current', { result }) : t('result.none')}
      </h3>
      <div className="console-result__row">
        <div className="profile-field">
          <label className="field-label" htmlFor={`${id}-kind`}>
            {t('result.kind')}
          </label>
          <select
            id={`${id}-kind`}
            className="input"
            value={kind}
            onChange={(event) =>
              setKind(RESULT_KINDS.find((option) => option === event.target.value) ?? 'B+R')
            }
          >
            {RESULT_KINDS.map((option) => (
              <option key={option} value={option}>
                {t(`result.kinds.${option}`)}
              </option>
            ))}
          </select>
        </div>
        {withPoints && (
          <div className="profile-field">
            <label className="field-label" htmlFor={`${id}-points`}>
              {t('result.points')}
            </label>
            <input
              id={`${id}-points`}
              className="input"
              inputMode="decimal"
              value={points}
              placeholder="6.5"
              onChange={(event) => setPoints(event.target.value)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-error` : undefined}
            />
          </div>
        )}
      </div>
      {invalid && (
        <p id={`${id}-error`} className="profile-field__error">
          {t('result.invalid')}
        </p>
      )}
      <div className="console-actions">
        <button type="submit" className="button button--primary" disabled={disabled}>
          {t('result.set')}
        </button>
        {result !== null && (
          <button type="button" className="button" disabled={disabled} onClick={() => onSet(null)}>
            {t('result.clear')}
          </button>
        )}
      </div>
    </form>
  );
}

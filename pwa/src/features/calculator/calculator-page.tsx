import { useLiveQuery } from 'dexie-react-hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { nameScript, nameWithNickname } from '@domain/format';
import { CALCULATOR_LIMITS } from '@domain/rating/calculator';
import { FederationSelect } from '@pwa/components/federation-select';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { db } from '@pwa/lib/db';
import { calculate, type Result, type SideForm } from './calculator-form';
import { pickedPlayers } from './calculator.repo';
import { CalculatorResult } from './calculator-result';
import { PlayerSide } from './player-side';
import { useCalculatorForm } from './use-calculator-form';
import { useErrorText } from './use-error-text';
import './calculator.css';

const RESULTS: readonly Result[] = ['player1', 'player2', 'tie'];
const STONES = Array.from({ length: CALCULATOR_LIMITS.maxHandicap + 1 }, (_, n) => n);
/** Not errors, just not filled in yet: a hint instead of red text. */
const INCOMPLETE = new Set(['required', 'choosePlayer']);

/** The rating calculator: runs the domain code in the browser, so it works offline. */
export function CalculatorPage() {
  const { t, i18n } = useTranslation('calculator');
  useDocumentTitle(t('title'));
  const id = useId();
  const errorText = useErrorText();
  const script = nameScript(i18n.resolvedLanguage);
  const [form, update] = useCalculatorForm();
  const ids: [number | null, number | null] = [
    form.sides[0].mode === 'player' ? form.sides[0].playerId : null,
    form.sides[1].mode === 'player' ? form.sides[1].playerId : null,
  ];
  const players = useLiveQuery(async () => pickedPlayers(db, ids), [ids[0], ids[1]]);
  const { errors, outcome } = calculate(form, players ?? [undefined, undefined]);
  const shownErrors = errors.filter((error) => !INCOMPLETE.has(error.code));
  const otherErrors = shownErrors.filter((error) => !error.field.startsWith('player'));

  const setSide = (index: 0 | 1) => (side: SideForm, options?: { replace?: boolean }) =>
    update((current) => {
      const sides: typeof current.sides = [...current.sides];
      sides[index] = side;
      return { ...current, sides };
    }, options);

  const names = ([0, 1] as const).map((i) => {
    const player = players?.[i];
    return form.sides[i].mode === 'player' && player
      ? nameWithNickname(player, script)
      : t('player', { n: i + 1 });
  }) as [string, string];

  return (
    <div className="calculator-page">
      <h1 className="page-title">{t('title')}</h1>
      <p className="muted calculator-page__lead">{t('lead')}</p>
      <form className="calculator-form" onSubmit={(event) => event.preventDefault()}>
        <div className="calculator-field calculator-form__federation">
          <FederationSelect
            label={t('federation')}
            labelClassName="field-label"
            value={form.federation}
            onChange={(federation) => update((current) => ({ ...current, federation }))}
            systemName={(system) => t(`federations.${system}`)}
          />
        </div>
        {form.federation === 'egf' && (
          <div className="calculator-field calculator-form__date">
            <label className="field-label" htmlFor={`${id}-date`}>
              {t('date.label')}
            </label>
            <input
              id={`${id}-date`}
              type="date"
              className="input"
              value={form.date}
              aria-describedby={`${id}-date-hint`}
              onChange={(event) => update((current) => ({ ...current, date: event.target.value }))}
            />
            <p id={`${id}-date-hint`} className="muted calculator-form__hint">
              {t('date.hint')}
            </p>
          </div>
        )}
        <div className="calculator-form__sides">
          {([0, 1] as const).map((i) => (
            <PlayerSide
              key={i}
              n={i === 0 ? 1 : 2}
              side={form.sides[i]}
              player={players?.[i]}
              federation={form.federation}
              script={script}
              errors={shownErrors.filter((error) => error.field.startsWith(`player${i + 1}.`))}
              onChange={setSide(i)}
            />
          ))}
        </div>
        <fieldset className="calculator-form__result">
          <legend className="field-label">{t('result.label')}</legend>
          <div className="segmented">
            {RESULTS.map((result) => (
              <label key={result} className="segmented__option calculator-radio">
                <input
                  type="radio"
                  name={`${id}-result`}
                  value={result}
                  checked={form.result === result}
                  onChange={() => update((current) => ({ ...current, result }))}
                />
                {t(`result.${result}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="calculator-form__handicap">
          <div className="calculator-field">
            <label className="field-label" htmlFor={`${id}-handicap`}>
              {t('handicap.label')}
            </label>
            <select
              id={`${id}-handicap`}
              className="input"
              value={form.handicap}
              onChange={(event) =>
                update((current) => ({ ...current, handicap: Number(event.target.value) }))
              }
            >
              {STONES.map((n) => (
                <option key={n} value={n}>
                  {n === 0 ? t('handicap.even') : t('handicap.stones', { count: n })}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="calculator-form__giver" disabled={form.handicap === 0}>
            <legend className="field-label">{t('handicap.giver')}</legend>
            {([1, 2] as const).map((n) => (
              <label key={n} className="calculator-radio">
                <input
                  type="radio"
                  name={`${id}-giver`}
                  checked={form.giver === n}
                  onChange={() => update((current) => ({ ...current, giver: n }))}
                />
                {names[n - 1]}
              </label>
            ))}
          </fieldset>
        </div>
      </form>
      <section className="calculator-result" aria-live="polite" aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`} className="calculator-result__title">
          {t('result.title')}
        </h2>
        {otherErrors.map((error) => (
          <p key={`${error.field}-${error.code}`} className="field-error" role="alert">
            {errorText(error)}
          </p>
        ))}
        {outcome ? (
          <CalculatorResult
            outcome={outcome}
            names={names}
            hasDeviation={form.federation !== 'egf'}
          />
        ) : (
          <p className="muted">
            {shownErrors.length > 0 ? t('result.fix') : t('result.incomplete')}
          </p>
        )}
      </section>
    </div>
  );
}

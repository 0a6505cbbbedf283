import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatNumber, nameWithNickname, type NameScript } from '@domain/format';
import type { RatingSystemId } from '@domain/rating/types';
import { PlayerCombobox } from '@pwa/components/player-combobox';
import { db, type StoredPlayer } from '@pwa/lib/db';
import { playerRatingIn, type CalculationError, type SideForm } from './calculator-form';
import { searchPlayers } from '@pwa/lib/players-query/search-players';
import { useErrorText } from './use-error-text';

interface PlayerSideProps {
  n: 1 | 2;
  side: SideForm;
  /** the picked player: undefined while read or when not on this device */
  player: StoredPlayer | undefined;
  federation: RatingSystemId;
  script: NameScript;
  /** errors of this side's fields, shown once the user has entered something */
  errors: CalculationError[];
  onChange: (side: SideForm, options?: { replace?: boolean }) => void;
}

/** One player of the game: picked from the players on this device, or a typed rating. */
export function PlayerSide({
  n,
  side,
  player,
  federation,
  script,
  errors,
  onChange,
}: PlayerSideProps) {
  const { t, i18n } = useTranslation('calculator');
  const errorText = useErrorText();
  const id = useId();
  const search = useCallback((text: string) => searchPlayers(db, text, federation), [federation]);
  const ratingError = errors.find((e) => e.field.endsWith('.rating'));
  const deviationError = errors.find((e) => e.field.endsWith('.deviation'));
  const noDeviation = federation === 'egf';
  const current = player ? playerRatingIn(player, federation) : null;

  return (
    <fieldset className="calculator-side">
      <legend className="calculator-side__legend">{t('player', { n })}</legend>
      <div className="segmented" role="group" aria-label={t('mode.label', { n })}>
        {(['player', 'rating'] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            className="segmented__option"
            aria-pressed={side.mode === mode}
            onClick={() => onChange({ ...side, mode }, { replace: false })}
          >
            {t(`mode.${mode}`)}
          </button>
        ))}
      </div>
      {side.mode === 'player' && side.playerId !== null && (
        <div className="calculator-side__picked">
          <div>
            {player ? (
              <Link to={`/players/${player.id}`}>{nameWithNickname(player, script)}</Link>
            ) : (
              <span>{t('picked.missing', { id: side.playerId })}</span>
            )}
            <p className="muted">
              {current
                ? t('picked.rating', {
                    rating: formatNumber(current.rating, 1, i18n.resolvedLanguage),
                    deviation: formatNumber(current.deviation, 1, i18n.resolvedLanguage),
                  })
                : player && t('picked.noRating', { federation: t(`federations.${federation}`) })}
            </p>
          </div>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => onChange({ ...side, playerId: null }, { replace: false })}
          >
            {t('picked.change')}
          </button>
        </div>
      )}
      {side.mode === 'player' && side.playerId === null && (
        <PlayerCombobox
          labels={{
            label: t('search.label', { n }),
            placeholder: t('search.placeholder'),
            none: t('search.none'),
          }}
          search={search}
          optionName={(option) => nameWithNickname(option, script)}
          optionRating={(option) => {
            const rating = playerRatingIn(option, federation);
            return rating ? formatNumber(rating.rating) : t('search.noRating');
          }}
          describedBy={ratingError ? `${id}-rating-error` : undefined}
          invalid={Boolean(ratingError)}
          onPick={(picked) => onChange({ ...side, playerId: picked.id }, { replace: false })}
        />
      )}
      {side.mode === 'rating' && (
        <div className="calculator-side__fields">
          <label className="calculator-field">
            <span className="field-label">{t('rating')}</span>
            <input
              className="input"
              inputMode="decimal"
              value={side.rating}
              aria-invalid={Boolean(ratingError) || undefined}
              aria-describedby={ratingError ? `${id}-rating-error` : undefined}
              onChange={(event) => onChange({ ...side, rating: event.target.value })}
            />
          </label>
          <label className="calculator-field">
            <span className="field-label">{t('deviation')}</span>
            <input
              className="input"
              inputMode="decimal"
              value={noDeviation ? '' : side.deviation}
              disabled={noDeviation}
              placeholder={noDeviation ? t('noDeviation') : t('deviationDefault')}
              aria-invalid={Boolean(deviationError) || undefined}
              aria-describedby={deviationError ? `${id}-deviation-error` : undefined}
              onChange={(event) => onChange({ ...side, deviation: event.target.value })}
            />
          </label>
        </div>
      )}
      {ratingError && (
        <p id={`${id}-rating-error`} className="field-error">
          {errorText(ratingError)}
        </p>
      )}
      {deviationError && (
        <p id={`${id}-deviation-error`} className="field-error">
          {errorText(deviationError)}
        </p>
      )}
    </fieldset>
  );
}

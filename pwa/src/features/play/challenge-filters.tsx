import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_SIZES, TIME_CLASSES, type BoardSize, type TimeClass } from '@sync/contract/play';
import type { LobbyView } from './lobby-url';

interface ChallengeFiltersProps {
  view: LobbyView;
  onChange: (view: LobbyView) => void;
  /** the signed-in user's online rank; null hides the filter of acceptable challenges */
  myRank: string | null;
}

/**
 * The filters above the challenge table: board size, time class, and (signed in) only the
 * challenges whose rank range admits the user.
 */
export function ChallengeFilters({ view, onChange, myRank }: ChallengeFiltersProps) {
  const { t } = useTranslation('play');
  const id = useId();
  return (
    <div className="play-filters">
      <div className="play-filters__field">
        <label className="field-label" htmlFor={`${id}-board`}>
          {t('challenges.filters.board')}
        </label>
        <select
          id={`${id}-board`}
          className="input"
          value={view.board ?? ''}
          onChange={(event) =>
            onChange({
              ...view,
              board: event.target.value ? (Number(event.target.value) as BoardSize) : null,
            })
          }
        >
          <option value="">{t('challenges.filters.all')}</option>
          {BOARD_SIZES.map((size) => (
            <option key={size} value={size}>
              {t('board', { size })}
            </option>
          ))}
        </select>
      </div>
      <div className="play-filters__field">
        <label className="field-label" htmlFor={`${id}-class`}>
          {t('challenges.filters.timeClass')}
        </label>
        <select
          id={`${id}-class`}
          className="input"
          value={view.timeClass ?? ''}
          onChange={(event) =>
            onChange({ ...view, timeClass: (event.target.value || null) as TimeClass | null })
          }
        >
          <option value="">{t('challenges.filters.all')}</option>
          {TIME_CLASSES.map((timeClass) => (
            <option key={timeClass} value={timeClass}>
              {t(`timeClass.${timeClass}`)}
            </option>
          ))}
        </select>
      </div>
      {myRank !== null && (
        <label className="play-filters__check">
          <input
            type="checkbox"
            checked={view.acceptable}
            onChange={(event) => onChange({ ...view, acceptable: event.target.checked })}
          />
          {t('challenges.filters.acceptable', { rank: myRank })}
        </label>
      )}
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_SIZES } from '@domain/game/board-sizes';
import {
  DEFAULT_LIBRARY_VIEW,
  LIBRARY_RESULTS,
  libraryViewParams,
  type LibraryView,
} from './library-url';
import type { UpdateLibraryView } from './use-library-view';

interface LibraryFiltersProps {
  view: LibraryView;
  update: UpdateLibraryView;
}

/** Player name, board size, date from and to, result and "mine only". */
export function LibraryFilters({ view, update }: LibraryFiltersProps) {
  const { t } = useTranslation('library');
  const id = useId();
  const [player, setPlayer] = useState(view.player);
  const [shownPlayer, setShownPlayer] = useState(view.player);
  // the URL changed elsewhere (reset, back button): the box follows
  if (shownPlayer !== view.player) {
    setShownPlayer(view.player);
    setPlayer(view.player);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ player });
  };
  const filtered = libraryViewParams({ ...view, page: 1 }).toString() !== '';

  return (
    <form className="library-filters" aria-label={t('filters.title')} onSubmit={submit}>
      <div className="library-filters__field library-filters__field--wide">
        <label className="field-label" htmlFor={`${id}-player`}>
          {t('filters.player')}
        </label>
        <input
          id={`${id}-player`}
          className="input"
          type="search"
          value={player}
          onChange={(event) => setPlayer(event.target.value)}
          onBlur={() => {
            if (player.trim() !== view.player) update({ player });
          }}
        />
      </div>
      <div className="library-filters__field">
        <label className="field-label" htmlFor={`${id}-size`}>
          {t('filters.boardSize')}
        </label>
        <select
          id={`${id}-size`}
          className="input"
          value={view.boardSize ?? ''}
          onChange={(event) =>
            update({ boardSize: event.target.value ? Number(event.target.value) : null })
          }
        >
          <option value="">{t('filters.any')}</option>
          {BOARD_SIZES.map((size) => (
            <option key={size} value={size}>
              {t('size', { size })}
            </option>
          ))}
        </select>
      </div>
      <div className="library-filters__field">
        <label className="field-label" htmlFor={`${id}-result`}>
          {t('filters.result')}
        </label>
        <select
          id={`${id}-result`}
          className="input"
          value={view.result ?? ''}
          onChange={(event) =>
            update({ result: LIBRARY_RESULTS.find((r) => r === event.target.value) ?? null })
          }
        >
          <option value="">{t('filters.any')}</option>
          {LIBRARY_RESULTS.map((result) => (
            <option key={result} value={result}>
              {t(`filters.results.${result}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="library-filters__field">
        <label className="field-label" htmlFor={`${id}-from`}>
          {t('filters.dateFrom')}
        </label>
        <input
          id={`${id}-from`}
          className="input"
          type="date"
          value={view.dateFrom}
          max={view.dateTo || undefined}
          onChange={(event) => update({ dateFrom: event.target.value })}
        />
      </div>
      <div className="library-filters__field">
        <label className="field-label" htmlFor={`${id}-to`}>
          {t('filters.dateTo')}
        </label>
        <input
          id={`${id}-to`}
          className="input"
          type="date"
          value={view.dateTo}
          min={view.dateFrom || undefined}
          onChange={(event) => update({ dateTo: event.target.value })}
        />
      </div>
      <div className="library-filters__row">
        <label className="library-check">
          <input
            type="checkbox"
            checked={view.mine}
            onChange={(event) => update({ mine: event.target.checked })}
          />
          {t('filters.mine')}
        </label>
        <button type="submit" className="button">
          {t('filters.apply')}
        </button>
        {filtered && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => update(DEFAULT_LIBRARY_VIEW)}
          >
            {t('filters.reset')}
          </button>
        )}
      </div>
    </form>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NameScript } from '@domain/format';
import { DEFAULT_GAMES_VIEW, type GamesView } from './games-url';
import { PlayerPicker } from './player-picker';
import type { UpdateGamesView } from './use-games-view';

type Flag = 'hasSgf' | 'scheduled';

interface Clicked {
  checked: boolean;
  was: boolean;
}

interface GamesFiltersProps {
  view: GamesView;
  update: UpdateGamesView;
  script: NameScript;
}

/** Two players (one: their games; both: the games between them) and games with a record. */
export function GamesFilters({ view, update, script }: GamesFiltersProps) {
  const { t } = useTranslation('games');
  // The router applies URL changes in a transition: the box shows the click at once meanwhile.
  const [clicked, setClicked] = useState<Partial<Record<Flag, Clicked>>>({});
  const shown = (flag: Flag): boolean => {
    const click = clicked[flag];
    return click !== undefined && click.was === view[flag] ? click.checked : view[flag];
  };
  const check = (flag: Flag, label: string) => (
    <label className="games-filters__check">
      <input
        type="checkbox"
        checked={shown(flag)}
        onChange={(event) => {
          const checked = event.target.checked;
          setClicked((old) => ({ ...old, [flag]: { checked, was: view[flag] } }));
          update({ [flag]: checked });
        }}
      />
      {label}
    </label>
  );
  const filtered = view.player1 !== null || view.player2 !== null || view.hasSgf || view.scheduled;
  return (
    <section className="games-filters" aria-label={t('filters.title')}>
      <div className="games-filters__players">
        <PlayerPicker
          label={t('filters.player1')}
          value={view.player1}
          script={script}
          onChange={(player1) => update({ player1 })}
        />
        <PlayerPicker
          label={t('filters.player2')}
          value={view.player2}
          script={script}
          onChange={(player2) => update({ player2 })}
        />
      </div>
      <p className="games-filters__hint muted">{t('filters.playersHint')}</p>
      <div className="games-filters__row">
        {check('hasSgf', t('filters.hasSgf'))}
        {check('scheduled', t('filters.scheduled'))}
        {filtered && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => update(DEFAULT_GAMES_VIEW)}
          >
            {t('filters.reset')}
          </button>
        )}
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LiveGameSummary } from '@sync/contract/play';
import { PlayerCardName } from './player-card';

interface GameSummaryListProps {
  games: LiveGameSummary[];
  label: string;
  /** 'watch': the observers count; 'mine': the phase and the result */
  kind: 'watch' | 'mine';
}

/** Games as links to /server/{id}: players, board, type and moves, then watchers or the result. */
export function GameSummaryList({ games, label, kind }: GameSummaryListProps) {
  const { t } = useTranslation('play');
  return (
    <ul className="play-games" aria-label={label}>
      {games.map((game) => (
        <li key={game.id} className="play-games__item" data-game-id={game.id}>
          <Link className="play-games__link" to={`/server/${game.id}`}>
            <span className="play-games__players">
              <PlayerCardName player={game.black} showRank />
              <span aria-hidden="true" className="muted">
                –
              </span>
              <PlayerCardName player={game.white} showRank />
            </span>
            <span className="play-games__meta muted">
              {t('board', { size: game.boardSize })} · {t(`timeClass.${game.timeClass}`)} ·{' '}
              {t('myGames.moves', { count: game.moveCount })}
            </span>
            <span className="play-games__state">
              {kind === 'watch'
                ? t('liveGames.observers', { count: game.observers })
                : game.phase === 'finished'
                  ? `${t('myGames.finished')}: ${game.result ?? ''}`
                  : t(game.phase === 'removal' ? 'myGames.removal' : 'myGames.live')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

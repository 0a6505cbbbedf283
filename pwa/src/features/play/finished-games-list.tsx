import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '@domain/format';
import type { FinishedGameRow } from './my-games';
import { PlayerCardName } from './player-card';

/** Finished games as cards: outcome, opponent with rank, colour, size, result, date, record. */
export function FinishedGamesList({ games }: { games: FinishedGameRow[] }) {
  const { t, i18n } = useTranslation('play');
  return (
    <ul className="my-games" aria-label={t('myGames.finishedTitle')}>
      {games.map((game) => (
        <li key={game.id} className="my-games__item" data-game-id={game.id}>
          <span className={`my-games__outcome my-games__outcome--${game.outcome ?? 'none'}`}>
            {t(`myGames.outcome.${game.outcome ?? 'none'}`)}
          </span>
          <span className="my-games__opponent">
            <span className="muted">{t('myGames.versus')}</span>
            <PlayerCardName player={game.opponent} showRank />
          </span>
          <span className="my-games__meta muted">
            {t(`myGames.as.${game.colour}`)} · {t('board', { size: game.boardSize })} ·{' '}
            <span className="my-games__result">{game.result}</span> ·{' '}
            <time dateTime={game.date}>{formatDate(game.date, i18n.resolvedLanguage)}</time>
          </span>
          <span className="my-games__links">
            <Link to={`/viewer/online/${game.id}`}>{t('myGames.record')}</Link>
            <Link to={`/server/${game.id}`}>{t('myGames.gamePage')}</Link>
          </span>
        </li>
      ))}
    </ul>
  );
}

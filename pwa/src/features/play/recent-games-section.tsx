import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useOnline } from '@pwa/lib/online';
import { FinishedGamesList } from './finished-games-list';
import { myGames } from './my-games';
import { useMyGames } from './use-game-lists';
import './play.css';

/** Finished online games the profile lists; the rest are on /games/self. */
const RECENT_GAMES_SHOWN = 5;

/**
 * The user's latest finished online games, each linked to its record and its page, with a link
 * to all of them: shown on the user's own profile (composed there by app/routes.tsx).
 */
export function RecentGamesSection({ userId }: { userId: number }) {
  const { t } = useTranslation('play');
  const games = useMyGames(userId, useOnline());
  if (games === null) return null;
  const { finished } = myGames(games, userId);
  return (
    <section className="profile-card recent-games" aria-labelledby="recent-games-title">
      <h2 id="recent-games-title" className="profile-card__title">
        {t('myGames.finishedTitle')}
      </h2>
      {finished.length === 0 ? (
        <p className="muted">
          {t('myGames.noneFinished')} <Link to="/server">{t('myGames.toLobby')}</Link>
        </p>
      ) : (
        <FinishedGamesList games={finished.slice(0, RECENT_GAMES_SHOWN)} />
      )}
      {finished.length > RECENT_GAMES_SHOWN && (
        <Link to="/games/self">
          {t('myGames.all')} ({finished.length})
        </Link>
      )}
    </section>
  );
}

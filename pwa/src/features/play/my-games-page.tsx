import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Loader } from '@pwa/components/loader';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { useOnline } from '@pwa/lib/online';
import { useSession } from '@pwa/lib/session-store';
import { FinishedGamesList } from './finished-games-list';
import { GameSummaryList } from './game-summary-list';
import { myGames } from './my-games';
import { useMyGames } from './use-game-lists';
import './play.css';

/** /games/self: the signed-in user's online games, live ones first, bots' games included. */
export function MyGamesPage() {
  const { t } = useTranslation('play');
  useDocumentTitle(t('myGames.title'));
  const online = useOnline();
  const user = useSession((state) => state.user);
  const userId = user && user.ID > 0 ? user.ID : null;
  const games = useMyGames(userId, online);
  const mine = games && userId !== null ? myGames(games, userId) : null;

  return (
    <div className="play-page">
      <h1 className="play-page__title">{t('myGames.title')}</h1>
      {!online && <p className="muted">{t('myGames.savedOffline')}</p>}
      {mine === null ? (
        <Loader />
      ) : mine.live.length === 0 && mine.finished.length === 0 ? (
        <p className="muted">
          {t('myGames.empty')} <Link to="/server">{t('myGames.toLobby')}</Link>
        </p>
      ) : (
        <>
          {mine.live.length > 0 && (
            <section className="play-section" aria-labelledby="my-games-live-title">
              <h2 id="my-games-live-title" className="play-section__title">
                {t('myGames.liveTitle')}
              </h2>
              <GameSummaryList games={mine.live} label={t('myGames.liveTitle')} kind="mine" />
            </section>
          )}
          <section className="play-section" aria-labelledby="my-games-finished-title">
            <h2 id="my-games-finished-title" className="play-section__title">
              {t('myGames.finishedTitle')}
            </h2>
            {mine.finished.length === 0 ? (
              <p className="muted">{t('myGames.noneFinished')}</p>
            ) : (
              <FinishedGamesList games={mine.finished} />
            )}
          </section>
        </>
      )}
    </div>
  );
}

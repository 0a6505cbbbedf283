import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Loader } from '@pwa/components/loader';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { useOnline } from '@pwa/lib/online';
import { useSession } from '@pwa/lib/session-store';
import { ChallengesSection } from './challenges-section';
import { GameSummaryList } from './game-summary-list';
import { useCurrentGames, useMyGames } from './use-game-lists';
import './play.css';

/** /server: the open challenges (live), the games to watch and one's own games. */
export function LobbyPage() {
  const { t } = useTranslation('play');
  useDocumentTitle(t('title'));
  const online = useOnline();
  const user = useSession((state) => state.user);
  const userId = user && user.ID > 0 ? user.ID : null;
  const current = useCurrentGames(online);
  const mine = useMyGames(userId, online);
  const finishedMine = mine?.filter((game) => game.phase === 'finished') ?? [];

  return (
    <div className="play-page">
      <h1 className="play-page__title">{t('title')}</h1>
      <section className="play-section play-offline-bot" aria-labelledby="play-offline-bot-title">
        <h2 id="play-offline-bot-title" className="play-section__title">
          {t('offlineBot.title')}
        </h2>
        <p className="muted">{t('offlineBot.text')}</p>
        <Link className="button button--primary play-offline-bot__link" to="/server/bot">
          {t('offlineBot.link')}
        </Link>
      </section>
      {online ? (
        <>
          <ChallengesSection userId={userId} />
          <section className="play-section" aria-labelledby="play-live-title">
            <h2 id="play-live-title" className="play-section__title">
              {t('liveGames.title')}
            </h2>
            {current === null ? (
              <Loader />
            ) : current.length === 0 ? (
              <p className="muted">{t('liveGames.empty')}</p>
            ) : (
              <GameSummaryList games={current} label={t('liveGames.label')} kind="watch" />
            )}
          </section>
        </>
      ) : (
        <NeedsConnection what={t('offlineWhat')} />
      )}
      {userId !== null && (
        <section className="play-section" aria-labelledby="play-mine-title">
          <h2 id="play-mine-title" className="play-section__title">
            {t('myGames.title')}
          </h2>
          <p>
            <Link to="/games/self">{t('myGames.all')}</Link>
          </p>
          {!online && <p className="muted">{t('myGames.savedOffline')}</p>}
          {mine === null ? (
            <Loader />
          ) : (online ? mine : finishedMine).length === 0 ? (
            <p className="muted">{t('myGames.empty')}</p>
          ) : (
            <GameSummaryList
              games={online ? mine : finishedMine}
              label={t('myGames.label')}
              kind="mine"
            />
          )}
        </section>
      )}
    </div>
  );
}

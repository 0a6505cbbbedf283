import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, nameScript, nameWithNickname, titleIn } from '@domain/format';
import { ApiState } from '@pwa/components/api-state';
import { useCachedApi } from '@pwa/lib/cached-api';
import { useNicknamed } from '@pwa/lib/use-nicknamed';
import { gameResultText } from '@pwa/lib/game-result-text';
import type { Page } from '@sync/contract/common';
import type { GameSummary } from '@sync/contract/games';

/** The newest games that have a record to replay. */
export const LATEST_GAMES_PATH = 'games?has_sgf=true&limit=5';

/** The latest game records, each opening in the viewer. */
export function HomeGames() {
  const { t, i18n } = useTranslation('home');
  const { t: tCommon } = useTranslation('common');
  const script = nameScript(i18n.resolvedLanguage);
  const games = useCachedApi<Page<GameSummary>>(LATEST_GAMES_PATH);
  const nicknamed = useNicknamed(
    games.data?.items.flatMap((game) => [game.black.id, game.white.id]) ?? [],
  );
  return (
    <section className="home-panel home-panel--wide" aria-labelledby="home-games-title">
      <h2 id="home-games-title" className="home-panel__title">
        {t('games.title')}
      </h2>
      <ApiState state={games} what={t('games.title')}>
        {(page) =>
          page.items.length === 0 ? (
            <p className="home-panel__empty">{t('games.empty')}</p>
          ) : (
            <ul className="home-list">
              {page.items.map((game) => (
                <li key={game.id} className="home-list__item">
                  <Link className="home-list__title" to={`/viewer/${game.id}`}>
                    {t('games.players', {
                      black: nameWithNickname(nicknamed(game.black), script),
                      white: nameWithNickname(nicknamed(game.white), script),
                    })}
                  </Link>
                  <span className="home-list__meta">
                    {gameResultText(game.result, tCommon)}
                    {' · '}
                    {formatDate(game.date, i18n.resolvedLanguage)}
                    {game.tournament && ` · ${titleIn(game.tournament, script)}`}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </ApiState>
      <Link className="home-panel__more" to="/games">
        {t('games.all')}
      </Link>
    </section>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFailureText } from '@pwa/components/use-failure-text';
import { outcomeFor } from '@domain/game/game-result';
import type { Page } from '@sync/contract/common';
import type { GameSummary } from '@sync/contract/games';
import { Loader } from '@pwa/components/loader';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { useCachedApi } from '@pwa/lib/cached-api';
import { ColumnHeads, DataTable } from '@pwa/components/data-table';
import { formatDate, formatNumber, titleIn } from '@domain/format';
import { PlayerName } from '@pwa/components/player-name';
import { useNicknamed } from '@pwa/lib/use-nicknamed';
import type { NameScript } from '@pwa/lib/players-query/players-query';

const GAMES_PAGE = 50;

interface GamesPageProps {
  playerId: number;
  offset: number;
  script: NameScript;
  onTotal?: (total: number) => void;
}

function GameRow({
  game,
  playerId,
  script,
  nicknamed,
}: {
  game: GameSummary;
  playerId: number;
  script: NameScript;
  nicknamed: ReturnType<typeof useNicknamed>;
}) {
  const { t, i18n } = useTranslation('players');
  const color = game.black.id === playerId ? 'black' : 'white';
  const opponent = color === 'black' ? game.white : game.black;
  const outcome = outcomeFor(game.result, color);
  return (
    <tr>
      <td className="date">{formatDate(game.date, i18n.resolvedLanguage)}</td>
      <th scope="row">
        <PlayerName player={nicknamed(opponent)} script={script} />
      </th>
      <td className={outcome ? `outcome outcome--${outcome}` : undefined}>
        {t(`games.outcome.${outcome ?? game.result}`)}
      </td>
      <td>{game.colorsKnown ? t(`games.color.${color}`) : '—'}</td>
      <td className="numeric">{game.handicap > 0 ? game.handicap : '—'}</td>
      <td className="numeric">{formatNumber(opponent.rating, 0, i18n.resolvedLanguage)}</td>
      <td className="data-table__title">
        {game.tournament ? (
          <Link to={`/tournaments/${game.tournament.id}`}>{titleIn(game.tournament, script)}</Link>
        ) : (
          '—'
        )}
      </td>
      <td className="numeric">{game.round}</td>
      <td>{game.hasSgf ? <Link to={`/viewer/${game.id}`}>{t('games.sgf')}</Link> : ''}</td>
    </tr>
  );
}

/** One page of games as a table body; the last page tells how many there are in all. */
function GamesPage({ playerId, offset, script, onTotal }: GamesPageProps) {
  const { t } = useTranslation('players');
  const failureText = useFailureText();
  const state = useCachedApi<Page<GameSummary>>(
    `profile/${playerId}/games?limit=${GAMES_PAGE}&offset=${offset}`,
  );
  const total = state.data?.total;
  useEffect(() => {
    if (total !== undefined) onTotal?.(total);
  }, [total, onTotal]);
  const nicknamed = useNicknamed(
    state.data?.items.flatMap((game) => [game.black.id, game.white.id]) ?? [],
  );
  if (!state.data) {
    return (
      <tbody>
        <tr>
          <td colSpan={9}>
            {state.offlineMissing ? (
              <NeedsConnection what={t('tabs.games')} />
            ) : state.error ? (
              t('api.failed', { message: failureText(state.error) })
            ) : (
              <Loader />
            )}
          </td>
        </tr>
      </tbody>
    );
  }
  return (
    <tbody>
      {state.data.items.map((game) => (
        <GameRow
          key={game.id}
          game={game}
          playerId={playerId}
          script={script}
          nicknamed={nicknamed}
        />
      ))}
    </tbody>
  );
}

export function GamesTab({ playerId, script }: { playerId: number; script: NameScript }) {
  const { t } = useTranslation('players');
  const [pages, setPages] = useState(1);
  const [total, setTotal] = useState<number | null>(null);
  if (total === 0) return <p className="muted">{t('games.none')}</p>;
  return (
    <>
      <DataTable label={t('tabs.games')}>
        <ColumnHeads
          columns={[
            { label: t('games.date') },
            { label: t('games.opponent') },
            { label: t('games.result') },
            { label: t('games.colorHead') },
            { label: t('games.handicap'), numeric: true },
            { label: t('games.opponentRating'), numeric: true },
            { label: t('games.tournament') },
            { label: t('games.round'), numeric: true },
            { label: <span className="visually-hidden">{t('games.sgf')}</span> },
          ]}
        />
        {Array.from({ length: pages }, (_, page) => (
          <GamesPage
            key={page}
            playerId={playerId}
            offset={page * GAMES_PAGE}
            script={script}
            onTotal={page === pages - 1 ? setTotal : undefined}
          />
        ))}
      </DataTable>
      {total !== null && pages * GAMES_PAGE < total && (
        <button type="button" className="button players-more" onClick={() => setPages(pages + 1)}>
          {t('list.loadMore')}
        </button>
      )}
    </>
  );
}

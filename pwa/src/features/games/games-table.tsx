import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  formatDate,
  formatNumber,
  nameWithNickname,
  titleIn,
  type NameScript,
} from '@domain/format';
import type { Page } from '@sync/contract/common';
import type { GamePlayerRef, GameSummary } from '@sync/contract/games';
import { ColumnHeads, DataTable } from '@pwa/components/data-table';
import { Loader } from '@pwa/components/loader';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { PlayerName } from '@pwa/components/player-name';
import { useCachedApi } from '@pwa/lib/cached-api';
import { gameResultText } from '@pwa/lib/game-result-text';
import { useNicknamed } from '@pwa/lib/use-nicknamed';
import { gamesApiPath, type GamesView } from './games-url';

const COLUMNS = 9;

function PlayerCell({
  player,
  color,
  script,
}: {
  player: GamePlayerRef & { nickname: string | null };
  color: 'black' | 'white' | null;
  script: NameScript;
}) {
  const { t } = useTranslation('games');
  return (
    <td className="games-table__player">
      {color && (
        <span className={`games-stone games-stone--${color}`} title={t(`color.${color}`)}>
          <span className="visually-hidden">{t(`color.${color}`)}</span>
        </span>
      )}
      <span>
        <PlayerName player={player} script={script} />
      </span>
    </td>
  );
}

interface GameRowProps {
  game: GameSummary;
  script: NameScript;
  /** gives a player reference the replicated player's nickname */
  nicknamed: ReturnType<typeof useNicknamed>;
}

function GameRow({ game, script, nicknamed }: GameRowProps) {
  const { t, i18n } = useTranslation('games');
  const { t: tCommon } = useTranslation('common');
  const black = nicknamed(game.black);
  const white = nicknamed(game.white);
  const names = { black: nameWithNickname(black, script), white: nameWithNickname(white, script) };
  return (
    <tr>
      <td className="date">{formatDate(game.date, i18n.resolvedLanguage)}</td>
      <PlayerCell player={black} color={game.colorsKnown ? 'black' : null} script={script} />
      <td className="numeric">{formatNumber(game.black.rating)}</td>
      <PlayerCell player={white} color={game.colorsKnown ? 'white' : null} script={script} />
      <td className="numeric">{formatNumber(game.white.rating)}</td>
      <td className="games-table__result" title={t(`result.${game.result}`, names)}>
        {gameResultText(game.result, tCommon)}
      </td>
      <td className="data-table__title">
        {game.tournament ? (
          <Link to={`/tournaments/${game.tournament.id}`}>{titleIn(game.tournament, script)}</Link>
        ) : (
          '—'
        )}
      </td>
      <td className="numeric">{game.round}</td>
      <td>
        {game.hasSgf ? (
          <Link
            to={`/viewer/${game.id}`}
            aria-label={t('table.openRecord', { black: names.black, white: names.white })}
          >
            {t('table.record')}
          </Link>
        ) : (
          ''
        )}
      </td>
    </tr>
  );
}

interface GamesPageRowsProps {
  view: GamesView;
  offset: number;
  limit: number;
  script: NameScript;
  /** told the total count of games of the view, as each answer gives it */
  onTotal: (total: number) => void;
}

/** One page of games (GET /games, kept for offline) as a table body. */
function GamesPageRows({ view, offset, limit, script, onTotal }: GamesPageRowsProps) {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation('common');
  const state = useCachedApi<Page<GameSummary>>(gamesApiPath(view, offset, limit));
  const total = state.data?.total;
  useEffect(() => {
    if (total !== undefined) onTotal(total);
  }, [total, onTotal]);
  const nicknamed = useNicknamed(
    state.data?.items.flatMap((game) => [game.black.id, game.white.id]) ?? [],
  );
  if (!state.data) {
    return (
      <tbody>
        <tr>
          <td colSpan={COLUMNS}>
            {state.offlineMissing ? (
              <NeedsConnection what={t('title')} />
            ) : state.error ? (
              tc('api.failed', { message: state.error.message })
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
        <GameRow key={game.id} game={game} script={script} nicknamed={nicknamed} />
      ))}
    </tbody>
  );
}

interface GamesTableProps {
  view: GamesView;
  pages: number;
  pageSize: number;
  script: NameScript;
  onTotal: (total: number) => void;
}

/** The games of a view, `pages` pages of them. */
export function GamesTable({ view, pages, pageSize, script, onTotal }: GamesTableProps) {
  const { t } = useTranslation('games');
  return (
    <DataTable label={t('table.label')}>
      <ColumnHeads
        columns={[
          { label: t('table.date') },
          { label: t('table.player1') },
          { label: t('table.rating'), numeric: true },
          { label: t('table.player2') },
          { label: t('table.rating'), numeric: true },
          { label: t('table.result') },
          { label: t('table.tournament') },
          { label: t('table.round'), numeric: true },
          { label: t('table.recordHead') },
        ]}
      />
      {Array.from({ length: pages }, (_, page) => (
        <GamesPageRows
          key={page}
          view={view}
          offset={page * pageSize}
          limit={pageSize}
          script={script}
          onTotal={onTotal}
        />
      ))}
    </DataTable>
  );
}

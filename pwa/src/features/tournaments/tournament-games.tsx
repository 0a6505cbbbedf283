import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatNumber, type NameScript } from '@domain/format';
import type { GamePlayerRef, GameSummary } from '@sync/contract/games';
import { ApiState } from '@pwa/components/api-state';
import { ColumnHeads, DataTable } from '@pwa/components/data-table';
import { PlayerName } from '@pwa/components/player-name';
import { useCachedApi } from '@pwa/lib/cached-api';
import { gameResultText } from '@pwa/lib/game-result-text';
import { useNicknamed } from '@pwa/lib/use-nicknamed';
import { roundsOf } from './tournament-cell';
import { tournamentPaths } from './tournament-offline';

function PlayerCell({
  player,
  script,
}: {
  player: GamePlayerRef & { nickname: string | null };
  script: NameScript;
}) {
  return (
    <td>
      <PlayerName player={player} script={script} />{' '}
      <span className="muted">{formatNumber(player.rating)}</span>
    </td>
  );
}

/** The round in ?round= when it has games, else the first round. */
function useRound(rounds: number[]): [number, (round: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('round'));
  const round = rounds.includes(asked) ? asked : rounds[0];
  const select = (next: number) =>
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        if (next === rounds[0]) query.delete('round');
        else query.set('round', String(next));
        return query;
      },
      { replace: true, preventScrollReset: true },
    );
  return [round, select];
}

function GamesByRound({ games, script }: { games: GameSummary[]; script: NameScript }) {
  const { t } = useTranslation('tournament');
  const { t: tCommon } = useTranslation('common');
  const rounds = roundsOf(games);
  const [round, select] = useRound(rounds);
  const shown = games.filter((game) => game.round === round);
  const nicknamed = useNicknamed(shown.flatMap((game) => [game.black.id, game.white.id]));
  if (rounds.length === 0) return <p className="muted">{t('games.none')}</p>;
  return (
    <>
      <div className="segmented tournament-rounds" role="group" aria-label={t('games.round')}>
        {rounds.map((r) => (
          <button
            key={r}
            type="button"
            className="segmented__option"
            aria-pressed={r === round}
            aria-label={t('games.roundN', { round: r })}
            onClick={() => select(r)}
          >
            {r}
          </button>
        ))}
      </div>
      <DataTable label={t('games.label', { round })}>
        <ColumnHeads
          columns={[
            { label: t('games.black') },
            { label: t('games.white') },
            { label: t('games.result') },
            { label: t('games.handicap'), numeric: true },
            { label: t('games.record') },
          ]}
        />
        <tbody>
          {shown.map((game) => (
            <tr key={game.id} data-game={game.id}>
              <PlayerCell player={nicknamed(game.black)} script={script} />
              <PlayerCell player={nicknamed(game.white)} script={script} />
              <td>{gameResultText(game.result, tCommon)}</td>
              <td className="numeric">{game.handicap > 0 ? game.handicap : '—'}</td>
              <td>{game.hasSgf ? <Link to={`/viewer/${game.id}`}>{t('games.view')}</Link> : ''}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </>
  );
}

/** The tournament's games, one round at a time. */
export function TournamentGames({ id, script }: { id: number; script: NameScript }) {
  const { t } = useTranslation('tournament');
  const state = useCachedApi<GameSummary[]>(tournamentPaths.games(id));
  return (
    <section className="tournament-section" aria-labelledby="tournament-games-title">
      <h2 id="tournament-games-title">{t('games.title')}</h2>
      <ApiState state={state} what={t('games.what')}>
        {(games) => <GamesByRound games={games} script={script} />}
      </ApiState>
    </section>
  );
}

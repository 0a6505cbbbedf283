import { useTranslation } from 'react-i18next';
import { formatNumber, formatSigned, realName, type NameScript } from '@domain/format';
import type { PlayerRef } from '@sync/contract/common';
import type { RoundCell, TournamentStanding } from '@sync/contract/tournaments';
import { DataTable } from '@pwa/components/data-table';
import { PlayerName } from '@pwa/components/player-name';
import { useNicknamed } from '@pwa/lib/use-nicknamed';
import { startingRating } from './starting-ratings';
import { cellCode, cellTone, isByDefault } from './tournament-cell';
import { CrosstableLegend } from './tournament-legend';
import { ScoreCells, ScoreHeaders, scoreColumns } from './tournament-scores';

interface CrosstableProps {
  standings: TournamentStanding[];
  script: NameScript;
  /** the players' current ratings, shown as the starting ones while the tournament is not rated */
  currentRatings: ReadonlyMap<number, number>;
  onPerformance: (player: PlayerRef) => void;
}

function ChartIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 20V10M10 20V4M16 20v-7M22 20H2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function changeClass(change: number | null): string {
  if (change === null || Math.round(change) === 0) return 'numeric';
  return `numeric rating-change rating-change--${change > 0 ? 'up' : 'down'}`;
}

/** One round of a row: the short code, spelled out for screen readers and on hover. */
function Cell({
  cell,
  round,
  names,
}: {
  cell: RoundCell | null;
  round: number;
  names: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation('tournament');
  const code = cellCode(cell);
  let label: string;
  if (!cell) {
    label = t('cell.noGame', { round });
  } else {
    const name = names.get(cell.opponentId);
    const parts = [
      name && cell.opponentPlace !== null
        ? t('cell.opponent', { name, place: cell.opponentPlace })
        : (name ?? t('cell.outsider')),
      cell.color ? t(`performance.colors.${cell.color}`) : t('cell.colorUnknown'),
      t(`performance.outcomes.${cell.outcome ?? 'unplayed'}`),
      ...(isByDefault(cell.result) ? [t('cell.byDefault')] : []),
      ...(cell.handicap > 0 ? [t('cell.handicap', { handicap: cell.handicap })] : []),
    ];
    label = `${t('standings.roundFull', { round })}: ${parts.join('; ')}`;
  }
  return (
    <td className={`tournament-cell tournament-cell--${cellTone(cell)}`} title={label}>
      <span className="tournament-cell__code" aria-hidden="true">
        {code}
      </span>
      <span className="visually-hidden">{label}</span>
    </td>
  );
}

/** The standings as a crosstable: one row a player, one cell a round. */
export function TournamentCrosstable({
  standings,
  script,
  currentRatings,
  onPerformance,
}: CrosstableProps) {
  const { t } = useTranslation('tournament');
  const width = Math.max(0, ...standings.map((s) => s.rounds.length));
  const rounds = Array.from({ length: width }, (_, i) => i + 1);
  // labels name a player by the real name; the row shows the nickname beside it
  const names = new Map(standings.map((s) => [s.player.id, realName(s.player, script)]));
  const nicknamed = useNicknamed(standings.map((s) => s.player.id));
  const scores = scoreColumns(standings);
  return (
    <>
      <DataTable label={t('standings.title')}>
        <thead>
          <tr>
            <th scope="col" className="numeric tournament-crosstable__place">
              {t('standings.place')}
            </th>
            <th scope="col" className="tournament-crosstable__player">
              {t('standings.player')}
            </th>
            <th scope="col">{t('standings.rank')}</th>
            <ScoreHeaders columns={scores} />
            <th scope="col" className="numeric" data-col="before">
              {t('standings.before')}
            </th>
            <th scope="col" className="numeric" data-col="after">
              {t('standings.after')}
            </th>
            <th scope="col" className="numeric" data-col="change">
              {t('standings.change')}
            </th>
            {rounds.map((round) => (
              <th key={round} scope="col" className="tournament-cell">
                <abbr title={t('standings.roundFull', { round })}>
                  {t('standings.round', { round })}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {standings.map((standing) => {
            const { player } = standing;
            const name = names.get(player.id) ?? '';
            const start = startingRating(standing, currentRatings.get(player.id));
            const change =
              standing.ratingBefore !== null && standing.ratingAfter !== null
                ? standing.ratingAfter - standing.ratingBefore
                : null;
            return (
              <tr key={player.id} data-player={player.id}>
                <td className="numeric tournament-crosstable__place">{standing.place ?? '—'}</td>
                <th scope="row" className="tournament-crosstable__player">
                  <span className="tournament-crosstable__who">
                    <span className="tournament-crosstable__name">
                      <PlayerName player={nicknamed(player)} script={script} />
                    </span>
                    <button
                      type="button"
                      className="icon-button tournament-crosstable__perf"
                      aria-label={t('performance.open', { name })}
                      title={t('performance.open', { name })}
                      onClick={() => onPerformance(player)}
                    >
                      <ChartIcon />
                    </button>
                  </span>
                </th>
                <td>{standing.rank ?? '—'}</td>
                <ScoreCells standing={standing} columns={scores} />
                <td
                  className="numeric"
                  data-col="before"
                  title={
                    start && start.source !== 'before' ? t(`standings.${start.source}`) : undefined
                  }
                >
                  {formatNumber(start?.rating)}
                </td>
                <td className="numeric" data-col="after">
                  {formatNumber(standing.ratingAfter)}
                </td>
                <td className={changeClass(change)} data-col="change">
                  {formatSigned(change)}
                </td>
                {rounds.map((round) => (
                  <Cell
                    key={round}
                    round={round}
                    cell={standing.rounds[round - 1] ?? null}
                    names={names}
                  />
                ))}
              </tr>
            );
          })}
        </tbody>
      </DataTable>
      <p className="muted tournament-crosstable__order">
        {t(scores[0] === 'mms' ? 'scores.orderMcMahon' : 'scores.order')}
      </p>
      <CrosstableLegend />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { formatNumber, formatSigned, type NameScript } from '@domain/format';
import type { TournamentPerformance as Performance } from '@sync/contract/tournaments';
import { ApiState } from '@pwa/components/api-state';
import { ColumnHeads, DataTable } from '@pwa/components/data-table';
import { PlayerName } from '@pwa/components/player-name';
import { useCachedApi } from '@pwa/lib/cached-api';
import { useNicknamed } from '@pwa/lib/use-nicknamed';
import { formatPoints, isByDefault } from './tournament-cell';
import { tournamentPaths } from './tournament-offline';

interface PerformanceProps {
  tournamentId: number;
  playerId: number;
  /** the player's name as the standings show it */
  name: string;
  script: NameScript;
}

function PerformanceBody({
  performance,
  name,
  script,
}: {
  performance: Performance;
  name: string;
  script: NameScript;
}) {
  const { t, i18n } = useTranslation('tournament');
  const nicknamed = useNicknamed(performance.games.map((game) => game.opponent.id));
  const change = performance.change;
  const facts: Array<[string, string, string?]> = [
    ['ratingBefore', formatNumber(performance.ratingBefore)],
    ['ratingAfter', formatNumber(performance.ratingAfter)],
    [
      'change',
      formatSigned(change),
      change === null || Math.round(change) === 0
        ? undefined
        : `rating-change rating-change--${change > 0 ? 'up' : 'down'}`,
    ],
    ['score', formatPoints(performance.score, i18n.resolvedLanguage)],
    ['expected', formatNumber(performance.expectedScore, 2, i18n.resolvedLanguage)],
  ];
  return (
    <>
      <dl className="tournament-facts tournament-facts--compact">
        {facts.map(([key, value, className]) => (
          <div key={key} data-fact={key}>
            <dt>{t(`performance.${key}`)}</dt>
            <dd className={className}>{value}</dd>
          </div>
        ))}
      </dl>
      {performance.games.length === 0 ? (
        <p className="muted">{t('performance.none')}</p>
      ) : (
        <DataTable label={t('performance.games', { name })}>
          <ColumnHeads
            columns={[
              { label: t('performance.round'), numeric: true },
              { label: t('performance.opponent') },
              { label: t('performance.opponentRating'), numeric: true },
              { label: t('performance.color') },
              { label: t('performance.handicap'), numeric: true },
              { label: t('performance.result') },
              { label: t('performance.expected'), numeric: true },
            ]}
          />
          <tbody>
            {performance.games.map((game) => (
              <tr key={`${game.round}-${game.opponent.id}`}>
                <td className="numeric">{game.round}</td>
                <td>
                  <PlayerName player={nicknamed(game.opponent)} script={script} />
                </td>
                <td className="numeric">{formatNumber(game.opponentRating)}</td>
                <td>{game.color ? t(`performance.colors.${game.color}`) : '—'}</td>
                <td className="numeric">{game.handicap > 0 ? game.handicap : '—'}</td>
                <td className={game.outcome ? `outcome outcome--${game.outcome}` : undefined}>
                  {t(`performance.outcomes.${game.outcome ?? 'unplayed'}`)}
                  {isByDefault(game.result) && ` (${t('cell.byDefault')})`}
                </td>
                <td className="numeric">{formatNumber(game.expected, 2, i18n.resolvedLanguage)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </>
  );
}

/** A player's result in the tournament against what their ratings predicted. */
export function TournamentPerformance({ tournamentId, playerId, name, script }: PerformanceProps) {
  const { t } = useTranslation('tournament');
  const state = useCachedApi<Performance>(tournamentPaths.performance(tournamentId, playerId));
  return (
    <div className="tournament-performance">
      <ApiState state={state} what={t('performance.what')}>
        {(performance) => <PerformanceBody performance={performance} name={name} script={script} />}
      </ApiState>
    </div>
  );
}

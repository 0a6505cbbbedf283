import { useTranslation } from 'react-i18next';
import { formatNumber } from '@domain/format';
import type { TournamentStatistics as Statistics } from '@sync/contract/tournaments';
import { ApiState } from '@pwa/components/api-state';
import { useCachedApi } from '@pwa/lib/cached-api';
import { tournamentPaths } from './tournament-offline';

const COUNTS = [
  'games',
  'blackWins',
  'whiteWins',
  'jigo',
  'forfeits',
  'unplayed',
  'handicapGames',
] as const;

/** The tournament's counts: games, wins by colour, forfeits, the average rating. */
export function TournamentStatistics({ id }: { id: number }) {
  const { t } = useTranslation('tournament');
  const state = useCachedApi<Statistics>(tournamentPaths.statistics(id));
  return (
    <section className="tournament-section" aria-labelledby="tournament-statistics-title">
      <h2 id="tournament-statistics-title">{t('statistics.title')}</h2>
      <ApiState state={state} what={t('statistics.what')}>
        {(statistics) => (
          <dl className="tournament-facts tournament-facts--compact">
            {COUNTS.map((key) => (
              <div key={key} data-fact={key}>
                <dt>{t(`statistics.${key}`)}</dt>
                <dd>{formatNumber(statistics[key])}</dd>
              </div>
            ))}
            <div data-fact="averageRating">
              <dt>{t('statistics.averageRating')}</dt>
              <dd>{formatNumber(statistics.averageRatingBefore)}</dd>
            </div>
          </dl>
        )}
      </ApiState>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { formatThousands } from '@domain/format';
import type { PlayersStatistics, TournamentsStatistics } from '@sync/contract/statistics';
import { ApiState } from '@pwa/components/api-state';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { useCachedApi } from '@pwa/lib/cached-api';
import { PlayerSections } from './player-sections';
import { StatisticsFilters } from './statistics-filters';
import { statisticsPaths } from './statistics-url';
import { TournamentSections } from './tournament-sections';
import { useStatisticsFilters } from './use-statistics-filters';
import './statistics.css';
import './stat-charts.css';

interface Total {
  label: string;
  value: number | undefined;
  loading: boolean;
}

function Totals({ items }: { items: Total[] }) {
  const { i18n } = useTranslation();
  return (
    <dl className="stat-summary">
      {items.map(({ label, value, loading }) => (
        <div key={label} className="stat-summary__item">
          <dt>{label}</dt>
          <dd>
            {value === undefined && loading
              ? '…'
              : formatThousands(value, 0, i18n.resolvedLanguage)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /statistics: filters in the URL, both answers from the API kept for offline. */
export function StatisticsPage() {
  const { t } = useTranslation('statistics');
  useDocumentTitle(t('title'));
  const [filters, update] = useStatisticsFilters();
  const paths = statisticsPaths(filters);
  const players = useCachedApi<PlayersStatistics>(paths?.players ?? null);
  const tournaments = useCachedApi<TournamentsStatistics>(paths?.tournaments ?? null);

  return (
    <div className="statistics-page">
      <h1 className="page-title">{t('title')}</h1>
      <StatisticsFilters filters={filters} update={update} />
      {paths && (
        <>
          <Totals
            items={[
              {
                label: t('totals.players'),
                value: players.data?.players,
                loading: players.loading,
              },
              {
                label: t('totals.tournaments'),
                value: tournaments.data?.tournaments,
                loading: tournaments.loading,
              },
              {
                label: t('totals.games'),
                value: tournaments.data?.games,
                loading: tournaments.loading,
              },
            ]}
          />
          <p className="stat-summary__note muted">{t('totals.gamesNote')}</p>
          <div className="stat-grid">
            <ApiState state={tournaments} what={t('parts.tournaments')}>
              {(data) => <TournamentSections data={data} />}
            </ApiState>
            <ApiState state={players} what={t('parts.players')}>
              {(data) => <PlayerSections data={data} />}
            </ApiState>
          </div>
        </>
      )}
    </div>
  );
}

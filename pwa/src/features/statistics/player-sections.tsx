import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '@domain/format';
import type { PlayersStatistics } from '@sync/contract/statistics';
import { weakestFirst } from './chart-data';
import { CountBars, type CountRow } from './count-charts';
import { LocationSection } from './location-section';
import { TopPlayers } from './top-players';

function AgeTotals({ over20, unknown }: { over20: number; unknown: number }) {
  const { t, i18n } = useTranslation('statistics');
  return (
    <dl className="stat-totals">
      <div>
        <dt>{t('age.over20')}</dt>
        <dd>{formatThousands(over20, 0, i18n.resolvedLanguage)}</dd>
      </div>
      <div>
        <dt>{t('age.unknown')}</dt>
        <dd>{formatThousands(unknown, 0, i18n.resolvedLanguage)}</dd>
      </div>
    </dl>
  );
}

/** Players by place, rank, age and experience; the top ten by rating and by tournaments. */
export function PlayerSections({ data }: { data: PlayersStatistics }) {
  const { t } = useTranslation('statistics');
  const ranks = useMemo<CountRow[]>(
    () =>
      weakestFirst(data.byRank).map(({ rank, count }) => ({
        key: rank,
        label: rank,
        value: count,
      })),
    [data.byRank],
  );
  const ages = useMemo<CountRow[]>(
    () =>
      data.byAge.map(({ group, count }) => ({
        key: group,
        label: t(`age.groups.${group}`),
        value: count,
      })),
    [data.byAge, t],
  );
  const experience = useMemo<CountRow[]>(
    () =>
      data.byExperience.map(({ years, count }) => ({
        key: years,
        label: String(years),
        value: count,
      })),
    [data.byExperience],
  );
  return (
    <>
      <LocationSection byLocation={data.byLocation} />
      <CountBars
        title={t('sections.byRank')}
        category={t('axes.rank')}
        counted={t('axes.players')}
        rows={ranks}
      />
      <CountBars
        title={t('sections.byAge')}
        category={t('axes.age')}
        counted={t('axes.players')}
        rows={ages}
        footer={<AgeTotals over20={data.over20} unknown={data.ageUnknown} />}
      />
      <CountBars
        title={t('sections.byExperience')}
        category={t('axes.experience')}
        counted={t('axes.players')}
        rows={experience}
      />
      <TopPlayers rating={data.topByRating} tournaments={data.topByTournaments} />
    </>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '@domain/format';
import type { TournamentsStatistics } from '@sync/contract/statistics';
import { Chart } from './chart';
import { everyYear } from './chart-data';
import { ChartSection } from './chart-section';
import type { ChartSpec } from './chart-spec';
import { CountBars, CountPie, type CountRow } from './count-charts';

function ByYear({ byYear }: { byYear: TournamentsStatistics['byYear'] }) {
  const { t, i18n } = useTranslation('statistics');
  const spec = useMemo<ChartSpec>(() => {
    const years = everyYear(byYear);
    return {
      categories: years.years.map(String),
      series: [
        { label: t('axes.tournaments'), values: years.tournaments, kind: 'bars', color: 1 },
        { label: t('axes.games'), values: years.games, kind: 'line', secondary: true, color: 2 },
      ],
      axes: { category: t('axes.year'), value: t('axes.tournaments'), secondary: t('axes.games') },
    };
  }, [byYear, t]);
  const table = {
    columns: [
      { label: t('axes.year') },
      { label: t('axes.tournaments'), numeric: true },
      { label: t('axes.games'), numeric: true },
    ],
    rows: byYear.map((row) => ({
      key: row.year,
      head: String(row.year),
      cells: [
        formatThousands(row.tournaments, 0, i18n.resolvedLanguage),
        formatThousands(row.games, 0, i18n.resolvedLanguage),
      ],
    })),
  };
  return (
    <ChartSection title={t('sections.byYear')} table={table}>
      <Chart spec={spec} />
    </ChartSection>
  );
}

/** Tournaments and games per year, games by board size, team size and handicap. */
export function TournamentSections({ data }: { data: TournamentsStatistics }) {
  const { t } = useTranslation('statistics');
  const boards = useMemo<CountRow[]>(
    () =>
      data.gamesByBoardSize.map(({ boardSize, games }) => ({
        key: boardSize,
        label: t('values.board', { size: boardSize }),
        value: games,
      })),
    [data.gamesByBoardSize, t],
  );
  const teams = useMemo<CountRow[]>(
    () =>
      data.gamesByTeamSize.map(({ teamSize, games }) => ({
        key: teamSize,
        label: teamSize === 1 ? t('values.single') : t('values.team', { size: teamSize }),
        value: games,
      })),
    [data.gamesByTeamSize, t],
  );
  const handicaps = useMemo<CountRow[]>(
    () =>
      data.gamesByHandicap.map(({ handicap, games }) => ({
        key: handicap,
        label: String(handicap),
        value: games,
      })),
    [data.gamesByHandicap],
  );
  return (
    <>
      <ByYear byYear={data.byYear} />
      <CountPie
        title={t('sections.boardSize')}
        category={t('axes.boardSize')}
        counted={t('axes.games')}
        rows={boards}
      />
      <CountPie
        title={t('sections.teamSize')}
        category={t('axes.teamSize')}
        counted={t('axes.games')}
        rows={teams}
      />
      <CountBars
        title={t('sections.handicap')}
        category={t('axes.handicap')}
        counted={t('axes.games')}
        rows={handicaps}
      />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { Tiebreaks, TournamentStanding } from '@sync/contract/tournaments';
import { formatPoints } from './tournament-cell';

const POINTS_COLUMNS = ['points', 'sos', 'sosos', 'sodos'] as const;
const MCMAHON_COLUMNS = ['mms', 'mmsSos', 'mmsSosos'] as const;

type ScoreColumn = keyof Tiebreaks;

/**
 * The score columns of a crosstable: MMS and its sums first when the tournament has MMS (a copy
 * cached before the scores existed has none of them: its cells show '—').
 */
export function scoreColumns(standings: readonly TournamentStanding[]): readonly ScoreColumn[] {
  const mcMahon = standings.some((standing) => typeof standing.mms === 'number');
  return mcMahon ? [...MCMAHON_COLUMNS, ...POINTS_COLUMNS] : POINTS_COLUMNS;
}

/** Short headers, spelled out on hover and for screen readers. */
export function ScoreHeaders({ columns }: { columns: readonly ScoreColumn[] }) {
  const { t } = useTranslation('tournament');
  return columns.map((column) => (
    <th key={column} scope="col" className="numeric" data-col={column}>
      <abbr title={t(`scores.${column}.full`)}>{t(`scores.${column}.short`)}</abbr>
    </th>
  ));
}

export function ScoreCells({
  standing,
  columns,
}: {
  standing: TournamentStanding;
  columns: readonly ScoreColumn[];
}) {
  const { i18n } = useTranslation();
  return columns.map((column) => (
    <td key={column} className="numeric" data-col={column}>
      {formatPoints(standing[column], i18n.resolvedLanguage)}
    </td>
  ));
}

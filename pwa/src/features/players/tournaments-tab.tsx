import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PlayerTournament } from '@sync/contract/players';
import { useCachedApi } from '@pwa/lib/cached-api';
import { ApiState } from '@pwa/components/api-state';
import { ColumnHeads, DataTable } from '@pwa/components/data-table';
import { formatDate, formatNumber, formatSigned, titleIn } from '@domain/format';
import type { NameScript } from '@pwa/lib/players-query/players-query';

function change(before: number | null, after: number | null, language: string | undefined): string {
  return before === null || after === null ? '' : formatSigned(after - before, 0, language);
}

function TournamentsTable({ rows, script }: { rows: PlayerTournament[]; script: NameScript }) {
  const { t, i18n } = useTranslation('players');
  const language = i18n.resolvedLanguage;
  if (rows.length === 0) return <p className="muted">{t('tournaments.none')}</p>;
  return (
    <DataTable label={t('tabs.tournaments')}>
      <ColumnHeads
        columns={[
          { label: t('tournaments.date') },
          { label: t('tournaments.title') },
          { label: t('tournaments.place'), numeric: true },
          { label: t('tournaments.wins'), numeric: true },
          { label: t('columns.rank') },
          { label: t('tournaments.rating'), numeric: true },
          { label: t('tournaments.change'), numeric: true },
          { label: t('columns.deviation'), numeric: true },
        ]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.tournamentId}>
            <td className="date">{formatDate(row.startDate, i18n.resolvedLanguage)}</td>
            <th scope="row" className="data-table__title">
              <Link to={`/tournaments/${row.tournamentId}`}>{titleIn(row, script)}</Link>
            </th>
            <td className="numeric">{formatNumber(row.place, 0, language)}</td>
            <td className="numeric">
              {row.wins === null
                ? '—'
                : t('tournaments.winsOf', { wins: row.wins, games: row.games })}
            </td>
            <td>{row.rank ?? '—'}</td>
            <td className="numeric">
              {formatNumber(row.ratingBefore, 0, language)} →{' '}
              {formatNumber(row.ratingAfter, 0, language)}
            </td>
            <td className="numeric">{change(row.ratingBefore, row.ratingAfter, language)}</td>
            <td className="numeric">
              {formatNumber(row.deviationBefore, 0, language)} →{' '}
              {formatNumber(row.deviationAfter, 0, language)}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

export function TournamentsTab({ playerId, script }: { playerId: number; script: NameScript }) {
  const { t } = useTranslation('players');
  const state = useCachedApi<PlayerTournament[]>(`players/${playerId}/tournaments`);
  return (
    <ApiState state={state} what={t('tabs.tournaments')}>
      {(rows) => <TournamentsTable rows={rows} script={script} />}
    </ApiState>
  );
}

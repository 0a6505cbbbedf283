import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PlayerTournament } from '@sync/api/players';
import { useCachedApi } from '@pwa/lib/cached-api';
import { ApiState } from './api-state';
import { formatDate, formatNumber, formatSigned, titleIn } from './players-format';
import type { NameScript } from '@pwa/lib/players-query/players-query';

function change(before: number | null, after: number | null): string {
  return before === null || after === null ? '' : formatSigned(after - before);
}

function TournamentsTable({ rows, script }: { rows: PlayerTournament[]; script: NameScript }) {
  const { t, i18n } = useTranslation('players');
  if (rows.length === 0) return <p className="muted">{t('tournaments.none')}</p>;
  return (
    <div className="data-table-wrap" tabIndex={0} aria-label={t('tabs.tournaments')}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('tournaments.date')}</th>
            <th scope="col">{t('tournaments.title')}</th>
            <th scope="col" className="numeric">
              {t('tournaments.place')}
            </th>
            <th scope="col" className="numeric">
              {t('tournaments.wins')}
            </th>
            <th scope="col">{t('columns.rank')}</th>
            <th scope="col" className="numeric">
              {t('tournaments.rating')}
            </th>
            <th scope="col" className="numeric">
              {t('tournaments.change')}
            </th>
            <th scope="col" className="numeric">
              {t('columns.deviation')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.tournamentId}>
              <td className="date">{formatDate(row.startDate, i18n.resolvedLanguage)}</td>
              <th scope="row" className="data-table__title">
                <Link to={`/tournaments/${row.tournamentId}`}>{titleIn(row, script)}</Link>
              </th>
              <td className="numeric">{formatNumber(row.place)}</td>
              <td className="numeric">
                {row.wins === null
                  ? '—'
                  : t('tournaments.winsOf', { wins: row.wins, games: row.games })}
              </td>
              <td>{row.rank ?? '—'}</td>
              <td className="numeric">
                {formatNumber(row.ratingBefore)} → {formatNumber(row.ratingAfter)}
              </td>
              <td className="numeric">{change(row.ratingBefore, row.ratingAfter)}</td>
              <td className="numeric">
                {formatNumber(row.deviationBefore)} → {formatNumber(row.deviationAfter)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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

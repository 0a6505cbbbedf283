import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { HistorySource, RatingHistory, RatingHistoryPoint } from '@sync/contract/players';
import { FederationSelect } from '@pwa/components/federation-select';
import { Loader } from '@pwa/components/loader';
import { useCachedApi } from '@pwa/lib/cached-api';
import { ApiState } from '@pwa/components/api-state';
import { ColumnHeads, DataTable } from '@pwa/components/data-table';
import { formatDate, formatNumber, formatSigned } from '@domain/format';
import { askedHistorySource, historySources } from './history-sources';

const RatingChart = lazy(async () => ({ default: (await import('./rating-chart')).RatingChart }));

function HistoryTable({ points }: { points: RatingHistoryPoint[] }) {
  const { t, i18n } = useTranslation('players');
  const language = i18n.resolvedLanguage;
  const rows = [...points].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <DataTable label={t('rating.table')}>
      <ColumnHeads
        columns={[
          { label: t('rating.date') },
          { label: t('rating.tournament') },
          { label: t('columns.rating'), numeric: true },
          { label: t('tournaments.change'), numeric: true },
          { label: t('columns.deviation'), numeric: true },
        ]}
      />
      <tbody>
        {rows.map((point, i) => {
          const previous = rows[i + 1];
          return (
            <tr key={`${point.date}-${point.tournamentId ?? i}`}>
              <th scope="row" className="date">
                {formatDate(point.date, language)}
              </th>
              <td className="data-table__title">
                {point.tournamentId !== null ? (
                  <Link to={`/tournaments/${point.tournamentId}`}>
                    {point.tournamentTitle ?? `#${point.tournamentId}`}
                  </Link>
                ) : (
                  t(`rating.source.${point.source}`)
                )}
              </td>
              <td className="numeric">{formatNumber(point.rating, 0, language)}</td>
              <td className="numeric">
                {previous ? formatSigned(point.rating - previous.rating, 0, language) : ''}
              </td>
              <td className="numeric">{formatNumber(point.deviation, 0, language)}</td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}

function History({ history, asTable }: { history: RatingHistory; asTable: boolean }) {
  const { t, i18n } = useTranslation('players');
  const labels = useMemo(
    () => ({
      date: t('rating.date'),
      rating: t('columns.rating'),
      upper: t('rating.upper'),
      lower: t('rating.lower'),
    }),
    [t],
  );
  const { points } = history;
  if (points.length === 0) return <p className="muted">{t('rating.none')}</p>;
  if (asTable) return <HistoryTable points={points} />;
  const first = points[0];
  const last = points[points.length - 1];
  const summary = t('rating.summary', {
    count: points.length,
    from: formatNumber(first.rating, 0, i18n.resolvedLanguage),
    to: formatNumber(last.rating, 0, i18n.resolvedLanguage),
    start: formatDate(first.date, i18n.resolvedLanguage),
    end: formatDate(last.date, i18n.resolvedLanguage),
  });
  return (
    <Suspense fallback={<Loader />}>
      <RatingChart
        points={points}
        labels={labels}
        summary={summary}
        language={i18n.resolvedLanguage}
      />
    </Suspense>
  );
}

export function RatingTab({ playerId, agaId }: { playerId: number; agaId: number | null }) {
  const { t } = useTranslation('players');
  const [params, setParams] = useSearchParams();
  const federation = askedHistorySource(params.get('federation'));
  const [asTable, setAsTable] = useState(false);
  const state = useCachedApi<RatingHistory>(`players/${playerId}/rating?federation=${federation}`);
  return (
    <div className="rating-tab">
      <div className="rating-tab__controls">
        <FederationSelect<HistorySource>
          label={t('filters.federation')}
          systems={historySources(agaId, federation)}
          value={federation}
          onChange={(chosen) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (chosen === 'rgf') next.delete('federation');
                else next.set('federation', chosen);
                return next;
              },
              { replace: true },
            )
          }
          systemName={(system) => t(`federations.${system}`)}
        />
        <button
          type="button"
          className="button"
          aria-pressed={asTable}
          onClick={() => setAsTable(!asTable)}
        >
          {asTable ? t('rating.showChart') : t('rating.showTable')}
        </button>
      </div>
      <ApiState state={state} what={t('rating.history')}>
        {(history) => <History history={history} asTable={asTable} />}
      </ApiState>
    </div>
  );
}

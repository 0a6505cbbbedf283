import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { RATING_SYSTEM_IDS, isRatingSystemId } from '@domain/rating/systems';
import type { RatingHistory, RatingHistoryPoint } from '@sync/api/players';
import { Loader } from '@pwa/components/loader';
import { useCachedApi } from '@pwa/lib/cached-api';
import { ApiState } from './api-state';
import { formatDate, formatNumber, formatSigned } from './players-format';

const RatingChart = lazy(async () => ({ default: (await import('./rating-chart')).RatingChart }));

function HistoryTable({ points }: { points: RatingHistoryPoint[] }) {
  const { t, i18n } = useTranslation('players');
  const rows = [...points].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <div className="data-table-wrap" tabIndex={0} aria-label={t('rating.table')}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('rating.date')}</th>
            <th scope="col">{t('rating.tournament')}</th>
            <th scope="col" className="numeric">
              {t('columns.rating')}
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
          {rows.map((point, i) => {
            const previous = rows[i + 1];
            return (
              <tr key={`${point.date}-${point.tournamentId ?? i}`}>
                <th scope="row" className="date">
                  {formatDate(point.date, i18n.resolvedLanguage)}
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
                <td className="numeric">{formatNumber(point.rating)}</td>
                <td className="numeric">
                  {previous ? formatSigned(point.rating - previous.rating) : ''}
                </td>
                <td className="numeric">{formatNumber(point.deviation)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
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
    from: formatNumber(first.rating),
    to: formatNumber(last.rating),
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

export function RatingTab({ playerId }: { playerId: number }) {
  const { t } = useTranslation('players');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get('federation');
  const federation = isRatingSystemId(asked) ? asked : 'rgf';
  const [asTable, setAsTable] = useState(false);
  const state = useCachedApi<RatingHistory>(`players/${playerId}/rating?federation=${federation}`);
  return (
    <div className="rating-tab">
      <div className="rating-tab__controls">
        <label htmlFor={`${id}-federation`}>{t('filters.federation')}</label>
        <select
          id={`${id}-federation`}
          className="input"
          value={federation}
          onChange={(event) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (event.target.value === 'rgf') next.delete('federation');
                else next.set('federation', event.target.value);
                return next;
              },
              { replace: true },
            )
          }
        >
          {RATING_SYSTEM_IDS.map((system) => (
            <option key={system} value={system}>
              {t(`federations.${system}`)}
            </option>
          ))}
        </select>
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

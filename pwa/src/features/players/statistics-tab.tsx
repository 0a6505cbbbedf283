import { useTranslation } from 'react-i18next';
import type { PlayerStatistics, WinLoss } from '@sync/contract/players';
import { useCachedApi } from '@pwa/lib/cached-api';
import { ApiState } from '@pwa/components/api-state';
import { ColumnHeads } from '@pwa/components/data-table';
import { formatPercent, formatThousands } from '@domain/format';

interface RecordRow {
  key: string;
  label: string;
  record: WinLoss;
}

function winShare(record: WinLoss, language: string | undefined): string {
  return record.games > 0 ? formatPercent(record.wins / record.games, 0, language) : '—';
}

interface RecordTableProps {
  caption: string;
  /** the first column's header; visually hidden when the caption says it all */
  head: string;
  hideHead?: boolean;
  rows: RecordRow[];
}

function RecordTable({ caption, head, hideHead, rows }: RecordTableProps) {
  const { t, i18n } = useTranslation('players');
  const language = i18n.resolvedLanguage;
  return (
    <div className="data-table-wrap">
      <table className="data-table">
        <caption className="data-table__caption">{caption}</caption>
        <ColumnHeads
          columns={[
            { label: <span className={hideHead ? 'visually-hidden' : undefined}>{head}</span> },
            { label: t('player.games'), numeric: true },
            { label: t('statistics.wins'), numeric: true },
            { label: t('statistics.losses'), numeric: true },
            { label: t('statistics.draws'), numeric: true },
            { label: t('statistics.winShare'), numeric: true },
          ]}
        />
        <tbody>
          {rows.map(({ key, label, record }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td className="numeric">{formatThousands(record.games, 0, language)}</td>
              <td className="numeric">{formatThousands(record.wins, 0, language)}</td>
              <td className="numeric">{formatThousands(record.losses, 0, language)}</td>
              <td className="numeric">{formatThousands(record.draws, 0, language)}</td>
              <td className="numeric">{winShare(record, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Statistics({ statistics }: { statistics: PlayerStatistics }) {
  const { t } = useTranslation('players');
  if (statistics.total.games === 0) return <p className="muted">{t('statistics.none')}</p>;
  const colors = (['black', 'white', 'unknown'] as const)
    .filter((color) => statistics.byColor[color].games > 0)
    .map((color) => ({
      key: color,
      label: t(`statistics.color.${color}`),
      record: statistics.byColor[color],
    }));
  const handicaps = statistics.byHandicap.map((row) => ({
    key: `${row.handicap}-${row.received}`,
    label:
      row.handicap === 0
        ? t('statistics.even')
        : t(row.received ? 'statistics.received' : 'statistics.gave', { count: row.handicap }),
    record: row,
  }));
  const years = [...statistics.byYear]
    .sort((a, b) => b.year - a.year)
    .map((row) => ({ key: String(row.year), label: String(row.year), record: row }));
  return (
    <div className="player-statistics">
      <RecordTable
        caption={t('statistics.total')}
        head={t('statistics.games')}
        hideHead
        rows={[{ key: 'total', label: t('statistics.all'), record: statistics.total }]}
      />
      {colors.length > 0 && (
        <RecordTable
          caption={t('statistics.byColor')}
          head={t('statistics.colorHead')}
          rows={colors}
        />
      )}
      {handicaps.length > 0 && (
        <RecordTable
          caption={t('statistics.byHandicap')}
          head={t('statistics.handicapHead')}
          rows={handicaps}
        />
      )}
      {years.length > 0 && (
        <RecordTable
          caption={t('statistics.byYear')}
          head={t('statistics.yearHead')}
          rows={years}
        />
      )}
    </div>
  );
}

export function StatisticsTab({ playerId }: { playerId: number }) {
  const { t } = useTranslation('players');
  const state = useCachedApi<PlayerStatistics>(`profile/${playerId}/statistics`);
  return (
    <ApiState state={state} what={t('tabs.statistics')}>
      {(statistics) => <Statistics statistics={statistics} />}
    </ApiState>
  );
}

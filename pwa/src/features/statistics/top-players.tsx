import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatThousands, nameScript } from '@domain/format';
import type { PlayerRef } from '@sync/contract/common';
import type { MostActivePlayer, TopRatedPlayer } from '@sync/contract/statistics';
import { ColumnHeads, DataTable, type Column } from '@pwa/components/data-table';
import { PlayerName } from '@pwa/components/player-name';
import { useNicknamed } from '@pwa/lib/use-nicknamed';

interface TopTableProps<T extends PlayerRef> {
  title: string;
  players: readonly T[];
  /** the columns after place and name */
  columns: readonly Column[];
  cells: (player: T) => ReactNode[];
}

function TopTable<T extends PlayerRef>({ title, players, columns, cells }: TopTableProps<T>) {
  const { t, i18n } = useTranslation('statistics');
  const script = nameScript(i18n.resolvedLanguage);
  const nicknamed = useNicknamed(players.map((player) => player.id));
  return (
    <section className="stat-card" aria-label={title}>
      <h2 className="stat-card__title">{title}</h2>
      {players.length === 0 ? (
        <p className="muted stat-card__empty">{t('empty')}</p>
      ) : (
        <DataTable label={title}>
          <ColumnHeads
            columns={[
              { label: t('top.place'), numeric: true },
              { label: t('top.player') },
              ...columns,
            ]}
          />
          <tbody>
            {players.map((player, index) => (
              <tr key={player.id}>
                <td className="numeric">{index + 1}</td>
                <th scope="row" className="data-table__title">
                  <PlayerName player={nicknamed(player)} script={script} />
                </th>
                {cells(player).map((cell, column) => (
                  <td key={column} className="numeric">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}

/** The ten strongest players and the ten who played the most tournaments. */
export function TopPlayers({
  rating,
  tournaments,
}: {
  rating: readonly TopRatedPlayer[];
  tournaments: readonly MostActivePlayer[];
}) {
  const { t, i18n } = useTranslation('statistics');
  return (
    <>
      <TopTable
        title={t('sections.topByRating')}
        players={rating}
        columns={[
          { label: t('top.rank') },
          { label: t('top.rating'), numeric: true },
          { label: t('top.deviation'), numeric: true },
        ]}
        cells={(player) => [
          player.rank,
          formatNumber(player.rating),
          formatNumber(player.deviation),
        ]}
      />
      <TopTable
        title={t('sections.topByTournaments')}
        players={tournaments}
        columns={[{ label: t('top.tournaments'), numeric: true }]}
        cells={(player) => [formatThousands(player.tournaments, 0, i18n.resolvedLanguage)]}
      />
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerOpponent } from '@sync/contract/players';
import { useCachedApi } from '@pwa/lib/cached-api';
import { ApiState } from '@pwa/components/api-state';
import { DataTable } from '@pwa/components/data-table';
import { PlayerName } from '@pwa/components/player-name';
import { useNicknamed } from '@pwa/lib/use-nicknamed';
import { formatThousands, realName } from '@domain/format';
import type { NameScript } from '@pwa/lib/players-query/players-query';

type OpponentSort = 'games' | 'name' | 'wins' | 'losses';

function OpponentsTable({ rows, script }: { rows: PlayerOpponent[]; script: NameScript }) {
  const { t, i18n } = useTranslation('players');
  const language = i18n.resolvedLanguage;
  const [sort, setSort] = useState<OpponentSort>('games');
  const nicknamed = useNicknamed(rows.map((row) => row.opponent.id));
  if (rows.length === 0) return <p className="muted">{t('opponents.none')}</p>;
  const collator = new Intl.Collator(script === 'cyrillic' ? 'ru' : 'en');
  const sorted = [...rows].sort((a, b) =>
    sort === 'name'
      ? collator.compare(realName(a.opponent, script), realName(b.opponent, script))
      : b[sort] - a[sort] || b.games - a.games,
  );
  const header = (key: OpponentSort, label: string, numeric: boolean) => (
    <th
      scope="col"
      className={numeric ? 'numeric' : undefined}
      aria-sort={sort === key ? (key === 'name' ? 'ascending' : 'descending') : 'none'}
    >
      <button type="button" className="sort-button" onClick={() => setSort(key)}>
        {label}
        <span className="sort-button__arrow" aria-hidden="true">
          {sort === key ? (key === 'name' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
  return (
    <DataTable label={t('tabs.opponents')}>
      <thead>
        <tr>
          {header('name', t('opponents.opponent'), false)}
          {header('games', t('player.games'), true)}
          {header('wins', t('statistics.wins'), true)}
          {header('losses', t('statistics.losses'), true)}
          <th scope="col" className="numeric">
            {t('statistics.draws')}
          </th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((row) => (
          <tr key={row.opponent.id}>
            <th scope="row">
              <PlayerName player={nicknamed(row.opponent)} script={script} />
            </th>
            <td className="numeric">{formatThousands(row.games, 0, language)}</td>
            <td className="numeric">{formatThousands(row.wins, 0, language)}</td>
            <td className="numeric">{formatThousands(row.losses, 0, language)}</td>
            <td className="numeric">{formatThousands(row.draws, 0, language)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

export function OpponentsTab({ playerId, script }: { playerId: number; script: NameScript }) {
  const { t } = useTranslation('players');
  const state = useCachedApi<PlayerOpponent[]>(`profile/${playerId}/opponents`);
  return (
    <ApiState state={state} what={t('tabs.opponents')}>
      {(rows) => <OpponentsTable rows={rows} script={script} />}
    </ApiState>
  );
}

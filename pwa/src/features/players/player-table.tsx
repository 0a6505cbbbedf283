import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LocationTree } from '@domain/location/location-tree';
import type { RatingSystemId } from '@domain/rating/types';
import type { StoredPlayer } from '@pwa/lib/db';
import { PlayerRank } from './player-rank';
import { formatDate, formatNumber, otherScriptName, placeName } from '@domain/format';
import { PlayerName } from '@pwa/components/player-name';
import {
  PLAYER_SORT_KEYS,
  playerDeviation,
  playerRating,
  type NameScript,
  type PlayerSortKey,
  type SortDirection,
} from '@pwa/lib/players-query/players-query';

interface PlayerTableProps {
  players: StoredPlayer[];
  federation: RatingSystemId;
  script: NameScript;
  tree: LocationTree | undefined;
  sort: PlayerSortKey;
  direction: SortDirection;
  onSort: (key: PlayerSortKey) => void;
  /** ids of the shown players' last tournaments -> their titles, when known locally */
  tournamentTitles: ReadonlyMap<number, string>;
}

const NUMERIC: ReadonlySet<PlayerSortKey> = new Set(['id', 'rating', 'deviation']);

function ariaSort(active: boolean, direction: SortDirection) {
  if (!active) return 'none';
  return direction === 'asc' ? 'ascending' : 'descending';
}

/** The players list: every column sorts by a click on its header. */
export function PlayerTable(props: PlayerTableProps) {
  const { players, federation, script, tree, sort, direction, onSort, tournamentTitles } = props;
  const { t, i18n } = useTranslation('players');
  const language = i18n.resolvedLanguage;
  const place = (player: StoredPlayer, kind: 'country' | 'city') => {
    const id = player.locationPath.find((node) => tree?.get(node)?.kind === kind);
    return id === undefined ? '' : placeName(tree?.get(id), script);
  };
  return (
    <div className="players-table-wrap" tabIndex={0} aria-labelledby="players-table-caption">
      <table className="players-table">
        <caption id="players-table-caption" className="visually-hidden">
          {t('table.caption', {
            column: t(`columns.${sort}`),
            order: t(`sort.${direction}`),
          })}
        </caption>
        <thead>
          <tr>
            {PLAYER_SORT_KEYS.map((key) => (
              <th
                key={key}
                scope="col"
                aria-sort={ariaSort(sort === key, direction)}
                className={`players-table__${key}${NUMERIC.has(key) ? ' numeric' : ''}`}
              >
                <button type="button" className="sort-button" onClick={() => onSort(key)}>
                  {t(`columns.${key}`)}
                  <span className="sort-button__arrow" aria-hidden="true">
                    {sort === key ? (direction === 'asc' ? '▲' : '▼') : '↕'}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {players.map((player) => {
            const rating = playerRating(player, federation);
            const other = otherScriptName(player, script);
            const tournament = player.lastTournamentId;
            return (
              <tr key={player.id}>
                <td className="numeric players-table__id">{player.id}</td>
                <th scope="row" className="players-table__name">
                  <PlayerName player={player} script={script} />
                  {other && <span className="players-table__other">{other}</span>}
                </th>
                <td className="numeric">{formatNumber(rating)}</td>
                <td className="numeric">{formatNumber(playerDeviation(player, federation))}</td>
                <td>
                  <PlayerRank rating={rating} declared={player.rank} />
                </td>
                <td>{place(player, 'country')}</td>
                <td>{place(player, 'city')}</td>
                <td className="date">{formatDate(player.startDate, language)}</td>
                <td className="date">{formatDate(player.lastUpdate, language)}</td>
                <td className="date">
                  {tournament !== null ? (
                    <Link
                      to={`/tournaments/${tournament}`}
                      title={tournamentTitles.get(tournament)}
                      aria-label={
                        tournamentTitles.has(tournament)
                          ? `${tournamentTitles.get(tournament)}, ${formatDate(player.lastTournamentDate, language)}`
                          : undefined
                      }
                    >
                      {formatDate(player.lastTournamentDate, language)}
                    </Link>
                  ) : (
                    formatDate(player.lastTournamentDate, language)
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

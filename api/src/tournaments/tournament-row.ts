import type { LocationTree } from '@domain/location/location-tree';
import { tournamentSpecFields } from '@domain/tournament/spec-fields';
import type { TournamentSummary } from '@sync/contract/tournaments';

export interface TournamentRow {
  id: number;
  code: string | null;
  title: string;
  title_latin: string;
  location_id: number | null;
  start_date: string;
  end_date: string;
  status: TournamentSummary['status'];
  tournament_class: string | null;
  federation: string;
  ranked: number | boolean;
  online: number | boolean;
  rounds: number;
  handicap_rule: string | null;
  komi: number | null;
  board_size: number;
  team_size: number;
  time_control: string | null;
  pinned: number | boolean;
  visible: number | boolean;
  player_count: number;
  game_count: number;
}

export const TOURNAMENT_COLUMNS: readonly (keyof TournamentRow)[] = [
  'id',
  'code',
  'title',
  'title_latin',
  'location_id',
  'start_date',
  'end_date',
  'status',
  'tournament_class',
  'federation',
  'ranked',
  'online',
  'rounds',
  'handicap_rule',
  'komi',
  'board_size',
  'team_size',
  'time_control',
  'pinned',
  'visible',
  'player_count',
  'game_count',
];

export function toTournamentSummary(row: TournamentRow, tree: LocationTree): TournamentSummary {
  const place = tree.placeOf(row.location_id);
  const node = place?.node;
  const city = place?.city;
  const country = place?.country;
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    titleLatin: row.title_latin,
    location: node ? { id: node.id, name: node.name, nameLatin: node.nameLatin } : null,
    city: city ? { id: city.id, name: city.name, nameLatin: city.nameLatin } : null,
    country: country
      ? { id: country.id, name: country.name, nameLatin: country.nameLatin, code: country.code }
      : null,
    startDate: row.start_date,
    endDate: row.end_date,
    status: row.status,
    tournamentClass: row.tournament_class,
    federation: row.federation,
    ranked: Boolean(row.ranked),
    online: Boolean(row.online),
    rounds: row.rounds,
    handicapRule: row.handicap_rule,
    komi: row.komi === null ? null : Number(row.komi),
    boardSize: row.board_size,
    teamSize: row.team_size,
    timeControl: row.time_control,
    pinned: Boolean(row.pinned),
    visible: Boolean(row.visible),
    playerCount: row.player_count,
    gameCount: row.game_count,
    ...tournamentSpecFields(row.start_date, row.team_size),
  };
}

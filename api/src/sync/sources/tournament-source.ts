import type { SyncTournament } from '@sync/protocol';
import type { SyncSource } from './sync-source';

/** Hidden ('ignored') tournaments are not replicated: clients delete them. */
export const TOURNAMENT_SOURCE: SyncSource<SyncTournament> = {
  table: 'tournament',
  fields: {
    id: ['id', 'integer'],
    rev: ['rev', 'integer'],
    code: ['code', 'text'],
    title: ['title', 'text'],
    titleLatin: ['title_latin', 'text'],
    locationId: ['location_id', 'integer'],
    startDate: ['start_date', 'text'],
    endDate: ['end_date', 'text'],
    status: ['status', 'text'],
    tournamentClass: ['tournament_class', 'text'],
    federation: ['federation', 'text'],
    ranked: ['ranked', 'boolean'],
    online: ['online', 'boolean'],
    rounds: ['rounds', 'integer'],
    handicapRule: ['handicap_rule', 'text'],
    komi: ['komi', 'double'],
    boardSize: ['board_size', 'integer'],
    teamSize: ['team_size', 'integer'],
    timeControl: ['time_control', 'text'],
    pinned: ['pinned', 'boolean'],
    playerCount: ['player_count', 'integer'],
    gameCount: ['game_count', 'integer'],
  },
  locationColumn: 'location_id',
  replicatedWhen: 'visible',
};

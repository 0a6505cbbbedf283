import type { ErrorKey } from '@domain/errors/error-catalogue';
import { Player } from '../../players/player.entity';
import { Tournament } from '../../tournaments/tournament.entity';

/** The two kinds of rows with an imported place: what differs between their place fixes. */
export interface PlaceTable {
  entity: typeof Tournament | typeof Player;
  table: 'tournament' | 'player';
  /** the audit action prefix and target prefix, e.g. 'tournament' */
  noun: 'tournament' | 'player';
  /** the error every failed fix answers */
  failure: ErrorKey;
}

export const TOURNAMENT_PLACES: PlaceTable = {
  entity: Tournament,
  table: 'tournament',
  noun: 'tournament',
  failure: 'tournamentLocationFailed',
};

export const PLAYER_PLACES: PlaceTable = {
  entity: Player,
  table: 'player',
  noun: 'player',
  failure: 'playerLocationFailed',
};

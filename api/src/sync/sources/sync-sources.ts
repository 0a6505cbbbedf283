import type { SyncCollection, SyncRows } from '@sync/protocol';
import { LOCATION_SOURCE } from './location-source';
import { PLAYER_SOURCE } from './player-source';
import type { SyncSource } from './sync-source';
import { TOURNAMENT_SOURCE } from './tournament-source';

export const SYNC_SOURCES: { readonly [C in SyncCollection]: SyncSource<SyncRows[C]> } = {
  players: PLAYER_SOURCE,
  tournaments: TOURNAMENT_SOURCE,
  locations: LOCATION_SOURCE,
};

import type { SyncCollection } from '@sync/protocol';
import { Location } from '../locations/location.entity';
import { Player } from '../players/player.entity';
import { Tournament } from '../tournaments/tournament.entity';

export type ReplicatedEntity = Player | Tournament | Location;

export function collectionOf(entity: object): SyncCollection | null {
  if (entity instanceof Player) return 'players';
  if (entity instanceof Tournament) return 'tournaments';
  if (entity instanceof Location) return 'locations';
  return null;
}

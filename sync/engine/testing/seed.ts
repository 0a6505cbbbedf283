import { FakeSyncServer } from './fake-sync-server';
import { makeSyncLocation, makeSyncPlayer, makeSyncTournament } from './sync-rows';

export interface SeedCounts {
  locations?: number;
  tournaments?: number;
  players?: number;
}

/** A fake server holding locations, then tournaments, then players, ids from 1. */
export function seedServer({ locations = 3, tournaments = 4, players = 12 }: SeedCounts = {}) {
  const server = new FakeSyncServer();
  for (let id = 1; id <= locations; id++) server.put('locations', makeSyncLocation(id));
  for (let id = 1; id <= tournaments; id++) server.put('tournaments', makeSyncTournament(id));
  for (let id = 1; id <= players; id++) server.put('players', makeSyncPlayer(id));
  return server;
}

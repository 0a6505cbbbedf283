import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoDatabase } from '@pwa/lib/db';
import { countPlayers } from './count-players';
import { queryPlayers } from './query-players';
import { makeStoredPlayer, openTestDatabase } from './players-test-data';

const players = [
  makeStoredPlayer({ id: 1, rgfRating: 2600, lastTournamentDate: '2008-03-01' }),
  makeStoredPlayer({ id: 2, rgfRating: 2100, lastTournamentDate: '2024-05-10' }),
  makeStoredPlayer({ id: 3, rgfRating: 1900, lastTournamentDate: '2023-01-01' }),
  makeStoredPlayer({ id: 4, rgfRating: 1500, lastTournamentDate: null }),
  makeStoredPlayer({ id: 5, rgfRating: null, lastTournamentDate: '2025-09-01' }),
  makeStoredPlayer({ id: 6, rgfRating: 1200, lastTournamentDate: '2022-12-31', lastName: 'Ли' }),
];

describe('countPlayers and the active filter', () => {
  let db: GoDatabase;
  beforeAll(async () => {
    db = await openTestDatabase('count-players');
    await db.players.bulkPut(players);
  });
  afterAll(async () => {
    db.close();
    await db.delete();
  });

  it('counts every player, or those a filter lets through', async () => {
    expect(await countPlayers(db, {})).toBe(6);
    expect(await countPlayers(db, { minRating: 2000 })).toBe(2);
    expect(await countPlayers(db, { activeSince: '2023-01-01' })).toBe(3);
    expect(await countPlayers(db, { activeSince: '2023-01-01', minRating: 2000 })).toBe(1);
    expect(await countPlayers(db, { activeSince: '2020-01-01', names: ['ли'] })).toBe(1);
  });

  it('leaves out players last seen before the date, and those never seen, from the list', async () => {
    const rating = { key: 'rating', direction: 'desc' } as const;
    const active = await queryPlayers(db, { activeSince: '2023-01-01' }, rating, 50);
    expect(active.players.map((p) => p.id)).toEqual([2, 3, 5]);
    const all = await queryPlayers(db, {}, rating, 50);
    expect(all.players.map((p) => p.id)).toEqual([1, 2, 3, 4, 6, 5]);
    const byDate = { key: 'lastTournament', direction: 'asc' } as const;
    const since = await queryPlayers(db, { activeSince: '2023-01-01' }, byDate, 50);
    expect(since.players.map((p) => p.id)).toEqual([3, 2, 5]);
    const ranged = await queryPlayers(
      db,
      { activeSince: '2023-01-01', maxRating: 2000 },
      rating,
      1,
    );
    expect(ranged).toEqual({ players: [expect.objectContaining({ id: 3 })], hasMore: false });
  });
});

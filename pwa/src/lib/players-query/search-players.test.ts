import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoDatabase } from '@pwa/lib/db';
import { makeStoredPlayer, openTestDatabase } from './players-test-data';
import { searchPlayers } from './search-players';

describe('searchPlayers (the player pickers of games, the calculator and the broadcast console)', () => {
  let db: GoDatabase;

  beforeAll(async () => {
    db = await openTestDatabase('search-players');
    await db.players.bulkPut([
      makeStoredPlayer({ id: 1, lastName: 'Петров', lastNameLatin: 'Petrov', rgfRating: 1500 }),
      makeStoredPlayer({
        id: 2,
        lastName: 'Петренко',
        lastNameLatin: 'Petrenko',
        rgfRating: 2100,
        egfRating: 1200,
      }),
      makeStoredPlayer({
        id: 3,
        lastName: 'Сидоров',
        lastNameLatin: 'Sidorov',
        rgfRating: 2400,
        egfRating: 2500,
      }),
      makeStoredPlayer({ id: 4, lastName: 'Петухов', lastNameLatin: 'Petukhov', egfRating: 1900 }),
    ]);
  });

  afterAll(async () => {
    db.close();
    await db.delete();
  });

  it('finds the players whose name matches, strongest first, at most the limit', async () => {
    const ids = async (
      ...args: Parameters<typeof searchPlayers> extends [unknown, ...infer R] ? R : never
    ) => (await searchPlayers(db, ...args)).map((player) => player.id);
    expect(await ids('Пет')).toEqual([2, 1, 4]);
    expect(await ids('pet', undefined, 2)).toEqual([2, 1]);
    expect(await ids('Пет', 'egf')).toEqual([4, 2, 1]);
    expect(await ids('   ')).toEqual([]);
  });
});

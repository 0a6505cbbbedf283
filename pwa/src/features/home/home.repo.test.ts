import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoDatabase, StoredTournament } from '@pwa/lib/db';
import { makeStoredPlayer, openTestDatabase } from '@pwa/lib/players-query/players-test-data';
import { homeCounts, recentTournaments, upcomingTournaments } from './home.repo';

function tournament(
  id: number,
  startDate: string,
  status: StoredTournament['status'],
): StoredTournament {
  return {
    id,
    rev: id,
    code: null,
    title: `Турнир ${id}`,
    titleLatin: `Tournament ${id}`,
    startDate,
    endDate: startDate,
    status,
    tournamentClass: null,
    federation: 'rgf',
    ranked: true,
    online: false,
    rounds: 5,
    handicapRule: null,
    komi: 6.5,
    boardSize: 19,
    teamSize: 1,
    timeControl: null,
    pinned: false,
    playerCount: 10,
    gameCount: 25,
    locationId: null,
    locationPath: [],
  };
}

const TOURNAMENTS = [
  tournament(1, '2024-01-10', 'ended'),
  tournament(2, '2024-02-10', 'ended'),
  tournament(3, '2024-03-10', 'processing'),
  tournament(4, '2024-03-10', 'ended'),
  tournament(5, '2024-04-01', 'active'),
  tournament(6, '2024-04-20', 'scheduled'),
  tournament(7, '2024-06-01', 'scheduled'),
  tournament(8, '2024-05-01', 'scheduled'),
  tournament(9, '2024-05-01', 'scheduled'),
  tournament(10, '2023-12-01', 'ended'),
  tournament(11, '2024-07-01', 'scheduled'),
  tournament(12, '2024-08-01', 'scheduled'),
];

describe('the front page from IndexedDB', () => {
  let db: GoDatabase;

  beforeAll(async () => {
    db = await openTestDatabase('home-repo');
    await db.tournaments.bulkPut(TOURNAMENTS);
    await db.players.bulkPut([makeStoredPlayer({ id: 1 }), makeStoredPlayer({ id: 2 })]);
    await db.syncState.put({ collection: 'players', rev: 2, schema: 1, complete: true });
  });

  afterAll(async () => {
    db.close();
    await db.delete();
  });

  it('counts players and tournaments and knows which were fully replicated', async () => {
    expect(await homeCounts(db)).toEqual({
      players: { count: 2, complete: true },
      tournaments: { count: 12, complete: false },
    });
  });

  it('lists the latest running or finished tournaments, latest first', async () => {
    const recent = await recentTournaments(db);
    // 3 is being processed: only the admin's view lists it (4 starts the same day)
    expect(recent.map((t) => t.id)).toEqual([5, 4, 2, 1, 10]);
    expect((await recentTournaments(db, 2)).map((t) => t.id)).toEqual([5, 4]);
  });

  it('lists the next scheduled tournaments, soonest first', async () => {
    const upcoming = await upcomingTournaments(db);
    expect(upcoming.map((t) => t.id)).toEqual([6, 8, 9, 7, 11]);
  });
});

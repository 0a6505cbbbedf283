import { isShownIn } from '@domain/tournament/grouping';
import type { GoDatabase, StoredTournament } from '@pwa/lib/db';

/** How many of each the front page lists. */
export const HOME_LIST_SIZE = 5;

export interface ReplicaCount {
  count: number;
  /** the collection was replicated up to the server's head at least once */
  complete: boolean;
}

export interface HomeCounts {
  players: ReplicaCount;
  tournaments: ReplicaCount;
}

/** How many players and tournaments this device holds, and whether that is all of them. */
export async function homeCounts(db: GoDatabase): Promise<HomeCounts> {
  const [players, tournaments, playersCursor, tournamentsCursor] = await Promise.all([
    db.players.count(),
    db.tournaments.count(),
    db.syncState.get('players'),
    db.syncState.get('tournaments'),
  ]);
  return {
    players: { count: players, complete: playersCursor?.complete ?? false },
    tournaments: { count: tournaments, complete: tournamentsCursor?.complete ?? false },
  };
}

/**
 * The latest tournaments that are running or over (the Past list's statuses), latest start first
 * (the start-date index walked backwards; equal days highest id first).
 */
export async function recentTournaments(
  db: GoDatabase,
  limit = HOME_LIST_SIZE,
): Promise<StoredTournament[]> {
  return db.tournaments
    .orderBy('startDate')
    .reverse()
    .filter((t) => isShownIn('past', t.status))
    .limit(limit)
    .toArray();
}

/** The next scheduled tournaments, soonest first (equal days lowest id first). */
export async function upcomingTournaments(
  db: GoDatabase,
  limit = HOME_LIST_SIZE,
): Promise<StoredTournament[]> {
  const scheduled = await db.tournaments.where('status').equals('scheduled').toArray();
  return scheduled
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.id - b.id))
    .slice(0, limit);
}

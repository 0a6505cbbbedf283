import type { GoDatabase, StoredPlayer } from '@pwa/lib/db';

export function getPlayer(db: GoDatabase, id: number): Promise<StoredPlayer | undefined> {
  return db.players.get(id);
}

export interface PlayersReplica {
  count: number;
  /** the players collection was replicated up to the server's head at least once */
  complete: boolean;
}

export async function playersReplica(db: GoDatabase): Promise<PlayersReplica> {
  const [count, cursor] = await Promise.all([db.players.count(), db.syncState.get('players')]);
  return { count, complete: cursor?.complete ?? false };
}

export interface TournamentTitle {
  title: string;
  titleLatin: string;
}

/** Titles of the replicated tournaments among `ids` (the list's "last tournament" links). */
export async function tournamentTitles(
  db: GoDatabase,
  ids: readonly number[],
): Promise<Map<number, TournamentTitle>> {
  const unique = [...new Set(ids)];
  const rows = await db.tournaments.bulkGet(unique);
  const titles = new Map<number, TournamentTitle>();
  for (const row of rows)
    if (row) titles.set(row.id, { title: row.title, titleLatin: row.titleLatin });
  return titles;
}

import type { GoDatabase, StoredPlayer, StoredTournament } from '@pwa/lib/db';
import { queryPlayers } from '@pwa/lib/players-query/query-players';

/** Players on this device whose name matches the text, strongest first (the player picker). */
export async function searchPlayers(
  db: GoDatabase,
  text: string,
  limit = 8,
): Promise<StoredPlayer[]> {
  if (!text.trim()) return [];
  const { players } = await queryPlayers(
    db,
    { names: [text] },
    { key: 'rating', direction: 'desc' },
    limit,
  );
  return players;
}

/** How many tournaments the picker lists at most. */
const TOURNAMENT_CHOICES = 100;

/** The replicated tournaments whose title holds the text, the latest first. */
export async function searchTournaments(db: GoDatabase, text: string): Promise<StoredTournament[]> {
  const needle = text.trim().toLowerCase();
  return db.tournaments
    .orderBy('startDate')
    .reverse()
    .filter(
      (tournament) =>
        needle === '' ||
        tournament.title.toLowerCase().includes(needle) ||
        tournament.titleLatin.toLowerCase().includes(needle),
    )
    .limit(TOURNAMENT_CHOICES)
    .toArray();
}

export async function getTournament(db: GoDatabase, id: number): Promise<StoredTournament | null> {
  return (await db.tournaments.get(id)) ?? null;
}

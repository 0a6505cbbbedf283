import type { GoDatabase, StoredTournament } from '@pwa/lib/db';

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

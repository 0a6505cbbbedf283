import type { GoDatabase, StoredPlayer } from '@pwa/lib/db';
// The one query over the replicated players, shared by the players list and the pickers.
import { queryPlayers } from '@pwa/lib/players-query/query-players';

/** Players on this device whose name matches the text, strongest first, for the player picker. */
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

/** A replicated player by id; null when the player is not on this device. */
export async function getPlayer(db: GoDatabase, id: number): Promise<StoredPlayer | null> {
  return (await db.players.get(id)) ?? null;
}

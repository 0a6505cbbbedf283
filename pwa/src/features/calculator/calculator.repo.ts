import type { RatingSystemId } from '@domain/rating/types';
import type { GoDatabase, StoredPlayer } from '@pwa/lib/db';
// The one query over the replicated players, shared by the players list and this picker.
import { queryPlayers } from '@pwa/lib/players-query/query-players';

/** Players whose name matches the text, strongest first in the system, for the player picker. */
export async function searchPlayers(
  db: GoDatabase,
  text: string,
  federation: RatingSystemId,
  limit = 8,
): Promise<StoredPlayer[]> {
  if (!text.trim()) return [];
  const { players } = await queryPlayers(
    db,
    { federation, names: [text] },
    { key: 'rating', direction: 'desc' },
    limit,
  );
  return players;
}

/** The picked players, as replicated (undefined where a player is not on this device). */
export async function pickedPlayers(
  db: GoDatabase,
  ids: [number | null, number | null],
): Promise<[StoredPlayer | undefined, StoredPlayer | undefined]> {
  const wanted = ids.filter((id): id is number => id !== null);
  const rows = await db.players.bulkGet(wanted);
  const byId = new Map(rows.flatMap((row) => (row ? [[row.id, row] as const] : [])));
  return [
    ids[0] === null ? undefined : byId.get(ids[0]),
    ids[1] === null ? undefined : byId.get(ids[1]),
  ];
}

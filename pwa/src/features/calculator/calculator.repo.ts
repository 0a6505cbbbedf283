import type { GoDatabase, StoredPlayer } from '@pwa/lib/db';

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

import type { GoDatabase, StoredPlayer } from '@pwa/lib/db';

/** A replicated player by id; null when the player is not on this device. */
export async function getPlayer(db: GoDatabase, id: number): Promise<StoredPlayer | null> {
  return (await db.players.get(id)) ?? null;
}

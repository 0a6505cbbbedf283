import { applyBroadcastEvent, replaceBoard } from '@sync/broadcast-events';
import type { Broadcast, BroadcastBoard, BroadcastEvent } from '@sync/contract/broadcasts';
import type { GoDatabase } from '@pwa/lib/db';
import { cacheKey } from '@pwa/lib/cached-api';
import { broadcastPath } from './console-api';

/**
 * The broadcast as kept in the on-demand cache (the console reads it from there, offline too);
 * every change is a read and a write in one transaction, so the stream and the sender never
 * undo each other's change.
 */
async function update(
  db: GoDatabase,
  id: number,
  change: (broadcast: Broadcast | undefined) => Broadcast | null,
): Promise<void> {
  const key = cacheKey(broadcastPath(id));
  await db.transaction('rw', db.cache, async () => {
    const entry = await db.cache.get(key);
    const next = change(entry?.value as Broadcast | undefined);
    if (next !== null) await db.cache.put({ key, value: next, fetchedAt: Date.now() });
  });
}

/** Keeps a board as the server answered it. */
export function storeBoard(db: GoDatabase, id: number, board: BroadcastBoard): Promise<void> {
  return update(db, id, (broadcast) => (broadcast ? replaceBoard(broadcast, board) : null));
}

/** Applies a stream event; resolves false when the broadcast must be read again (a gap). */
export async function storeEvent(
  db: GoDatabase,
  id: number,
  event: BroadcastEvent,
): Promise<boolean> {
  let gap = false;
  await update(db, id, (broadcast) => {
    const known = broadcast ?? null;
    const outcome = applyBroadcastEvent(known, event);
    gap = outcome.kind === 'gap';
    return outcome.kind === 'applied' && outcome.broadcast !== known ? outcome.broadcast : null;
  });
  return !gap;
}

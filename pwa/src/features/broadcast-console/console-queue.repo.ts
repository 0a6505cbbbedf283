import type { GoDatabase, QueuedBroadcastAction } from '@pwa/lib/db';

/** The broadcast's waiting actions, in the order they were entered. */
export async function queuedActions(
  db: GoDatabase,
  broadcastId: number,
): Promise<QueuedBroadcastAction[]> {
  return db.broadcastQueue.where('broadcastId').equals(broadcastId).sortBy('id');
}

/** Keeps an action to send; the auto-increment id is its place in the order. */
export async function enqueueAction(
  db: GoDatabase,
  action: Omit<QueuedBroadcastAction, 'id' | 'queuedAt'>,
  now: number = Date.now(),
): Promise<void> {
  await db.broadcastQueue.add({ ...action, queuedAt: now });
}

/** Takes a sent action off the queue. */
export async function removeAction(db: GoDatabase, id: number): Promise<void> {
  await db.broadcastQueue.delete(id);
}

/** Drops every waiting action of one board (after the server refused one of them). */
export async function dropBoardActions(
  db: GoDatabase,
  broadcastId: number,
  board: number,
): Promise<void> {
  await db.broadcastQueue
    .where('broadcastId')
    .equals(broadcastId)
    .filter((action) => action.board === board)
    .delete();
}

import { BROADCAST_MAX_MOVES, type Broadcast } from '@sync/contract/broadcasts';
import { cacheKey } from '@pwa/lib/cached-api';
import type { GoDatabase, QueuedBroadcastAction } from '@pwa/lib/db';
import { checkLocalMove, localPosition, type RefusalKey } from './board-view';
import { broadcastPath } from './console-api';
import { queuedActions } from './console-queue.repo';
import { localBoard, nextSeq, type LocalBoard } from './local-board';

/** Why the console did not take an action (keys of broadcastConsole.json `refusal`). */
export type ActionRefusal = RefusalKey | 'finished' | 'tooLong' | 'noMove' | 'relayed' | 'missing';

type NewAction = Omit<QueuedBroadcastAction, 'id' | 'queuedAt' | 'broadcastId' | 'board'>;

/**
 * Queues an action for a board in one transaction with reading the board and its waiting
 * actions, so two quick taps never get the same seq; `decide` sees the board as shown.
 */
async function enqueue(
  db: GoDatabase,
  broadcastId: number,
  boardNumber: number,
  decide: (local: LocalBoard, board: Broadcast['boards'][number]) => NewAction | ActionRefusal,
): Promise<ActionRefusal | null> {
  return db.transaction('rw', db.cache, db.broadcastQueue, async () => {
    const entry = await db.cache.get(cacheKey(broadcastPath(broadcastId)));
    const broadcast = entry?.value as Broadcast | undefined;
    const board = broadcast?.boards.find((known) => known.number === boardNumber);
    if (!board) return 'missing';
    if (board.source.kind !== 'manual') return 'relayed';
    const queue = (await queuedActions(db, broadcastId)).filter(
      (action) => action.board === boardNumber,
    );
    const decided = decide(localBoard(board, queue), board);
    if (typeof decided === 'string') return decided;
    await db.broadcastQueue.add({
      ...decided,
      broadcastId,
      board: boardNumber,
      queuedAt: Date.now(),
    });
    return null;
  });
}

/** The next move (a point or 'pass'), checked by the rules before it is queued. */
export function enterMove(
  db: GoDatabase,
  broadcastId: number,
  boardNumber: number,
  move: string,
): Promise<ActionRefusal | null> {
  return enqueue(db, broadcastId, boardNumber, (local, board) => {
    if (local.result !== null) return 'finished';
    const seq = nextSeq(local);
    if (seq > BROADCAST_MAX_MOVES) return 'tooLong';
    const refusal = checkLocalMove(localPosition(board, local), move);
    return refusal ?? { kind: 'move', seq, move };
  });
}

/** Takes back the last move shown (to correct it). */
export function undoMove(
  db: GoDatabase,
  broadcastId: number,
  boardNumber: number,
): Promise<ActionRefusal | null> {
  return enqueue(db, broadcastId, boardNumber, (local) => {
    if (local.result !== null) return 'finished';
    if (local.moves.length === 0) return 'noMove';
    return { kind: 'undo', seq: local.moves.length };
  });
}

/** A comment on the move shown last (0: before the first move). */
export function addComment(
  db: GoDatabase,
  broadcastId: number,
  boardNumber: number,
  text: string,
): Promise<ActionRefusal | null> {
  return enqueue(db, broadcastId, boardNumber, (local) => ({
    kind: 'comment',
    seq: local.moves.length,
    text,
  }));
}

/** Sets the board's result (normalised already), or clears it with null. */
export function setResult(
  db: GoDatabase,
  broadcastId: number,
  boardNumber: number,
  result: string | null,
): Promise<ActionRefusal | null> {
  return enqueue(db, broadcastId, boardNumber, () => ({ kind: 'result', seq: 0, result }));
}

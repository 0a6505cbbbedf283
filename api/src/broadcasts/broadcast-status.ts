import type { EntityManager } from '@mikro-orm/knex';
import type { BroadcastStatus } from '@sync/contract/broadcasts';
import { BroadcastBoardRow, BroadcastRow } from './broadcast.entities';

/**
 * The status a broadcast's boards call for: finished when every board has a result, live when
 * any has a move or a result, else what it is (an upcoming one stays upcoming).
 */
export function statusOfBoards(
  current: BroadcastStatus,
  boards: readonly Pick<BroadcastBoardRow, 'moveCount' | 'result'>[],
): BroadcastStatus {
  if (boards.length > 0 && boards.every((board) => board.result !== null)) return 'finished';
  if (boards.some((board) => board.moveCount > 0 || board.result !== null)) return 'live';
  return current === 'finished' ? 'live' : current;
}

/**
 * Moves the broadcast to the status its boards now call for, in the change's transaction (the
 * broadcast's row is locked by then); the new status when it changed, else null.
 */
export async function settleStatus(
  em: EntityManager,
  broadcastId: number,
  now: Date,
): Promise<BroadcastStatus | null> {
  const broadcast = await em.findOneOrFail(
    BroadcastRow,
    { id: broadcastId },
    { disableIdentityMap: true },
  );
  const boards = await em.find(
    BroadcastBoardRow,
    { broadcastId },
    { fields: ['moveCount', 'result'], disableIdentityMap: true },
  );
  const status = statusOfBoards(broadcast.status, boards);
  if (status === broadcast.status) return null;
  await em.nativeUpdate(
    BroadcastRow,
    { id: broadcastId },
    { status, finishedAt: status === 'finished' ? now : null },
  );
  return status;
}

import type { BroadcastStatus } from '@sync/contract/broadcasts';
import type { BroadcastBoardRow } from './broadcast.entities';

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

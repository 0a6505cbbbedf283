import type { BroadcastBoard } from '@sync/contract/broadcasts';
import type { QueuedBroadcastAction } from '@pwa/lib/db';

/** A comment typed on the console and not sent yet. */
export interface WaitingComment {
  moveNumber: number;
  text: string;
}

/** A board as the console shows it: the server's state with the waiting actions applied. */
export interface LocalBoard {
  moves: string[];
  /** moves[i] for i >= confirmed are waiting to be sent (the server does not have them yet) */
  confirmed: number;
  result: string | null;
  /** a result is waiting to be sent */
  resultWaiting: boolean;
  waitingComments: WaitingComment[];
}

/** How many leading moves two lines share. */
function commonPrefix(a: readonly string[], b: readonly string[]): number {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index++;
  return index;
}

/**
 * The board after its waiting actions, in their order. Each is applied as the server applies it
 * by its seq: a move already on the board at its seq (sent, not yet taken off the queue) and an
 * undo already taken back change nothing, so a resend never shows twice.
 */
export function localBoard(
  board: Pick<BroadcastBoard, 'moves' | 'result'>,
  queued: readonly QueuedBroadcastAction[],
): LocalBoard {
  const moves = [...board.moves];
  let result = board.result;
  let resultWaiting = false;
  const waitingComments: WaitingComment[] = [];
  for (const action of queued) {
    if (action.kind === 'move' && action.move !== undefined) {
      if (action.seq === moves.length + 1) moves.push(action.move);
    } else if (action.kind === 'undo') {
      if (action.seq === moves.length) moves.pop();
    } else if (action.kind === 'result') {
      result = action.result ?? null;
      resultWaiting = true;
    } else if (action.kind === 'comment' && action.text !== undefined) {
      waitingComments.push({ moveNumber: action.seq, text: action.text });
    }
  }
  return {
    moves,
    confirmed: commonPrefix(board.moves, moves),
    result,
    resultWaiting,
    waitingComments,
  };
}

/** The seq of the next move entered on the board: after its known and its waiting moves. */
export function nextSeq(local: LocalBoard): number {
  return local.moves.length + 1;
}

import type { Broadcast, BroadcastBoard } from '@sync/contract/broadcasts';
import type { BroadcastNews } from '../broadcast-news';

type Change = BroadcastNews['event'];

/**
 * A new viewer's stream listens before its snapshot is read, so the changes published meanwhile
 * wait; some of them the snapshot already shows. Returns those it doesn't, in order, so that
 * each move reaches the viewer once.
 *
 * A board's row is read whole, so the snapshot shows each board as it stood after some prefix of
 * its waiting changes. After a move the board has `seq` moves ending with it, after an undo
 * `seq - 1`, after a `board` event that board: the last change whose outcome is the snapshot's
 * board ends the prefix, and the changes after it are sent. (Two prefixes with the same outcome
 * lead to the same board whichever is taken.) With none, every waiting change is sent: the
 * snapshot was read before them. The broadcast's status is matched the same way.
 */
export function changesAfterSnapshot(snapshot: Broadcast, waiting: readonly Change[]): Change[] {
  const shownUpTo = new Map<string, number>();
  waiting.forEach((change, index) => {
    const key = keyOf(change);
    if (shows(snapshot, change)) shownUpTo.set(key, index);
  });
  return waiting.filter((change, index) => index > (shownUpTo.get(keyOf(change)) ?? -1));
}

function keyOf(change: Change): string {
  switch (change.type) {
    case 'status':
      return 'status';
    case 'board':
      return `board ${change.board.number}`;
    default:
      return `board ${change.board}`;
  }
}

/** Whether the snapshot is what this change left. */
function shows(snapshot: Broadcast, change: Change): boolean {
  if (change.type === 'status') return snapshot.status === change.status;
  const number = change.type === 'board' ? change.board.number : change.board;
  const board = snapshot.boards.find((one) => one.number === number);
  if (!board) return false;
  switch (change.type) {
    case 'move':
      return board.moves.length === change.seq && board.moves[change.seq - 1] === change.move;
    case 'undo':
      return board.moves.length === change.seq - 1;
    case 'board':
      return sameBoard(board, change.board);
  }
}

function sameBoard(a: BroadcastBoard, b: BroadcastBoard): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

import {
  BROADCAST_EVENT_TYPES,
  BROADCAST_STATUSES,
  type Broadcast,
  type BroadcastBoard,
  type BroadcastComment,
  type BroadcastEvent,
} from './contract/broadcasts';
import { isRecord } from '@domain/guards/is-record';

/**
 * What an event does to the broadcast: the broadcast after it (the same object when the event
 * changed nothing), or a gap (a new snapshot is needed).
 */
export type EventOutcome = { kind: 'applied'; broadcast: Broadcast } | { kind: 'gap' };

export type BroadcastEventType = (typeof BROADCAST_EVENT_TYPES)[number];

/** An SSE message of the stream as an event, or null when its data can't be read. */
export function readBroadcastEvent(type: BroadcastEventType, data: string): BroadcastEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const { broadcast, board, seq, move, comment, status, viewers } = parsed;
  switch (type) {
    case 'snapshot':
      return isRecord(broadcast) && Array.isArray(broadcast.boards)
        ? { type, broadcast: broadcast as unknown as Broadcast }
        : null;
    case 'move':
      return typeof board === 'number' && typeof seq === 'number' && typeof move === 'string'
        ? {
            type,
            board,
            seq,
            move,
            comment: isRecord(comment) ? (comment as unknown as BroadcastComment) : null,
          }
        : null;
    case 'undo':
      return typeof board === 'number' && typeof seq === 'number' ? { type, board, seq } : null;
    case 'board':
      return isRecord(board) && typeof board.number === 'number'
        ? { type, board: board as unknown as BroadcastBoard }
        : null;
    case 'status': {
      const known = BROADCAST_STATUSES.find((one) => one === status);
      return known ? { type, status: known } : null;
    }
    case 'viewers':
      return typeof viewers === 'number' ? { type, viewers } : null;
  }
}

/** The broadcast with one board as the server answered it. */
export function replaceBoard(broadcast: Broadcast, board: BroadcastBoard): Broadcast {
  return {
    ...broadcast,
    boards: broadcast.boards.map((one) => (one.number === board.number ? board : one)),
  };
}

function withBoard(
  broadcast: Broadcast,
  number: number,
  change: (board: BroadcastBoard) => BroadcastBoard | 'gap',
): EventOutcome {
  const board = broadcast.boards.find((one) => one.number === number);
  if (!board) return { kind: 'gap' };
  const changed = change(board);
  if (changed === 'gap') return { kind: 'gap' };
  if (changed === board) return { kind: 'applied', broadcast };
  return { kind: 'applied', broadcast: replaceBoard(broadcast, changed) };
}

/**
 * Applies one event of the stream. A move is played only when its seq is the board's next; a
 * seq already known is ignored; a later one is a gap. An undo of the board's last move takes it
 * back, one already taken back is ignored; anything else is a gap. News of a board the
 * broadcast doesn't have, or any news before a snapshot, is a gap too.
 */
export function applyBroadcastEvent(
  broadcast: Broadcast | null,
  event: BroadcastEvent,
): EventOutcome {
  if (event.type === 'snapshot') return { kind: 'applied', broadcast: event.broadcast };
  if (broadcast === null) return { kind: 'gap' };
  switch (event.type) {
    case 'move':
      return withBoard(broadcast, event.board, (board) => {
        const next = board.moves.length + 1;
        if (event.seq < next) return board;
        if (event.seq > next) return 'gap';
        const comments = event.comment ? [...board.comments, event.comment] : board.comments;
        return { ...board, moves: [...board.moves, event.move], comments };
      });
    case 'undo':
      return withBoard(broadcast, event.board, (board) => {
        const count = board.moves.length;
        if (event.seq === count + 1) return board;
        if (event.seq !== count) return 'gap';
        return { ...board, moves: board.moves.slice(0, -1) };
      });
    case 'board':
      return withBoard(broadcast, event.board.number, () => event.board);
    case 'status':
      return { kind: 'applied', broadcast: { ...broadcast, status: event.status } };
    case 'viewers':
      return { kind: 'applied', broadcast: { ...broadcast, viewers: event.viewers } };
  }
}

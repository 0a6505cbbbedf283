import type { Broadcast, BroadcastBoard, BroadcastEvent } from '@sync/contract/broadcasts';

/** What an event does to the broadcast kept on the device. */
export type EventEffect =
  | { kind: 'changed'; broadcast: Broadcast }
  | { kind: 'unchanged' }
  /** a move arrived past a gap: read the whole broadcast again */
  | { kind: 'gap' };

function withBoard(broadcast: Broadcast, board: BroadcastBoard): Broadcast {
  return {
    ...broadcast,
    boards: broadcast.boards.map((known) => (known.number === board.number ? board : known)),
  };
}

/** Folds one stream event into the broadcast, as the contract says a client applies them. */
export function applyEvent(broadcast: Broadcast | undefined, event: BroadcastEvent): EventEffect {
  if (event.type === 'snapshot') return { kind: 'changed', broadcast: event.broadcast };
  if (broadcast === undefined) return { kind: 'gap' };
  switch (event.type) {
    case 'status':
      return { kind: 'changed', broadcast: { ...broadcast, status: event.status } };
    case 'viewers':
      return { kind: 'changed', broadcast: { ...broadcast, viewers: event.viewers } };
    case 'board':
      return { kind: 'changed', broadcast: withBoard(broadcast, event.board) };
    case 'move': {
      const board = broadcast.boards.find((known) => known.number === event.board);
      if (!board) return { kind: 'gap' };
      if (event.seq <= board.moves.length) return { kind: 'unchanged' };
      if (event.seq > board.moves.length + 1) return { kind: 'gap' };
      const comments = event.comment ? [...board.comments, event.comment] : board.comments;
      const next = { ...board, moves: [...board.moves, event.move], comments };
      return { kind: 'changed', broadcast: withBoard(broadcast, next) };
    }
    case 'undo': {
      const board = broadcast.boards.find((known) => known.number === event.board);
      if (!board) return { kind: 'gap' };
      if (board.moves.length === event.seq - 1) return { kind: 'unchanged' };
      if (board.moves.length !== event.seq) return { kind: 'gap' };
      const next = { ...board, moves: board.moves.slice(0, -1) };
      return { kind: 'changed', broadcast: withBoard(broadcast, next) };
    }
  }
}

/** The broadcast with one board as the server answered it. */
export function replaceBoard(broadcast: Broadcast, board: BroadcastBoard): Broadcast {
  return withBoard(broadcast, board);
}

import { broadcastHandicapStones, colourOfMove } from '@domain/broadcast';
import { gameRecordSgf } from '@domain/record/game-record';
import { sgfPointOfVertex } from '@domain/record/sgf-point';
import type { BoardSize } from '@domain/play/types';
import type { BroadcastBoardRow, BroadcastCommentRow } from './broadcast.entities';
import { movesOf } from './broadcast-view';

/** What the record's root says about the event besides the board. */
export interface RecordEvent {
  /** the tournament's title, else the broadcast's */
  event: string;
  round: number | null;
  /** YYYY-MM-DD */
  date: string;
}

function commentText(comments: readonly BroadcastCommentRow[]): string | null {
  return comments.length ? comments.map((comment) => comment.text).join('\n\n') : null;
}

/**
 * The finished board's record: players, komi, handicap stones, result, date, event and round in
 * the root, the moves, and the broadcaster's comments as C on their move (moveNumber 0: the root).
 */
export function broadcastRecord(
  board: BroadcastBoardRow,
  comments: readonly BroadcastCommentRow[],
  event: RecordEvent,
): string {
  const size = board.boardSize;
  const root: Record<string, string[]> = {
    SZ: [String(size)],
    PB: [board.blackName],
    PW: [board.whiteName],
    KM: [String(board.komi)],
    RE: [board.result ?? '?'],
    DT: [event.date],
    EV: [event.event],
  };
  if (event.round !== null) root.RO = [String(event.round)];
  const stones = broadcastHandicapStones(size as BoardSize, board.handicap);
  if (board.handicap >= 2) {
    root.HA = [String(board.handicap)];
    root.AB = stones.map((stone) => sgfPointOfVertex(stone, size));
  }
  const sorted = [...comments].sort((a, b) => a.id - b.id);
  return gameRecordSgf({
    root,
    moves: movesOf(board).map((move, index) => ({
      colour: colourOfMove(board.handicap, index + 1) === 'black' ? 'B' : 'W',
      point: sgfPointOfVertex(move, size),
    })),
    commentAt: (node) => commentText(sorted.filter((comment) => comment.moveNumber === node)),
  });
}

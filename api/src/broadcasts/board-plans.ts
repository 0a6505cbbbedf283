import { BROADCAST_REFUSALS, checkMove, type BoardLine } from '@domain/broadcast';
import { BROADCAST_MAX_MOVES } from '@sync/contract/broadcasts';
import type { BoardSize } from '@domain/play/types';
import type { BroadcastCommentInput, BroadcastMoveInput } from '@sync/contract/broadcasts';
import { ApiError } from '../common/errors/api-error';
import type { BoardChange, ChangedBoard } from './board-changes';
import type { BroadcastBoardRow } from './broadcast.entities';
import type { BroadcastNews } from './broadcast-news';
import { movesOf } from './broadcast-view';

/** A change a board calls for, and what the viewers hear of it. */
export interface BoardPlan {
  change: BoardChange;
  /** the move and undo events, in order (the board and status events follow them) */
  events: (changed: ChangedBoard) => BroadcastNews['event'][];
  /** the viewers get the whole board afterwards (a result, a comment, clocks) */
  boardEvent: boolean;
}

/** 409 with the domain's reason as the message. */
export function refused(reason: string): never {
  throw new ApiError('broadcastRefused', { message: reason });
}

export function lineOf(board: BroadcastBoardRow): BoardLine {
  return {
    boardSize: board.boardSize as BoardSize,
    handicap: board.handicap,
    moves: movesOf(board),
  };
}

function refuseByHand(board: BroadcastBoardRow): void {
  if (board.sourceKind !== 'manual') refused(BROADCAST_REFUSALS.relayed);
  if (board.result !== null) refused(BROADCAST_REFUSALS.finished);
}

/** Move `seq` entered by hand: null for a resend of a move already played. */
export function movePlan(
  board: BroadcastBoardRow,
  input: BroadcastMoveInput,
  author: string,
): BoardPlan | null {
  const check = checkMove(lineOf(board), input.seq, input.move, BROADCAST_MAX_MOVES);
  if (check.kind === 'duplicate') return null;
  refuseByHand(board);
  if (check.kind === 'refused') refused(check.reason);
  const text = input.comment?.trim();
  return {
    change: {
      moves: [...movesOf(board), check.move],
      clocks: input.clocks,
      comment: text ? { moveNumber: input.seq, text, author } : undefined,
    },
    events: (changed) => [
      {
        type: 'move',
        board: board.number,
        seq: input.seq,
        move: check.move,
        comment: changed.comment,
      },
    ],
    boardEvent: input.clocks !== undefined,
  };
}

/** Taking back move `seq`, the last one: null when it is taken back already (a resend). */
export function undoPlan(board: BroadcastBoardRow, seq: number): BoardPlan | null {
  if (seq === board.moveCount + 1) return null;
  refuseByHand(board);
  if (seq !== board.moveCount) refused(BROADCAST_REFUSALS.undoNotLast(seq, board.moveCount));
  return {
    change: { moves: movesOf(board).slice(0, -1) },
    events: () => [{ type: 'undo', board: board.number, seq }],
    boardEvent: false,
  };
}

/** A result (already normalised) or null to reopen: null when the board has it already. */
export function resultPlan(board: BroadcastBoardRow, result: string | null): BoardPlan | null {
  if (board.result === result) return null;
  return { change: { result }, events: () => [], boardEvent: true };
}

/**
 * A comment on a move played (0: before the first); the same text on the same move again is a
 * resend, null.
 */
export function commentPlan(
  board: BroadcastBoardRow,
  input: BroadcastCommentInput,
  author: string,
  existing: readonly { moveNumber: number; text: string }[],
): BoardPlan | null {
  if (input.moveNumber > board.moveCount) throw new ApiError('badParameters');
  const text = input.text.trim();
  const again = existing.some((c) => c.moveNumber === input.moveNumber && c.text === text);
  if (again) return null;
  return {
    change: { comment: { moveNumber: input.moveNumber, text, author } },
    events: () => [],
    boardEvent: true,
  };
}

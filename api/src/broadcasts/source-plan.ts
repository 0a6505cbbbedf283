import { normaliseMove, normaliseResult, positionOf } from '@domain/broadcast';
import { BROADCAST_MAX_MOVES } from '@sync/contract/broadcasts';
import type { BroadcastBoardRow } from './broadcast.entities';
import type { BroadcastNews } from './broadcast-news';
import type { SourceLine } from './board-ref';
import { lineOf, type BoardPlan } from './board-plans';
import { movesOf } from './broadcast-view';

/** The source's moves in our spelling, up to the first that is unreadable or cannot be played. */
function playableMoves(board: BroadcastBoardRow, moves: readonly string[]): string[] {
  const readable: string[] = [];
  for (const move of moves.slice(0, BROADCAST_MAX_MOVES)) {
    const normal = normaliseMove(move, board.boardSize);
    if (normal === null) break;
    readable.push(normal);
  }
  const replay = positionOf({ ...lineOf(board), moves: readable });
  return 'position' in replay ? readable : readable.slice(0, replay.badMove - 1);
}

function commonLength(ours: readonly string[], theirs: readonly string[]): number {
  let length = 0;
  while (length < ours.length && length < theirs.length && ours[length] === theirs[length]) {
    length++;
  }
  return length;
}

/**
 * What a source's view of the game changes on the board: ours undone back to the part both
 * share, its further moves appended, its result (when it has one) and its clocks; null when the
 * board says all that already.
 */
export function followPlan(board: BroadcastBoardRow, line: SourceLine): BoardPlan | null {
  const ours = movesOf(board);
  const theirs = playableMoves(board, line.moves);
  const common = commonLength(ours, theirs);
  const movesChange = common < ours.length || theirs.length > ours.length;
  const result = line.result === null ? null : normaliseResult(line.result);
  const resultChange = result !== null && result !== board.result;
  const clocks = line.clocks;
  const clocksChange =
    clocks !== undefined &&
    (clocks.black !== board.clockBlackMs || clocks.white !== board.clockWhiteMs);
  if (!movesChange && !resultChange && !clocksChange) return null;
  const events = (): BroadcastNews['event'][] => {
    if (!movesChange) return [];
    const undone = ours.slice(common).map((_, index) => ({
      type: 'undo' as const,
      board: board.number,
      seq: ours.length - index,
    }));
    const played = theirs.slice(common).map((move, index) => ({
      type: 'move' as const,
      board: board.number,
      seq: common + index + 1,
      move,
      comment: null,
    }));
    return [...undone, ...played];
  };
  return {
    change: {
      ...(movesChange ? { moves: theirs } : {}),
      ...(resultChange ? { result } : {}),
      ...(clocksChange ? { clocks } : {}),
    },
    events,
    boardEvent: resultChange || clocksChange || (movesChange && board.result !== null),
  };
}

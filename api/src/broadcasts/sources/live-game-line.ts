import type { LiveGameState } from '@sync/contract/play';
import { normaliseResult } from '@domain/broadcast';
import type { SourceLine } from '../board-ref';

/**
 * A live game as its relayed board should show it: its moves, its result in the broadcasts'
 * spelling ('0' is Draw; null while it goes on, stone removal included) and the main time left
 * on each clock, in ms, as the state read it.
 */
export function liveGameLine(
  state: Pick<LiveGameState, 'moves' | 'result' | 'clocks'>,
): SourceLine {
  return {
    moves: [...state.moves],
    result: state.result === null ? null : normaliseResult(state.result),
    clocks: { black: state.clocks.black.mainLeft, white: state.clocks.white.mainLeft },
  };
}

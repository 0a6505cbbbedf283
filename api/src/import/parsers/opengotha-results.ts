import type { GameResult } from '@domain/game/game-result';

export interface OpenGothaOutcome {
  result: GameResult;
  /** Standing points of each side; a bye earns nothing here. */
  blackPoints: number;
  whitePoints: number;
}

/**
 * OpenGotha's result codes. RESULT_BOTHWIN (both players credited with a win) has no GameResult:
 * it is imported as 'unplayed' so that it is never rated, and both players get the win in the
 * computed standings.
 */
const OUTCOMES: Record<string, OpenGothaOutcome> = {
  RESULT_BLACKWINS: { result: 'black', blackPoints: 1, whitePoints: 0 },
  RESULT_WHITEWINS: { result: 'white', blackPoints: 0, whitePoints: 1 },
  RESULT_EQUAL: { result: 'jigo', blackPoints: 0.5, whitePoints: 0.5 },
  RESULT_BOTHLOSE: { result: 'both_lose', blackPoints: 0, whitePoints: 0 },
  RESULT_BOTHWIN: { result: 'unplayed', blackPoints: 1, whitePoints: 1 },
  RESULT_BLACKWINS_BYDEF: { result: 'black_forfeit', blackPoints: 1, whitePoints: 0 },
  RESULT_WHITEWINS_BYDEF: { result: 'white_forfeit', blackPoints: 0, whitePoints: 1 },
  RESULT_EQUAL_BYDEF: { result: 'jigo', blackPoints: 0.5, whitePoints: 0.5 },
  RESULT_BOTHLOSE_BYDEF: { result: 'both_lose', blackPoints: 0, whitePoints: 0 },
  RESULT_BOTHWIN_BYDEF: { result: 'unplayed', blackPoints: 1, whitePoints: 1 },
  RESULT_UNKNOWN: { result: 'unplayed', blackPoints: 0, whitePoints: 0 },
};

export function openGothaOutcome(code: string): OpenGothaOutcome | undefined {
  return Object.hasOwn(OUTCOMES, code) ? OUTCOMES[code] : undefined;
}

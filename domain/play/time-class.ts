import type { ChallengeSettingsLike, BoardSize, TimeClass } from './types';

/** How many moves each player is expected to make in a game on each size. */
const MOVES_PER_PLAYER: Record<BoardSize, number> = { 19: 120, 13: 60, 9: 30 };

type TimeSettings = Pick<ChallengeSettingsLike, 'boardSize' | 'mainTime' | 'bonusTime'>;

/**
 * The seconds a player may spend on an average move: mainTime / movesPerPlayer + bonusTime, with
 * 120 moves each on 19x19, 60 on 13x13 and 30 on 9x9. The bonus is the Fischer increment or the
 * byoyomi period time (the number of periods does not count); Fischer's maximum does not count
 * either (it is never below the main time).
 */
export function expectedSecondsPerMove(s: TimeSettings): number {
  return s.mainTime / MOVES_PER_PLAYER[s.boardSize] + s.bonusTime;
}

/**
 * The time class by the expected seconds per move: blitz below 15 s, rapid from 15 s to below
 * 60 s, standard from 60 s to below 600 s, custom from 600 s to below 3600 s (too long for one
 * sitting, too short for correspondence), correspondence from 3600 s (an hour a move).
 */
export function timeClassOf(s: TimeSettings): TimeClass {
  const seconds = expectedSecondsPerMove(s);
  if (seconds < 15) return 'blitz';
  if (seconds < 60) return 'rapid';
  if (seconds < 600) return 'standard';
  if (seconds < 3600) return 'custom';
  return 'correspondence';
}

import type { GameResult } from '@domain/game/game-result';

/** A game's result as every list and the viewer write it in English (locales/en/common.json). */
export const EN_RESULTS: Record<GameResult, string> = {
  black: 'B+',
  white: 'W+',
  jigo: 'Jigo',
  black_forfeit: 'B+ by forfeit',
  white_forfeit: 'W+ by forfeit',
  both_lose: 'Both lost',
  unplayed: 'Not played yet',
};

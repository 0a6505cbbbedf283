import { rgfRatingForRank } from '@domain/rating';
import { describe, expect, it } from 'vitest';
import { fitRatings } from './match-ratings';
import type { GameRecord } from './match-types';

const ANCHOR = { player: 'gnugo:10', rank: '8k' };

/** `count` games of the bot against the anchor, the bot winning `wins` of them. */
function games(count: number, wins: number, handicap: number): GameRecord[] {
  return Array.from({ length: count }, (_, index) => {
    // with a handicap the anchor is Black and takes the stones
    const botIsBlack = handicap === 0 && index % 2 === 0;
    const botWins = index < wins;
    const botColour = botIsBlack ? 'black' : 'white';
    const anchorColour = botIsBlack ? 'white' : 'black';
    const winner = botWins ? botColour : anchorColour;
    return {
      black: botIsBlack ? 'modern:mcts64' : ANCHOR.player,
      white: botIsBlack ? ANCHOR.player : 'modern:mcts64',
      boardSize: 19,
      komi: handicap > 0 ? 0.5 : 7,
      ...(handicap > 0 ? { handicap } : {}),
      seed: index,
      result: `${winner === 'black' ? 'B' : 'W'}+R`,
      winner,
      end: 'resign',
      moves: [],
      ms: 0,
      thinkingMs: { black: 0, white: 0 },
    };
  });
}

describe('calibration ratings', () => {
  const anchor = rgfRatingForRank(ANCHOR.rank);
  const botOf = (records: GameRecord[]) =>
    fitRatings(records, ANCHOR).find((rating) => rating.player === 'modern:mcts64');

  it('rates a bot that wins half its even games at the anchor', () => {
    expect(botOf(games(200, 100, 0))?.rating).toBe(anchor);
  });

  it('rates a bot that wins half while giving 4 stones 350 points (100 x (4 - 0.5)) above the anchor', () => {
    const bot = botOf(games(200, 100, 4));
    expect(Math.abs((bot?.rating ?? 0) - (anchor + 350))).toBeLessThanOrEqual(2);
    // the same results in even games would say nothing of the kind
    expect(bot?.rating).toBeGreaterThan((botOf(games(200, 100, 0))?.rating ?? 0) + 300);
  });

  it('fits nine stones too, where the first steps start far from the answer', () => {
    const bot = botOf(games(200, 100, 9));
    expect(Math.abs((bot?.rating ?? 0) - (anchor + 850))).toBeLessThanOrEqual(2);
    const few = botOf(games(12, 5, 9));
    expect(few?.rating).toBeGreaterThan(anchor + 500);
    expect(few?.rating).toBeLessThan(anchor + 850);
  });
});

import { writeFileSync } from 'node:fs';
import { CALIBRATED_RANKS } from '@domain/bots/calibrated-ranks';
import type { PlayerRating } from './match-ratings';

/**
 * domain/bots/calibrated-ranks.ts rewritten from a 19x19 calibration: each measured setting
 * gets its rank label, the settings not measured keep theirs.
 */
export function writeCalibratedRanks(
  path: string,
  ratings: readonly PlayerRating[],
  games: number,
): void {
  const rankOf = (player: string, current: string) =>
    ratings.find((row) => row.player === player)?.rank ?? current;
  const entries = (kind: string, current: Record<string, string>) =>
    Object.entries(current)
      .map(([setting, rank]) => `    ${setting}: '${rankOf(`${kind}:${setting}`, rank)}',`)
      .join('\n');
  const text = `import type { GnugoLevel, ModernStrengthId } from './strengths';

/**
 * The rank each bot setting plays at, as measured by npm run calibrate (docs/bots.md explains
 * the matches and the anchor: GNU Go level 10 = 8 kyu on 19x19). Rewritten by that script.
 */
export const CALIBRATED_RANKS: {
  measuredAt: string;
  games: number;
  modern: Record<ModernStrengthId, string>;
  gnugo: Record<GnugoLevel, string>;
} = {
  measuredAt: '${new Date().toISOString().slice(0, 10)}',
  games: ${games},
  modern: {
${entries('modern', CALIBRATED_RANKS.modern)}
  },
  gnugo: {
${entries('gnugo', CALIBRATED_RANKS.gnugo)}
  },
};
`;
  writeFileSync(path, text);
}

import type { GnugoLevel, ModernStrengthId } from './strengths';

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
  measuredAt: '2026-12-01',
  games: 231,
  modern: {
    mcts64s: '4d',
    mcts64: '2d',
    search6: '2k',
    policy: '1d',
    t05k8: '1d',
    t1k16: '6k',
    t15k40: '8k',
    t25all: '16k',
  },
  gnugo: {
    1: '10k',
    4: '10k',
    7: '10k',
    10: '8k',
  },
};

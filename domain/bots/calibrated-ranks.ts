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
  measuredAt: 'not yet measured: estimates',
  games: 0,
  modern: { search6: '3k', policy: '5k', t05k8: '8k', t1k16: '12k', t15k40: '16k', t25all: '20k' },
  gnugo: { 1: '14k', 4: '12k', 7: '10k', 10: '8k' },
};

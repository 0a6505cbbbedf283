import { RANK_SCALE, rankLabel } from '@domain/rating/rank';
import type { Random } from './random';

const MIN_STRENGTH = 100;
const SOFT_FLOOR_FROM = 500;
const MAX_AMATEUR = 2799;
/** strength of a 1p; each professional dan above it adds this much */
const PRO_BASE = 2750;
const PRO_STEP = 70;
/** how far, in rating points, a declared rank typically is from the true strength */
const RANK_NOISE = 90;

/**
 * Grade of a rank this generator wrote ('12k', '3d', '1p') on one integer scale, one step per
 * stone: 1k = 0, 2k = -1, 1d = 1, 1p = 8 (as 8d, the product's rule).
 */
export function rankGrade(rank: string): number {
  const n = Number.parseInt(rank, 10);
  const kind = rank.charAt(rank.length - 1);
  if (kind === 'k') return 1 - n;
  return kind === 'd' ? n : RANK_SCALE.proDanOffset + n;
}

/**
 * The rank a player of this true strength declares: the label of a noisy estimate; a
 * professional declares a pro rank once at professional strength.
 */
export function declaredRank(random: Random, strength: number, pro: boolean): string {
  if (pro && strength >= PRO_BASE)
    return `${Math.min(9, Math.max(1, 1 + Math.floor((strength - PRO_BASE) / PRO_STEP)))}p`;
  const estimate = strength + random.normal(0, RANK_NOISE);
  return rankLabel(Math.min(MAX_AMATEUR, Math.max(MIN_STRENGTH, estimate)));
}

/**
 * Beginners' strength: unchanged from 500 up, below that it bends smoothly towards 100, so that
 * juniors far from their peak pile up gently in the high twenties of kyu instead of at one value.
 */
export function softFloor(raw: number): number {
  return raw >= SOFT_FLOOR_FROM
    ? raw
    : MIN_STRENGTH +
        (SOFT_FLOOR_FROM - MIN_STRENGTH) *
          Math.exp((raw - SOFT_FLOOR_FROM) / (SOFT_FLOOR_FROM - MIN_STRENGTH));
}

/** True strength of a newly drawn adult (or a junior at their peak), on the rating scale. */
export function drawPeakStrength(random: Random): { strength: number; pro: boolean } {
  const u = random.next();
  if (u < 0.002) return { strength: PRO_BASE + random.next() * 200, pro: true };
  if (u < 0.03) return { strength: 2450 + 300 * random.next() ** 1.5, pro: false };
  if (u < 0.15) return { strength: 2100 + 350 * random.next(), pro: false };
  // kyu players: centred on 10k, five ranks either way, reflected below 1d
  let s = random.normal(1350, 380);
  if (s > 2090) s = 2090 - (s - 2090);
  return { strength: Math.max(150, s), pro: false };
}

export type RankKind = 'k' | 'd' | 'p';

export interface Rank {
  kind: RankKind;
  n: number;
}

/**
 * The product's rank scale. Kyu numbers go up to 50 and dan numbers up to 10 so that the label
 * of every rating within the product's bounds (-1000..3000) parses back.
 */
export const RANK_SCALE = {
  firstDanRating: 2100,
  kyuStep: 75,
  danStep: 100,
  maxKyu: 50,
  maxDan: 10,
  maxPro: 9,
  /** a professional n-dan counts as amateur (proDanOffset + n)-dan: 1p = 8d, 2p = 9d, ... */
  proDanOffset: 7,
  /** ratings of professionals, as the EGD gives them: 1p = 2730, each pro dan 30 more (9p = 2970) */
  proBaseRating: 2700,
  proStep: 30,
  /** the kyu an unreadable or missing rank counts as */
  fallbackKyu: 20,
  /** highest rating a rank converts to on the rgf scale (its R_max) */
  maxRating: 3000,
  sortBase: { k: 3000, d: 4000, p: 5000 },
} as const;

const RANK_PATTERN = /^(\d{1,2})\s*(k|kyu|d|dan|p|pro)$/i;

const MAX_N: Record<RankKind, number> = {
  k: RANK_SCALE.maxKyu,
  d: RANK_SCALE.maxDan,
  p: RANK_SCALE.maxPro,
};

/** The product's label of a rating: below 2100 kyu in steps of 75, from 2100 dan in steps of 100. */
export function rankLabel(rating: number): string {
  const { firstDanRating, kyuStep, danStep } = RANK_SCALE;
  if (rating < firstDanRating) {
    return `${Math.max(1, Math.ceil((firstDanRating - rating) / kyuStep))}k`;
  }
  return `${Math.max(1, Math.floor((rating - (firstDanRating - danStep)) / danStep))}d`;
}

/** Reads '5k', '5 K', '5 kyu', '3d', '3 dan', '1p'; null for anything else. */
export function parseRank(text: string): Rank | null {
  const match = RANK_PATTERN.exec(text.trim());
  if (!match) return null;
  const n = Number(match[1]);
  const kind = match[2].charAt(0).toLowerCase() as RankKind;
  if (n < 1 || n > MAX_N[kind]) return null;
  return { kind, n };
}

export function formatRank(rank: Rank): string {
  return `${rank.n}${rank.kind}`;
}

/** Sort key of a rank code (stronger is higher): k 3000 - n, d 4000 + n, p 5000 + n; unknown 0. */
export function rankSortScore(rankText: string): number {
  const rank = parseRank(rankText);
  if (!rank) return 0;
  const base = RANK_SCALE.sortBase[rank.kind];
  return rank.kind === 'k' ? base - rank.n : base + rank.n;
}

/** The amateur dan a dan or professional rank counts as (1p = 8d); null for kyu ranks. */
export function danEquivalent(rank: Rank): number | null {
  if (rank.kind === 'k') return null;
  return rank.kind === 'p' ? RANK_SCALE.proDanOffset + rank.n : rank.n;
}

/** Rating of a professional rank (n-p), the same on every scale. */
export function proRating(n: number): number {
  return RANK_SCALE.proBaseRating + RANK_SCALE.proStep * n;
}

/**
 * Rating of a declared rank on the rgf scale: kyu 2100 - 75 n, dan 2100 + 100 (n - 1),
 * professional n 2700 + 30 n; capped at R_max = 3000. Unreadable text counts as 20k.
 */
export function rgfRatingForRank(rankText: string): number {
  const { firstDanRating, kyuStep, danStep, maxRating, fallbackKyu } = RANK_SCALE;
  const rank: Rank = parseRank(rankText) ?? { kind: 'k', n: fallbackKyu };
  if (rank.kind === 'p') return proRating(rank.n);
  const dan = danEquivalent(rank);
  if (dan === null) return firstDanRating - kyuStep * rank.n;
  return Math.min(maxRating, firstDanRating + danStep * (dan - 1));
}

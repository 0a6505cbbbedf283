import type { ModernStrength } from './types';

/**
 * The modern bot's settings, strongest first. Each is one way of choosing among the network's
 * moves; what rank each plays at is measured (npm run calibrate, docs/bots.md) and kept in
 * calibrated-ranks.ts.
 */
export const MODERN_STRENGTHS = {
  /** mcts64 weighing the score lead too (search/score-utility.ts) */
  mcts64s: { temperature: 0, topK: 362, search: 0, visits: 64, batch: 8, scoreUtility: 0.3 },
  /** a tree search of 64 visits (search/), stopped earlier by the clock */
  mcts64: { temperature: 0, topK: 362, search: 0, visits: 64, batch: 8 },
  /** the best of the 6 likeliest moves after looking one move ahead with the value head */
  search6: { temperature: 0, topK: 6, search: 6 },
  /** the network's likeliest move */
  policy: { temperature: 0, topK: 1, search: 0 },
  /** sampled among the 8 likeliest, sharpened */
  t05k8: { temperature: 0.5, topK: 8, search: 0 },
  /** sampled among the 16 likeliest as the network weighs them */
  t1k16: { temperature: 1, topK: 16, search: 0 },
  /** sampled among the 40 likeliest, flattened */
  t15k40: { temperature: 1.5, topK: 40, search: 0 },
  /** sampled among all moves, very flat */
  t25all: { temperature: 2.5, topK: 362, search: 0 },
} as const satisfies Record<string, ModernStrength>;

export type ModernStrengthId = keyof typeof MODERN_STRENGTHS;

/**
 * Tree-search settings not offered (domain/bots/search/): mcts256 thinks about 7 s a 19x19 move
 * on a 2-core server, over the 2 s a bot's move may take; mcts16 is not measured yet. A setting
 * joins MODERN_STRENGTHS (and so the lobby) once npm run calibrate has measured its rank.
 */
export const SEARCH_STRENGTHS = {
  mcts256: { temperature: 0, topK: 362, search: 0, visits: 256, batch: 8 },
  mcts16: { temperature: 0, topK: 362, search: 0, visits: 16, batch: 4 },
} as const satisfies Record<string, ModernStrength>;

export type SearchStrengthId = keyof typeof SEARCH_STRENGTHS;

/** Every modern setting, offered or not (for calibration and benches). */
export const ALL_MODERN_STRENGTHS: Record<ModernStrengthId | SearchStrengthId, ModernStrength> = {
  ...SEARCH_STRENGTHS,
  ...MODERN_STRENGTHS,
};

/** GNU Go's levels the pre-AI bot offers (1 weakest, 10 strongest). */
export const GNUGO_LEVEL_IDS = [1, 4, 7, 10] as const;
export type GnugoLevel = (typeof GNUGO_LEVEL_IDS)[number];

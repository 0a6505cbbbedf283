import { rankSortScore } from '../rating/rank';
import { CALIBRATED_RANKS } from './calibrated-ranks';
import {
  GNUGO_LEVEL_IDS,
  MODERN_STRENGTHS,
  type GnugoLevel,
  type ModernStrengthId,
} from './strengths';
import type { ModernStrength } from './types';

export type BotKindName = 'modern' | 'pre-ai';

export interface BotRankOption<T> {
  rank: string;
  setting: T;
}

function byRank<T>(options: BotRankOption<T>[]): BotRankOption<T>[] {
  const unique = new Map<string, BotRankOption<T>>();
  for (const option of options) if (!unique.has(option.rank)) unique.set(option.rank, option);
  return [...unique.values()].sort((a, b) => rankSortScore(a.rank) - rankSortScore(b.rank));
}

/** The modern bot's ranks, weakest first: one setting per measured rank (the strongest kept). */
export const MODERN_RANKS: BotRankOption<ModernStrength>[] = byRank(
  (Object.keys(MODERN_STRENGTHS) as ModernStrengthId[]).map((id) => ({
    rank: CALIBRATED_RANKS.modern[id],
    setting: MODERN_STRENGTHS[id],
  })),
);

/**
 * The pre-AI bot's ranks, weakest first, each a GNU Go level. A level measured no stronger than
 * a lower one (within the calibration's error: few games) is not offered.
 */
export const GNUGO_RANKS: BotRankOption<GnugoLevel>[] = byRank(
  GNUGO_LEVEL_IDS.reduce<BotRankOption<GnugoLevel>[]>((kept, level) => {
    const rank = CALIBRATED_RANKS.gnugo[level];
    const strongest = kept.at(-1);
    if (strongest && rankSortScore(rank) <= rankSortScore(strongest.rank)) return kept;
    return [...kept, { rank, setting: level }];
  }, []),
);

export function botRanks(kind: BotKindName): string[] {
  return (kind === 'modern' ? MODERN_RANKS : GNUGO_RANKS).map((option) => option.rank);
}

/** The rank a bot challenge without one plays at: the middle of what is offered (the weaker of two). */
export function defaultBotRank(kind: BotKindName): string {
  const ranks = botRanks(kind);
  return ranks[Math.floor((ranks.length - 1) / 2)];
}

function settingFor<T>(options: BotRankOption<T>[], rank: string | null | undefined): T | null {
  return options.find((option) => option.rank === rank)?.setting ?? null;
}

export function modernStrengthFor(rank: string | null | undefined): ModernStrength | null {
  return settingFor(MODERN_RANKS, rank);
}

export function gnugoLevelFor(rank: string | null | undefined): GnugoLevel | null {
  return settingFor(GNUGO_RANKS, rank);
}

/** Opponents weaker than this are beginners: a bot never resigns against them. */
export const BEGINNER_RANK = '20k';

export function isBeginner(rank: string): boolean {
  return rankSortScore(rank) <= rankSortScore(BEGINNER_RANK);
}

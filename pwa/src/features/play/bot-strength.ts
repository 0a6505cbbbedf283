import { CALIBRATED_RANKS } from '@domain/bots/calibrated-ranks';
import { GNUGO_RANKS, MODERN_RANKS } from '@domain/bots/ranks';
import type { ModernStrength } from '@domain/bots/types';
import type { BotKind } from '@sync/contract/play';

/** One row of the bots' strength table: a rank and how the bot plays at it (a text key). */
export interface StrengthRow {
  kind: BotKind;
  rank: string;
  how: {
    key: 'tree' | 'treeScore' | 'search' | 'best' | 'sampled' | 'level';
    count?: number;
    level?: number;
  };
}

/** How a modern setting chooses its move, as the table words it. */
export function howModern(strength: ModernStrength): StrengthRow['how'] {
  if ((strength.visits ?? 0) > 1) {
    return { key: strength.scoreUtility ? 'treeScore' : 'tree', count: strength.visits };
  }
  if (strength.search > 0) return { key: 'search', count: strength.search };
  if (strength.temperature === 0 || strength.topK === 1) return { key: 'best' };
  return { key: 'sampled', count: Math.min(strength.topK, 361) };
}

/** Every rank the bots offer, strongest first per bot, as measured (docs/bots.md). */
export function strengthRows(): StrengthRow[] {
  return [
    ...[...MODERN_RANKS].reverse().map((option) => ({
      kind: 'modern' as const,
      rank: option.rank,
      how: howModern(option.setting),
    })),
    ...[...GNUGO_RANKS].reverse().map((option) => ({
      kind: 'pre-ai' as const,
      rank: option.rank,
      how: { key: 'level' as const, level: option.setting },
    })),
  ];
}

/** Games the ranks were measured with; 0 while they are estimates. */
export const MEASURED_GAMES = CALIBRATED_RANKS.games;

import { botRanks, defaultBotRank, MODERN_RANKS, modernStrengthFor } from '@domain/bots/ranks';
import type { BotStyle, ModernStrength } from '@domain/bots/types';
import type { ClockKind, BoardSize, PlayColour } from '@domain/play/types';
import type { BoardPosition } from '@pwa/lib/position-analysis/types';

/** The clocks a game against the bot on the device offers, times in ms. */
export const TIME_PRESETS = {
  blitz: { kind: 'fischer', mainTime: 5 * 60_000, increment: 3_000, maximum: null },
  rapid: { kind: 'fischer', mainTime: 15 * 60_000, increment: 10_000, maximum: null },
  byoyomi: { kind: 'byoyomi', mainTime: 10 * 60_000, periods: 3, periodTime: 30_000 },
} as const satisfies Record<string, ClockKind>;
export type TimePresetId = keyof typeof TIME_PRESETS;
export const TIME_PRESET_IDS = Object.keys(TIME_PRESETS) as TimePresetId[];

/** The modern bot's ranks, weakest first (domain/bots/ranks.ts, as the server offers them). */
export const OFFLINE_BOT_RANKS: readonly string[] = botRanks('modern');
export const DEFAULT_BOT_RANK = defaultBotRank('modern');

export function strengthOfRank(rank: string): ModernStrength {
  return modernStrengthFor(rank) ?? MODERN_RANKS[0].setting;
}

/** What the player chooses before a game against the bot. */
export interface BotGameSetup {
  boardSize: BoardSize;
  /** the player's colour; 'random' is settled when the game starts */
  colour: PlayColour | 'random';
  rank: string;
  style: BotStyle;
  time: TimePresetId;
  /** a position to play on from (GoGlass): its board size, stones, side to move and komi */
  from?: BoardPosition;
}

export const DEFAULT_SETUP: BotGameSetup = {
  boardSize: 9,
  colour: 'black',
  rank: DEFAULT_BOT_RANK,
  style: 'balanced',
  time: 'rapid',
};

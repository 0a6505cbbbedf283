import { parseRank, rankSortScore } from '../rating/rank';
import { botRanks } from '../bots/ranks';
import { BOT_STYLES } from '../bots/types';
import type { ChallengeSettingsLike, ClockKind, PlayRules } from './types';
import { BOARD_SIZES } from '../game/board-sizes';

export type { ChallengeSettingsLike } from './types';

const DAY_SECONDS = 24 * 60 * 60;
export const MAX_MAIN_TIME_SECONDS = 30 * DAY_SECONDS;
export const MAX_BONUS_TIME_SECONDS = 7 * DAY_SECONDS;
export const MAX_BYOYOMI_PERIODS = 30;
export const MAX_HANDICAP = 9;
export const MAX_KOMI = 150;

const RULES: readonly unknown[] = ['chinese', 'japanese'];
const TIME_CONTROLS: readonly unknown[] = ['fischer', 'byoyomi'];
const COLOURS: readonly unknown[] = ['white', 'black', 'random'];
const OPPONENTS: readonly unknown[] = ['human', 'bot'];
const BOT_KINDS: readonly unknown[] = ['modern', 'pre-ai'];

/** Komi when the settings name none: 7.5 Chinese, 6.5 Japanese, 0.5 in a handicap game. */
export function defaultKomi(rules: PlayRules, handicap: number): number {
  if (handicap >= 2) return 0.5;
  return rules === 'chinese' ? 7.5 : 6.5;
}

export function komiOf(s: Pick<ChallengeSettingsLike, 'komi' | 'rules' | 'handicap'>): number {
  return s.komi ?? defaultKomi(s.rules, s.handicap);
}

/** The clock the settings ask for, in milliseconds. */
export function clockKindOf(s: ChallengeSettingsLike): ClockKind {
  const mainTime = s.mainTime * 1000;
  if (s.timeControl === 'byoyomi') {
    return { kind: 'byoyomi', mainTime, periods: s.periods, periodTime: s.bonusTime * 1000 };
  }
  return {
    kind: 'fischer',
    mainTime,
    increment: s.bonusTime * 1000,
    maximum: s.maxTime == null ? null : s.maxTime * 1000,
  };
}

function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function isAbsent(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

function shown(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

function timeProblem(s: ChallengeSettingsLike): string | null {
  if (!TIME_CONTROLS.includes(s.timeControl)) return `time control ${shown(s.timeControl)}`;
  if (!isIntegerIn(s.mainTime, 0, MAX_MAIN_TIME_SECONDS)) return `main time ${shown(s.mainTime)}`;
  if (!isIntegerIn(s.bonusTime, 0, MAX_BONUS_TIME_SECONDS)) {
    return `bonus time ${shown(s.bonusTime)}`;
  }
  if (s.mainTime === 0 && s.bonusTime === 0) return 'main time 0 with no bonus time';
  if (s.timeControl === 'byoyomi') {
    if (s.periods === 0) return 'byoyomi without periods';
    if (!isIntegerIn(s.periods, 1, MAX_BYOYOMI_PERIODS)) {
      return `${shown(s.periods)} byoyomi periods`;
    }
    if (s.bonusTime < 1) return 'byoyomi periods of 0 seconds';
    return null;
  }
  if (isAbsent(s.maxTime)) return null;
  if (typeof s.maxTime !== 'number' || !Number.isFinite(s.maxTime)) {
    return `maximum time ${shown(s.maxTime)}`;
  }
  if (s.maxTime < s.mainTime) return `maximum time ${s.maxTime} below main time ${s.mainTime}`;
  return null;
}

function gameProblem(s: ChallengeSettingsLike): string | null {
  if (!BOARD_SIZES.includes(s.boardSize)) return `board size ${shown(s.boardSize)}`;
  if (!RULES.includes(s.rules)) return `rules ${shown(s.rules)}`;
  if (s.handicap === 1) return 'handicap 1';
  if (!isIntegerIn(s.handicap, 0, MAX_HANDICAP)) return `${shown(s.handicap)} handicap stones`;
  if (!isAbsent(s.komi)) {
    const komi: unknown = s.komi;
    if (typeof komi !== 'number' || !Number.isInteger(komi * 2) || Math.abs(komi) > MAX_KOMI) {
      return `komi ${shown(komi)}`;
    }
  }
  return null;
}

function playersProblem(s: ChallengeSettingsLike): string | null {
  if (!COLOURS.includes(s.colour)) return `colour ${shown(s.colour)}`;
  if (!OPPONENTS.includes(s.opponent)) return `opponent ${shown(s.opponent)}`;
  if (!isAbsent(s.botKind) && !BOT_KINDS.includes(s.botKind)) {
    return `bot kind ${shown(s.botKind)}`;
  }
  if (s.opponent === 'bot' && isAbsent(s.botKind)) return 'a bot without a bot kind';
  for (const field of ['botStyle', 'botRank'] as const) {
    const value: unknown = s[field];
    if (!isAbsent(value) && typeof value !== 'string') return `${field} ${shown(value)}`;
  }
  if (s.opponent === 'bot') {
    const problem = botProblem(s.botKind as 'modern' | 'pre-ai', s.botStyle, s.botRank);
    if (problem !== null) return problem;
  }
  if (typeof s.ranked !== 'boolean') return `ranked ${shown(s.ranked)}`;
  return rankRangeProblem(s.minRank, s.maxRank);
}

function botProblem(
  kind: 'modern' | 'pre-ai',
  style: string | null | undefined,
  rank: string | null | undefined,
): string | null {
  if (!isAbsent(style) && !(BOT_STYLES as readonly string[]).includes(style)) {
    return `bot style ${style} (one of ${BOT_STYLES.join(', ')})`;
  }
  const ranks = botRanks(kind);
  if (!isAbsent(rank) && !ranks.includes(rank)) {
    return `bot rank ${rank} (the ${kind} bot plays ${ranks.join(', ')})`;
  }
  return null;
}

function rankRangeProblem(minRank: unknown, maxRank: unknown): string | null {
  for (const [name, rank] of [
    ['minimum', minRank],
    ['maximum', maxRank],
  ] as const) {
    if (!isAbsent(rank) && (typeof rank !== 'string' || parseRank(rank) === null)) {
      return `${name} rank ${shown(rank)}`;
    }
  }
  if (typeof minRank === 'string' && typeof maxRank === 'string') {
    if (rankSortScore(minRank) > rankSortScore(maxRank)) {
      return `minimum rank ${minRank} above maximum rank ${maxRank}`;
    }
  }
  return null;
}

/**
 * null when the server can play a game with these settings, else a message that starts
 * 'Unsupported combination: ' and names the first field (or pair of fields) it cannot honour.
 * Reads the value defensively: it may come straight from a request body.
 */
export function unsupportedCombination(s: ChallengeSettingsLike): string | null {
  const problem = gameProblem(s) ?? timeProblem(s) ?? playersProblem(s);
  return problem === null ? null : `Unsupported combination: ${problem}`;
}

/** Whether a player of `rank` may accept a challenge: within its minRank..maxRank, when set. */
export function rankWithinRange(
  range: { minRank?: string | null; maxRank?: string | null },
  rank: string,
): boolean {
  const score = rankSortScore(rank);
  if (range.minRank && score < rankSortScore(range.minRank)) return false;
  if (range.maxRank && score > rankSortScore(range.maxRank)) return false;
  return true;
}
